/**
 * The throw gesture: a die dragged and let go while still moving is thrown, not dropped.
 * The direction and speed of the last ~100 ms of pointer motion on the table plane give the
 * intent's `fling`; a slow release is an ordinary move.
 */
import type { Vec2 } from './table-geometry.ts';

/** One pointer sample on the table plane: x, z (table units) and time (ms). */
export type TrailPoint = [number, number, number];

/** How much motion the release looks back on. */
export const FLING_WINDOW_MS = 100;
/** Slower than this (table units per second) is a drop, not a throw. */
export const FLING_MIN_SPEED = 8;
/** At this speed the throw has full strength. */
export const FLING_FULL_SPEED = 40;
/** Samples kept (older ones beyond the window go too). */
const TRAIL_KEEP = 16;

export interface Fling {
  dx: number;
  dz: number;
  strength: number;
}

/** The trail with one more sample, trimmed to what a release can still use. */
export function pushTrail(trail: readonly TrailPoint[] | undefined, at: Vec2, time: number): TrailPoint[] {
  const out = (trail ?? []).filter((p) => time - p[2] <= FLING_WINDOW_MS * 2);
  out.push([at[0], at[1], time]);
  return out.length > TRAIL_KEEP ? out.slice(out.length - TRAIL_KEEP) : out;
}

/**
 * The fling of a release at `time`: the mean velocity over the samples of the last
 * FLING_WINDOW_MS (the release point included in `trail`); null when too slow or too few.
 */
export function flingOf(trail: readonly TrailPoint[] | undefined, time: number): Fling | null {
  if (!trail || trail.length < 2) return null;
  const last = trail[trail.length - 1]!;
  // The oldest sample inside the window (at least the one before the last).
  let first = trail[trail.length - 2]!;
  for (let i = trail.length - 2; i >= 0; i--) {
    const p = trail[i]!;
    if (time - p[2] > FLING_WINDOW_MS) break;
    first = p;
  }
  if (time - first[2] > FLING_WINDOW_MS * 2) return null; // the pointer rested before letting go
  const dt = (last[2] - first[2]) / 1000;
  if (dt <= 0) return null;
  const vx = (last[0] - first[0]) / dt;
  const vz = (last[1] - first[1]) / dt;
  const speed = Math.hypot(vx, vz);
  if (speed < FLING_MIN_SPEED) return null;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { dx: r(vx / speed), dz: r(vz / speed), strength: r(Math.min(1, speed / FLING_FULL_SPEED)) };
}
