/**
 * The director camera's decisions (pure, tested without a canvas): what just happened on
 * the table — the pieces that moved, appeared or left (a move, a tile placed, a battle in
 * a clearing), the dice where they land — becomes a shot that frames it; after a while the
 * camera returns to the overview. Every shot is held at least MIN_SHOT_MS, so the camera
 * never cuts faster than a viewer can follow: a newer event waits its turn (only the
 * latest waits; one the table has moved on from is not worth showing).
 */
import type { TablePiece } from '../../engine/core/projection.ts';

export interface Focus {
  /** Centre of what happened, on the table plane. */
  x: number;
  z: number;
  /** Half the extent of what happened (table units). */
  radius: number;
  reason: 'move' | 'dice';
}

export interface DirectorState {
  shot: 'overview' | 'focus';
  focus: Focus | null;
  /** When this shot began (ms). */
  since: number;
  /** The next focus, waiting for the current shot's minimum. */
  queued: Focus | null;
}

/** The shortest a shot is held (ms). */
export const MIN_SHOT_MS = 2200;
/** How long a focus is held before the camera goes back to the overview (ms). */
export const HOLD_MS = 4500;
/** More pieces changing than this at once (a setup, a reshuffle) is an overview moment. */
export const MAX_FOCUS_PIECES = 16;
const MARGIN = 2.5;
const MIN_RADIUS = 3;

export const START: DirectorState = { shot: 'overview', focus: null, since: -Infinity, queued: null };

/** A focus on the points (x, z) that changed, or null when there are none or too many. */
export function focusOn(points: readonly (readonly [number, number])[], reason: Focus['reason']): Focus | null {
  if (points.length === 0) return null;
  let minX = Infinity, maxX = -Infinity, minZ = Infinity, maxZ = -Infinity;
  for (const [x, z] of points) {
    minX = Math.min(minX, x); maxX = Math.max(maxX, x);
    minZ = Math.min(minZ, z); maxZ = Math.max(maxZ, z);
  }
  const radius = Math.max(MIN_RADIUS, Math.max(maxX - minX, maxZ - minZ) / 2 + MARGIN);
  return { x: (minX + maxX) / 2, z: (minZ + maxZ) / 2, radius, reason };
}

const moved = (a: TablePiece, b: TablePiece): boolean => Math.abs(a.x - b.x) > 0.01 || Math.abs(a.z - b.z) > 0.01;

/**
 * What changed between two projections' pieces: a moved piece counts with both ends of its
 * path, a new one where it appeared, a removed one where it was. Dice are left to their
 * throw (`focusOn` their landing), and null means nothing worth a shot.
 */
export function focusOfChange(
  prev: Readonly<Record<string, TablePiece>> | null, next: Readonly<Record<string, TablePiece>>,
): Focus | null {
  if (!prev) return null;
  const points: [number, number][] = [];
  let changed = 0;
  for (const [id, p] of Object.entries(next)) {
    if (p.kind === 'die') continue;
    const before = prev[id];
    if (!before) {
      changed++;
      points.push([p.x, p.z]);
    } else if (moved(before, p)) {
      changed++;
      points.push([before.x, before.z], [p.x, p.z]);
    }
  }
  for (const [id, p] of Object.entries(prev)) {
    if (p.kind !== 'die' && !next[id]) {
      changed++;
      points.push([p.x, p.z]);
    }
  }
  if (changed > MAX_FOCUS_PIECES) return null;
  return focusOn(points, 'move');
}

/** Something happened: frame it now, or as soon as the current shot has been held long enough. */
export function onFocus(s: DirectorState, focus: Focus, now: number): DirectorState {
  if (now - s.since < MIN_SHOT_MS) return { ...s, queued: focus };
  return { shot: 'focus', focus, since: now, queued: null };
}

/** Time passes: a waiting focus gets its turn, a focus held long enough gives way to the overview. */
export function onTick(s: DirectorState, now: number): DirectorState {
  const held = now - s.since;
  if (s.queued && held >= MIN_SHOT_MS) return { shot: 'focus', focus: s.queued, since: now, queued: null };
  if (s.shot === 'focus' && held >= HOLD_MS) return { shot: 'overview', focus: null, since: now, queued: null };
  return s;
}

export interface CameraShot {
  target: [number, number, number];
  distance: number;
  polar: number;
}

/** The camera for a focus, given the overview's distance: close enough to read, never closer than it needs. */
export function focusShot(focus: Focus, overviewDistance: number): CameraShot {
  const distance = Math.min(overviewDistance * 0.75, Math.max(14, focus.radius * 3.2));
  return { target: [focus.x, 0, focus.z], distance, polar: 0.72 };
}
