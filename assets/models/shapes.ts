/**
 * Mesh building blocks for the model build: a triangle-list builder plus slabs (an outline
 * extruded with rounded edges), rounded boxes, lathes and a torus. Plain numbers only.
 */

export type V2 = [number, number];
export type V3 = [number, number, number];

export const v3 = {
  add: (a: V3, b: V3): V3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]],
  sub: (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]],
  scale: (a: V3, s: number): V3 => [a[0] * s, a[1] * s, a[2] * s],
  dot: (a: V3, b: V3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2],
  cross: (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]],
  len: (a: V3): number => Math.hypot(a[0], a[1], a[2]),
  norm: (a: V3): V3 => {
    const l = Math.hypot(a[0], a[1], a[2]);
    return l < 1e-12 ? [0, 0, 0] : [a[0] / l, a[1] / l, a[2] / l];
  },
};

function at<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`index ${i} out of range (${arr.length})`);
  return v;
}

export interface MeshArrays {
  /** xyz per vertex. */
  positions: Float32Array;
  /** Unit xyz per vertex. */
  normals: Float32Array;
  /** uv per vertex (glTF: origin at the top-left of the image, v down). */
  uvs: Float32Array;
  /** Triangle list, counter-clockwise front faces. */
  indices: Uint32Array;
}

/** Accumulates one primitive's vertices and triangles. */
export class MeshBuilder {
  readonly positions: number[] = [];
  readonly normals: number[] = [];
  readonly uvs: number[] = [];
  readonly indices: number[] = [];

  get vertexCount(): number {
    return this.positions.length / 3;
  }

  vertex(p: V3, n: V3, uv: V2): number {
    this.positions.push(p[0], p[1], p[2]);
    const m = v3.norm(n);
    this.normals.push(m[0], m[1], m[2]);
    this.uvs.push(uv[0], uv[1]);
    return this.vertexCount - 1;
  }

  private pos(i: number): V3 {
    return [at(this.positions, 3 * i), at(this.positions, 3 * i + 1), at(this.positions, 3 * i + 2)];
  }

  private nrm(i: number): V3 {
    return [at(this.normals, 3 * i), at(this.normals, 3 * i + 1), at(this.normals, 3 * i + 2)];
  }

  /**
   * Adds triangle a, b, c wound counter-clockwise seen from the side `outward` points to
   * (default: the vertices' mean normal). Degenerate triangles are dropped.
   */
  tri(a: number, b: number, c: number, outward?: V3): void {
    const pa = this.pos(a);
    const g = v3.cross(v3.sub(this.pos(b), pa), v3.sub(this.pos(c), pa));
    if (v3.len(g) < 1e-12) return;
    const o = outward ?? v3.add(v3.add(this.nrm(a), this.nrm(b)), this.nrm(c));
    if (v3.dot(g, o) < 0) this.indices.push(a, c, b);
    else this.indices.push(a, b, c);
  }

  /** Quad a-b-c-d (in order round the quad), split along a-c. */
  quad(a: number, b: number, c: number, d: number, outward?: V3): void {
    this.tri(a, b, c, outward);
    this.tri(a, c, d, outward);
  }

  /** Appends another builder's geometry. */
  merge(other: MeshBuilder): this {
    const base = this.vertexCount;
    this.positions.push(...other.positions);
    this.normals.push(...other.normals);
    this.uvs.push(...other.uvs);
    this.indices.push(...other.indices.map((i) => i + base));
    return this;
  }

  /** Moves every vertex by d. */
  translate(d: V3): this {
    for (let i = 0; i < this.positions.length; i += 3) {
      this.positions[i] = at(this.positions, i) + d[0];
      this.positions[i + 1] = at(this.positions, i + 1) + d[1];
      this.positions[i + 2] = at(this.positions, i + 2) + d[2];
    }
    return this;
  }

  /** The vertex attributes and triangle list as typed arrays (float32 attributes). */
  arrays(): MeshArrays {
    return {
      positions: Float32Array.from(this.positions),
      normals: Float32Array.from(this.normals),
      uvs: Float32Array.from(this.uvs),
      indices: Uint32Array.from(this.indices),
    };
  }
}

// ---------------------------------------------------------------- 2D outlines

/** Signed area (positive when counter-clockwise in the a-b plane). */
export function signedArea(poly: V2[]): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = at(poly, i);
    const q = at(poly, (i + 1) % poly.length);
    s += p[0] * q[1] - q[0] * p[1];
  }
  return s / 2;
}

