import { TABLE_SIZE } from '../../core/projection.ts';
import { ownPiece } from './draft.ts';
import type { Piece, Quarter, SandboxState } from './state.ts';

/**
 * Sizes, footprints and stacking on the free table. Units are table units (a d6 is 1
 * across, a card 2.5 × 3.5, a tile 4 × 4); x grows east, z grows south, y is up.
 * Footprints are axis-aligned rectangles: rotations are quarter turns, so a turned card
 * swaps its width and depth. Round pieces (tokens, the bag) use their bounding square.
 */

/** Width (x), depth (z) and height (y) of a piece before rotation. */
export interface Size {
  w: number;
  d: number;
  h: number;
}

/** An axis-aligned rectangle on the table. */
export interface Rect {
  x0: number;
  x1: number;
  z0: number;
  z1: number;
}

/** Thickness of one card: a deck of n cards stands n × this high. */
export const CARD_THICKNESS = 0.02;

/** Thickness of a board or a mat. */
export const BOARD_THICKNESS = 0.1;

const DIE_SIZE: Record<number, number> = { 4: 1.1, 6: 1, 8: 1.1, 10: 1.1, 12: 1.2, 20: 1.3 };

/** The unrotated size of a piece (a deck's height follows its public count). */
export function sizeOf(piece: Piece): Size {
  switch (piece.kind) {
    case 'card': return { w: 2.5, d: 3.5, h: CARD_THICKNESS };
    case 'deck': return { w: 2.5, d: 3.5, h: Math.max(1, piece.cards.length) * CARD_THICKNESS };
    case 'tile': return { w: 4, d: 4, h: 0.2 };
    case 'token': return { w: 1.2, d: 1.2, h: 0.2 };
    case 'meeple': return { w: 1, d: 0.6, h: 1.4 };
    case 'bag': return { w: 3, d: 3, h: 3 };
    case 'die': {
      const s = DIE_SIZE[piece.spec.sides] ?? 1;
      return { w: s, d: s, h: s };
    }
    case 'board': return { w: piece.w, d: piece.d, h: BOARD_THICKNESS };
    case 'counter': return { w: 1.4, d: 1.4, h: 0.25 };
    // A zone is drawn on the table, not stacked on: what lies in it rests on what is under it.
    case 'zone': return { w: piece.w, d: piece.d, h: 0 };
  }
}

/** The rectangle a piece of `size` covers when centred at (x, z) with rotation `rot`. */
export function rectAt(size: Size, x: number, z: number, rot: Quarter): Rect {
  const turned = rot % 2 === 1;
  const hw = (turned ? size.d : size.w) / 2;
  const hd = (turned ? size.w : size.d) / 2;
  return { x0: x - hw, x1: x + hw, z0: z - hd, z1: z + hd };
}

/** The rectangle a piece covers where it lies now. */
export function rectOf(piece: Piece): Rect {
  return rectAt(sizeOf(piece), piece.x, piece.z, piece.rot);
}

const EPS = 1e-9;

/** True when two rectangles overlap with positive area (touching edges do not count). */
export function overlaps(a: Rect, b: Rect): boolean {
  return a.x0 < b.x1 - EPS && b.x0 < a.x1 - EPS && a.z0 < b.z1 - EPS && b.z0 < a.z1 - EPS;
}

/** True when the rectangle lies wholly on the table top (TABLE_SIZE, centred on 0, 0). */
export function onTable(r: Rect): boolean {
  const hw = TABLE_SIZE.width / 2;
  const hd = TABLE_SIZE.depth / 2;
  return r.x0 >= -hw - EPS && r.x1 <= hw + EPS && r.z0 >= -hd - EPS && r.z1 <= hd + EPS;
}

/**
 * The height at which something covering `rect` comes to rest: the top of the highest
 * piece under it, or the table (0). Pieces in `ignore` are treated as absent.
 */
export function restingY(state: SandboxState, rect: Rect, ignore: ReadonlySet<string>): number {
  let y = 0;
  for (const other of Object.values(state.pieces)) {
    if (ignore.has(other.id)) continue;
    if (overlaps(rect, rectOf(other))) y = Math.max(y, other.y + sizeOf(other).h);
  }
  return round(y);
}

/** True when the point (x, z) lies inside the rectangle (its edges included). */
export function holds(r: Rect, x: number, z: number): boolean {
  return x >= r.x0 - EPS && x <= r.x1 + EPS && z >= r.z0 - EPS && z <= r.z1 + EPS;
}

/** Rounds away float noise so stacked heights stay stable in JSON. */
export function round(v: number): number {
  return Math.round(v * 1e6) / 1e6;
}

/**
 * Lets pieces above a changed spot settle again: after something under `rect` left,
 * shrank or grew, every piece above `baseY` that overlaps it (and, in turn, anything
 * resting on a piece that moved) rests on the top of what is now under it. Pieces are
 * settled bottom-up, each only on pieces that were lower before (so nothing climbs on
 * what used to rest on it). Pieces in `ignore` are left alone and treated as absent.
 */
export function settle(state: SandboxState, rect: Rect, baseY: number, ignore: ReadonlySet<string> = new Set()): void {
  const above = Object.values(state.pieces)
    .filter((p) => p.y > baseY + EPS && !ignore.has(p.id))
    .sort((a, b) => a.y - b.y);
  if (above.length === 0) return;
  const before = new Map(above.map((p) => [p.id, p.y]));
  const dirty: Rect[] = [rect];
  for (const piece of above) {
    const own = rectOf(piece);
    if (!dirty.some((r) => overlaps(r, own))) continue;
    const myBefore = before.get(piece.id) as number;
    let y = 0;
    for (const other of Object.values(state.pieces)) {
      if (other.id === piece.id || ignore.has(other.id)) continue;
      const otherBefore = before.get(other.id) ?? other.y;
      if (otherBefore >= myBefore - EPS) continue;
      if (overlaps(own, rectOf(other))) y = Math.max(y, other.y + sizeOf(other).h);
    }
    y = round(y);
    if (Math.abs(y - piece.y) > EPS) {
      ownPiece(state, piece).y = y;
      dirty.push(own);
    }
  }
}

/**
 * Candidate spots around a piece for things that come out of it (a card drawn onto the
 * table next to its deck, a token out of the bag): below, above, right, left of it.
 * The first one whose rectangle lies on the table is used.
 */
export function spotNextTo(anchor: Piece, size: Size): { x: number; z: number } {
  const a = rectOf(anchor);
  const gap = 0.5;
  const candidates = [
    { x: anchor.x, z: a.z1 + gap + size.d / 2 },
    { x: anchor.x, z: a.z0 - gap - size.d / 2 },
    { x: a.x1 + gap + size.w / 2, z: anchor.z },
    { x: a.x0 - gap - size.w / 2, z: anchor.z },
  ];
  for (const c of candidates) if (onTable(rectAt(size, c.x, c.z, 0))) return c;
  return { x: 0, z: 0 };
}
