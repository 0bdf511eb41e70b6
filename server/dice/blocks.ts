/**
 * The pieces lying where dice land (`ThrowRequest.blocks`), as plain geometry: each block's
 * footprint as a convex polygon on the table, the height a die at (x, z) comes to rest on,
 * and whether a die may be laid flat at a spot. No physics engine (world.ts builds the
 * bodies from `footprint`).
 */
import type { PieceBlock } from './launch.ts';

/** Sides of the polygon a disc's footprint is built as (circumscribed: no die dips into the drawn disc). */
export const DISC_SIDES = 16;
/**
 * How much higher than the floor under its centre a piece beside a die laid flat may stand
 * (a Root clearing's 0.03 lip on the map): the die is laid on the higher of the two, so it
 * never dips into it. Well under the 0.08 a die at rest may lie above its floor.
 */
const STEP = 0.05;

/**
 * The footprint in the block's own frame (x, z before its turn), counter-clockwise seen
 * from above (+y).
 */
export function localFootprint(b: Pick<PieceBlock, 'shape' | 'w' | 'd'>): [number, number][] {
  if (b.shape === 'box') {
    const hw = b.w / 2;
    const hd = b.d / 2;
    return [[-hw, -hd], [-hw, hd], [hw, hd], [hw, -hd]];
  }
  const n = b.shape === 'disc' ? DISC_SIDES : 6;
  const r = b.shape === 'disc' ? b.w / 2 / Math.cos(Math.PI / n) : b.d / 2;
  // Hexagon: a vertex towards ±z (angle 0 is +z); disc: a side across from every side.
  const start = b.shape === 'disc' ? Math.PI / n : 0;
  const out: [number, number][] = [];
  for (let k = 0; k < n; k++) {
    const a = start + (2 * Math.PI * k) / n;
    out.push([r * Math.sin(a), r * Math.cos(a)]);
  }
  return out;
}

/** A point of the table in the block's own frame (the client turns a piece by `rot` about +y). */
function toLocal(b: PieceBlock, x: number, z: number): [number, number] {
  const c = Math.cos(b.rot);
  const s = Math.sin(b.rot);
  const dx = x - b.x;
  const dz = z - b.z;
  return [c * dx - s * dz, s * dx + c * dz];
}

/** The footprint on the table (world x, z). */
export function footprint(b: PieceBlock): [number, number][] {
  const c = Math.cos(b.rot);
  const s = Math.sin(b.rot);
  return localFootprint(b).map(([lx, lz]) => [b.x + c * lx + s * lz, b.z - s * lx + c * lz]);
}

/**
 * Signed distance from (x, z) to the block's footprint edge: negative inside, positive
 * outside (the distance to the nearest edge either way).
 */
export function footprintDistance(b: PieceBlock, x: number, z: number): number {
  const [px, pz] = toLocal(b, x, z);
  const poly = localFootprint(b);
  let inside = true;
  let best = Infinity;
  for (let i = 0; i < poly.length; i++) {
    const [ax, az] = poly[i] as [number, number];
    const [bx, bz] = poly[(i + 1) % poly.length] as [number, number];
    const ex = bx - ax;
    const ez = bz - az;
    // Counter-clockwise seen from above: the inside is where the cross product is negative.
    if (ex * (pz - az) - ez * (px - ax) > 0) inside = false;
    const t = Math.max(0, Math.min(1, ((px - ax) * ex + (pz - az) * ez) / (ex * ex + ez * ez)));
    best = Math.min(best, Math.hypot(px - ax - t * ex, pz - az - t * ez));
  }
  return inside ? -best : best;
}

/** The top of the highest block a die may rest on under (x, z); the table (0) where none is. */
export function floorAt(blocks: readonly PieceBlock[], x: number, z: number): number {
  let y = 0;
  for (const b of blocks) {
    if (b.floor && b.y + b.h > y && footprintDistance(b, x, z) <= 0) y = b.y + b.h;
  }
  return y;
}

/**
 * Whether a die of radius r may lie flat at (x, z): on the floor under its centre, with
 * nothing within r of it standing higher than that floor (a deck's side, a meeple, a bag).
 */
export function clearOfBlocks(blocks: readonly PieceBlock[], x: number, z: number, r: number): boolean {
  const floor = floorAt(blocks, x, z);
  return blocks.every((b) => b.y + b.h <= floor + STEP || footprintDistance(b, x, z) >= r);
}

/**
 * The height a die of radius r laid flat at a spot `clearOfBlocks` allows rests on: the
 * floor under its centre, or a slightly higher piece it overhangs.
 */
export function restOn(blocks: readonly PieceBlock[], x: number, z: number, r: number): number {
  let y = floorAt(blocks, x, z);
  for (const b of blocks) if (b.y + b.h > y && footprintDistance(b, x, z) < r) y = b.y + b.h;
  return y;
}