/** Rounded rectangle centred on the origin, counter-clockwise, `seg` segments per corner. */
export function roundedRect(w: number, d: number, r: number, seg: number): V2[] {
  const out: V2[] = [];
  const corners: [number, number, number][] = [
    [w / 2 - r, d / 2 - r, 0],
    [-w / 2 + r, d / 2 - r, Math.PI / 2],
    [-w / 2 + r, -d / 2 + r, Math.PI],
    [w / 2 - r, -d / 2 + r, (3 * Math.PI) / 2],
  ];
  for (const [cx, cy, a0] of corners) {
    for (let i = 0; i <= seg; i++) {
      const a = a0 + (i / seg) * (Math.PI / 2);
      out.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
  }
  return out;
}

/**
 * The outline with every edge longer than `maxLen` split into equal steps: a flat piece that
 * bends along its length (a card held up sags at its ends, in its material's vertex shader)
 * needs vertices along its sides, not only at its corners.
 */
export function densify(poly: V2[], maxLen: number): V2[] {
  const out: V2[] = [];
  for (let i = 0; i < poly.length; i++) {
    const a = poly[i]!;
    const b = poly[(i + 1) % poly.length]!;
    const n = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / maxLen));
    for (let k = 0; k < n; k++) out.push([a[0] + ((b[0] - a[0]) * k) / n, a[1] + ((b[1] - a[1]) * k) / n]);
  }
  return out;
}

export function circle(r: number, n: number): V2[] {
  const out: V2[] = [];
  for (let i = 0; i < n; i++) {
    const a = (2 * Math.PI * i) / n;
    out.push([r * Math.cos(a), r * Math.sin(a)]);
  }
  return out;
}

/** Outward unit normals of each edge i → i+1 of a counter-clockwise polygon. */
function edgeNormals(poly: V2[]): V2[] {
  return poly.map((p, i) => {
    const q = at(poly, (i + 1) % poly.length);
    const dx = q[0] - p[0];
    const dy = q[1] - p[1];
    const l = Math.hypot(dx, dy) || 1;
    return [dy / l, -dx / l];
  });
}

/** Offsets a counter-clockwise outline inward by d (miter joins). */
export function insetOutline(poly: V2[], d: number): V2[] {
  if (d === 0) return poly.map((p) => [p[0], p[1]]);
  const en = edgeNormals(poly);
  return poly.map((p, i) => {
    const n1 = at(en, (i - 1 + poly.length) % poly.length);
    const n2 = at(en, i);
    let mx = n1[0] + n2[0];
    let my = n1[1] + n2[1];
    const ml = Math.hypot(mx, my) || 1;
    mx /= ml;
    my /= ml;
    const c = Math.max(0.3, mx * n2[0] + my * n2[1]);
    return [p[0] - (mx * d) / c, p[1] - (my * d) / c];
  });
}

/** Ear-clipping triangulation of a simple counter-clockwise polygon: index triples. */
export function triangulate(poly: V2[]): [number, number, number][] {
  const idx = poly.map((_, i) => i);
  const out: [number, number, number][] = [];
  const crossAt = (a: V2, b: V2, c: V2): number => (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]);
  const inside = (p: V2, a: V2, b: V2, c: V2): boolean =>
    crossAt(a, b, p) >= -1e-12 && crossAt(b, c, p) >= -1e-12 && crossAt(c, a, p) >= -1e-12;
  let guard = 0;
  while (idx.length > 3) {
    if (guard++ > 100000) throw new Error('triangulate: polygon is not simple');
    let clipped = false;
    for (let k = 0; k < idx.length; k++) {
      const i0 = at(idx, (k - 1 + idx.length) % idx.length);
      const i1 = at(idx, k);
      const i2 = at(idx, (k + 1) % idx.length);
      const a = at(poly, i0);
      const b = at(poly, i1);
      const c = at(poly, i2);
      if (crossAt(a, b, c) <= 1e-14) continue; // reflex or flat
      let ear = true;
      for (const j of idx) {
        if (j === i0 || j === i1 || j === i2) continue;
        const p = at(poly, j);
        if ((p[0] === a[0] && p[1] === a[1]) || (p[0] === c[0] && p[1] === c[1])) continue;
        if (inside(p, a, b, c)) { ear = false; break; }
      }
      if (!ear) continue;
      out.push([i0, i1, i2]);
      idx.splice(k, 1);
      clipped = true;
      break;
    }
    if (!clipped) {
      // Only collinear points remain: drop one.
      const k = idx.findIndex((_, m) => {
        const a = at(poly, at(idx, (m - 1 + idx.length) % idx.length));
        const b = at(poly, at(idx, m));
        const c = at(poly, at(idx, (m + 1) % idx.length));
        return Math.abs(crossAt(a, b, c)) <= 1e-14;
      });
      if (k < 0) throw new Error('triangulate: no ear found');
      idx.splice(k, 1);
    }
  }
  if (idx.length === 3) out.push([at(idx, 0), at(idx, 1), at(idx, 2)]);
  return out;
}

