/**
 * Dice thrown where pieces lie: the physics knows every piece on the table as a block of
 * the size the client draws it, so a die comes to rest on a deck, a board or a tile —
 * never inside one (a d20 thrown at the free table's deck used to end sunk into the cards).
 */
import { describe, expect, it } from 'vitest';
import { rotateByQuaternion, type DieKind, type Vec3 } from '../../assets/models/dice.ts';
import { models } from '../../assets/models/catalog.ts';
import { deckHeight } from '../../assets/models/deck.ts';
import { createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import { DiceRests, planThrow, type Fling } from '../room/dice.ts';
import { MAX_BLOCKS, trayFor, type PieceBlock, type ThrowRequest } from './launch.ts';
import { clearOfBlocks, floorAt, footprintDistance, restOn } from './blocks.ts';
import { blocksNear, pieceBlock } from './piece-blocks.ts';
import { simulateThrow } from './simulate.ts';
import { decodeFrames, type RollDie } from '../../wire/dice-frames.ts';
import { geometryOf } from './geometry.ts';
import { mulberry32 } from './rand.ts';
import { rollOf } from './roll.ts';

/** How far a resting die may dig into what is under it (soft contacts settle ~0.001 deep). */
const TOLERANCE = 0.02;

type P2 = [number, number];

/** Where each vertex of a die at rest lies (world, table units). */
function verticesOf(d: RollDie): Vec3[] {
  const q = { x: d.final.q[0], y: d.final.q[1], z: d.final.q[2], w: d.final.q[3] };
  return geometryOf(d.kind).vertices.map((v) => {
    const r = rotateByQuaternion(q, v);
    return [r[0] + d.final.p[0], r[1] + d.final.p[1], r[2] + d.final.p[2]];
  });
}

/** Convex hull of points in the plane (monotone chain), counter-clockwise. */
function hull(points: P2[]): P2[] {
  const s = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: P2, a: P2, b: P2): number => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (pts: P2[]): P2[] => {
    const out: P2[] = [];
    for (const p of pts) {
      while (out.length >= 2 && cross(out[out.length - 2] as P2, out[out.length - 1] as P2, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return [...half(s), ...half([...s].reverse())];
}

/**
 * How deep the die's footprint (its outline seen from above) overlaps a w × d rectangle
 * centred at (x, z) and turned by `rot` about the vertical: the least overlap over the
 * separating axes (≤ 0: apart or touching).
 */
function footprintOverlap(verts: readonly Vec3[], x: number, z: number, rot: number, w: number, d: number): number {
  // Into the rectangle's own frame (a piece turned by rot: local = R(−rot) · (p − centre)).
  const c = Math.cos(rot);
  const s = Math.sin(rot);
  const local = hull(verts.map((v): P2 => {
    const dx = v[0] - x;
    const dz = v[2] - z;
    return [c * dx - s * dz, s * dx + c * dz];
  }));
  const rect: P2[] = [[-w / 2, -d / 2], [w / 2, -d / 2], [w / 2, d / 2], [-w / 2, d / 2]];
  const axes: P2[] = [[1, 0], [0, 1]];
  for (let i = 0; i < local.length; i++) {
    const a = local[i] as P2;
    const b = local[(i + 1) % local.length] as P2;
    const l = Math.hypot(b[0] - a[0], b[1] - a[1]);
    if (l > 1e-9) axes.push([-(b[1] - a[1]) / l, (b[0] - a[0]) / l]);
  }
  let depth = Infinity;
  for (const ax of axes) {
    const proj = (pts: P2[]): [number, number] => {
      let lo = Infinity;
      let hi = -Infinity;
      for (const p of pts) {
        const t = p[0] * ax[0] + p[1] * ax[1];
        lo = Math.min(lo, t);
        hi = Math.max(hi, t);
      }
      return [lo, hi];
    };
    const [a0, a1] = proj(local);
    const [b0, b1] = proj(rect);
    depth = Math.min(depth, Math.min(a1, b1) - Math.max(a0, b0));
  }
  return depth;
}

/** A drawn piece as a box: its footprint w × d, turned by rot, from base y0 to top y1. */
interface DrawnBox { id: string; x: number; z: number; rot: number; w: number; d: number; y0: number; y1: number }

/**
 * The part of a die below height `y` (a convex solid cut by the plane), seen from above:
 * its vertices below `y` and where the segments between its vertices cross `y`.
 */
function below(verts: readonly Vec3[], y: number): Vec3[] {
  const out: Vec3[] = verts.filter((v) => v[1] <= y);
  for (let i = 0; i < verts.length; i++) {
    for (let j = i + 1; j < verts.length; j++) {
      const a = verts[i] as Vec3;
      const b = verts[j] as Vec3;
      if ((a[1] - y) * (b[1] - y) >= 0) continue;
      const t = (y - a[1]) / (b[1] - a[1]);
      out.push([a[0] + (b[0] - a[0]) * t, y, a[2] + (b[2] - a[2]) * t]);
    }
  }
  return out;
}

/**
 * The rule: no part of a die at rest lies inside a drawn piece — the part of the die below
 * the piece's top (less TOLERANCE) does not overlap the piece's footprint. A die over a
 * deck has its lowest point at or above the deck's top; a die beside a low board may
 * overhang it (a d20 is widest halfway up). Returns each breach.
 */
function sunkInto(dice: readonly RollDie[], boxes: readonly DrawnBox[]): string[] {
  const out: string[] = [];
  for (const d of dice) {
    const verts = verticesOf(d);
    const bottom = Math.min(...verts.map((v) => v[1]));
    for (const b of boxes) {
      const inside = below(verts, b.y1 - TOLERANCE).filter((v) => v[1] >= b.y0);
      if (inside.length < 3 || footprintOverlap(inside, b.x, b.z, b.rot, b.w, b.d) <= TOLERANCE) continue;
      out.push(`${d.kind} ${d.id} at (${d.final.p.map((v) => v.toFixed(2)).join(', ')}): bottom ${bottom.toFixed(3)} under the top ${b.y1.toFixed(3)} of ${b.id}`);
    }
  }
  return out;
}

/**
 * Frames in which a die is drawn sunk into the top of a box it is coming down on (its
 * centre over the box and above its top, its lowest point under the top less TOLERANCE):
 * a die landing at speed sinks for a step, and the recording lifts such frames out.
 */
function sunkFrames(dice: readonly RollDie[], b: DrawnBox): string[] {
  const out: string[] = [];
  for (const d of dice) {
    const f = decodeFrames(d.frames);
    for (let i = 0; i < f.count; i++) {
      const p: Vec3 = [f.pos[i * 3] ?? 0, f.pos[i * 3 + 1] ?? 0, f.pos[i * 3 + 2] ?? 0];
      const q = { x: f.rot[i * 4] ?? 0, y: f.rot[i * 4 + 1] ?? 0, z: f.rot[i * 4 + 2] ?? 0, w: f.rot[i * 4 + 3] ?? 1 };
      const c = Math.cos(b.rot);
      const s = Math.sin(b.rot);
      const lx = c * (p[0] - b.x) - s * (p[2] - b.z);
      const lz = s * (p[0] - b.x) + c * (p[2] - b.z);
      if (Math.abs(lx) > b.w / 2 || Math.abs(lz) > b.d / 2 || p[1] < b.y1) continue;
      const low = Math.min(...geometryOf(d.kind).vertices.map((v) => rotateByQuaternion(q, v)[1] + p[1]));
      if (low < b.y1 - TOLERANCE) out.push(`${d.kind} ${d.id} frame ${i}: lowest point ${low.toFixed(3)} under the top ${b.y1.toFixed(3)} of ${b.id}`);
    }
  }
  return out;
}

/** Whether a die at rest lies over the box (its footprint overlapping it). */
const over = (d: RollDie, b: DrawnBox): boolean => footprintOverlap(verticesOf(d), b.x, b.z, b.rot, b.w, b.d) > TOLERANCE;

/** Throws `ids` as the room would (its plan, the dice at rest, the dice thread's roll). */
function throwAs(pieces: Record<string, TablePiece>, ids: readonly string[], kinds: readonly DieKind[], seat: number, seats: number, fling: Fling | undefined, seed: number): RollDie[] {
  const dice = ids.map((id, i) => {
    const kind = kinds[i] as DieKind;
    return { id, kind, value: 1 + (seed * 7 + i * 3) % Number(kind.slice(1)) };
  });
  const resting = new DiceRests().resting(pieces, new Set(ids));
  const planned = planThrow(dice, seat, seats, pieces, fling, resting);
  if (!planned) throw new Error('nothing thrown');
  return rollOf(planned.request, seed).dice;
}

describe('dice come to rest on the pieces they land on, never inside them', () => {
  it('a d20 and a d6 thrown at the free table\'s deck rest on the cards: every die over the deck has its lowest point at or above the deck\'s drawn top, landing and at rest', () => {
    const match = createMatch(sandbox, {}, 2, 'dice-on-deck') as Match;
    const table = projectMatch(sandbox, match, 'spectator').table.pieces;
    const deck = table.deck as TablePiece;
    expect(deck.kind).toBe('deck');
    expect(deck.count ?? 0).toBeGreaterThan(50);
    const box: DrawnBox = {
      id: 'deck', x: deck.x, z: deck.z, rot: deck.rot, w: models.card?.size[0] ?? 0, d: models.card?.size[2] ?? 0,
      y0: deck.y, y1: deck.y + deckHeight(deck.count ?? 0, models.card?.size[1] ?? 0),
    };
    expect(box.y1).toBeGreaterThan(1);
    // The dice were dragged onto the deck (so the throw aims there) and thrown from either side.
    const pieces: Record<string, TablePiece> = { ...table };
    for (const id of ['die-d20', 'die-d6a']) pieces[id] = { ...(table[id] as TablePiece), x: deck.x, z: deck.z, y: box.y1 };
    const rand = mulberry32(40);
    const breaches: string[] = [];
    const falling: string[] = [];
    let throws = 0;
    let onDeck = 0;
    for (let seed = 1; seed <= 36; seed++) {
      const set = seed % 3;
      const ids = set === 0 ? ['die-d20'] : set === 1 ? ['die-d6a'] : ['die-d20', 'die-d6a'];
      const kinds: DieKind[] = set === 0 ? ['d20'] : set === 1 ? ['d6'] : ['d20', 'd6'];
      const fling = seed % 2 === 0 ? undefined : { dx: rand() - 0.5, dz: rand() - 0.5, strength: 0.4 + rand() * 0.2 };
      const dice = throwAs(pieces, ids, kinds, Math.floor(seed / 2) % 2, 2, fling, seed);
      throws++;
      onDeck += dice.filter((d) => over(d, box)).length;
      breaches.push(...sunkInto(dice, [box]).map((b) => `seed ${seed}: ${b}`));
      falling.push(...sunkFrames(dice, box).map((b) => `seed ${seed}: ${b}`));
    }
    expect(throws).toBe(36);
    // Nor is any die drawn sunk into the cards as it lands on them.
    expect(falling).toEqual([]);
    expect(breaches).toEqual([]);
    // The throws do land on the deck (else this would check nothing).
    expect(onDeck).toBeGreaterThanOrEqual(10);
  });

  it('dice thrown over a board, a tile, a token and a standing meeple rest on the flat pieces and beside the standing one, never inside any', () => {
    const size = (id: string): [number, number, number] => {
      const s = models[id]?.size;
      if (!s) throw new Error(`no model ${id}`);
      return [s[0], s[1], s[2]];
    };
    const base = { rot: 0, faceUp: true, draggable: true } as const;
    const board = size('hero-board');
    const tile = size('tile');
    const token = size('token');
    const meeple = size('meeple');
    const pieces: Record<string, TablePiece> = {
      board: { ...base, id: 'board', kind: 'board', model: 'hero-board', x: 0, y: 0, z: 0 },
      tile: { ...base, id: 'tile', kind: 'tile', model: 'tile', x: 3, y: board[1], z: 1.5, rot: Math.PI / 6 },
      token: { ...base, id: 'token', kind: 'token', model: 'token', x: -2.5, y: board[1], z: -1 },
      meeple: { ...base, id: 'meeple', kind: 'meeple', model: 'meeple', x: -1, y: board[1], z: 2, rot: 0.4 },
      a: { ...base, id: 'a', kind: 'die', model: 'd20', x: 0, y: board[1], z: 0, die: { sides: 20, labels: [], value: 1 } },
      b: { ...base, id: 'b', kind: 'die', model: 'd6', x: 0.5, y: board[1], z: 0.5, die: { sides: 6, labels: [], value: 1 } },
      c: { ...base, id: 'c', kind: 'die', model: 'd8', x: -0.5, y: board[1], z: 0.5, die: { sides: 8, labels: [], value: 1 } },
    };
    const boxes: DrawnBox[] = [
      { id: 'board', x: 0, z: 0, rot: 0, w: board[0], d: board[2], y0: 0, y1: board[1] },
      { id: 'tile', x: 3, z: 1.5, rot: Math.PI / 6, w: tile[0], d: tile[2], y0: board[1], y1: board[1] + tile[1] },
      // The token is a disc: its inscribed square is drawn for sure.
      { id: 'token', x: -2.5, z: -1, rot: 0, w: token[0] / Math.SQRT2, d: token[2] / Math.SQRT2, y0: board[1], y1: board[1] + token[1] },
    ];
    const standing: DrawnBox = { id: 'meeple', x: -1, z: 2, rot: 0.4, w: meeple[0], d: meeple[2], y0: board[1], y1: board[1] + meeple[1] };
    const rand = mulberry32(7);
    const breaches: string[] = [];
    let onBoard = 0;
    for (let seed = 1; seed <= 16; seed++) {
      const fling = { dx: rand() - 0.5, dz: rand() - 0.5, strength: rand() };
      const dice = throwAs(pieces, ['a', 'b', 'c'], ['d20', 'd6', 'd8'], seed % 4, 4, fling, seed);
      onBoard += dice.filter((d) => over(d, boxes[0] as DrawnBox)).length;
      breaches.push(...sunkInto(dice, [...boxes, standing]).map((b) => `seed ${seed}: ${b}`));
      // Nothing rests on top of the standing meeple either (a die there is thrown again).
      for (const d of dice) if (over(d, standing) && Math.min(...verticesOf(d).map((v) => v[1])) > standing.y1 - TOLERANCE) breaches.push(`seed ${seed}: ${d.kind} ${d.id} on the meeple`);
    }
    expect(breaches).toEqual([]);
    expect(onBoard).toBeGreaterThanOrEqual(16);
  });

  it('sizes each piece as the client draws it: a deck as high as its drawn stack, no block for a die or an empty deck, only pieces near the tray', () => {
    const base = { rot: 0, faceUp: true, draggable: true, y: 0 } as const;
    const deck = (count: number): TablePiece => ({ ...base, id: 'deck', kind: 'deck', model: 'deck', x: 0, z: 0, count });
    const card = models.card?.size ?? [0, 0, 0];
    expect(pieceBlock(deck(70))).toMatchObject({ shape: 'box', w: card[0], d: card[2], h: 60 * 0.018 + card[1], floor: true });
    expect(pieceBlock(deck(1))?.h).toBeCloseTo(card[1], 9);
    expect(pieceBlock(deck(0))).toBeNull();
    expect(pieceBlock({ ...base, id: 'd', kind: 'die', model: 'd20', x: 0, z: 0 })).toBeNull();
    expect(pieceBlock({ ...base, id: 'm', kind: 'meeple', model: 'meeple', x: 0, z: 0 })).toMatchObject({ h: models.meeple?.size[1], floor: false });
    expect(pieceBlock({ ...base, id: 'h', kind: 'tile', model: 'hex-tile', x: 0, z: 0 })).toMatchObject({ shape: 'hex' });
    // Drawn larger than its model (Root's warriors): the block is as large as the drawing.
    const meeple = models.meeple?.size ?? [0, 0, 0];
    expect(pieceBlock({ ...base, id: 'w', kind: 'meeple', model: 'meeple', x: 0, z: 0, scale: 1.3 })).toMatchObject({ w: meeple[0] * 1.3, h: meeple[1] * 1.3, d: meeple[2] * 1.3 });
    expect(pieceBlock({ ...base, id: 't', kind: 'token', model: 'no-such-model', x: 0, z: 0 })).toMatchObject({ shape: 'disc', h: models.token?.size[1] });
    const tray = trayFor({ x: 0, z: 0 });
    const far: TablePiece = { ...deck(5), id: 'far', x: tray.maxX + 5 };
    expect(blocksNear({ deck: deck(5), far }, tray)).toHaveLength(1);
    const many: Record<string, TablePiece> = {};
    for (let i = 0; i < MAX_BLOCKS + 10; i++) many[`c${i}`] = { ...base, id: `c${i}`, kind: 'card', model: 'card', x: (i % 10) - 5, z: Math.floor(i / 10) - 3 };
    expect(blocksNear(many, tray)).toHaveLength(MAX_BLOCKS);
  });

  it('knows the floor a die rests on at each spot, and where one may be laid flat: on a flat piece or clear of any standing higher', () => {
    const deck: PieceBlock = { shape: 'box', x: 0, z: 0, rot: Math.PI / 2, y: 0, w: 2.5, d: 3.5, h: 1, floor: true };
    const disc: PieceBlock = { shape: 'disc', x: 6, z: 0, rot: 0, y: 0, w: 4, d: 4, h: 0.03, floor: true };
    const meeple: PieceBlock = { shape: 'box', x: -5, z: 0, rot: 0, y: 0, w: 1, d: 0.45, h: 1.4, floor: false };
    const hex: PieceBlock = { shape: 'hex', x: 0, z: 6, rot: 0, y: 0, w: 1.94, d: 2.24, h: 0.12, floor: true };
    const blocks = [deck, disc, meeple, hex];
    // The deck turned a quarter: 3.5 along x, 2.5 along z.
    expect(floorAt(blocks, 1.7, 0)).toBe(1);
    expect(floorAt(blocks, 0, 1.3)).toBe(0);
    expect(footprintDistance(deck, 0, 0)).toBeCloseTo(-1.25, 9);
    expect(footprintDistance(deck, 0, 2.25)).toBeCloseTo(1, 9);
    // A hexagon with a vertex towards ±z: 1.12 from its centre that way, 0.97 across.
    expect(floorAt(blocks, 0, 6 + 1.1)).toBe(0.12);
    expect(floorAt(blocks, 0.9, 6 + 0.9)).toBe(0);
    // A meeple is no floor: nothing rests on it, and no die is laid beside it.
    expect(floorAt(blocks, -5, 0)).toBe(0);
    expect(clearOfBlocks(blocks, -5, 0.8, 0.7)).toBe(false);
    expect(clearOfBlocks(blocks, -5, 1.5, 0.7)).toBe(true);
    // On the deck, or clear of its side; never against it.
    expect(clearOfBlocks(blocks, 0, 0, 0.7)).toBe(true);
    expect(clearOfBlocks(blocks, 0, 1.6, 0.7)).toBe(false);
    expect(clearOfBlocks(blocks, 0, 2, 0.7)).toBe(true);
    // Beside a low lip (a clearing on the map), laid on top of it.
    expect(clearOfBlocks(blocks, 6 + 2.3, 0, 0.7)).toBe(true);
    expect(restOn(blocks, 6 + 2.3, 0, 0.7)).toBe(0.03);
    expect(restOn(blocks, 6 + 3, 0, 0.7)).toBe(0);
  });

  it('refuses a throw with a malformed piece block, saying why', () => {
    const ok: PieceBlock = { shape: 'box', x: 0, z: 0, rot: 0, y: 0, w: 2.5, d: 3.5, h: 1, floor: true };
    const req = (blocks: unknown): ThrowRequest => ({ dice: [{ id: 'a', kind: 'd6', value: 3 }], from: { x: 0, z: 14 }, blocks: blocks as PieceBlock[] });
    const rand = mulberry32(1);
    expect(() => simulateThrow(req([{ ...ok, shape: 'cone' }]), rand)).toThrow(/shape \(box, disc or hex\)/);
    expect(() => simulateThrow(req([{ ...ok, x: Number.NaN }]), rand)).toThrow(/finite place/);
    expect(() => simulateThrow(req([{ ...ok, h: 0 }]), rand)).toThrow(/size above 0/);
    expect(() => simulateThrow(req([{ ...ok, w: 1e9 }]), rand)).toThrow(/within the table/);
    expect(() => simulateThrow(req([{ ...ok, floor: 'yes' }]), rand)).toThrow(/floor true or false/);
    expect(() => simulateThrow(req([null]), rand)).toThrow(/shape/);
    expect(() => simulateThrow(req(Array.from({ length: MAX_BLOCKS + 1 }, () => ok)), rand)).toThrow(/at most 64 piece blocks/);
    expect(() => simulateThrow(req({}), rand)).toThrow(/piece blocks/);
    expect(simulateThrow(req([ok]), rand).dice).toHaveLength(1);
  });
});
