/**
 * Quantising and packing dice keyframes into the roll message of frames.ts. The simulation
 * records straight into a `PackedTrack`, so the poses it reads its results from are exactly
 * the ones every viewer decodes.
 */
import type { ThrowResult } from './simulate.ts';
import {
  FRAME_BYTES, FRAME_FORMAT, POSITION_SCALE, ROT_RANGE, ROT_STEPS,
  dequantisePosition, unpackQuaternion,
  type DiePose, type RollFrames,
} from '../../wire/dice-frames.ts';

/** Most frames one track can hold (u16 count). */
export const MAX_TRACK_FRAMES = 0xffff;

/** A die's keyframes, quantised: 3 × i16 position and one packed u32 rotation per frame. */
export interface PackedTrack {
  count: number;
  pos: Int16Array;
  rot: Uint32Array;
}

export function quantisePosition(x: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(x * POSITION_SCALE)));
}

/** Packs a quaternion (any length, either sign) as "smallest three" in 32 bits (see frames.ts). */
export function packQuaternion(x: number, y: number, z: number, w: number): number {
  const c = [x, y, z, w];
  let big = 0;
  for (let i = 1; i < 4; i++) if (Math.abs(c[i] ?? 0) > Math.abs(c[big] ?? 0)) big = i;
  const l = Math.hypot(x, y, z, w) || 1;
  // q and -q are the same rotation: make the left-out component non-negative.
  const s = (c[big] ?? 0) < 0 ? -1 / l : 1 / l;
  let packed = big << 30;
  let shift = 20;
  for (let i = 0; i < 4; i++) {
    if (i === big) continue;
    const v = ((c[i] ?? 0) * s + ROT_RANGE) / (2 * ROT_RANGE);
    const bits = Math.max(0, Math.min(ROT_STEPS, Math.round(v * ROT_STEPS)));
    packed |= bits << shift;
    shift -= 10;
  }
  return packed >>> 0;
}

export function newTrack(capacity = 64): PackedTrack {
  return { count: 0, pos: new Int16Array(capacity * 3), rot: new Uint32Array(capacity) };
}

/** Room for one more frame; its index. */
function nextFrame(t: PackedTrack): number {
  if (t.count >= MAX_TRACK_FRAMES) throw new Error('dice frames: track too long');
  if (t.count === t.rot.length) {
    const pos = new Int16Array(t.pos.length * 2);
    pos.set(t.pos);
    const rot = new Uint32Array(t.rot.length * 2);
    rot.set(t.rot);
    t.pos = pos;
    t.rot = rot;
  }
  return t.count++;
}

/** Appends one frame, growing the buffers as needed. */
export function pushFrame(t: PackedTrack, p: { x: number; y: number; z: number }, q: { x: number; y: number; z: number; w: number }): void {
  const i = nextFrame(t);
  t.pos[i * 3] = quantisePosition(p.x);
  t.pos[i * 3 + 1] = quantisePosition(p.y);
  t.pos[i * 3 + 2] = quantisePosition(p.z);
  t.rot[i] = packQuaternion(q.x, q.y, q.z, q.w);
}

/** Appends a copy of the last frame (a die lying still). */
export function repeatFrame(t: PackedTrack): void {
  if (t.count === 0) throw new Error('dice frames: no frame to repeat');
  const i = nextFrame(t);
  t.pos.copyWithin(i * 3, (i - 1) * 3, i * 3);
  t.rot[i] = t.rot[i - 1] ?? 0;
}

/** The pose of frame i exactly as a viewer decodes it. */
export function trackPose(t: PackedTrack, i: number): DiePose {
  const q = [0, 0, 0, 1];
  unpackQuaternion(t.rot[i] ?? 0, q);
  return {
    p: [dequantisePosition(t.pos[i * 3] ?? 0), dequantisePosition(t.pos[i * 3 + 1] ?? 0), dequantisePosition(t.pos[i * 3 + 2] ?? 0)],
    q: [q[0] ?? 0, q[1] ?? 0, q[2] ?? 0, q[3] ?? 1],
  };
}

/** Drops trailing frames equal to the last one: a viewer holds the last frame anyway. */
export function trimTrack(t: PackedTrack): void {
  const same = (a: number, b: number): boolean =>
    t.rot[a] === t.rot[b] && t.pos[a * 3] === t.pos[b * 3] && t.pos[a * 3 + 1] === t.pos[b * 3 + 1] && t.pos[a * 3 + 2] === t.pos[b * 3 + 2];
  while (t.count > 1 && same(t.count - 2, t.count - 1)) t.count--;
}

/** The binary track (u16 count + 10 bytes per frame, little-endian). */
export function trackBytes(t: PackedTrack): Uint8Array {
  const bytes = new Uint8Array(2 + t.count * FRAME_BYTES);
  const view = new DataView(bytes.buffer);
  view.setUint16(0, t.count, true);
  for (let i = 0; i < t.count; i++) {
    const o = 2 + i * FRAME_BYTES;
    view.setInt16(o, t.pos[i * 3] ?? 0, true);
    view.setInt16(o + 2, t.pos[i * 3 + 1] ?? 0, true);
    view.setInt16(o + 4, t.pos[i * 3 + 2] ?? 0, true);
    view.setUint32(o + 6, t.rot[i] ?? 0, true);
  }
  return bytes;
}

export function encodeTrack(t: PackedTrack): string {
  return Buffer.from(trackBytes(t)).toString('base64');
}

/** The roll message's physical part (the room adds roll id and roller). */
export function encodeRoll(result: ThrowResult): RollFrames {
  return {
    format: FRAME_FORMAT,
    frameRate: result.frameRate,
    durationMs: result.durationMs,
    dice: result.dice.map((d) => ({
      id: d.id,
      kind: d.kind,
      value: d.value,
      labelMap: d.labelMap.slice(),
      frames: encodeTrack(d.frames),
      final: { p: [...d.final.p], q: [...d.final.q] },
      fallback: d.fallback,
    })),
  };
}

/** Sizes of a roll message: JSON text length, and the raw binary keyframe bytes inside it. */
export function rollSize(msg: RollFrames): { jsonBytes: number; frameBytes: number } {
  const jsonBytes = Buffer.byteLength(JSON.stringify(msg));
  const frameBytes = msg.dice.reduce((s, d) => s + Math.floor((d.frames.length * 3) / 4) - (d.frames.endsWith('==') ? 2 : d.frames.endsWith('=') ? 1 : 0), 0);
  return { jsonBytes, frameBytes };
}