// ---------------------------------------------------------------- slabs

/**
 * Maps slab coordinates to model space: (a, b) in the outline plane, h along the slab axis.
 * The default lays the outline on the floor: x = a, y = h, z = b.
 */
export type SlabMap = (a: number, b: number, h: number) => V3;
const floorMap: SlabMap = (a, b, h) => [a, h, b];

export interface SlabOptions {
  /** Counter-clockwise outline in the a-b plane. */
  outline: V2[];
  /** Slab spans h0..h1. */
  h0: number;
  h1: number;
  /** Radius of the rounded top edge (0 for a sharp edge). */
  topBevel?: number;
  /** Radius of the rounded bottom edge. */
  bottomBevel?: number;
  /** Segments per rounded edge. */
  bevelSteps?: number;
  map?: SlabMap;
  /**
   * UVs of the top cap (a, b → uv); default spans the cap's bounding box 0..1 with u along a
   * and v along b. The bottom cap gets the same with u mirrored (1 - u).
   */
  capUv?: (a: number, b: number) => V2;
}

export interface SlabParts {
  top: MeshBuilder;
  bottom: MeshBuilder;
  side: MeshBuilder;
  /** The outline of the flat top cap (inset by the top bevel). */
  topOutline: V2[];
  bottomOutline: V2[];
}

function bbox(poly: V2[]): { minA: number; minB: number; w: number; d: number } {
  const as = poly.map((p) => p[0]);
  const bs = poly.map((p) => p[1]);
  const minA = Math.min(...as);
  const minB = Math.min(...bs);
  return { minA, minB, w: Math.max(...as) - minA || 1, d: Math.max(...bs) - minB || 1 };
}

/** A flat cap over a counter-clockwise outline at height h, facing +h (up) or -h. */
export function cap(outline: V2[], h: number, up: boolean, uv: (a: number, b: number) => V2, map: SlabMap = floorMap): MeshBuilder {
  const m = new MeshBuilder();
  const axis = v3.norm(v3.sub(map(0, 0, 1), map(0, 0, 0)));
  const n = up ? axis : v3.scale(axis, -1);
  const ids = outline.map(([a, b]) => m.vertex(map(a, b, h), n, uv(a, b)));
  for (const [i, j, k] of triangulate(outline)) m.tri(at(ids, i), at(ids, j), at(ids, k), n);
  return m;
}

/** The band between two outlines with the same number of corresponding points, at height h. */
export function band(outer: V2[], inner: V2[], h: number, up: boolean, uv: (a: number, b: number) => V2, map: SlabMap = floorMap): MeshBuilder {
  if (outer.length !== inner.length) throw new Error('band: outlines differ in length');
  const m = new MeshBuilder();
  const axis = v3.norm(v3.sub(map(0, 0, 1), map(0, 0, 0)));
  const n = up ? axis : v3.scale(axis, -1);
  const o = outer.map(([a, b]) => m.vertex(map(a, b, h), n, uv(a, b)));
  const i = inner.map(([a, b]) => m.vertex(map(a, b, h), n, uv(a, b)));
  for (let k = 0; k < outer.length; k++) {
    const k2 = (k + 1) % outer.length;
    m.quad(at(o, k), at(o, k2), at(i, k2), at(i, k), n);
  }
  return m;
}

/**
 * An outline extruded from h0 to h1 with rounded top and bottom edges: the flat caps (top
 * facing +h, bottom facing -h) and the side wall (including the rounded edges) separately.
 */
