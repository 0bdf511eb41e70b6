import { describe, expect, it } from 'vitest';
import { dieGeometry, rotateByQuaternion, tiltFromFlat, valueUp, type DieKind } from '../../assets/models/dice.ts';
import { trackPose } from './encode.ts';
import { geometryOf } from './geometry.ts';
import type { RestingBody, ThrowRequest } from './launch.ts';
import { mulberry32 } from './rand.ts';
import { restingPose } from './resting.ts';
import { simulateThrow, type ThrowResult } from './simulate.ts';

const quat = (q: readonly number[]): { x: number; y: number; z: number; w: number } => ({ x: q[0] ?? 0, y: q[1] ?? 0, z: q[2] ?? 0, w: q[3] ?? 1 });

/**
 * Over every recorded frame (or only the last): the closest a thrown die came to a resting
 * die, as centre distance less both inradii (`touch`: negative means the inscribed balls,
 * which lie inside the dice, overlapped) and as centre distance less the resting die's
 * inradius alone (`through`: negative means the thrown die's centre was inside it).
 */
function closest(result: ThrowResult, resting: readonly RestingBody[], lastOnly: boolean): { touch: number; through: number } {
  let touch = Infinity;
  let through = Infinity;
  for (const d of result.dice) {
    for (let i = lastOnly ? d.frames.count - 1 : 0; i < d.frames.count; i++) {
      const { p } = trackPose(d.frames, i);
      for (const r of resting) {
        const dist = Math.hypot(p[0] - r.p[0], p[1] - r.p[1], p[2] - r.p[2]);
        touch = Math.min(touch, dist - geometryOf(d.kind).inradius - geometryOf(r.kind).inradius);
        through = Math.min(through, dist - geometryOf(r.kind).inradius);
      }
    }
  }
  return { touch, through };
}

describe('a throw among dice already lying on the table', () => {
  it('thrown dice bounce off dice lying where they would have come to rest: none ends inside or passes through one', () => {
    let throws = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const req: ThrowRequest = {
        dice: [{ id: 'a', kind: 'd6', value: 1 + (seed % 6) }, { id: 'b', kind: 'd20', value: 1 + seed }],
        from: { x: 0, z: 14 },
        flick: { dx: 0, dz: -1, strength: 0.5 },
      };
      // Where the dice land on an empty table; then the same throw, the same spin, with a die lying on each spot.
      const free = simulateThrow(req, mulberry32(seed));
      const resting = free.dice.map((d, i) => restingPose(i === 0 ? 'd12' : 'd6', 1, d.final.p[0], 0, d.final.p[2]));
      const crowded = simulateThrow({ ...req, resting }, mulberry32(seed));
      // On the empty table they come to rest right where the resting dice now lie.
      expect(closest(free, resting, true).touch).toBeLessThan(-0.9);
      // Among them, no thrown die ends inside a resting one (a few hundredths of give)…
      expect(closest(crowded, resting, true).touch).toBeGreaterThan(-0.02);
      // …nor passes through one on the way (a fast die may sink a little into it for a
      // step at first contact, as two thrown dice do, but never reaches its middle).
      expect(closest(crowded, resting, false).through).toBeGreaterThan(0);
      throws++;
    }
    expect(throws).toBe(12);
  });

  it('a die never thrown rests flat, showing its value, its label reading from the +z side', () => {
    for (const kind of ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'] as DieKind[]) {
      const g = dieGeometry(kind);
      for (const value of [1, 3]) {
        const r = restingPose(kind, value, 2, 0.08, -3);
        const q = quat(r.q);
        expect(tiltFromFlat(kind, q)).toBeLessThan(1e-6);
        expect(valueUp(kind, q)).toBe(value);
        expect(r.p).toEqual([2, 0.08 + g.inradius, -3]);
        if (kind !== 'd4') {
          const face = g.valueOfFace.indexOf(value);
          const up = rotateByQuaternion(q, g.labelUp[face]!);
          expect(up[2]).toBeLessThan(-0.99);
        }
      }
    }
  });
});
