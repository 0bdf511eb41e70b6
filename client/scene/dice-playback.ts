/**
 * Pure parts of playing a server throw back (no three, no React): sampling a decoded
 * keyframe track at a time (position lerp, rotation slerp between frames), the playback
 * clock under the animation-speed setting, and which value each printed label shows
 * under a roll's label rotation.
 */
import type { DecodedFrames } from '../../wire/dice-frames.ts';
import { dieGeometry, type DieKind } from '../../assets/models/dice.ts';

/** Animation speed of dice throws: normal, double, or no animation (the result at once). */
export type DiceSpeed = '1x' | '2x' | 'skip';
export const DICE_SPEEDS: readonly DiceSpeed[] = ['1x', '2x', 'skip'];

/**
 * Milliseconds of the roll to show `wallMs` after it arrived at `speed`; a skipped roll
 * (or one past its end) is at `durationMs`.
 */
export function playbackMs(wallMs: number, durationMs: number, speed: DiceSpeed): number {
  if (speed === 'skip') return durationMs;
  const t = Math.max(0, wallMs) * (speed === '2x' ? 2 : 1);
  return Math.min(durationMs, t);
}

/** Whether a roll that arrived `wallMs` ago is still moving at this speed. */
export function isPlaying(wallMs: number, durationMs: number, speed: DiceSpeed): boolean {
  return playbackMs(wallMs, durationMs, speed) < durationMs;
}

/**
 * Writes the pose of `track` at `ms` into outP (x, y, z) and outQ (x, y, z, w): linear
 * between positions, slerp between rotations, frame i at i / frameRate seconds; before the
 * first frame the first, after the last the last (a die that came to rest early holds).
 */
export function sampleTrack(track: DecodedFrames, frameRate: number, ms: number, outP: number[], outQ: number[]): void {
  const n = track.count;
  if (n === 0) return;
  const f = Math.max(0, (ms / 1000) * frameRate);
  const i0 = Math.min(n - 1, Math.floor(f));
  const i1 = Math.min(n - 1, i0 + 1);
  const t = i1 === i0 ? 0 : f - i0;
  const p = track.pos;
  for (let k = 0; k < 3; k++) {
    const a = p[i0 * 3 + k] ?? 0;
    outP[k] = a + ((p[i1 * 3 + k] ?? 0) - a) * t;
  }
  slerpInto(track.rot, i0 * 4, track.rot, i1 * 4, t, outQ);
}

/** Spherical interpolation of two unit quaternions (x, y, z, w) by the short way. */
export function slerpInto(a: ArrayLike<number>, ao: number, b: ArrayLike<number>, bo: number, t: number, out: number[]): void {
  const ax = a[ao] ?? 0, ay = a[ao + 1] ?? 0, az = a[ao + 2] ?? 0, aw = a[ao + 3] ?? 1;
  let bx = b[bo] ?? 0, by = b[bo + 1] ?? 0, bz = b[bo + 2] ?? 0, bw = b[bo + 3] ?? 1;
  let cos = ax * bx + ay * by + az * bz + aw * bw;
  if (cos < 0) {
    cos = -cos; bx = -bx; by = -by; bz = -bz; bw = -bw;
  }
  let wa: number;
  let wb: number;
  if (cos > 0.9995) {
    wa = 1 - t;
    wb = t;
  } else {
    const theta = Math.acos(Math.min(1, cos));
    const s = Math.sin(theta);
    wa = Math.sin((1 - t) * theta) / s;
    wb = Math.sin(t * theta) / s;
  }
  const x = ax * wa + bx * wb, y = ay * wa + by * wb, z = az * wa + bz * wb, w = aw * wa + bw * wb;
  const l = Math.hypot(x, y, z, w) || 1;
  out[0] = x / l; out[1] = y / l; out[2] = z / l; out[3] = w / l;
}

/**
 * The value printed on each geometry face under `labelMap` (labelMap[f] = value on face
 * f); null or a map of the wrong length: the standard labels (dice.ts valueOfFace).
 */
export function faceValues(kind: DieKind, labelMap: readonly number[] | null | undefined): readonly number[] {
  const g = dieGeometry(kind);
  return labelMap && labelMap.length === g.faces.length ? labelMap : g.valueOfFace;
}

/** d4: the value printed near each vertex — the value of the face opposite it. */
export function vertexValues(kind: DieKind, labelMap: readonly number[] | null | undefined): number[] {
  const g = dieGeometry(kind);
  const faces = faceValues(kind, labelMap);
  return g.vertices.map((_, v) => faces[g.faces.findIndex((f) => !f.includes(v))] ?? 0);
}

/** A stable cache key for a label map ('' for the standard labels). */
export function labelMapKey(labelMap: readonly number[] | null | undefined): string {
  return labelMap ? labelMap.join(',') : '';
}