export function slab(o: SlabOptions): SlabParts {
  const map = o.map ?? floorMap;
  const steps = o.bevelSteps ?? 4;
  const tb = o.topBevel ?? 0;
  const bb = o.bottomBevel ?? 0;
  if (signedArea(o.outline) <= 0) throw new Error('slab: outline must be counter-clockwise');
  const axis = v3.norm(v3.sub(map(0, 0, 1), map(0, 0, 0)));

  // Profile rings from bottom to top: inset, height, and normal (radial, axial) components.
  const rings: { inset: number; h: number; nr: number; nh: number }[] = [];
  if (bb > 0) {
    for (let s = 0; s <= steps; s++) {
      const phi = -Math.PI / 2 + (s / steps) * (Math.PI / 2);
      rings.push({ inset: bb * (1 - Math.cos(phi)), h: o.h0 + bb + bb * Math.sin(phi), nr: Math.cos(phi), nh: Math.sin(phi) });
    }
  } else {
    rings.push({ inset: 0, h: o.h0, nr: 1, nh: 0 });
  }
  if (tb > 0) {
    for (let s = 0; s <= steps; s++) {
      const phi = (s / steps) * (Math.PI / 2);
      rings.push({ inset: tb * (1 - Math.cos(phi)), h: o.h1 - tb + tb * Math.sin(phi), nr: Math.cos(phi), nh: Math.sin(phi) });
    }
  } else {
    rings.push({ inset: 0, h: o.h1, nr: 1, nh: 0 });
  }

  const topOutline = insetOutline(o.outline, tb);
  const bottomOutline = insetOutline(o.outline, bb);
  const box = bbox(topOutline);
  const capUv = o.capUv ?? ((a: number, b: number): V2 => [(a - box.minA) / box.w, (b - box.minB) / box.d]);
  const top = cap(topOutline, o.h1, true, capUv, map);
  const bottom = cap(bottomOutline, o.h0, false, (a, b) => {
    const [u, v] = capUv(a, b);
    return [1 - u, v];
  }, map);

  // Side wall: one column of ring vertices per outline vertex, shared by both edges that
  // meet there where the outline turns smoothly (under 40°); a sharp corner gets a column
  // per edge so that it stays sharp. Vertex 0 always has two (the u seam).
  const side = new MeshBuilder();
  const poly = o.outline;
  const en = edgeNormals(poly);
  const perim: number[] = [0];
  for (let i = 0; i < poly.length; i++) {
    const p = at(poly, i);
    const q = at(poly, (i + 1) % poly.length);
    perim.push(at(perim, i) + Math.hypot(q[0] - p[0], q[1] - p[1]));
  }
  const total = at(perim, poly.length) || 1;
  const ringOutlines = rings.map((r) => insetOutline(poly, r.inset));
  const profileLen: number[] = [0];
  for (let r = 1; r < rings.length; r++) {
    const a = at(rings, r - 1);
    const b = at(rings, r);
    profileLen.push(at(profileLen, r - 1) + Math.hypot(b.inset - a.inset, b.h - a.h));
  }
  const profileTotal = at(profileLen, rings.length - 1) || 1;
  const smoothCos = Math.cos((40 * Math.PI) / 180);
  const smooth = (i: number): boolean => {
    const n1 = at(en, (i - 1 + poly.length) % poly.length);
    const n2 = at(en, i);
    return n1[0] * n2[0] + n1[1] * n2[1] >= smoothCos;
  };
  const columns = new Map<string, number[]>();
  /** The ring vertices over outline vertex `vi` as seen from edge `e` (`end`: vi ends e). */
  const column = (vi: number, e: number, end: boolean): number[] => {
    const soft = smooth(vi);
    const key = soft && vi !== 0 ? `${vi}` : `${vi}:${e}`;
    const hit = columns.get(key);
    if (hit) return hit;
    let n2 = at(en, e);
    if (soft) {
      const n1 = at(en, (vi - 1 + poly.length) % poly.length);
      const m = at(en, vi);
      const l = Math.hypot(n1[0] + m[0], n1[1] + m[1]) || 1;
      n2 = [(n1[0] + m[0]) / l, (n1[1] + m[1]) / l];
    }
    const radial = v3.sub(map(n2[0], n2[1], 0), map(0, 0, 0));
    const u = at(perim, end ? e + 1 : e) / total;
    const ids = rings.map((ring, r) => {
      const p = at(at(ringOutlines, r), vi);
      const n = v3.add(v3.scale(radial, ring.nr), v3.scale(axis, ring.nh));
      return side.vertex(map(p[0], p[1], ring.h), n, [u, 1 - at(profileLen, r) / profileTotal]);
    });
    columns.set(key, ids);
    return ids;
  };
  for (let e = 0; e < poly.length; e++) {
    const c0 = column(e, e, false);
    const c1 = column((e + 1) % poly.length, e, true);
    const en3 = v3.sub(map(at(en, e)[0], at(en, e)[1], 0), map(0, 0, 0));
    for (let r = 0; r + 1 < rings.length; r++) {
      const ring = at(rings, r);
      const out = v3.add(v3.scale(en3, Math.max(0.2, ring.nr)), v3.scale(axis, ring.nh));
      side.quad(at(c0, r), at(c1, r), at(c1, r + 1), at(c0, r + 1), out);
    }
  }
  return { top, bottom, side, topOutline, bottomOutline };
}

