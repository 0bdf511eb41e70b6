import { Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../../server/dice/rand.ts';
import {
  D4_EDGE, D6_EDGE, D8_CIRCUMRADIUS, D12_INRADIUS, D20_CIRCUMRADIUS,
  type DieKind, type Vec3, dieGeometry, dieKindForSides, dieKinds, faceOfValue, faceSymmetries,
  quaternionForFace, relabelFaces, tiltFromFlat, topFace, upVertex, valueUp,
} from './dice.ts';

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const len = (a: Vec3): number => Math.hypot(...a);
const v = (g: { vertices: Vec3[] }, i: number | undefined): Vec3 => g.vertices[i ?? -1] as Vec3;

const IDENTITY = { x: 0, y: 0, z: 0, w: 1 };
const quat = (q: Quaternion): { x: number; y: number; z: number; w: number } => ({ x: q.x, y: q.y, z: q.z, w: q.w });

/** A small seeded generator so random cases are the same on every run. */
const rng = mulberry32;

const SIDES: Record<DieKind, number> = { d4: 4, d6: 6, d8: 8, d10: 10, d12: 12, d20: 20 };
const VERTICES: Record<DieKind, number> = { d4: 4, d6: 8, d8: 6, d10: 12, d12: 20, d20: 12 };
const GROUP: Record<DieKind, number> = { d4: 12, d6: 24, d8: 24, d10: 10, d12: 60, d20: 60 };

describe.each(dieKinds.map((k) => [k]))('%s geometry', (kind) => {
  const g = dieGeometry(kind);

  it('has the right counts and a value per face', () => {
    expect(g.kind).toBe(kind);
    expect(g.sides).toBe(SIDES[kind]);
    expect(g.faces).toHaveLength(g.sides);
    expect(g.vertices).toHaveLength(VERTICES[kind]);
    expect(g.faceNormals).toHaveLength(g.sides);
    expect(g.faceCenters).toHaveLength(g.sides);
    expect(g.labelUp).toHaveLength(g.sides);
    expect([...g.valueOfFace].sort((a, b) => a - b)).toEqual(Array.from({ length: g.sides }, (_, i) => i + 1));
  });

  it('is closed and consistently oriented, with Euler characteristic 2', () => {
    const directed = new Set<string>();
    for (const f of g.faces) {
      f.forEach((a, i) => {
        const b = f[(i + 1) % f.length];
        const key = `${a}>${b}`;
        expect(directed.has(key)).toBe(false);
        directed.add(key);
      });
    }
    for (const key of directed) {
      const [a, b] = key.split('>');
      expect(directed.has(`${b}>${a}`)).toBe(true); // every edge shared by exactly two faces
    }
    const E = directed.size / 2;
    expect(g.vertices.length - E + g.faces.length).toBe(2);
    // every vertex is used
    expect(new Set(g.faces.flat()).size).toBe(g.vertices.length);
  });

  it('has planar faces and unit outward normals, counter-clockwise from outside', () => {
    g.faces.forEach((f, i) => {
      const n = g.faceNormals[i] as Vec3;
      expect(len(n)).toBeCloseTo(1, 12);
      const d = dot(n, v(g, f[0]));
      expect(d).toBeGreaterThan(0.2); // outward: the centroid (origin) is behind the plane
      for (const vi of f) expect(Math.abs(dot(n, v(g, vi)) - d)).toBeLessThan(1e-9);
      for (let k = 0; k < f.length; k++) {
        const a = v(g, f[k]);
        const b = v(g, f[(k + 1) % f.length]);
        const c = v(g, f[(k + 2) % f.length]);
        expect(dot(cross(sub(b, a), sub(c, b)), n)).toBeGreaterThan(1e-6); // convex corner, CCW
      }
      const mean = f.reduce<Vec3>((s, vi) => [s[0] + v(g, vi)[0], s[1] + v(g, vi)[1], s[2] + v(g, vi)[2]], [0, 0, 0]).map((x) => x / f.length);
      (g.faceCenters[i] as Vec3).forEach((x, k) => expect(x).toBeCloseTo(mean[k] as number, 10));
      const up = g.labelUp[i] as Vec3;
      expect(len(up)).toBeCloseTo(1, 10);
      expect(Math.abs(dot(up, n))).toBeLessThan(1e-9);
    });
  });

  it('is convex', () => {
    g.faces.forEach((f, i) => {
      const n = g.faceNormals[i] as Vec3;
      const d = dot(n, v(g, f[0]));
      for (const p of g.vertices) expect(dot(n, p) - d).toBeLessThan(1e-9);
    });
  });

  it('is centred on its centroid', () => {
    let vol = 0;
    const c: Vec3 = [0, 0, 0];
    for (const f of g.faces) {
      for (let k = 1; k + 1 < f.length; k++) {
        const a = v(g, f[0]);
        const b = v(g, f[k]);
        const d = v(g, f[k + 1]);
        const tv = dot(a, cross(b, d)) / 6;
        vol += tv;
        for (let m = 0; m < 3; m++) c[m] = (c[m] as number) + (tv * ((a[m] as number) + (b[m] as number) + (d[m] as number))) / 4;
      }
    }
    expect(vol).toBeGreaterThan(0);
    for (const x of c) expect(Math.abs(x / vol)).toBeLessThan(1e-9);
  });

  it('shows its highest value lying flat at the identity rotation', () => {
    expect(topFace(kind, IDENTITY)).toBe(0);
    expect(valueUp(kind, IDENTITY)).toBe(g.sides);
    expect(tiltFromFlat(kind, IDENTITY)).toBeLessThan(1e-6);
  });

  it('reads every face when a rotation brings it to the reading position', () => {
    const random = rng(SIDES[kind]);
    const target = new Vector3(0, kind === 'd4' ? -1 : 1, 0);
    g.faceNormals.forEach((n, f) => {
      for (let k = 0; k < 6; k++) {
        const bring = new Quaternion().setFromUnitVectors(new Vector3(...n), target);
        const yaw = new Quaternion().setFromAxisAngle(new Vector3(0, 1, 0), random() * 2 * Math.PI);
        const q = quat(yaw.multiply(bring));
        expect(topFace(kind, q)).toBe(f);
        expect(valueUp(kind, q)).toBe(g.valueOfFace[f]);
        expect(tiltFromFlat(kind, q)).toBeLessThan(1e-4);
        // A slight wobble keeps the reading and reports the tilt.
        const wobble = new Quaternion().setFromAxisAngle(new Vector3(1, 0, 0), (5 * Math.PI) / 180);
        const qw = quat(wobble.multiply(yaw.clone()));
        expect(valueUp(kind, qw)).toBe(g.valueOfFace[f]);
        expect(tiltFromFlat(kind, qw)).toBeCloseTo(5, 6);
      }
      const q = quaternionForFace(kind, f);
      expect(valueUp(kind, q)).toBe(g.valueOfFace[f]);
      expect(tiltFromFlat(kind, q)).toBeLessThan(1e-6);
    });
  });

  it('agrees with a direct reading for random orientations', () => {
    const random = rng(100 + SIDES[kind]);
    for (let k = 0; k < 200; k++) {
      const q = new Quaternion(random() - 0.5, random() - 0.5, random() - 0.5, random() - 0.5).normalize();
      const ys = g.faceNormals.map((n) => new Vector3(...n).applyQuaternion(q).y * (kind === 'd4' ? -1 : 1));
      const best = ys.indexOf(Math.max(...ys));
      expect(topFace(kind, quat(q))).toBe(best);
      expect(valueUp(kind, quat(q))).toBe(g.valueOfFace[best]);
      expect(tiltFromFlat(kind, quat(q))).toBeCloseTo((Math.acos(Math.min(1, ys[best] as number)) * 180) / Math.PI, 6);
    }
  });

  it('has a rotation group that moves any face to any face', () => {
    const syms = faceSymmetries(kind);
    expect(syms).toHaveLength(GROUP[kind]);
    expect(syms[0]).toEqual(g.valueOfFace.map((_, i) => i));
    const adjacent = (a: number, b: number): boolean =>
      (g.faces[a] as number[]).filter((x) => (g.faces[b] as number[]).includes(x)).length >= 2;
    for (const p of syms) {
      expect(new Set(p).size).toBe(g.sides);
      for (let a = 0; a < g.sides; a++) {
        for (let b = 0; b < g.sides; b++) expect(adjacent(p[a] as number, p[b] as number)).toBe(adjacent(a, b));
      }
    }
    for (let f = 0; f < g.sides; f++) {
      for (let value = 1; value <= g.sides; value++) {
        const r = relabelFaces(kind, f, value);
        expect(r.valueOfFace[f]).toBe(value);
        expect([...r.valueOfFace].sort((a, b) => a - b)).toEqual(Array.from({ length: g.sides }, (_, i) => i + 1));
        if (kind !== 'd4') {
          g.faceNormals.forEach((n, i) => {
            const o = g.faceNormals.findIndex((m) => dot(m, n) < -0.9999);
            expect((r.valueOfFace[i] as number) + (r.valueOfFace[o] as number)).toBe(g.sides + 1);
          });
        }
      }
    }
  });

  it('returns copies', () => {
    const a = dieGeometry(kind);
    (a.vertices[0] as Vec3)[0] = 99;
    a.valueOfFace.reverse();
    expect(dieGeometry(kind).vertices[0]?.[0]).not.toBe(99);
    expect(valueUp(kind, IDENTITY)).toBe(g.sides);
  });
});

describe('face value conventions', () => {
  it.each([['d6', 7], ['d8', 9], ['d10', 11], ['d12', 13], ['d20', 21]] as [DieKind, number][])('%s opposite faces sum to %i', (kind, sum) => {
    const g = dieGeometry(kind);
    g.faceNormals.forEach((n, i) => {
      const opposite = g.faceNormals.filter((m) => dot(m, n) < -1 + 1e-9);
      expect(opposite).toHaveLength(1);
      const o = g.faceNormals.findIndex((m) => dot(m, n) < -1 + 1e-9);
      expect((g.valueOfFace[i] as number) + (g.valueOfFace[o] as number)).toBe(sum);
    });
  });

  it('d6 is a western die: 1, 2, 3 run counter-clockwise round their shared corner', () => {
    const g = dieGeometry('d6');
    const n = (value: number): Vec3 => g.faceNormals[faceOfValue('d6', value)] as Vec3;
    const corner: Vec3 = [n(1)[0] + n(2)[0] + n(3)[0], n(1)[1] + n(2)[1] + n(3)[1], n(1)[2] + n(2)[2] + n(3)[2]];
    expect(dot(cross(n(1), n(2)), corner)).toBeGreaterThan(0);
    expect(dot(cross(n(2), n(3)), corner)).toBeGreaterThan(0);
    expect(dot(n(6), [0, 1, 0])).toBeCloseTo(1, 12);
  });

  it('d4 is read from the vertex pointing up; the face under it has that value', () => {
    const g = dieGeometry('d4');
    expect(g.valueOfVertex).toBeDefined();
    const vov = g.valueOfVertex as number[];
    expect([...vov].sort()).toEqual([1, 2, 3, 4]);
    g.vertices.forEach((_, vi) => {
      const opposite = g.faces.findIndex((f) => !f.includes(vi));
      expect(vov[vi]).toBe(g.valueOfFace[opposite]);
      // Putting the face opposite vertex vi down puts vi up.
      const q = quaternionForFace('d4', opposite);
      expect(upVertex('d4', q)).toBe(vi);
      expect(valueUp('d4', q)).toBe(vov[vi]);
    });
    expect(upVertex('d4', IDENTITY)).toBe(0);
    expect(vov[0]).toBe(4);
  });

  it('maps sides to kinds', () => {
    expect(dieKindForSides(20)).toBe('d20');
    expect(dieKindForSides(7)).toBeNull();
  });
});

describe('die sizes', () => {
  const edges = (kind: DieKind): number[] => {
    const g = dieGeometry(kind);
    return g.faces.flatMap((f) => f.map((a, i) => len(sub(v(g, a), v(g, f[(i + 1) % f.length])))));
  };
  it('d4 has edge 1.2, d6 edge 1', () => {
    for (const e of edges('d4')) expect(e).toBeCloseTo(D4_EDGE, 9);
    for (const e of edges('d6')) expect(e).toBeCloseTo(D6_EDGE, 9);
  });
  it('d8, d12, d20 are regular with the documented radii', () => {
    for (const kind of ['d8', 'd12', 'd20'] as DieKind[]) {
      const es = edges(kind);
      for (const e of es) expect(e).toBeCloseTo(es[0] as number, 9);
    }
    expect(dieGeometry('d8').circumradius).toBeCloseTo(D8_CIRCUMRADIUS, 9);
    expect(dieGeometry('d12').inradius).toBeCloseTo(D12_INRADIUS, 9);
    expect(dieGeometry('d20').circumradius).toBeCloseTo(D20_CIRCUMRADIUS, 9);
  });
  it('every die rests 0.8 to 1.1 high and is at most 1.75 across', () => {
    for (const kind of dieKinds) {
      const g = dieGeometry(kind);
      const ys = g.vertices.map((p) => p[1]);
      const h = Math.max(...ys) - Math.min(...ys);
      expect(h).toBeGreaterThan(0.8);
      expect(h).toBeLessThanOrEqual(1.1 + 1e-9);
      expect(2 * g.circumradius).toBeLessThan(kind === 'd4' ? 1.5 : 1.75);
    }
  });
});
