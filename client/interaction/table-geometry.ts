/**
 * Pure table geometry for interaction: clamping to the table top, finding what a piece
 * is dropped onto, and turning a drop into the intent the server should judge.
 */
import { TABLE_SIZE, type PieceKind, type TablePiece } from '../../engine/core/projection.ts';
import type { GameAction } from '../kit/types.ts';

export type Vec2 = [number, number];

/** How high a held piece floats above the table. */
export const LIFT_HEIGHT = 1.5;

/** Keep this far inside the table edge so a dropped piece never hangs over it. */
export const TABLE_MARGIN = 0.75;

/** Clamps a point to the table top, `margin` inside its edge. */
export function clampToTable(x: number, z: number, margin = TABLE_MARGIN): Vec2 {
  const hw = TABLE_SIZE.width / 2 - margin;
  const hd = TABLE_SIZE.depth / 2 - margin;
  return [Math.min(hw, Math.max(-hw, x)), Math.min(hd, Math.max(-hd, z))];
}

/** Whether a point lies on the table top (edges included). */
export function onTable(x: number, z: number): boolean {
  return Math.abs(x) <= TABLE_SIZE.width / 2 && Math.abs(z) <= TABLE_SIZE.depth / 2;
}

/** Rounds table coordinates to what is worth sending (a hundredth of a unit). */
export function roundCoord(v: number): number {
  return Math.round(v * 100) / 100;
}

/** Pieces that go back into a bag when dropped onto it (others just land beside it). */
const RETURNABLE: ReadonlySet<PieceKind> = new Set(['token']);

/** Radius around a bag's centre that counts as dropping into it. */
export const BAG_DROP_RADIUS = 1.7;

/** Whether (x, z) lies on the footprint of a card-sized piece (deck), honouring its rotation. */
function onCardFootprint(p: TablePiece, x: number, z: number): boolean {
  const dx = x - p.x;
  const dz = z - p.z;
  const c = Math.cos(p.rot);
  const s = Math.sin(p.rot);
  const lx = dx * c - dz * s;
  const lz = dx * s + dz * c;
  return Math.abs(lx) <= 1.35 && Math.abs(lz) <= 1.85;
}

/**
 * The bag or deck that `dragged` would land in when dropped at (x, z), if any: a bag
 * takes tokens, meeples, cubes and tiles; a deck takes cards.
 */
export function findDropTarget(
  pieces: Iterable<TablePiece>,
  dragged: TablePiece,
  x: number,
  z: number,
): TablePiece | null {
  let best: TablePiece | null = null;
  let bestDist = Infinity;
  for (const p of pieces) {
    if (p.id === dragged.id) continue;
    const d = Math.hypot(p.x - x, p.z - z);
    const hit =
      (p.kind === 'bag' && RETURNABLE.has(dragged.kind) && d <= BAG_DROP_RADIUS) ||
      (p.kind === 'deck' && dragged.kind === 'card' && onCardFootprint(p, x, z));
    if (hit && d < bestDist) {
      best = p;
      bestDist = d;
    }
  }
  return best;
}

/** The intent for dropping `dragged` at (x, z) onto `target` (or onto the bare table). */
export function dropAction(dragged: TablePiece, x: number, z: number, target: TablePiece | null): GameAction {
  if (target?.kind === 'bag') return { t: 'bagReturn', id: dragged.id, bag: target.id };
  if (target?.kind === 'deck') return { t: 'toDeck', id: dragged.id, deck: target.id, where: 'top' };
  const [cx, cz] = clampToTable(x, z);
  return { t: 'move', id: dragged.id, x: roundCoord(cx), z: roundCoord(cz) };
}