// ---------------------------------------------------------------- rounded box

/**
 * A box of size sx × sy × sz centred on the origin with edges rounded to radius r (r = 0
 * for sharp edges). The flat part of each face lies exactly in the box's face plane.
 * `faceUv(face, s, t, flat, normal)` gives UVs from the face index (+X, -X, +Y, -Y, +Z, -Z),
 * the face's own coordinates s, t in -0.5..0.5 (s to the right, t up seen from outside; on
 * ±Y faces, t points to -Z on top and to +Z below), the point on the sharp box before
 * rounding and the face normal.
 */
export function roundedBox(
  sx: number, sy: number, sz: number, r: number, steps: number,
  faceUv: (face: number, s: number, t: number, flat: V3, normal: V3) => V2 = (_f, s, t) => [s + 0.5, 0.5 - t],
): MeshBuilder {
  const m = new MeshBuilder();
  const half: V3 = [sx / 2, sy / 2, sz / 2];
  // face: normal, right (s), up (t)
  const faces: [V3, V3, V3][] = [
    [[1, 0, 0], [0, 0, -1], [0, 1, 0]],
    [[-1, 0, 0], [0, 0, 1], [0, 1, 0]],
    [[0, 1, 0], [1, 0, 0], [0, 0, -1]],
    [[0, -1, 0], [1, 0, 0], [0, 0, 1]],
    [[0, 0, 1], [1, 0, 0], [0, 1, 0]],
    [[0, 0, -1], [-1, 0, 0], [0, 1, 0]],
  ];
  const samples = (extent: number): number[] => {
    if (r <= 0) return [-extent, extent];
    const out: number[] = [];
    for (let i = 0; i <= steps; i++) out.push(-extent + (r * i) / steps);
    for (let i = 0; i <= steps; i++) out.push(extent - r + (r * i) / steps);
    return out;
  };
  const abs = (v: V3): V3 => [Math.abs(v[0]), Math.abs(v[1]), Math.abs(v[2])];
  faces.forEach(([n, right, up], fi) => {
    const ext = (dir: V3): number => v3.dot(abs(dir), half);
    const ss = samples(ext(right));
    const ts = samples(ext(up));
    const depth = ext(n);
    const ids: number[][] = [];
    for (const t of ts) {
      const row: number[] = [];
      for (const s of ss) {
        const p = v3.add(v3.add(v3.scale(n, depth), v3.scale(right, s)), v3.scale(up, t));
        let pos = p;
        let nrm = n;
        if (r > 0) {
          const inner: V3 = [
            Math.max(-half[0] + r, Math.min(half[0] - r, p[0])),
            Math.max(-half[1] + r, Math.min(half[1] - r, p[1])),
            Math.max(-half[2] + r, Math.min(half[2] - r, p[2])),
          ];
          nrm = v3.norm(v3.sub(p, inner));
          pos = v3.add(inner, v3.scale(nrm, r));
        }
        row.push(m.vertex(pos, nrm, faceUv(fi, s / (2 * ext(right)), t / (2 * ext(up)), p, n)));
      }
      ids.push(row);
    }
    for (let j = 0; j + 1 < ts.length; j++) {
      for (let i = 0; i + 1 < ss.length; i++) {
        const row0 = at(ids, j);
        const row1 = at(ids, j + 1);
        m.quad(at(row0, i), at(row0, i + 1), at(row1, i + 1), at(row1, i));
      }
    }
  });
  return m;
}

// ---------------------------------------------------------------- lathe and torus

/**
 * A surface of revolution about +Y. `point(t, theta)` gives (radius, y) for the profile
 * parameter t in 0..1 (bottom to top) at angle theta; a radius of 0 at either end closes the
 * surface there. Normals come from the surface's partial derivatives.
 */
