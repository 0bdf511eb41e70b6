/**
 * Dice geometry as plain numbers (no three, no cannon-es): the server's physics world builds
 * its convex shapes from it, the model build turns it into meshes, and the client reads it to
 * print the face labels. Everything is in table units, centred on the die's centroid, y up.
 *
 * Conventions (see assets/models/README.md for the full table):
 * - `faces[f]` lists vertex indices counter-clockwise seen from outside; `faceNormals[f]` is
 *   the unit outward normal; `faceCenters[f]` the mean of the face's vertices.
 * - `valueOfFace[f]` is the value (1..sides) the die shows when face `f` is the reading face.
 *   The reading face is the face pointing up (+Y) for every die except the d4, whose reading
 *   face is the face pointing down: a d4 is read from the vertex pointing up, and the face
 *   under it is the one opposite that vertex. `valueOfVertex[v]` (d4 only) is the number
 *   printed near vertex `v` on each of its three faces; it equals `valueOfFace` of the face
 *   opposite `v`.
 * - Opposite faces sum to sides + 1 (d6: 7, d8: 9, d10 with values 1..10: 11, d12: 13,
 *   d20: 21). The d6 is a western die: 1, 2, 3 go counter-clockwise around their corner.
 * - With the identity rotation every die rests flat on the table and shows its highest value
 *   (`sides`); face 0 is that reading face. The d4 rests on its face 0 with vertex 0 up.
 * - `labelUp[f]` is a unit vector in the plane of face f: the direction the top of a printed
 *   label points (toward vertex `faces[f][0]` for triangles and pentagons, toward the pole
 *   for d10 kites, toward the midpoint of edge faces[f][0]–faces[f][1] for d6 squares).
 */

export type Vec3 = [number, number, number];
export type DieKind = 'd4' | 'd6' | 'd8' | 'd10' | 'd12' | 'd20';
export interface Quaternion { x: number; y: number; z: number; w: number }

export const dieKinds: readonly DieKind[] = ['d4', 'd6', 'd8', 'd10', 'd12', 'd20'];

export interface DieGeometry {
  kind: DieKind;
  sides: number;
  vertices: Vec3[];
  /** Vertex indices per face, counter-clockwise seen from outside. */
  faces: number[][];
  faceNormals: Vec3[];
  faceCenters: Vec3[];
  /** Geometry face index → face value 1..sides (value shown when that face is the reading face). */
  valueOfFace: number[];
  /** d4 only: vertex index → the number printed at that vertex (the value when it points up). */
  valueOfVertex?: number[];
  /** Unit in-plane direction the top of face f's label points to. */
  labelUp: Vec3[];
  /** Largest centroid-to-vertex distance. */
  circumradius: number;
  /** Smallest centroid-to-face-plane distance (half the resting height for dice with parallel faces). */
  inradius: number;
}

const EPS = 1e-9;
const PHI = (1 + Math.sqrt(5)) / 2;

/** Edge of the d4 (tetrahedron); its height resting on a face is edge·√(2/3) ≈ 0.98. */
export const D4_EDGE = 1.2;
/** Edge of the d6 (cube). */
export const D6_EDGE = 1;
/** Centre-to-vertex distance of the d8 (vertex to vertex 1.4). */
export const D8_CIRCUMRADIUS = 0.7;
/** d10: pole height above the centre and radius of the ring of the other ten vertices. */
export const D10_POLE = 0.68;
export const D10_RING_RADIUS = 0.66;
/** Centre-to-face distance of the d12 (face to face 1.1). */
export const D12_INRADIUS = 0.55;
/** Centre-to-vertex distance of the d20 (vertex to vertex 1.3). */
export const D20_CIRCUMRADIUS = 0.65;

