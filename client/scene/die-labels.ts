/**
 * Where a die's printed labels go: one quad per face (three per face on a d4, one near
 * each corner), built from the shared dice geometry in assets/models/dice.ts, plus the
 * BufferGeometry that puts them all in one draw call, each quad naming itself so a die looks
 * up which atlas cell it prints.
 */
import { BufferAttribute, BufferGeometry } from 'three';
import { dieGeometry, type DieGeometry, type DieKind, type Vec3 } from '../../assets/models/dice.ts';
import { faceValues, vertexValues } from './dice-playback.ts';

export interface LabelQuad {
  center: Vec3;
  /** Unit vector towards the top of the label, in the face plane. */
  up: Vec3;
  /** Unit vector towards the label's right, in the face plane. */
  right: Vec3;
  /** Half the side of the square quad. */
  half: number;
  /** The face value whose label this quad prints (standard labels). */
  value: number;
  /** The geometry face it lies on. */
  face: number;
  /** d4: the vertex it sits next to. */
  vertex?: number;
}

const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s];
const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(a[0], a[1], a[2]) || 1));

/** Labels float this far above the face so they never z-fight with it. */
const LIFT = 0.004;

/** Distance from the face centre to its nearest edge (radius of the largest centred circle). */
function inscribed(g: DieGeometry, f: number): number {
  const face = g.faces[f]!;
  const c = g.faceCenters[f]!;
  let best = Infinity;
  for (let i = 0; i < face.length; i++) {
    const a = g.vertices[face[i]!]!;
    const b = g.vertices[face[(i + 1) % face.length]!]!;
    const d = norm(sub(b, a));
    const ca = sub(c, a);
    const perp = sub(ca, scale(d, dot(ca, d)));
    best = Math.min(best, Math.hypot(perp[0], perp[1], perp[2]));
  }
  return best;
}

/** How big a label is relative to its face's inscribed circle, per kind. */
const SIZE: Record<DieKind, number> = { d4: 0.62, d6: 0.84, d8: 1.0, d10: 1.05, d12: 0.9, d20: 1.05 };

const quadCache = new Map<DieKind, LabelQuad[]>();

/** The label quads of a die kind, in the die's own frame (centred, identity rotation). */
export function labelQuads(kind: DieKind): LabelQuad[] {
  const hit = quadCache.get(kind);
  if (hit) return hit;
  const g = dieGeometry(kind);
  const quads: LabelQuad[] = [];
  g.faces.forEach((face, f) => {
    const n = g.faceNormals[f]!;
    const c = g.faceCenters[f]!;
    const r = inscribed(g, f);
    if (kind === 'd4') {
      // A d4 prints, on every face, each corner's number next to that corner.
      for (const v of face) {
        const toV = sub(g.vertices[v]!, c);
        const up = norm(sub(toV, scale(n, dot(toV, n))));
        quads.push({
          center: add(add(c, scale(toV, 0.5)), scale(n, LIFT)),
          up, right: cross(up, n), half: r * SIZE.d4, value: g.valueOfVertex![v]!, face: f, vertex: v,
        });
      }
      return;
    }
    const up = g.labelUp[f]!;
    quads.push({ center: add(c, scale(n, LIFT)), up, right: cross(up, n), half: r * SIZE[kind], value: g.valueOfFace[f]!, face: f });
  });
  quadCache.set(kind, quads);
  return quads;
}

/**
 * The value each label quad prints: the standard labels, or under a roll's label rotation
 * (labelMap[f] = value printed on face f; a d4 corner prints the value of the face opposite).
 */
export function quadValues(kind: DieKind, labelMap?: readonly number[] | null): number[] {
  const quads = labelQuads(kind);
  if (!labelMap) return quads.map((q) => q.value);
  const faces = faceValues(kind, labelMap);
  const corners = kind === 'd4' ? vertexValues(kind, labelMap) : null;
  return quads.map((q) => (corners && q.vertex !== undefined ? corners[q.vertex] : faces[q.face]) ?? q.value);
}

/** The most label quads a die has (a d20's faces; a d4's twelve corners). */
export const MAX_QUADS = 20;

const quadGeometries = new Map<DieKind, BufferGeometry>();

/**
 * The label quads of a die of `kind` in one geometry: each corner's `uv` runs 0..1 across its
 * quad, and `aQuad` names the quad, so the cell of the label atlas a quad prints is looked up
 * per die (instanced/die-label-batch.ts) — every die of a kind shares the geometry, whatever
 * its labels' rotation.
 */
export function labelQuadGeometry(kind: DieKind): BufferGeometry {
  const hit = quadGeometries.get(kind);
  if (hit) return hit;
  const quads = labelQuads(kind);
  const pos = new Float32Array(quads.length * 12);
  const nrm = new Float32Array(quads.length * 12);
  const uv = new Float32Array(quads.length * 8);
  const quad = new Float32Array(quads.length * 4);
  const idx: number[] = [];
  quads.forEach((q, i) => {
    const n = cross(q.right, q.up);
    const corners: Array<[number, number]> = [[-1, -1], [1, -1], [1, 1], [-1, 1]];
    corners.forEach(([sx, sy], k) => {
      const p = add(q.center, add(scale(q.right, sx * q.half), scale(q.up, sy * q.half)));
      pos.set(p, (i * 4 + k) * 3);
      nrm.set(n, (i * 4 + k) * 3);
      uv.set([(sx + 1) / 2, (sy + 1) / 2], (i * 4 + k) * 2);
      quad[i * 4 + k] = i;
    });
    const b = i * 4;
    idx.push(b, b + 1, b + 2, b, b + 2, b + 3);
  });
  const geo = new BufferGeometry();
  geo.setAttribute('position', new BufferAttribute(pos, 3));
  geo.setAttribute('normal', new BufferAttribute(nrm, 3));
  geo.setAttribute('uv', new BufferAttribute(uv, 2));
  geo.setAttribute('aQuad', new BufferAttribute(quad, 1));
  geo.setIndex(idx);
  quadGeometries.set(kind, geo);
  return geo;
}

/** The atlas cell (col + row · cols) each label quad of a die prints, under `labelMap` if any. */
export function labelCells(kind: DieKind, cols: number, cellOf: (value: number) => [number, number], labelMap?: readonly number[] | null): number[] {
  const quads = labelQuads(kind);
  const values = quadValues(kind, labelMap);
  return quads.map((q, i) => {
    const [col, row] = cellOf(values[i] ?? q.value);
    return col + row * cols;
  });
}