export function lathe(point: (t: number, theta: number) => V2, rows: number, cols: number): MeshBuilder {
  const m = new MeshBuilder();
  const P = (t: number, th: number): V3 => {
    const [r, y] = point(t, th);
    return [r * Math.cos(th), y, -r * Math.sin(th)];
  };
  const ids: number[][] = [];
  const dt = 1e-4;
  const dth = 1e-4;
  for (let j = 0; j <= rows; j++) {
    const t = j / rows;
    const row: number[] = [];
    for (let i = 0; i <= cols; i++) {
      const th = (2 * Math.PI * i) / cols;
      const p = P(t, th);
      let n: V3;
      const r = point(t, th)[0];
      if (r < 1e-9) {
        n = t < 0.5 ? [0, -1, 0] : [0, 1, 0];
      } else {
        const ds = v3.sub(P(Math.min(1, t + dt), th), P(Math.max(0, t - dt), th));
        const dq = v3.sub(P(t, th + dth), P(t, th - dth));
        n = v3.norm(v3.cross(dq, ds));
      }
      row.push(m.vertex(p, n, [i / cols, 1 - t]));
    }
    ids.push(row);
  }
  for (let j = 0; j < rows; j++) {
    for (let i = 0; i < cols; i++) {
      const a = at(at(ids, j), i);
      const b = at(at(ids, j), i + 1);
      const c = at(at(ids, j + 1), i + 1);
      const d = at(at(ids, j + 1), i);
      m.quad(a, b, c, d);
    }
  }
  return m;
}

/** A torus about +Y at height y: ring radius R, tube radius r. */
export function torus(R: number, r: number, y: number, cols: number, tube: number): MeshBuilder {
  const m = new MeshBuilder();
  const ids: number[][] = [];
  for (let j = 0; j <= tube; j++) {
    const phi = (2 * Math.PI * j) / tube;
    const row: number[] = [];
    for (let i = 0; i <= cols; i++) {
      const th = (2 * Math.PI * i) / cols;
      const dir: V3 = [Math.cos(th), 0, -Math.sin(th)];
      const n = v3.add(v3.scale(dir, Math.cos(phi)), [0, Math.sin(phi), 0]);
      const p = v3.add(v3.add(v3.scale(dir, R), v3.scale(n, r)), [0, y, 0]);
      row.push(m.vertex(p, n, [i / cols, j / tube]));
    }
    ids.push(row);
  }
  for (let j = 0; j < tube; j++) {
    for (let i = 0; i < cols; i++) {
      m.quad(at(at(ids, j), i), at(at(ids, j), i + 1), at(at(ids, j + 1), i + 1), at(at(ids, j + 1), i));
    }
  }
  return m;
}

// ---------------------------------------------------------------- curves

/** Samples a quadratic Bézier p0 → p2 with control p1 (n points, without p0). */
export function quad2(p0: V2, p1: V2, p2: V2, n: number): V2[] {
  const out: V2[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    const u = 1 - t;
    out.push([u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]]);
  }
  return out;
}

/** Samples an arc of a circle from angle a0 to a1 (n points, without the start). */
export function arc(c: V2, r: number, a0: number, a1: number, n: number): V2[] {
  const out: V2[] = [];
  for (let i = 1; i <= n; i++) {
    const a = a0 + ((a1 - a0) * i) / n;
    out.push([c[0] + r * Math.cos(a), c[1] + r * Math.sin(a)]);
  }
  return out;
}

/** Catmull-Rom through the points (clamped ends), `n` samples per span; includes both ends. */
export function catmull(points: V2[], n: number): V2[] {
  const out: V2[] = [at(points, 0)];
  for (let i = 0; i + 1 < points.length; i++) {
    const p0 = at(points, Math.max(0, i - 1));
    const p1 = at(points, i);
    const p2 = at(points, i + 1);
    const p3 = at(points, Math.min(points.length - 1, i + 2));
    for (let s = 1; s <= n; s++) {
      const t = s / n;
      const t2 = t * t;
      const t3 = t2 * t;
      const f = (a: number, b: number, c: number, d: number): number =>
        0.5 * (2 * b + (-a + c) * t + (2 * a - 5 * b + 4 * c - d) * t2 + (-a + 3 * b - 3 * c + d) * t3);
      out.push([f(p0[0], p1[0], p2[0], p3[0]), f(p0[1], p1[1], p2[1], p3[1])]);
    }
  }
  return out;
}
