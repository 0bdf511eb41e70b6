/**
 * Explorers of the Woodlands on the 3D table. Gestures become intents only by matching the
 * seat's prompts (the projection carries them; the rules stay on the server):
 *   - the drawn tile ('tile-drawn') is picked up while a 'place' prompt is open; every legal
 *     cell shows as a ghost (held or not: `placing`), Q / E, the HUD's turn buttons, a tap
 *     on the tile or a tap on a ghost (the next turn that fits there) turn it, and a drop on a cell sends
 *     {t:'place', x, y, rotation} — the held rotation when it is legal there, else the only
 *     legal one; a drop anywhere else is refused with the reason;
 *   - the active hero's meeple is picked up while it may move: the tiles a 'move' or
 *     'explore' prompt leads to glow, and a drop on one sends that move;
 *   - a click on a piece that exactly one single-action prompt points at sends it (a chest,
 *     a monster to fight, the hero dice to roll); otherwise a click only selects.
 * Cells: column x and row y at 4 table units (table.ts), north is −z.
 */
import type { Projection } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import type { Prompt } from '../../../engine/core/types.ts';
import type { ExplorersAction } from '../../../engine/games/explorers/actions.ts';
import type { ExView } from '../../../engine/games/explorers/state.ts';
import { yawOfClockwise, type DragHint, type DropOutcome, type GameAction, type GameInteraction, type HeldState } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { pieceLabel } from '../../words/phrase.ts';

/** Tile size and grid pitch on the table. */
export const CELL = 4;
export const DRAWN_TILE = 'tile-drawn';

type Dir = 'N' | 'E' | 'S' | 'W';
type Rotation = HeldState['rotation'];
const DELTA: Record<Dir, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };

function prompts(p: Projection | null): Prompt<ExplorersAction>[] {
  return (p?.prompts ?? []) as Prompt<ExplorersAction>[];
}

function view(p: Projection | null): ExView | null {
  return p && p.gameId === 'explorers' ? (p.view as ExView) : null;
}

/** The grid cell whose square holds (x, z). */
export function cellAt(x: number, z: number): [number, number] {
  return [Math.round(x / CELL), Math.round(z / CELL)];
}

const cellKey = (col: number, row: number): string => `${col},${row}`;

/** Legal placements of the held tile, by cell: the rotations the 'place' prompt allows there. */
export function placements(p: Projection | null): Map<string, { col: number; row: number; rotations: Rotation[] }> {
  const out = new Map<string, { col: number; row: number; rotations: Rotation[] }>();
  for (const pr of prompts(p)) {
    for (const a of pr.actions) {
      if (a.t !== 'place') continue;
      const k = cellKey(a.x, a.y);
      const cell = out.get(k) ?? { col: a.x, row: a.y, rotations: [] };
      if (!cell.rotations.includes(a.rotation)) cell.rotations.push(a.rotation);
      out.set(k, cell);
    }
  }
  return out;
}

/** The rotation a drop on this cell uses: the held one when legal, else the only legal one. */
function rotationFor(rotations: readonly Rotation[], held: Rotation): Rotation | null {
  if (rotations.includes(held)) return held;
  return rotations.length === 1 ? (rotations[0] as Rotation) : null;
}

/** A hero's name as its meeple's label says it to the reader (the hero's id without one). */
function heroLabel(p: Projection | null, id: string): string {
  const piece = p?.table.pieces[`hero-${id}`];
  return (piece && pieceLabel(piece, say)) ?? id;
}

/** The active hero's meeple id, and the cell it stands on. */
function activeHero(p: Projection | null): { piece: string; col: number; row: number; name: string } | null {
  const v = view(p);
  const i = v?.turn?.hero;
  const h = i === undefined ? undefined : v?.heroes[i];
  if (!h) return null;
  const [col, row] = h.at.split(',').map(Number) as [number, number];
  return { piece: `hero-${h.id}`, col, row, name: heroLabel(p, h.id) };
}

/** Where the active hero may go now: one entry per destination cell (plain moves, no carried heroes). */
export function heroDestinations(p: Projection | null): Array<{ col: number; row: number; action: Extract<ExplorersAction, { t: 'move' | 'explore' }> }> {
  const hero = activeHero(p);
  if (!hero) return [];
  const out: Array<{ col: number; row: number; action: Extract<ExplorersAction, { t: 'move' | 'explore' }> }> = [];
  for (const pr of prompts(p)) {
    if (pr.actions.length !== 1) continue;
    const a = pr.actions[0]!;
    if ((a.t !== 'move' && a.t !== 'explore') || a.with !== undefined) continue;
    const [dc, dr] = DELTA[a.dir];
    const col = hero.col + dc;
    const row = hero.row + dr;
    if (!out.some((d) => d.col === col && d.row === row)) out.push({ col, row, action: a });
  }
  return out;
}

