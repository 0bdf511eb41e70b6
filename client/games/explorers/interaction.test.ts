import { describe, expect, it } from 'vitest';
import { projectMatch, type Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { act, edit, newGame, putTile, scene } from '../../../tests/helpers/explorers.ts';
import { interactionFor } from '../../kit/registry.ts';
import { loadClientGames } from '../../../tests/helpers/client-games.ts';
import { NO_HELD, nextTurn, turnHeld, yawOfClockwise } from '../../kit/types.ts';
import { CELL, cellAt, clickAction, DRAWN_TILE, explorersInteraction as ex, heroDestinations, placements } from './interaction.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames(['explorers']);

type M = ReturnType<typeof newGame>;

/** The projection of the seat that has to decide now (the one with prompts). */
function deciding(m: M): { seat: number; p: Projection } {
  for (let seat = 0; seat < m.seats; seat++) {
    const p = projectMatch(explorers, m, seat);
    if (p.prompts.length > 0) return { seat, p };
  }
  throw new Error('nobody has prompts');
}

function piece(p: Projection, id: string): TablePiece {
  const x = p.table.pieces[id];
  if (!x) throw new Error(`no piece ${id}`);
  return x;
}

describe('explorers interaction: the drawn tile (Phase 1)', () => {
  const m = newGame(2, {}, 'ghosts');
  const { seat, p } = deciding(m);
  const tile = piece(p, DRAWN_TILE);
  const legal = placements(p);

  it('picks the drawn tile up while a place prompt is open, and nothing else', () => {
    expect(legal.size).toBeGreaterThan(0);
    expect(ex.canDrag(tile, p)).toBe(true);
    expect(ex.rotatesHeld(tile, p)).toBe(true);
    for (const other of Object.values(p.table.pieces)) if (other.id !== DRAWN_TILE) expect(ex.canDrag(other, p)).toBe(false);
    // A spectator (no prompts) picks up nothing.
    expect(ex.canDrag(tile, projectMatch(explorers, m, 'spectator'))).toBe(false);
  });

  it('shows one ghost per legal cell, bright where the held rotation fits', () => {
    const hints = ex.hints(tile, p, NO_HELD);
    expect(hints).toHaveLength(legal.size);
    for (const h of hints) {
      const cell = legal.get(h.key)!;
      expect(h.look).toBe('ghost');
      expect([h.x, h.z]).toEqual([cell.col * CELL, cell.row * CELL]);
      expect(h.active).toBe(cell.rotations.includes(0));
      if (h.active) expect(h.rot).toBe(yawOfClockwise(0));
    }
  });

  it('a drop on a ghost sends place with the cell and the held rotation, which the rules accept', () => {
    const [cell] = [...legal.values()];
    const rotation = cell!.rotations[0]!;
    const out = ex.drop(tile, cell!.col * CELL + 0.7, cell!.row * CELL - 0.9, p, { rotation });
    expect(out).toEqual({ kind: 'send', action: { t: 'place', x: cell!.col, y: cell!.row, rotation } });
    const next = act(m, seat, (out as { action: unknown }).action).match;
    expect(next.state.tiles[`${cell!.col},${cell!.row}`]).toMatchObject({ rot: rotation });
  });

  it('a drop elsewhere is refused with the reason', () => {
    const offGrid = ex.drop(tile, 21, -12, p, NO_HELD);
    expect(offGrid).toMatchObject({ kind: 'reject', code: 'ui/no-place' });
    const onStart = ex.drop(tile, 0.3, -0.2, p, NO_HELD);
    expect(onStart).toMatchObject({ kind: 'reject', message: expect.stringContaining('already lies there') });
  });

  it('Q / E turn the held tile; a cell that needs another of several rotations says which', () => {
    expect(turnHeld(0, 1)).toBe(90);
    expect(turnHeld(0, -1)).toBe(270);
    expect(turnHeld(270, 1)).toBe(0);
    const fake: Projection = {
      ...p,
      prompts: [{ key: 'place', label: 'Place', actions: [{ t: 'place', x: 1, y: 0, rotation: 90 }, { t: 'place', x: 1, y: 0, rotation: 270 }, { t: 'place', x: 0, y: 1, rotation: 180 }] }],
    };
    expect(ex.drop(tile, 4, 0, fake, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/turn-tile', message: expect.stringContaining('90°, 270°') });
    expect(ex.drop(tile, 4, 0, fake, { rotation: 270 })).toEqual({ kind: 'send', action: { t: 'place', x: 1, y: 0, rotation: 270 } });
    // One legal rotation at a cell: the drop takes it whatever the held rotation.
    expect(ex.drop(tile, 0, 4, fake, NO_HELD)).toEqual({ kind: 'send', action: { t: 'place', x: 0, y: 1, rotation: 180 } });
    const hints = ex.hints(tile, fake, { rotation: 90 });
    expect(hints.find((h) => h.key === '1,0')).toMatchObject({ active: true, rot: yawOfClockwise(90) });
    expect(hints.find((h) => h.key === '0,1')).toMatchObject({ active: false, rot: yawOfClockwise(180) });
  });
});

describe('explorers interaction: moving the hero', () => {
  let m = scene(['bethras', 'xylia'], { moves: 2 });
  m = edit(m, (s) => {
    putTile(s, 'old-oak', 1, 0);
    putTile(s, 'fallen-log', 0, 1); // N–S path: connected to the start tile
    putTile(s, 'fallen-log', -1, 0); // N–S: its east side is blank, no path from the start
    s.piles.tiles = ['boss', ...s.piles.tiles];
  });
  const p = projectMatch(explorers, m, 0);
  const bethras = piece(p, 'hero-bethras');

  it('picks up only the active hero while it may move, and lights its destinations', () => {
    expect(ex.canDrag(bethras, p)).toBe(true);
    expect(ex.canDrag(piece(p, 'hero-xylia'), p)).toBe(false);
    expect(ex.canDrag(bethras, projectMatch(explorers, m, 1))).toBe(false);
    const dests = heroDestinations(p).map((d) => `${d.col},${d.row}:${d.action.t}:${d.action.dir}`).sort();
    expect(dests).toContain('1,0:move:E');
    expect(dests).toContain('0,1:move:S');
    expect(dests).not.toContain('-1,0:move:W');
    const hints = ex.hints(bethras, p, NO_HELD);
    expect(hints.map((h) => h.key).sort()).toEqual(heroDestinations(p).map((d) => `${d.col},${d.row}`).sort());
    expect(hints.every((h) => h.look === 'glow')).toBe(true);
  });

  it('a drop on a lit tile sends the move; elsewhere it is refused; on its own tile nothing happens', () => {
    expect(ex.drop(bethras, 4.4, 0.6, p, NO_HELD)).toEqual({ kind: 'send', action: { t: 'move', dir: 'E' } });
    expect(ex.drop(bethras, 0, 3.5, p, NO_HELD)).toEqual({ kind: 'send', action: { t: 'move', dir: 'S' } });
    expect(ex.drop(bethras, -4, 0, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/no-path' });
    expect(ex.drop(bethras, 8, 0, p, NO_HELD)).toMatchObject({ kind: 'reject', code: 'ui/no-path' });
    expect(ex.drop(bethras, 0.8, -0.4, p, NO_HELD)).toEqual({ kind: 'none' });
    expect(act(m, 0, { t: 'move', dir: 'E' }).match.state.heroes[0]!.at).toBe('1,0');
  });

  it('a click sends the one prompt that targets the piece, and only then', () => {
    const tile = piece(p, 'tile_1_0');
    expect(clickAction(tile, p)).toEqual({ t: 'move', dir: 'E' });
    expect(clickAction(piece(p, 'tile_-1_0'), p)).toBeNull();
    expect(clickAction(piece(p, 'pile-loot'), p)).toBeNull();
  });
});

describe('interaction adapters', () => {
  it('chooses by game id; the free table moves draggable pieces where they are dropped', () => {
    expect(interactionFor('explorers').id).toBe('explorers');
    expect(interactionFor('sandbox').id).toBe('sandbox');
    expect(interactionFor(null).id).toBe('sandbox');
    const sb = interactionFor('sandbox');
    const token: TablePiece = { id: 't', kind: 'token', model: 'token', x: 0, z: 0, y: 0, rot: 0, faceUp: true, draggable: true };
    expect(sb.canDrag(token, null)).toBe(true);
    expect(sb.drop(token, 3.333, 2, null, NO_HELD)).toEqual({ kind: 'send', action: { t: 'move', id: 't', x: 3.33, z: 2 } });
    expect(sb.click).toBeUndefined();
    expect(cellAt(5.9, -2.1)).toEqual([1, -1]);
  });
});

describe('explorers interaction: turning the tile by touch', () => {
  it('TOUCH.3 while a tile waits to be placed its ghosts show (placing); a ghost carries the turns that fit there, and a tap on it gives the next of them', () => {
    const { p } = deciding(newGame(2, {}, 'ghosts'));
    expect(ex.placing?.(p)).toBe(DRAWN_TILE);
    expect(ex.placing?.({ ...p, prompts: [] })).toBeNull();
    const tile = piece(p, DRAWN_TILE);
    const hints = ex.hints(tile, p, NO_HELD);
    expect(hints.length).toBeGreaterThan(0);
    for (const h of hints) {
      expect(h.turns!.length).toBeGreaterThan(0);
      expect(h.active).toBe(h.turns!.includes(0));
    }
    expect(nextTurn([90, 270], 0)).toBe(90);
    expect(nextTurn([90, 270], 90)).toBe(270);
    expect(nextTurn([90, 270], 270)).toBe(90);
    expect(nextTurn([0], 180)).toBe(0);
    // A drop where the held turn does not fit says how a finger turns it, not only Q / E.
    const fake: Projection = {
      ...p,
      prompts: [{ key: 'place', label: 'Place', actions: [{ t: 'place', x: 1, y: 0, rotation: 90 }, { t: 'place', x: 1, y: 0, rotation: 270 }] }],
    };
    expect(ex.drop(tile, 4, 0, fake, NO_HELD)).toMatchObject({ kind: 'reject', message: expect.stringContaining('tap its ghost there, the tile or ↻') });
  });
});
