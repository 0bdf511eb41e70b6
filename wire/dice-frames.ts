/**
 * The dice roll as it travels to every viewer, and its decoder. Pure TypeScript with no
 * cannon-es and no Node built-ins, so the client can import this file to play a roll back.
 *
 * Wire format of `RollDie.frames` (FRAME_FORMAT 1): base64 of little-endian bytes,
 *   u16 frame count N, then N records of 10 bytes:
 *   i16 x, i16 y, i16 z   position in table units × POSITION_SCALE (1/1000 unit per step),
 *   u32 rotation          "smallest three": bits 31–30 the index (x, y, z, w = 0..3) of the
 *                         largest |component| (left out, non-negative, rebuilt from unit
 *                         length), then three 10-bit fields (bits 29–20, 19–10, 9–0) holding
 *                         the other components in index order, mapped from ±1/√2 onto 0..1023.
 * Frame i is at i / frameRate seconds. A die's track may stop before the others' (it lay
 * still from there on): it holds its last frame until the roll's `durationMs` ends.
 */
import type { DieKind } from '../assets/models/dice.ts';

export const FRAME_FORMAT = 1;
/** Position quanta per table unit (a d6 is 1 unit, so 1/1000 of a die). */
export const POSITION_SCALE = 1000;
/** Bytes per keyframe in the binary track. */
export const FRAME_BYTES = 10;
/** Largest value of the three packed components. */
export const ROT_RANGE = Math.SQRT1_2;
/** Steps of a packed rotation component (10 bits). */
export const ROT_STEPS = 1023;

export type Vec3Tuple = [number, number, number];
/** A quaternion as [x, y, z, w]. */
export type QuatTuple = [number, number, number, number];

export interface DiePose {
  p: Vec3Tuple;
  q: QuatTuple;
}

/** One die of a roll message. */
export interface RollDie {
  id: string;
  kind: DieKind;
  /** The engine's value; the reading face of `final` shows it through `labelMap`. */
  value: number;
  /**
   * labelMap[f] = the value printed for geometry face f of assets/models/dice.ts (the value
   * the die shows when f is its reading face). A rotation of the standard labels.
   */
  labelMap: number[];
  /** Base64 keyframe track, see the file header. */
  frames: string;
  /** Resting pose, equal to the track's last frame (a late joiner shows only this). */
  final: DiePose;
  /** True when the declared cocked-die rule snapped this die flat at the end. */
  fallback: boolean;
}

/** The physical part of a roll message; the room adds its roll id and the roller. */
export interface RollFrames {
  format: typeof FRAME_FORMAT;
  /** Keyframes per second of simulated time. */
  frameRate: number;
  /** Simulated length of the whole roll, ms: every die rests from then on. */
  durationMs: number;
  dice: RollDie[];
}

/** A decoded track: frame i has position pos[3i..3i+2] and quaternion rot[4i..4i+3] (x, y, z, w). */
export interface DecodedFrames {
  count: number;
  pos: Float64Array;
  rot: Float64Array;
}

/** Position component from its quantised integer. */
export function dequantisePosition(n: number): number {
  return n / POSITION_SCALE;
}

/** Writes the unit quaternion packed in `packed` into out[offset..offset+3] (x, y, z, w). */
export function unpackQuaternion(packed: number, out: Float64Array | number[], offset = 0): void {
  const big = packed >>> 30;
  let sum = 0;
  let shift = 20;
  for (let i = 0; i < 4; i++) {
    if (i === big) continue;
    const bits = (packed >>> shift) & 0x3ff;
    const c = (bits / ROT_STEPS) * 2 * ROT_RANGE - ROT_RANGE;
    out[offset + i] = c;
    sum += c * c;
    shift -= 10;
  }
  out[offset + big] = Math.sqrt(Math.max(0, 1 - sum));
  // Re-normalise: rounding can leave the three small parts a hair too long.
  const l = Math.hypot(out[offset] ?? 0, out[offset + 1] ?? 0, out[offset + 2] ?? 0, out[offset + 3] ?? 0) || 1;
  for (let i = 0; i < 4; i++) out[offset + i] = (out[offset + i] ?? 0) / l;
}

function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return bytes;
}

/** Decodes a die's base64 keyframe track (throws on a malformed track). */
export function decodeFrames(b64: string): DecodedFrames {
  return decodeFrameBytes(base64ToBytes(b64));
}

/** Decodes the binary form of a track (the bytes behind the base64). */
export function decodeFrameBytes(bytes: Uint8Array): DecodedFrames {
  if (bytes.length < 2) throw new Error('dice frames: track too short');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(0, true);
  if (bytes.length !== 2 + count * FRAME_BYTES) {
    throw new Error(`dice frames: ${count} frames need ${2 + count * FRAME_BYTES} bytes, got ${bytes.length}`);
  }
  const pos = new Float64Array(count * 3);
  const rot = new Float64Array(count * 4);
  for (let i = 0; i < count; i++) {
    const o = 2 + i * FRAME_BYTES;
    pos[i * 3] = dequantisePosition(view.getInt16(o, true));
    pos[i * 3 + 1] = dequantisePosition(view.getInt16(o + 2, true));
    pos[i * 3 + 2] = dequantisePosition(view.getInt16(o + 4, true));
    unpackQuaternion(view.getUint32(o + 6, true), rot, i * 4);
  }
  return { count, pos, rot };
}

/** The pose of frame `i` of a decoded track (clamped to its last frame). */
export function poseAt(frames: DecodedFrames, i: number): DiePose {
  const k = Math.max(0, Math.min(frames.count - 1, Math.floor(i)));
  const p = frames.pos;
  const r = frames.rot;
  return {
    p: [p[k * 3] ?? 0, p[k * 3 + 1] ?? 0, p[k * 3 + 2] ?? 0],
    q: [r[k * 4] ?? 0, r[k * 4 + 1] ?? 0, r[k * 4 + 2] ?? 0, r[k * 4 + 3] ?? 1],
  };
}
