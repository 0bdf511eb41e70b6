import { beforeAll, describe, expect, it } from 'vitest';
import { dieKinds, faceSymmetries, tiltFromFlat, topFace, type DieKind } from '../../assets/models/dice.ts';
import { encodeRoll, trackPose } from './encode.ts';
import { decodeFrames, poseAt, type QuatTuple } from '../../wire/dice-frames.ts';
import { geometryOf } from './geometry.ts';
import { LAUNCH_HEIGHT, MAX_DICE, trayFor, type ThrowRequest } from './launch.ts';
import { LIFT_FRAMES } from './rethrow.ts';
import { mulberry32 } from './rand.ts';
import { COCKED_DEGREES, simulateThrow, type ThrowResult } from './simulate.ts';

const THROWS = 1000;
const sidesOf = (k: DieKind): number => Number(k.slice(1));
const quat = (q: QuatTuple): { x: number; y: number; z: number; w: number } => ({ x: q[0], y: q[1], z: q[2], w: q[3] });
/** Seats round the table edge (48 × 32). */
const SEATS = [{ x: 0, z: 15 }, { x: 0, z: -15 }, { x: 23, z: 0 }, { x: -23, z: 2 }, { x: 12, z: 15.5 }];

/** A random throw of 1–6 mixed dice with random values, seat, flick and sometimes a tray target. */
function randomRequest(rand: () => number, maxDice = 6): ThrowRequest {
  const n = 1 + Math.floor(rand() * maxDice);
  const dice = Array.from({ length: n }, (_, i) => {
    const kind = dieKinds[Math.floor(rand() * dieKinds.length)] as DieKind;
    return { id: `die-${i}`, kind, value: 1 + Math.floor(rand() * sidesOf(kind)) };
  });
  const from = SEATS[Math.floor(rand() * SEATS.length)] as { x: number; z: number };
  const req: ThrowRequest = { dice, from };
  if (rand() < 0.3) req.target = { x: (rand() - 0.5) * 40, z: (rand() - 0.5) * 28 };
  if (rand() < 0.8) req.flick = { dx: rand() - 0.5, dz: rand() - 0.5, strength: rand() * 1.4 - 0.2 };
  return req;
}

