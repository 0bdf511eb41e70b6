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

/**
 * The trail with one more sample, trimmed to what a release can still use: the samples of
 * the last 2 × FLING_WINDOW_MS plus the newest one before them (where the window's start
 * is interpolated from when samples are sparse).
 */
export function pushTrail(trail: readonly TrailPoint[] | undefined, at: Vec2, time: number): TrailPoint[] {
  const src = trail ?? [];
  let keepFrom = src.findIndex((p) => time - p[2] <= FLING_WINDOW_MS * 2);
  if (keepFrom === -1) keepFrom = src.length;
  const out = src.slice(Math.max(0, keepFrom - 1));
  out.push([at[0], at[1], time]);
  return out.length > TRAIL_KEEP ? out.slice(out.length - TRAIL_KEEP) : out;
}

/**
 * The fling of a release at `time`: the mean velocity over the last FLING_WINDOW_MS (the
 * release point included in `trail`); null when too slow, too few samples, or the pointer
 * rested before letting go. Where the pointer reported rarely (a busy page coalesces its
 * moves), the position at the window's start is interpolated between the samples around
 * it, so a quick flick still counts.
 */
export function flingOf(trail: readonly TrailPoint[] | undefined, time: number): Fling | null {
  if (!trail || trail.length < 2) return null;
  const last = trail[trail.length - 1]!;
  const start = time - FLING_WINDOW_MS;
  const i = trail.findIndex((p) => p[2] >= start);
  let fromX: number;
  let fromZ: number;
  let fromT: number;
  if (i === -1) return null; // every sample is older than the window: it rested
  if (i === 0) {
    [fromX, fromZ, fromT] = trail[0]!;
  } else {
    const a = trail[i - 1]!;
    const b = trail[i]!;
    const k = b[2] === a[2] ? 1 : (start - a[2]) / (b[2] - a[2]);
    fromX = a[0] + (b[0] - a[0]) * k;
    fromZ = a[1] + (b[1] - a[1]) * k;
    fromT = start;
  }
  const dt = (last[2] - fromT) / 1000;
  if (dt <= 0) return null;
  const vx = (last[0] - fromX) / dt;
  const vz = (last[1] - fromZ) / dt;
  const speed = Math.hypot(vx, vz);
  if (speed < FLING_MIN_SPEED) return null;
  const r = (n: number) => Math.round(n * 1000) / 1000;
  return { dx: r(vx / speed), dz: r(vz / speed), strength: r(Math.min(1, speed / FLING_FULL_SPEED)) };
}