// ---------------------------------------------------------------- small vector helpers

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const len = (a: Vec3): number => Math.sqrt(dot(a, a));
const norm = (a: Vec3): Vec3 => {
  const l = len(a);
  return l < EPS ? [0, 0, 0] : scale(a, 1 / l);
};
function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${arr.length})`);
  return v;
}

/** Rotates v about the unit axis by angle (Rodrigues). */
function rotateAxis(v: Vec3, axis: Vec3, angle: number): Vec3 {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return add(add(scale(v, c), scale(cross(axis, v), s)), scale(axis, dot(axis, v) * (1 - c)));
}

/** Rotates v by the quaternion q (normalised first). */
export function rotateByQuaternion(q: Quaternion, v: Vec3): Vec3 {
  const l = Math.hypot(q.x, q.y, q.z, q.w) || 1;
  const qx = q.x / l, qy = q.y / l, qz = q.z / l, qw = q.w / l;
  // t = 2 q.xyz × v ; v' = v + w t + q.xyz × t
  const tx = 2 * (qy * v[2] - qz * v[1]);
  const ty = 2 * (qz * v[0] - qx * v[2]);
  const tz = 2 * (qx * v[1] - qy * v[0]);
  return [
    v[0] + qw * tx + (qy * tz - qz * ty),
    v[1] + qw * ty + (qz * tx - qx * tz),
    v[2] + qw * tz + (qx * ty - qy * tx),
  ];
}

// ---------------------------------------------------------------- construction

/** Faces of the convex hull of `verts` (all vertices must be hull vertices), CCW from outside. */
function hullFaces(verts: Vec3[]): number[][] {
  const n = verts.length;
  const seen = new Set<string>();
  const faces: number[][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      for (let k = j + 1; k < n; k++) {
        const a = at(verts, i);
        let normal = norm(cross(sub(at(verts, j), a), sub(at(verts, k), a)));
        if (len(normal) < 0.5) continue;
        const d = dot(normal, a);
        let above = 0;
        let below = 0;
        for (const v of verts) {
          const s = dot(normal, v) - d;
          if (s > 1e-7) above++;
          else if (s < -1e-7) below++;
        }
        if (above > 0 && below > 0) continue;
        if (above > 0) normal = scale(normal, -1);
        const onPlane: number[] = [];
        verts.forEach((v, idx) => { if (Math.abs(dot(normal, v) - dot(normal, a)) <= 1e-7) onPlane.push(idx); });
        const key = onPlane.join(',');
        if (seen.has(key)) continue;
        seen.add(key);
        const c = scale(onPlane.reduce<Vec3>((s, idx) => add(s, at(verts, idx)), [0, 0, 0]), 1 / onPlane.length);
        const u = norm(sub(at(verts, at(onPlane, 0)), c));
        const w = cross(normal, u);
        const angle = (idx: number): number => {
          const r = sub(at(verts, idx), c);
          const t = Math.atan2(dot(r, w), dot(r, u));
          return t < -1e-12 ? t + 2 * Math.PI : Math.max(t, 0);
        };
        faces.push([...onPlane].sort((p, q) => angle(p) - angle(q)));
      }
    }
  }
  return faces;
}

function newellNormal(verts: Vec3[], face: number[]): Vec3 {
  let n: Vec3 = [0, 0, 0];
  for (let i = 0; i < face.length; i++) {
    const a = at(verts, at(face, i));
    const b = at(verts, at(face, (i + 1) % face.length));
    n = add(n, [(a[1] - b[1]) * (a[2] + b[2]), (a[2] - b[2]) * (a[0] + b[0]), (a[0] - b[0]) * (a[1] + b[1])]);
  }
  return norm(n);
}

function centerOf(verts: Vec3[], face: number[]): Vec3 {
  return scale(face.reduce<Vec3>((s, i) => add(s, at(verts, i)), [0, 0, 0]), 1 / face.length);
}

/** Rotates the set so that the face chosen by `pref` points up and vertex `yawVertex` of it points to -Z. */
function orientFaceUp(verts: Vec3[], pref: Vec3): Vec3[] {
  const faces = hullFaces(verts);
  let best = at(faces, 0);
  let bestDot = -Infinity;
  for (const f of faces) {
    const d = dot(newellNormal(verts, f), norm(pref));
    if (d > bestDot + 1e-12) { bestDot = d; best = f; }
  }
  const n = newellNormal(verts, best);
  const up: Vec3 = [0, 1, 0];
  const axis = cross(n, up);
  const angle = Math.acos(Math.max(-1, Math.min(1, dot(n, up))));
  let out = len(axis) < EPS ? verts.map((v) => [...v] as Vec3) : verts.map((v) => rotateAxis(v, norm(axis), angle));
  // Yaw: the top face's highest-degree vertex (d10 pole), else its lowest-index vertex, to -Z.
  const degree = (vi: number): number => faces.filter((f) => f.includes(vi)).length;
  const yawVertex = [...best].sort((a, b) => degree(b) - degree(a) || a - b)[0] ?? 0;
  const p = at(out, yawVertex);
  const yaw = Math.atan2(p[2], p[0]) - -Math.PI / 2; // current azimuth minus target azimuth
  out = out.map((v) => rotateAxis(v, [0, 1, 0], yaw));
  return out;
}

function clean(v: Vec3): Vec3 {
  return v.map((x) => {
    const r = Math.round(x * 1e12) / 1e12;
    return Object.is(r, -0) ? 0 : r;
  }) as Vec3;
}

function rawVertices(kind: DieKind): Vec3[] {
  switch (kind) {
    case 'd4': {
      // Apex up, base triangle down, base vertex 1 toward -Z: the d4 rests on its base.
      const R = (D4_EDGE * Math.sqrt(6)) / 4;
      const rho = D4_EDGE / Math.sqrt(3);
      const base = [-90, 30, 150].map((deg): Vec3 => {
        const t = (deg * Math.PI) / 180;
        return [rho * Math.cos(t), -R / 3, rho * Math.sin(t)];
      });
      return [[0, R, 0], ...base];
    }
    case 'd6': {
      const h = D6_EDGE / 2;
      const out: Vec3[] = [];
      for (const x of [-h, h]) for (const y of [-h, h]) for (const z of [-h, h]) out.push([x, y, z]);
      return out;
    }
    case 'd8': {
      const a = D8_CIRCUMRADIUS;
      const v: Vec3[] = [[a, 0, 0], [-a, 0, 0], [0, a, 0], [0, -a, 0], [0, 0, a], [0, 0, -a]];
      return orientFaceUp(v, [1, 1.02, 1.04]);
    }
    case 'd10': {
      // Pentagonal trapezohedron: poles at ±h, upper ring at y=+c (angles 0,72,..),
      // lower ring at y=-c (angles 36,108,..); c makes every kite planar.
      const h = D10_POLE;
      const r = D10_RING_RADIUS;
      const k = Math.cos(Math.PI / 5);
      const c = (h * (1 - k)) / (1 + k);
      const v: Vec3[] = [[0, h, 0], [0, -h, 0]];
      for (let i = 0; i < 5; i++) {
        const t = (2 * Math.PI * i) / 5;
        v.push([r * Math.cos(t), c, r * Math.sin(t)]);
        const u = t + Math.PI / 5;
        v.push([r * Math.cos(u), -c, r * Math.sin(u)]);
      }
      return orientFaceUp(v, [0.3, 1, 0.1]);
    }
    case 'd12': {
      const ip = 1 / PHI;
      const v: Vec3[] = [];
      for (const x of [-1, 1]) for (const y of [-1, 1]) for (const z of [-1, 1]) v.push([x, y, z]);
      for (const a of [-1, 1]) {
        for (const b of [-1, 1]) {
          v.push([0, a * ip, b * PHI]);
          v.push([a * ip, b * PHI, 0]);
          v.push([a * PHI, 0, b * ip]);
        }
      }
      // Canonical inradius: distance to the face through (1,1,1),(1/φ,φ,0),(-1/φ,φ,0),(-1,1,1),(0,1/φ,φ).
      const faces = hullFaces(v);
      const inr = Math.min(...faces.map((f) => dot(newellNormal(v, f), at(v, at(f, 0)))));
      const s = D12_INRADIUS / inr;
      return orientFaceUp(v.map((p) => scale(p, s)), [0.1, 1, 0.2]);
    }
    case 'd20': {
      const v: Vec3[] = [];
      for (const a of [-1, 1]) {
        for (const b of [-1, 1]) {
          v.push([0, a, b * PHI]);
          v.push([a, b * PHI, 0]);
          v.push([a * PHI, 0, b]);
        }
      }
      const s = D20_CIRCUMRADIUS / Math.sqrt(1 + PHI * PHI);
      return orientFaceUp(v.map((p) => scale(p, s)), [0.1, 1, 0.2]);
    }
  }
}

function sidesOf(kind: DieKind): number {
  return Number(kind.slice(1));
}

function azimuth(v: Vec3): number {
  return Math.atan2(v[2], v[0]);
}

function buildGeometry(kind: DieKind): DieGeometry {
  const sides = sidesOf(kind);
  const vertices = rawVertices(kind).map(clean);
  let faces = hullFaces(vertices);
  if (faces.length !== sides) throw new Error(`${kind}: hull has ${faces.length} faces`);
  const normalOf = (f: number[]): Vec3 => newellNormal(vertices, f);

  // Face order: the reading face at identity first, then by height of the normal, then azimuth.
  const readScore = (f: number[]): number => (kind === 'd4' ? -normalOf(f)[1] : normalOf(f)[1]);
  const first = faces.reduce((b, f) => (readScore(f) > readScore(b) + 1e-9 ? f : b));
  const rest = faces.filter((f) => f !== first).sort((a, b) => {
    const ya = Math.round(normalOf(a)[1] * 1e6);
    const yb = Math.round(normalOf(b)[1] * 1e6);
    if (ya !== yb) return yb - ya;
    return azimuth(normalOf(a)) - azimuth(normalOf(b));
  });
  faces = [first, ...rest];

  // Rotate each face's vertex list so that faces[f][0] is where its label's top points.
  const degree = (vi: number): number => faces.filter((f) => f.includes(vi)).length;
  const pref: Vec3 = norm([0, 1, -0.01]);
  faces = faces.map((f) => {
    const c = centerOf(vertices, f);
    const n = normalOf(f);
    const score = (i: number): number => {
      if (kind === 'd10') return degree(at(f, i)) * 10 + dot(sub(at(vertices, at(f, i)), c), pref);
      const target = f.length === 4
        ? scale(add(at(vertices, at(f, i)), at(vertices, at(f, (i + 1) % f.length))), 0.5)
        : at(vertices, at(f, i));
      const dir = norm(sub(target, c));
      return dot(sub(dir, scale(n, dot(dir, n))), pref);
    };
    let best = 0;
    for (let i = 1; i < f.length; i++) if (score(i) > score(best) + 1e-9) best = i;
    return [...f.slice(best), ...f.slice(0, best)];
  });

  const faceNormals = faces.map(normalOf);
  const faceCenters = faces.map((f) => clean(centerOf(vertices, f)));
  const labelUp = faces.map((f, i): Vec3 => {
    const c = at(faceCenters, i);
    const n = at(faceNormals, i);
    const target = kind === 'd6'
      ? scale(add(at(vertices, at(f, 0)), at(vertices, at(f, 1))), 0.5)
      : at(vertices, at(f, 0));
    const d = sub(target, c);
    return clean(norm(sub(d, scale(n, dot(d, n)))));
  });

  const opposite = (i: number): number => {
    const n = at(faceNormals, i);
    const j = faceNormals.findIndex((m) => dot(m, n) < -1 + 1e-6);
    if (j < 0) throw new Error(`${kind}: face ${i} has no opposite face`);
    return j;
  };

  const valueOfFace: number[] = new Array<number>(sides).fill(0);
  let valueOfVertex: number[] | undefined;
  if (kind === 'd4') {
    valueOfFace[0] = 4;
    for (let i = 1; i < 4; i++) valueOfFace[i] = i;
    valueOfVertex = vertices.map((_, vi) => {
      const f = faces.findIndex((face) => !face.includes(vi));
      return at(valueOfFace, f);
    });
  } else if (kind === 'd6') {
    // Western die: -Y 1, +X 2, +Z 3, -Z 4, -X 5, +Y 6 (1-2-3 counter-clockwise round their corner).
    const table: [Vec3, number][] = [
      [[0, -1, 0], 1], [[1, 0, 0], 2], [[0, 0, 1], 3], [[0, 0, -1], 4], [[-1, 0, 0], 5], [[0, 1, 0], 6],
    ];
    faceNormals.forEach((n, i) => {
      const hit = table.find(([axis]) => dot(axis, n) > 0.999);
      if (!hit) throw new Error('d6 face is not axis aligned');
      valueOfFace[i] = hit[1];
    });
  } else {
    valueOfFace[0] = sides;
    valueOfFace[opposite(0)] = 1;
    let pair = 0;
    for (let i = 1; i < sides; i++) {
      if (valueOfFace[i] !== 0) continue;
      const low = 2 + pair;
      const value = pair % 2 === 0 ? sides + 1 - low : low;
      valueOfFace[i] = value;
      valueOfFace[opposite(i)] = sides + 1 - value;
      pair++;
    }
  }

  const circumradius = Math.max(...vertices.map(len));
  const inradius = Math.min(...faces.map((f, i) => dot(at(faceNormals, i), at(vertices, at(f, 0)))));
  return {
    kind,
    sides,
    vertices,
    faces,
    faceNormals: faceNormals.map((n) => norm(clean(n))),
    faceCenters,
    valueOfFace,
    ...(valueOfVertex ? { valueOfVertex } : {}),
    labelUp,
    circumradius,
    inradius,
  };
}

const cache = new Map<DieKind, DieGeometry>();

function shared(kind: DieKind): DieGeometry {
  let g = cache.get(kind);
  if (!g) {
    if (!dieKinds.includes(kind)) throw new Error(`unknown die kind: ${String(kind)}`);
    g = buildGeometry(kind);
    cache.set(kind, g);
  }
  return g;
}

export function isDieKind(kind: string): kind is DieKind {
  return (dieKinds as readonly string[]).includes(kind);
}

/** The geometry of one die (a fresh copy: callers may keep or modify it). */
export function dieGeometry(kind: DieKind): DieGeometry {
  return structuredClone(shared(kind));
}

/** The die kind for a number of sides (4, 6, 8, 10, 12, 20), or null. */
export function dieKindForSides(sides: number): DieKind | null {
  const kind = `d${sides}`;
  return isDieKind(kind) ? kind : null;
}

// ---------------------------------------------------------------- reading a resting die

function mostAlignedFace(g: DieGeometry, q: Quaternion): { face: number; degrees: number } {
  const sign = g.kind === 'd4' ? -1 : 1;
  let face = 0;
  let best: Vec3 = [0, -sign, 0];
  g.faceNormals.forEach((n, i) => {
    const r = rotateByQuaternion(q, n);
    if (sign * r[1] > sign * best[1]) { best = r; face = i; }
  });
  // atan2 keeps precision near 0° where acos would not.
  const degrees = (Math.atan2(Math.hypot(best[0], best[2]), sign * best[1]) * 180) / Math.PI;
  return { face, degrees };
}

/**
 * The reading face of a die in orientation q: the face whose outward normal is most aligned
 * with +Y; for the d4 the face most aligned with -Y (the face it rests on, opposite the vertex
 * that points up).
 */
export function topFace(kind: DieKind, q: Quaternion): number {
  return mostAlignedFace(shared(kind), q).face;
}

/** The value the die shows in orientation q: valueOfFace[topFace(kind, q)]. */
export function valueUp(kind: DieKind, q: Quaternion): number {
  const g = shared(kind);
  return at(g.valueOfFace, topFace(kind, q));
}

/**
 * Degrees between the reading face's normal and +Y (d4: between its down face's normal and -Y).
 * 0 means the die lies flat; a rest with a large tilt is cocked.
 */
export function tiltFromFlat(kind: DieKind, q: Quaternion): number {
  return mostAlignedFace(shared(kind), q).degrees;
}

/** The vertex that points most nearly up (for the d4 it carries the value). */
export function upVertex(kind: DieKind, q: Quaternion): number {
  const g = shared(kind);
  let best = 0;
  let bestY = -Infinity;
  g.vertices.forEach((v, i) => {
    const y = rotateByQuaternion(q, norm(v))[1];
    if (y > bestY) { bestY = y; best = i; }
  });
  return best;
}

/** The face index that carries `value`. */
export function faceOfValue(kind: DieKind, value: number): number {
  const f = shared(kind).valueOfFace.indexOf(value);
  if (f < 0) throw new Error(`${kind} has no face with value ${value}`);
  return f;
}

/** A quaternion that turns face `face` into the reading face (d4: down, others: up). */
export function quaternionForFace(kind: DieKind, face: number): Quaternion {
  const g = shared(kind);
  const n = at(g.faceNormals, face);
  const target: Vec3 = kind === 'd4' ? [0, -1, 0] : [0, 1, 0];
  const d = dot(n, target);
  if (d > 1 - 1e-12) return { x: 0, y: 0, z: 0, w: 1 };
  if (d < -1 + 1e-12) {
    // Half turn about a horizontal axis perpendicular to n.
    const axis = norm(Math.abs(n[0]) < 0.9 ? cross(n, [1, 0, 0]) : cross(n, [0, 0, 1]));
    return { x: axis[0], y: axis[1], z: axis[2], w: 0 };
  }
  const axis = norm(cross(n, target));
  const half = Math.acos(d) / 2;
  const s = Math.sin(half);
  return { x: axis[0] * s, y: axis[1] * s, z: axis[2] * s, w: Math.cos(half) };
}

// ---------------------------------------------------------------- label rotations

const symCache = new Map<DieKind, number[][]>();

/**
 * The die's rotational symmetries as face permutations: for each rotation R that maps the
 * die onto itself, perm[f] is the face that face f is carried to. The identity comes first.
 * Relabelling a die with `valueOfFace[perm[f]]` keeps a valid die (same layout, turned).
 */
export function faceSymmetries(kind: DieKind): number[][] {
  let syms = symCache.get(kind);
  if (!syms) {
    syms = computeSymmetries(shared(kind));
    symCache.set(kind, syms);
  }
  return syms.map((p) => [...p]);
}

function frame(g: DieGeometry, face: number, start: number): [Vec3, Vec3, Vec3] {
  const f = at(g.faces, face);
  const n = at(g.faceNormals, face);
  const u = norm(sub(at(g.vertices, at(f, start % f.length)), at(g.faceCenters, face)));
  return [u, cross(n, u), n];
}

function computeSymmetries(g: DieGeometry): number[][] {
  const [u0, w0, n0] = frame(g, 0, 0);
  const out: number[][] = [];
  const keys = new Set<string>();
  g.faces.forEach((f, target) => {
    if (f.length !== at(g.faces, 0).length) return;
    for (let s = 0; s < f.length; s++) {
      const [u1, w1, n1] = frame(g, target, s);
      // R maps (u0, w0, n0) onto (u1, w1, n1): R v = u1 (u0·v) + w1 (w0·v) + n1 (n0·v).
      const R = (v: Vec3): Vec3 => add(add(scale(u1, dot(u0, v)), scale(w1, dot(w0, v))), scale(n1, dot(n0, v)));
      const ok = g.vertices.every((v) => g.vertices.some((w) => len(sub(R(v), w)) < 1e-6));
      if (!ok) continue;
      const perm = g.faceNormals.map((n) => {
        const m = R(n);
        return g.faceNormals.findIndex((k) => dot(k, m) > 1 - 1e-6);
      });
      if (perm.some((p) => p < 0)) continue;
      const key = perm.join(',');
      if (keys.has(key)) continue;
      keys.add(key);
      out.push(perm);
    }
  });
  out.sort((a, b) => {
    const ia = a.every((p, i) => p === i) ? 0 : 1;
    const ib = b.every((p, i) => p === i) ? 0 : 1;
    return ia - ib;
  });
  return out;
}

/**
 * Relabels a die so that the reading face `face` shows `value`, by a rotation of its labels
 * (DESIGN §5.3). Returns the symmetry used and the new `valueOfFace` (new[f] = old[perm[f]]);
 * for the d4 also the new `valueOfVertex`.
 */
export function relabelFaces(kind: DieKind, face: number, value: number): {
  perm: number[];
  valueOfFace: number[];
  valueOfVertex?: number[];
} {
  const g = shared(kind);
  const want = faceOfValue(kind, value);
  const perm = faceSymmetries(kind).find((p) => p[face] === want);
  if (!perm) throw new Error(`${kind}: no symmetry takes face ${face} to face ${want}`);
  const valueOfFace = perm.map((p) => at(g.valueOfFace, p));
  if (kind !== 'd4') return { perm, valueOfFace };
  const valueOfVertex = g.vertices.map((_, vi) => at(valueOfFace, g.faces.findIndex((f) => !f.includes(vi))));
  return { perm, valueOfFace, valueOfVertex };
}
