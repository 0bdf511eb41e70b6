import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';

/**
 * Numeric tracks (score track, threat track, exhaustion dial) with inclusive bounds.
 * A move beyond a bound is either clamped to it or rejected with `track/out-of-range`,
 * as the rule in question says. Every function is pure.
 */

/** A marker on a track from `min` to `max` (inclusive, integers). */
export interface Track {
  value: number;
  min: number;
  max: number;
}

/** What to do with a move that would leave the track. */
export type Overflow = 'clamp' | 'reject';

/** Makes a track; the start value defaults to `min`. Fails with `track/bad-bounds`. */
export function makeTrack(min: number, max: number, value: number = min): Result<Track> {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min > max) {
    return tableRefusal('track/bad-bounds', 'table.refusal.track.bad-bounds', { min: String(min), max: String(max) });
  }
  if (!Number.isInteger(value) || value < min || value > max) {
    return tableRefusal('track/out-of-range', 'table.refusal.track.not-on', { value: String(value), min: String(min), max: String(max) });
  }
  return { value, min, max };
}

/** `value` limited to the track's bounds. */
export function clampToTrack(track: Track, value: number): number {
  return Math.min(track.max, Math.max(track.min, value));
}

/**
 * Sets the marker to `value`. Out of bounds: clamped, or `track/out-of-range` when
 * `overflow` is 'reject'. Fails with `track/not-integer` for a fractional value.
 */
export function trackSet(track: Track, value: number, overflow: Overflow = 'reject'): Result<Track> {
  if (!Number.isInteger(value)) return tableRefusal('track/not-integer', 'table.refusal.track.not-integer', { value: String(value) });
  if (value < track.min || value > track.max) {
    if (overflow === 'reject') {
      return tableRefusal('track/out-of-range', 'table.refusal.track.off', { value: String(value), min: String(track.min), max: String(track.max) });
    }
    return { ...track, value: clampToTrack(track, value) };
  }
  return { ...track, value };
}

/** Moves the marker by `delta` steps (negative: backwards), clamping or rejecting. */
export function trackMove(track: Track, delta: number, overflow: Overflow = 'reject'): Result<Track> {
  if (!Number.isInteger(delta)) return tableRefusal('track/not-integer', 'table.refusal.track.not-whole', { delta: String(delta) });
  return trackSet(track, track.value + delta, overflow);
}

/** True when the marker sits on the upper bound. */
export function atMax(track: Track): boolean {
  return track.value >= track.max;
}

/** True when the marker sits on the lower bound. */
export function atMin(track: Track): boolean {
  return track.value <= track.min;
}

/** How many steps are left before the upper bound. */
export function stepsToMax(track: Track): number {
  return track.max - track.value;
}

/** Position along the track as a fraction in [0, 1] (for drawing the marker). */
export function trackFraction(track: Track): number {
  return track.max === track.min ? 1 : (track.value - track.min) / (track.max - track.min);
}

/** The keys whose track value is highest (all of them when tied), in key order. */
export function leaders(tracks: Readonly<Record<string, Track>>): string[] {
  const keys = Object.keys(tracks).sort();
  let best = -Infinity;
  for (const k of keys) best = Math.max(best, (tracks[k] as Track).value);
  return keys.filter((k) => (tracks[k] as Track).value === best);
}