function isHeldHero(piece: TablePiece, p: Projection | null): boolean {
  return piece.kind === 'meeple' && activeHero(p)?.piece === piece.id && heroDestinations(p).length > 0;
}

function isHeldTile(piece: TablePiece, p: Projection | null): boolean {
  return piece.id === DRAWN_TILE && placements(p).size > 0;
}

/** The single action a click on `piece` means: the one single-action prompt that targets it. */
export function clickAction(piece: TablePiece, p: Projection | null): ExplorersAction | null {
  const hits = prompts(p).filter((pr) => pr.actions.length === 1 && pr.targets?.includes(piece.id));
  // Klethor's carry offers each move twice (alone, or with the heroes here): a click is the plain one.
  const plain = hits.filter((pr) => !('with' in (pr.actions[0] as object)));
  const pick = plain.length === 1 ? plain : hits;
  return pick.length === 1 ? (pick[0]!.actions[0] as ExplorersAction) : null;
}

const DEGREES = (r: Rotation): string => `${r}°`;

function dropTile(x: number, z: number, p: Projection | null, held: HeldState): DropOutcome {
  const legal = placements(p);
  const [col, row] = cellAt(x, z);
  const cell = legal.get(cellKey(col, row));
  if (!cell) {
    const v = view(p);
    const taken = v?.tiles[cellKey(col, row)] !== undefined;
    return {
      kind: 'reject', code: 'ui/no-place',
      message: say(taken ? 'explorers.drop.taken' : 'explorers.drop.noJoin'),
    };
  }
  const rotation = rotationFor(cell.rotations, held.rotation);
  if (rotation === null) {
    return {
      kind: 'reject', code: 'ui/turn-tile',
      message: say('explorers.drop.turn', { turned: DEGREES(held.rotation), fits: cell.rotations.map(DEGREES).join(', ') }),
    };
  }
  return { kind: 'send', action: { t: 'place', x: col, y: row, rotation } };
}

function dropHero(x: number, z: number, p: Projection | null): DropOutcome {
  const hero = activeHero(p);
  const [col, row] = cellAt(x, z);
  if (!hero || (col === hero.col && row === hero.row)) return { kind: 'none' };
  const dest = heroDestinations(p).find((d) => d.col === col && d.row === row);
  if (dest) return { kind: 'send', action: dest.action as GameAction };
  return {
    kind: 'reject', code: 'ui/no-path',
    message: say('explorers.drop.noPath', { hero: hero.name }),
  };
}

export const explorersInteraction: GameInteraction = {
  id: 'explorers',
  canDrag: (piece, p) => isHeldTile(piece, p) || isHeldHero(piece, p),
  click: (piece, p) => clickAction(piece, p) as GameAction | null,
  drop: (piece, x, z, p, held) => {
    if (piece.id === DRAWN_TILE) return dropTile(x, z, p, held);
    if (piece.kind === 'meeple') return dropHero(x, z, p);
    return { kind: 'none' };
  },
  hints: (piece, p, held) => {
    if (piece.id === DRAWN_TILE) {
      const out: DragHint[] = [];
      for (const cell of placements(p).values()) {
        const rotation = rotationFor(cell.rotations, held.rotation);
        const shown = rotation ?? cell.rotations[0] ?? 0;
        out.push({
          key: `${cell.col},${cell.row}`, x: cell.col * CELL, z: cell.row * CELL, size: CELL, look: 'ghost',
          rot: yawOfClockwise(shown), active: cell.rotations.includes(held.rotation), turns: [...cell.rotations].sort((a, b) => a - b),
          ...(rotation === null ? { note: cell.rotations.map(DEGREES).join(' / ') } : {}),
        });
      }
      return out;
    }
    if (piece.kind === 'meeple' && isHeldHero(piece, p)) {
      return heroDestinations(p).map((d) => ({
        key: `${d.col},${d.row}`, x: d.col * CELL, z: d.row * CELL, size: CELL, look: 'glow', rot: 0, active: true,
        ...(d.action.t === 'explore' ? { note: say('explorers.drop.explore') } : {}),
      }));
    }
    return [];
  },
  rotatesHeld: (piece) => piece.id === DRAWN_TILE,
  placing: (p) => (placements(p).size > 0 && p?.table.pieces[DRAWN_TILE] ? DRAWN_TILE : null),
  sandboxHotkeys: false,
};
