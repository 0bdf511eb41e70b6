/**
 * A damped spring for per-frame motion. Values live in plain mutable objects owned by
 * refs, never in React state; `stepSpring` advances one value and reports whether it
 * still moves, so the scene knows when to stop asking for frames.
 */

export interface Spring {
  value: number;
  velocity: number;
}

export interface SpringParams {
  /** Stiffness (1/s²): higher is snappier. */
  k: number;
  /** Damping (1/s): 2·√k is critical (no overshoot). */
  c: number;
}

/** Moves between server positions: quick, barely overshooting. */
export const MOVE_SPRING: SpringParams = { k: 170, c: 22 };
/** Settling after a drop: a little bounce. */
export const SETTLE_SPRING: SpringParams = { k: 260, c: 18 };
/** Squash of a bag: bouncy. */
export const SQUASH_SPRING: SpringParams = { k: 320, c: 12 };

/** Below these the spring snaps to its target and rests. */
const REST_DISTANCE = 0.0005;
const REST_SPEED = 0.002;
/** Longest integration step; slower frames are split so a hitch never explodes the spring. */
const MAX_STEP = 1 / 60;

export function spring(value = 0): Spring {
  return { value, velocity: 0 };
}

/** Advances `s` towards `target` by `dt` seconds. Returns true while it still moves. */
export function stepSpring(s: Spring, target: number, dt: number, p: SpringParams): boolean {
  let left = Math.min(dt, 0.25);
  while (left > 0) {
    const h = Math.min(left, MAX_STEP);
    const accel = p.k * (target - s.value) - p.c * s.velocity;
    s.velocity += accel * h;
    s.value += s.velocity * h;
    left -= h;
  }
  if (Math.abs(target - s.value) < REST_DISTANCE && Math.abs(s.velocity) < REST_SPEED) {
    s.value = target;
    s.velocity = 0;
    return false;
  }
  return true;
}

/** The angle equal to `target` (mod 2π) nearest to `from`, so a turn never goes the long way. */
export function nearestAngle(from: number, target: number): number {
  const twoPi = Math.PI * 2;
  return target + Math.round((from - target) / twoPi) * twoPi;
}