describe('simulateThrow over 1,000 random throws', () => {
  const runs: { req: ThrowRequest; result: ThrowResult }[] = [];

  beforeAll(() => {
    const rand = mulberry32(20240607);
    for (let t = 0; t < THROWS; t++) {
      const req = randomRequest(rand);
      runs.push({ req, result: simulateThrow(req, rand) });
    }
    const dice = runs.flatMap((r) => r.result.dice);
    const firstRunCocked = runs.reduce((s, r) => s + (r.result.cockedByRun[0] ?? 0), 0);
    console.log(
      `dice sim: ${THROWS} throws, ${dice.length} dice, honest ${dice.filter((d) => d.labelMap[topFace(d.kind, quat(d.final.q))] === d.value).length}, ` +
      `cocked in first run ${firstRunCocked} (${((firstRunCocked / dice.length) * 100).toFixed(1)} %), ` +
      `re-simulated throws ${runs.filter((r) => r.result.tries > 1).length}, fallbacks ${dice.filter((d) => d.fallback).length}`,
    );
  }, 120_000);

  it('shows the requested value on every die, read from the decoded final pose through its labelMap', () => {
    let checked = 0;
    for (const { req, result } of runs) {
      expect(result.dice.map((d) => d.id)).toEqual(req.dice.map((d) => d.id));
      for (const [i, d] of result.dice.entries()) {
        const want = req.dice[i]?.value;
        expect(d.value).toBe(want);
        expect(d.labelMap[topFace(d.kind, quat(d.final.q))]).toBe(want);
        const track = decodeFrames(encodeRoll(result).dice[i]?.frames ?? '');
        expect(d.labelMap[topFace(d.kind, quat(poseAt(track, track.count - 1).q))]).toBe(want);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(THROWS);
  });

  it('relabels by a rotation of the die: a symmetry of the polyhedron, opposite faces still summing to sides + 1', () => {
    for (const d of runs.flatMap((r) => r.result.dice)) {
      const g = geometryOf(d.kind);
      const sides = sidesOf(d.kind);
      expect([...d.labelMap].sort((a, b) => a - b)).toEqual(Array.from({ length: sides }, (_, i) => i + 1));
      const isRotation = faceSymmetries(d.kind).some((perm) => perm.every((p, f) => d.labelMap[f] === g.valueOfFace[p]));
      expect(isRotation).toBe(true);
      if (d.kind === 'd4') continue;
      g.faceNormals.forEach((n, f) => {
        const opp = g.faceNormals.findIndex((m) => m[0] * n[0] + m[1] * n[1] + m[2] * n[2] < -0.999);
        expect((d.labelMap[f] ?? 0) + (d.labelMap[opp] ?? 0)).toBe(sides + 1);
      });
    }
  });

  it('leaves every die flat on the tray floor, inside the tray and on the table', () => {
    for (const { req, result } of runs) {
      const tray = trayFor(req.target);
      expect(tray.minX).toBeGreaterThanOrEqual(-24);
      expect(tray.maxX).toBeLessThanOrEqual(24);
      expect(tray.minZ).toBeGreaterThanOrEqual(-16);
      expect(tray.maxZ).toBeLessThanOrEqual(16);
      for (const d of result.dice) {
        const [x, y, z] = d.final.p;
        expect(x).toBeGreaterThan(tray.minX);
        expect(x).toBeLessThan(tray.maxX);
        expect(z).toBeGreaterThan(tray.minZ);
        expect(z).toBeLessThan(tray.maxZ);
        expect(Math.abs(y - geometryOf(d.kind).inradius)).toBeLessThan(0.08);
        expect(tiltFromFlat(d.kind, quat(d.final.q))).toBeLessThanOrEqual(COCKED_DEGREES);
      }
    }
  });

  it('ends within the time cap, with frames at the stated rate', () => {
    for (const { result } of runs) {
      expect(result.frameRate).toBe(30);
      expect(result.durationMs).toBeLessThanOrEqual(6500);
      const longest = Math.max(...result.dice.map((d) => d.frames.count));
      expect(Math.round(((longest - 1) * 1000) / result.frameRate)).toBeLessThanOrEqual(result.durationMs);
    }
  });
});

describe('simulateThrow', () => {
  const req: ThrowRequest = {
    dice: [
      { id: 'a', kind: 'd6', value: 3 },
      { id: 'b', kind: 'd20', value: 17 },
      { id: 'c', kind: 'd4', value: 1 },
      { id: 'd', kind: 'd12', value: 12 },
    ],
    from: { x: -5, z: 15 },
    flick: { dx: 0.2, dz: -1, strength: 0.7 },
  };

  it('is deterministic: the same rand sequence gives the same result', () => {
    const a = simulateThrow(req, mulberry32(99));
    const b = simulateThrow(req, mulberry32(99));
    expect(encodeRoll(a)).toEqual(encodeRoll(b));
    expect(a.steps).toBe(b.steps);
    const c = simulateThrow(req, mulberry32(100));
    expect(encodeRoll(c)).not.toEqual(encodeRoll(a));
  });

  it('clamps flick strength to 0..1', () => {
    const at = (strength: number): string =>
      JSON.stringify(encodeRoll(simulateThrow({ ...req, flick: { dx: 0.2, dz: -1, strength } }, mulberry32(5))));
    expect(at(7)).toBe(at(1));
    expect(at(-3)).toBe(at(0));
  });

  it('throws only the cocked dice again: every other die keeps its first run, and each cocked one is seen picked up and tossed again', () => {
    const rand = mulberry32(31);
    let rethrown = 0;
    for (let t = 0; t < 300 && rethrown < 8; t++) {
      const r = randomRequest(rand, 10);
      const seed = Math.floor(rand() * 2 ** 32);
      const full = simulateThrow(r, mulberry32(seed));
      if (full.tries === 1) continue;
      // The same first run, with the fallback instead of a second one.
      const once = simulateThrow(r, mulberry32(seed), { maxTries: 1 });
      expect(full.cockedByRun[0]).toBe(once.cockedByRun[0]);
      for (const [i, d] of full.dice.entries()) {
        const first = once.dice[i] as ThrowResult['dice'][number];
        if (!first.fallback) {
          // Not cocked: the very same keyframes (it lay still while the others were thrown again).
          expect(d.cocked).toBe(0);
          expect(encodeRoll(full).dice[i]?.frames).toBe(encodeRoll(once).dice[i]?.frames);
          continue;
        }
        rethrown++;
        expect(d.cocked).toBeGreaterThanOrEqual(1);
        // Its first run, frame for frame, up to where it stopped cocked…
        const stopped = first.frames.count - 6;
        for (let f = 0; f < stopped; f++) expect(trackPose(d.frames, f)).toEqual(trackPose(first.frames, f));
        // …then, in the keyframes every viewer plays, it is picked up clear of the others…
        const y = (f: number): number => trackPose(d.frames, f).p[1];
        for (let f = stopped; f < stopped + LIFT_FRAMES; f++) expect(y(f)).toBeGreaterThan(y(f - 1));
        const held = stopped + LIFT_FRAMES - 1;
        expect(y(held)).toBeGreaterThanOrEqual(LAUNCH_HEIGHT);
        // …and tossed: it flies up out of the hand, comes down to the table and moves on it again.
        let top = 0;
        let low = Infinity;
        for (let f = held + 1; f < d.frames.count; f++) {
          top = Math.max(top, y(f));
          low = Math.min(low, y(f));
        }
        expect(top).toBeGreaterThan(y(held) + 0.3);
        expect(low).toBeLessThan(1.2);
        expect(d.frames.count).toBeGreaterThan(held + 8);
      }
      expect(full.durationMs).toBeGreaterThan(once.durationMs - 250);
    }
    expect(rethrown).toBeGreaterThanOrEqual(8);
  });

  it('lays cocked dice flat by the declared fallback, apart from the others', () => {
    const rand = mulberry32(77);
    let fallbacks = 0;
    for (let t = 0; t < 200 && fallbacks < 5; t++) {
      const r = randomRequest(rand, 10);
      const result = simulateThrow(r, rand, { maxTries: 1 });
      const tray = trayFor(r.target);
      for (const d of result.dice.filter((x) => x.fallback)) {
        fallbacks++;
        const g = geometryOf(d.kind);
        expect(d.cocked).toBe(1);
        expect(tiltFromFlat(d.kind, quat(d.final.q))).toBeLessThan(0.5);
        expect(d.final.p[1]).toBeCloseTo(g.inradius, 2);
        expect(d.final.p[0]).toBeGreaterThan(tray.minX);
        expect(d.final.p[0]).toBeLessThan(tray.maxX);
        expect(d.final.p[2]).toBeGreaterThan(tray.minZ);
        expect(d.final.p[2]).toBeLessThan(tray.maxZ);
        expect(d.labelMap[topFace(d.kind, quat(d.final.q))]).toBe(d.value);
        // Its closing motion ends on the final pose.
        const last = trackPose(d.frames, d.frames.count - 1);
        expect(last.p).toEqual(d.final.p);
        for (const o of result.dice) {
          if (o === d) continue;
          const gap = Math.hypot(o.final.p[0] - d.final.p[0], o.final.p[2] - d.final.p[2]);
          expect(gap).toBeGreaterThanOrEqual(g.circumradius + geometryOf(o.kind).circumradius - 1e-3);
        }
      }
    }
    expect(fallbacks).toBeGreaterThan(0);
  });

  it('rejects bad requests with a clear error', () => {
    const rand = mulberry32(1);
    const die = { id: 'x', kind: 'd6' as DieKind, value: 1 };
    const from = { x: 0, z: 15 };
    expect(() => simulateThrow({ dice: [], from }, rand)).toThrow(/1 to 20 dice, got 0/);
    const many = Array.from({ length: MAX_DICE + 1 }, (_, i) => ({ ...die, id: `d${i}` }));
    expect(() => simulateThrow({ dice: many, from }, rand)).toThrow(/1 to 20 dice, got 21/);
    expect(() => simulateThrow({ dice: [{ ...die, kind: 'd7' as DieKind }], from }, rand)).toThrow(/unknown die kind "d7"/);
    expect(() => simulateThrow({ dice: [{ ...die, value: 7 }], from }, rand)).toThrow(/value 7 is not a face of a d6/);
    expect(() => simulateThrow({ dice: [{ ...die, value: 0 }], from }, rand)).toThrow(/value 0/);
    expect(() => simulateThrow({ dice: [{ ...die, value: 2.5 }], from }, rand)).toThrow(/value 2.5/);
    expect(() => simulateThrow({ dice: [die, die], from }, rand)).toThrow(/duplicate die id/);
    expect(() => simulateThrow({ dice: [die], from: { x: Number.NaN, z: 0 } }, rand)).toThrow(/from needs finite/);
    expect(() => simulateThrow({ dice: [die], from, flick: { dx: 0, dz: 1, strength: Number.POSITIVE_INFINITY } }, rand)).toThrow(/flick/);
  });
});
