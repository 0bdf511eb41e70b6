import { describe, expect, it } from 'vitest';
import { encodeRoll, encodeTrack, newTrack, packQuaternion, pushFrame, rollSize, trackBytes, trackPose } from './encode.ts';
import { POSITION_SCALE, decodeFrameBytes, decodeFrames, poseAt, unpackQuaternion } from '../../wire/dice-frames.ts';
import { mulberry32 } from './rand.ts';
import { simulateThrow } from './simulate.ts';

/** Angle in degrees between two rotations given as unit quaternions. */
function angleBetween(a: number[], b: number[]): number {
  const d = Math.abs(a.reduce((s, v, i) => s + v * (b[i] ?? 0), 0));
  return (2 * Math.acos(Math.min(1, d)) * 180) / Math.PI;
}

function randomQuat(rand: () => number): number[] {
  const q = [rand() - 0.5, rand() - 0.5, rand() - 0.5, rand() - 0.5];
  const l = Math.hypot(...q);
  return q.map((v) => v / l);
}

describe('keyframe encoding', () => {
  it('packs a rotation into 32 bits to within 0.25°, either sign of the quaternion', () => {
    const rand = mulberry32(3);
    let worst = 0;
    for (let i = 0; i < 20_000; i++) {
      const q = randomQuat(rand);
      const out = [0, 0, 0, 0];
      unpackQuaternion(packQuaternion(q[0] ?? 0, q[1] ?? 0, q[2] ?? 0, q[3] ?? 1), out);
      expect(Math.hypot(...out)).toBeCloseTo(1, 9);
      worst = Math.max(worst, angleBetween(q, out));
      const neg = [0, 0, 0, 0];
      unpackQuaternion(packQuaternion(-(q[0] ?? 0), -(q[1] ?? 0), -(q[2] ?? 0), -(q[3] ?? 1)), neg);
      expect(neg).toEqual(out);
    }
    expect(worst).toBeLessThan(0.25);
  });

  it('round-trips a track through base64 within the quantisation step', () => {
    const rand = mulberry32(8);
    const t = newTrack(2);
    const raw: { p: number[]; q: number[] }[] = [];
    for (let i = 0; i < 100; i++) {
      const p = [(rand() - 0.5) * 48, rand() * 10, (rand() - 0.5) * 32];
      const q = randomQuat(rand);
      raw.push({ p, q });
      pushFrame(t, { x: p[0] ?? 0, y: p[1] ?? 0, z: p[2] ?? 0 }, { x: q[0] ?? 0, y: q[1] ?? 0, z: q[2] ?? 0, w: q[3] ?? 1 });
    }
    const decoded = decodeFrames(encodeTrack(t));
    expect(decoded.count).toBe(100);
    raw.forEach((r, i) => {
      const pose = poseAt(decoded, i);
      pose.p.forEach((v, j) => expect(Math.abs(v - (r.p[j] ?? 0))).toBeLessThanOrEqual(0.5 / POSITION_SCALE + 1e-12));
      expect(angleBetween(pose.q, r.q)).toBeLessThan(0.25);
      expect(pose).toEqual(trackPose(t, i));
    });
    expect(decodeFrameBytes(trackBytes(t))).toEqual(decoded);
  });

  it('rejects a malformed track', () => {
    expect(() => decodeFrames('')).toThrow(/too short/);
    expect(() => decodeFrames(Buffer.from([3, 0, 1, 2]).toString('base64'))).toThrow(/3 frames need 32 bytes/);
  });

  it('encodes a simulated 4-die roll whose last frames are the final poses, in well under 8 KB', () => {
    const result = simulateThrow({
      dice: [
        { id: 'hero', kind: 'd6', value: 6 },
        { id: 'combat', kind: 'd6', value: 2 },
        { id: 'power', kind: 'd8', value: 5 },
        { id: 'root', kind: 'd12', value: 9 },
      ],
      from: { x: 0, z: -15 },
      flick: { dx: 0, dz: 1, strength: 0.5 },
    }, mulberry32(42));
    const msg = encodeRoll(result);
    const back = JSON.parse(JSON.stringify(msg)) as typeof msg;
    expect(back).toEqual(msg);
    for (const [i, d] of back.dice.entries()) {
      const frames = decodeFrames(d.frames);
      expect(frames.count).toBe(result.dice[i]?.frames.count);
      const last = poseAt(frames, frames.count - 1);
      expect(last.p).toEqual(d.final.p);
      last.q.forEach((v, j) => expect(Math.abs(v - (d.final.q[j] ?? 0))).toBeLessThanOrEqual(5e-7));
    }
    const size = rollSize(msg);
    expect(size.jsonBytes).toBeLessThan(8 * 1024);
    expect(size.frameBytes).toBe(result.dice.reduce((s, d) => s + 2 + d.frames.count * 10, 0));
  });
});
