/**
 * Builds every model in this folder into assets/models/<id>.glb (npm run models): each
 * model is a glTF-Transform Document, its geometry quantised (KHR_mesh_quantization) and
 * meshopt-compressed (EXT_meshopt_compression), written by NodeIO.
 * Reproducible: no clock, no randomness, so two builds give identical bytes.
 * Units, origins, node and material names: assets/models/README.md.
 */

import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Document, Logger, NodeIO } from '@gltf-transform/core';
import { EXTMeshoptCompression, KHRMeshQuantization } from '@gltf-transform/extensions';
import { meshopt } from '@gltf-transform/functions';
import { MeshoptDecoder, MeshoptEncoder } from 'meshoptimizer';
import { type DieGeometry, type DieKind, dieGeometry, dieKinds } from './dice.ts';
import {
  type V2, type V3, MeshBuilder, arc, band, cap, catmull, circle, lathe, quad2, roundedBox, roundedRect, slab, torus, v3,
} from './shapes.ts';

export const MODELS_DIR = dirname(fileURLToPath(import.meta.url));

export type Origin = 'base-centre' | 'centroid' | 'top-centre';

export interface ModelInfo {
  /** Axis-aligned size x × y × z in table units. */
  size: V3;
  /** Where the model's origin sits. */
  origin: Origin;
  /** Child node names, which are also the material names (one primitive each). */
  parts: string[];
}

// ---------------------------------------------------------------- materials

/** An sRGB hex colour as linear RGBA (glTF base colours are linear). */
function srgb(hex: string, alpha = 1): [number, number, number, number] {
  const v = Number.parseInt(hex.replace('#', ''), 16);
  const lin = (c: number): number => {
    const s = c / 255;
    const l = s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    return Math.round(l * 10000) / 10000;
  };
  return [lin((v >> 16) & 255), lin((v >> 8) & 255), lin(v & 255), alpha];
}

/** A metallic-roughness material with a base colour factor only (linear RGBA). */
interface MaterialSpec { name: string; baseColor: [number, number, number, number]; roughness: number; metalness: number }

function material(name: string, hex: string, roughness: number, metalness = 0): MaterialSpec {
  return { name, baseColor: srgb(hex), roughness, metalness };
}

// ---------------------------------------------------------------- document helpers

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/** glTF-Transform logs each step of a transform; the build only wants to hear of trouble. */
const QUIET = new Logger(Logger.Verbosity.WARN);

/** The `asset.generator` of every model. */
export const GENERATOR = 'woodland-table models (glTF-Transform)';

interface Part { name: string; mesh: MeshBuilder; material: MaterialSpec }

function checkFinite(values: ArrayLike<number>, what: string): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) throw new Error(`${what}: value ${i} is not a finite number`);
  }
}

/**
 * One model as a document: scene "Scene" → root node `id` (extras) → one node per part,
 * whose mesh and material share its name; one primitive each.
 */
function doc(id: string, info: ModelInfo, parts: Part[], extras: Record<string, JsonValue> = {}): Document {
  const names = parts.map((p) => p.name);
  if (names.join() !== info.parts.join()) throw new Error(`${id}: parts ${names.join()} differ from ${info.parts.join()}`);
  const document = new Document().setLogger(QUIET);
  document.getRoot().getAsset().generator = GENERATOR;
  const buffer = document.createBuffer();
  const root = document.createNode(id)
    .setExtras({ id, units: 'table', origin: info.origin, size: [...info.size], parts: names, ...extras });
  document.createScene('Scene').addChild(root);
  for (const p of parts) {
    const a = p.mesh.arrays();
    for (const [what, values] of Object.entries(a)) checkFinite(values as ArrayLike<number>, `${id} ${p.name} ${what}`);
    const accessor = (type: 'VEC3' | 'VEC2' | 'SCALAR', array: Float32Array | Uint32Array) =>
      document.createAccessor().setType(type).setArray(array).setBuffer(buffer);
    const m = p.material;
    const mat = document.createMaterial(p.name)
      .setBaseColorFactor(m.baseColor).setRoughnessFactor(m.roughness).setMetallicFactor(m.metalness);
    const prim = document.createPrimitive()
      .setAttribute('POSITION', accessor('VEC3', a.positions))
      .setAttribute('NORMAL', accessor('VEC3', a.normals))
      .setAttribute('TEXCOORD_0', accessor('VEC2', a.uvs))
      .setIndices(accessor('SCALAR', a.indices))
      .setMaterial(mat);
    root.addChild(document.createNode(p.name).setMesh(document.createMesh(p.name).addPrimitive(prim)));
  }
  return document;
}

// ---------------------------------------------------------------- table

const TABLE = { w: 48, d: 32, thickness: 1, corner: 1, bevel: 0.3, feltMargin: 1, legHeight: 14 };

function table(info: ModelInfo): Document {
  const seg = 8;
  const outline = roundedRect(TABLE.w, TABLE.d, TABLE.corner, seg);
  const s = slab({ outline, h0: -TABLE.thickness, h1: 0, topBevel: TABLE.bevel, bottomBevel: 0.08, bevelSteps: 5 });
  const planar = (a: number, b: number): V2 => [(a + TABLE.w / 2) / TABLE.w, (b + TABLE.d / 2) / TABLE.d];
  const fw = TABLE.w - 2 * TABLE.feltMargin;
  const fd = TABLE.d - 2 * TABLE.feltMargin;
  const felt = roundedRect(fw, fd, 0.5, seg);
  const wood = new MeshBuilder()
    .merge(band(s.topOutline, felt, 0, true, planar))
    .merge(s.side)
    .merge(s.bottom);
  const feltMesh = cap(felt, 0, true, (a, b) => [(a + fw / 2) / fw, (b + fd / 2) / fd]);

  const legs = new MeshBuilder();
  const lx = TABLE.w / 2 - 2.5;
  const lz = TABLE.d / 2 - 2.5;
  const top = -TABLE.thickness;
  for (const x of [-lx, lx]) {
    for (const z of [-lz, lz]) {
      legs.merge(roundedBox(1.6, TABLE.legHeight, 1.6, 0.12, 2).translate([x, top - TABLE.legHeight / 2, z]));
    }
  }
  // Apron boards between the legs, just under the top.
  for (const z of [-lz, lz]) legs.merge(roundedBox(2 * lx, 1.2, 0.4, 0.05, 1).translate([0, top - 0.6, z]));
  for (const x of [-lx, lx]) legs.merge(roundedBox(0.4, 1.2, 2 * lz, 0.05, 1).translate([x, top - 0.6, 0]));

  return doc('table', info, [
    { name: 'wood', mesh: wood, material: material('wood', '#8a5a36', 0.7) },
    { name: 'felt', mesh: feltMesh, material: material('felt', '#b08a63', 0.95) },
    { name: 'legs', mesh: legs, material: material('legs', '#6b4328', 0.75) },
  ], { feltSize: [fw, fd], thickness: TABLE.thickness });
}

// ---------------------------------------------------------------- dice

/** Cells of the dice label atlas: face f sits in column f % cols, row floor(f / cols). */
export function diceAtlas(sides: number): { cols: number; rows: number } {
  const cols = Math.ceil(Math.sqrt(sides));
  return { cols, rows: Math.ceil(sides / cols) };
}

/**
 * UV of point p on face f: the face drawn upright (labelUp = up in the image, seen from
 * outside) and centred in its atlas cell, as large as fits.
 */
function atlasUv(g: DieGeometry, f: number, p: V3, extent: number): V2 {
  const { cols, rows } = diceAtlas(g.sides);
  const n = g.faceNormals[f] as V3;
  const up = g.labelUp[f] as V3;
  const right = v3.cross(up, n);
  const d = v3.sub(p, g.faceCenters[f] as V3);
  const k = 0.5 / extent;
  const s = v3.dot(d, right) * k;
  const t = v3.dot(d, up) * k;
  return [((f % cols) + 0.5 + s) / cols, (Math.floor(f / cols) + 0.5 - t) / rows];
}

function faceExtent(g: DieGeometry): number {
  let e = 0;
  g.faces.forEach((face, f) => {
    const n = g.faceNormals[f] as V3;
    const up = g.labelUp[f] as V3;
    const right = v3.cross(up, n);
    for (const vi of face) {
      const d = v3.sub(g.vertices[vi] as V3, g.faceCenters[f] as V3);
      e = Math.max(e, Math.abs(v3.dot(d, right)), Math.abs(v3.dot(d, up)));
    }
  });
  return e;
}

const D6_ROUNDING = 0.08;

function die(kind: DieKind, info: ModelInfo): Document {
  const g = dieGeometry(kind);
  const extent = faceExtent(g);
  let mesh: MeshBuilder;
  if (kind === 'd6') {
    // Rounded edges; the flat part of every face lies exactly in dice.ts's face plane.
    mesh = roundedBox(1, 1, 1, D6_ROUNDING, 3, (_fi, _s, _t, flat, normal) => {
      const f = g.faceNormals.findIndex((m) => v3.dot(m as V3, normal) > 0.999);
      return atlasUv(g, f, flat, extent);
    });
  } else {
    // Flat shading: every face has its own vertices carrying the face normal.
    mesh = new MeshBuilder();
    g.faces.forEach((face, f) => {
      const n = g.faceNormals[f] as V3;
      const ids = face.map((vi) => mesh.vertex(g.vertices[vi] as V3, n, atlasUv(g, f, g.vertices[vi] as V3, extent)));
      for (let i = 1; i + 1 < ids.length; i++) mesh.tri(ids[0] as number, ids[i] as number, ids[i + 1] as number, n);
    });
  }
  const extras: Record<string, JsonValue> = {
    kind,
    sides: g.sides,
    faceNormals: g.faceNormals,
    faceCenters: g.faceCenters,
    valueOfFace: g.valueOfFace,
    labelUp: g.labelUp,
    atlas: diceAtlas(g.sides),
  };
  if (g.valueOfVertex) extras.valueOfVertex = g.valueOfVertex;
  if (kind === 'd6') extras.edgeRounding = D6_ROUNDING;
  return doc(kind, info, [{ name: 'die', mesh, material: material('die', '#f4f1ea', 0.35) }], extras);
}

// ---------------------------------------------------------------- bag

function bag(info: ModelInfo): Document {
  // Profile (radius, height) from the base centre up the outside, over the frill and down
  // into the closed mouth.
  const ctrl: V2[] = [
    [0, 0], [0.75, 0], [1.18, 0.14], [1.43, 0.6], [1.49, 1.2], [1.4, 1.8], [1.1, 2.22],
    [0.66, 2.5], [0.44, 2.62], [0.45, 2.7], [0.62, 2.83], [0.8, 2.97], [0.72, 3], [0.5, 2.9], [0.25, 2.84], [0, 2.82],
  ];
  const prof = catmull(ctrl, 4).map(([r, y]): V2 => [Math.max(0, Math.min(1.5, r)), Math.max(0, Math.min(3, y))]);
  const last = prof.length - 1;
  const bump = (y: number, c: number, w: number): number => Math.exp(-(((y - c) / w) ** 2));
  const point = (t: number, th: number): V2 => {
    const x = t * last;
    const i = Math.min(last - 1, Math.floor(x));
    const f = x - i;
    const a = prof[i] as V2;
    const b = prof[i + 1] as V2;
    const r = a[0] + (b[0] - a[0]) * f;
    const y = a[1] + (b[1] - a[1]) * f;
    // Soft folds: slight in the body, gathered at the neck, wavy on the frill.
    const amp = 0.025 * bump(y, 1.4, 0.9) + 0.12 * bump(y, 2.5, 0.18) + 0.14 * bump(y, 2.95, 0.12);
    const wave = 0.5 + 0.5 * Math.cos(9 * th + 0.6 * y);
    return [r * (1 - amp * wave), y];
  };
  const body = lathe(point, last, 72);
  const neckY = 2.64;
  const string = torus(0.47, 0.045, neckY, 48, 10);
  return doc('bag', info, [
    { name: 'fabric', mesh: body, material: material('fabric', '#9c7b55', 0.95) },
    { name: 'string', mesh: string, material: material('string', '#d8c9a3', 0.8) },
  ]);
}

// ---------------------------------------------------------------- meeple

export const MEEPLE = { width: 1, height: 1.4, thickness: 0.45 };

/** The meeple silhouette, counter-clockwise, x across, y up, base on y = 0. */
export function meepleOutline(): V2[] {
  const right: V2[] = [[0, 0.3]];
  const push = (pts: V2[]): void => { right.push(...pts); };
  push(quad2([0, 0.3], [0.12, 0.3], [0.14, 0.07], 6)); // crotch arch
  push(quad2([0.14, 0.07], [0.15, 0], [0.21, 0], 3)); // inner foot corner
  push(quad2([0.21, 0], [0.3, 0], [0.38, 0], 2)); // sole
  push(quad2([0.38, 0], [0.46, 0], [0.45, 0.07], 3)); // outer foot corner
  push(quad2([0.45, 0.07], [0.32, 0.38], [0.27, 0.52], 6)); // leg to waist
  push(quad2([0.27, 0.52], [0.27, 0.615], [0.4, 0.615], 5)); // armpit
  push(quad2([0.4, 0.615], [0.5, 0.615], [0.5, 0.71], 4)); // hand, lower
  push(quad2([0.5, 0.71], [0.5, 0.805], [0.4, 0.805], 4)); // hand, upper
  const headC: V2 = [0, 1.17];
  const headR = 0.23;
  const a0 = (-52 * Math.PI) / 180;
  const neck: V2 = [headC[0] + headR * Math.cos(a0), headC[1] + headR * Math.sin(a0)];
  push(quad2([0.4, 0.805], [0.17, 0.82], neck, 6)); // shoulder to neck
  push(arc(headC, headR, a0, Math.PI / 2, 12)); // head, to the top
  const left = right.slice(1, -1).reverse().map(([x, y]): V2 => [-x, y]);
  return [...right, ...left];
}

function meeple(info: ModelInfo): Document {
  const outline = meepleOutline();
  const h = MEEPLE.thickness / 2;
  const s = slab({
    outline, h0: -h, h1: h, topBevel: 0.04, bottomBevel: 0.04, bevelSteps: 4,
    map: (a, b, c) => [a, b, c],
    capUv: (a, b) => [(a + 0.5) / MEEPLE.width, 1 - b / MEEPLE.height],
  });
  const body = new MeshBuilder().merge(s.top).merge(s.bottom).merge(s.side);
  return doc('meeple', info, [{ name: 'body', mesh: body, material: material('body', '#ffffff', 0.6) }]);
}

// ---------------------------------------------------------------- Root buildings

/**
 * Root's buildings stand on a clearing's slot as thick silhouettes facing +Z (the map is
 * read from its south edge): a cathedral (a chapel with a steeple), a colony (a hive dome),
 * a citadel (a keep), a market (a stall) and a ruin (a broken wall). Outlines counter-clockwise, x across, y up, base on y = 0.
 */
export const ROOT_BUILDING = { width: 0.9, thickness: 0.5 };

export function cathedralOutline(): V2[] {
  return [[-0.45, 0], [0.45, 0], [0.45, 0.5], [0.5, 0.5], [0.1, 0.86], [0.1, 1.1], [0, 1.2], [-0.1, 1.1], [-0.1, 0.86], [-0.5, 0.5], [-0.45, 0.5]];
}

export function colonyOutline(): V2[] {
  return [[-0.45, 0], [0.45, 0], [0.45, 0.22], ...arc([0, 0.22], 0.45, 0, Math.PI, 16)];
}

/** The Underground Duchy's citadel: a keep with three merlons. */
export function citadelOutline(): V2[] {
  return [
    [-0.4, 0], [0.4, 0], [0.4, 0.8], [0.24, 0.8], [0.24, 0.68], [0.08, 0.68], [0.08, 0.8],
    [-0.08, 0.8], [-0.08, 0.68], [-0.24, 0.68], [-0.24, 0.8], [-0.4, 0.8],
  ];
}

/** The Underground Duchy's market: a stall, its counter under a peaked awning. */
export function marketOutline(): V2[] {
  return [[-0.42, 0], [0.42, 0], [0.42, 0.34], [0.32, 0.34], [0.32, 0.5], [0.5, 0.5], [0, 0.8], [-0.5, 0.5], [-0.32, 0.5], [-0.32, 0.34], [-0.42, 0.34]];
}

export function ruinOutline(): V2[] {
  return [[-0.45, 0], [0.45, 0], [0.45, 0.36], [0.31, 0.5], [0.16, 0.37], [0.02, 0.62], [-0.18, 0.43], [-0.31, 0.56], [-0.45, 0.4]];
}

function standing(id: string, info: ModelInfo, outline: V2[]): Document {
  const h = ROOT_BUILDING.thickness / 2;
  const top = Math.max(...outline.map((p) => p[1]));
  const s = slab({
    outline, h0: -h, h1: h, topBevel: 0.03, bottomBevel: 0.03, bevelSteps: 2,
    map: (a, b, c) => [a, b, c],
    capUv: (a, b) => [a / ROOT_BUILDING.width + 0.5, 1 - b / top],
  });
  const body = new MeshBuilder().merge(s.top).merge(s.bottom).merge(s.side);
  return doc(id, info, [{ name: 'body', mesh: body, material: material('body', '#ffffff', 0.55) }]);
}

const outlineHeight = (o: V2[]): number => Math.max(...o.map((p) => p[1]));

/**
 * A standee: a horned creature's silhouette on a broad foot, standing like Root's
 * buildings (facing +Z), for monsters on a hex map; white so the client tints it.
 */
export function standeeOutline(): V2[] {
  return [[-0.42, 0], [0.42, 0], [0.42, 0.12], [0.26, 0.17], [0.34, 0.68], [0.2, 0.86], [0.3, 1.2], [0.12, 1.02], [0, 1.08], [-0.12, 1.02], [-0.3, 1.2], [-0.2, 0.86], [-0.34, 0.68], [-0.26, 0.17], [-0.42, 0.12]];
}

// ---------------------------------------------------------------- flat pieces

/**
 * A slab lying on the table, base on y = 0: parts face (top, +Y), back (bottom) and edge.
 * Cap UVs span each flat cap 0..1: u along +X, v along +Z (v = 0 at the far, -Z edge), so
 * an image reads upright from +Z; the back has u mirrored, so it reads upright once the
 * piece is turned over about its Z axis.
 */
function flatPiece(id: string, info: ModelInfo, outline: V2[], height: number, bevel: number, names: [string, string, string], colors: [string, string, string], bevelSteps = 3): Document {
  const s = slab({ outline, h0: 0, h1: height, topBevel: bevel, bottomBevel: bevel, bevelSteps });
  return doc(id, info, [
    { name: names[0], mesh: s.top, material: material(names[0], colors[0], 0.8) },
    { name: names[1], mesh: s.bottom, material: material(names[1], colors[1], 0.8) },
    { name: names[2], mesh: s.side, material: material(names[2], colors[2], 0.8) },
  ]);
}

export const TOKEN = { radius: 0.6, height: 0.15, bevel: 0.03 };
export const TILE = { size: 4, height: 0.15, bevel: 0.025, corner: 0.06 };
/** Card stock: rounded corners, its thin edge eased (bevel) so it catches the light like a real card's. */
export const CARD = { width: 2.5, depth: 3.5, height: 0.02, corner: 0.12, bevel: 0.005 };
export const CUBE = { size: 0.6, rounding: 0.05 };
/** Explorers player boards, as engine/games/explorers/table.ts lays them out (thin: cubes, cards and markers lie on them). */
export const HERO_BOARD = { width: 10, depth: 7.5, height: 0.06, corner: 0.3, bevel: 0.015 };
export const THREAT_TRACK = { width: 6.8, depth: 3, height: 0.06, corner: 0.2, bevel: 0.015 };
/** Root's Autumn map board (engine/games/root/table.ts lays the clearings out on it). */
export const ROOT_MAP = { width: 29.4, depth: 25.4, height: 0.08, corner: 0.4, bevel: 0.02 };
/** A pointy-top hex tile (circumradius `radius`), laid edge to edge on a hex map. */
export const HEX_TILE = { radius: 1.12, height: 0.12, bevel: 0.02 };
/** Delve's character board (engine/games/delve/table.ts lays it in each seat's area). */
export const DELVE_BOARD = { width: 6.2, depth: 3.4, height: 0.06, corner: 0.25, bevel: 0.015 };
/** A traveller's mat in the Forest (engine/games/forest/layout.ts `AREA`): the map card and the tableau lie on it. */
export const FOREST_MAT = { width: 16, depth: 9, height: 0.04, corner: 0.45, bevel: 0.012 };
/** One clearing of a Root map: a thin disc lying on the board (a piece, so prompts can point at it). */
export const ROOT_CLEARING = { radius: 2.1, height: 0.03, bevel: 0.01 };

function clearingDisc(info: ModelInfo): Document {
  return flatPiece('root-clearing', info, circle(ROOT_CLEARING.radius, 96), ROOT_CLEARING.height, ROOT_CLEARING.bevel,
    ['face', 'back', 'edge'], ['#ffffff', '#5d3f25', '#3b2a1a']);
}

function token(info: ModelInfo): Document {
  return flatPiece('token', info, circle(TOKEN.radius, 64), TOKEN.height, TOKEN.bevel,
    ['face', 'back', 'edge'], ['#ffffff', '#ece6da', '#d9d0bf']);
}

function tile(info: ModelInfo): Document {
  return flatPiece('tile', info, roundedRect(TILE.size, TILE.size, TILE.corner, 3), TILE.height, TILE.bevel,
    ['face', 'back', 'edge'], ['#ffffff', '#cbb894', '#b9a47c']);
}

function card(info: ModelInfo): Document {
  return flatPiece('card', info, roundedRect(CARD.width, CARD.depth, CARD.corner, 6), CARD.height, CARD.bevel,
    ['front', 'back', 'edge'], ['#ffffff', '#ffffff', '#f2eee4'], 1);
}

function board(id: string, info: ModelInfo, b: { width: number; depth: number; height: number; corner: number; bevel: number }): Document {
  return flatPiece(id, info, roundedRect(b.width, b.depth, b.corner, 4), b.height, b.bevel,
    ['face', 'back', 'edge'], ['#ffffff', '#5d3f25', '#6b4a2b']);
}

/** A pointy-top hexagon (a vertex towards +Z and -Z), counter-clockwise. */
export function hexOutline(r: number): V2[] {
  return Array.from({ length: 6 }, (_, k): V2 => {
    const a = (Math.PI / 180) * (90 + 60 * k);
    return [Math.round(r * Math.cos(a) * 1e6) / 1e6, Math.round(r * Math.sin(a) * 1e6) / 1e6];
  });
}

function hexTile(info: ModelInfo): Document {
  return flatPiece('hex-tile', info, hexOutline(HEX_TILE.radius), HEX_TILE.height, HEX_TILE.bevel,
    ['face', 'back', 'edge'], ['#ffffff', '#6b5b4a', '#5a4b3c']);
}

function cube(info: ModelInfo): Document {
  const body = roundedBox(CUBE.size, CUBE.size, CUBE.size, CUBE.rounding, 3).translate([0, CUBE.size / 2, 0]);
  return doc('cube', info, [{ name: 'body', mesh: body, material: material('body', '#ffffff', 0.5) }]);
}

// ---------------------------------------------------------------- registry

function dieInfo(kind: DieKind): ModelInfo {
  const g = dieGeometry(kind);
  const size = [0, 1, 2].map((a) => {
    const vals = g.vertices.map((v) => v[a] as number);
    return Math.round((Math.max(...vals) - Math.min(...vals)) * 1e4) / 1e4;
  }) as V3;
  return { size, origin: 'centroid', parts: ['die'] };
}

export const models: Record<string, ModelInfo> = {
  table: { size: [TABLE.w, TABLE.thickness + TABLE.legHeight, TABLE.d], origin: 'top-centre', parts: ['wood', 'felt', 'legs'] },
  ...Object.fromEntries(dieKinds.map((k) => [k, dieInfo(k)])),
  bag: { size: [3, 3, 3], origin: 'base-centre', parts: ['fabric', 'string'] },
  meeple: { size: [MEEPLE.width, MEEPLE.height, MEEPLE.thickness], origin: 'base-centre', parts: ['body'] },
  token: { size: [2 * TOKEN.radius, TOKEN.height, 2 * TOKEN.radius], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  tile: { size: [TILE.size, TILE.height, TILE.size], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  card: { size: [CARD.width, CARD.height, CARD.depth], origin: 'base-centre', parts: ['front', 'back', 'edge'] },
  cube: { size: [CUBE.size, CUBE.size, CUBE.size], origin: 'base-centre', parts: ['body'] },
  'hero-board': { size: [HERO_BOARD.width, HERO_BOARD.height, HERO_BOARD.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'threat-track': { size: [THREAT_TRACK.width, THREAT_TRACK.height, THREAT_TRACK.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-map': { size: [ROOT_MAP.width, ROOT_MAP.height, ROOT_MAP.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-clearing': { size: [2 * ROOT_CLEARING.radius, ROOT_CLEARING.height, 2 * ROOT_CLEARING.radius], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-cathedral': { size: [1, outlineHeight(cathedralOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'root-colony': { size: [ROOT_BUILDING.width, outlineHeight(colonyOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'root-ruin': { size: [ROOT_BUILDING.width, outlineHeight(ruinOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'hex-tile': { size: [Math.round(Math.sqrt(3) * HEX_TILE.radius * 1e4) / 1e4, HEX_TILE.height, 2 * HEX_TILE.radius], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  standee: { size: [0.84, outlineHeight(standeeOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'delve-board': { size: [DELVE_BOARD.width, DELVE_BOARD.height, DELVE_BOARD.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
  'root-citadel': { size: [0.8, outlineHeight(citadelOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'root-market': { size: [1, outlineHeight(marketOutline()), ROOT_BUILDING.thickness], origin: 'base-centre', parts: ['body'] },
  'forest-mat': { size: [FOREST_MAT.width, FOREST_MAT.height, FOREST_MAT.depth], origin: 'base-centre', parts: ['face', 'back', 'edge'] },
};

export const modelIds: readonly string[] = Object.keys(models);

/** The model's document, before compression. */
export function modelDocument(id: string): Document {
  const info = models[id];
  if (!info) throw new Error(`unknown model: ${id}`);
  switch (id) {
    case 'table': return table(info);
    case 'bag': return bag(info);
    case 'meeple': return meeple(info);
    case 'token': return token(info);
    case 'tile': return tile(info);
    case 'card': return card(info);
    case 'cube': return cube(info);
    case 'hero-board': return board(id, info, HERO_BOARD);
    case 'threat-track': return board(id, info, THREAT_TRACK);
    case 'root-map': return board(id, info, ROOT_MAP);
    case 'root-clearing': return clearingDisc(info);
    case 'root-cathedral': return standing(id, info, cathedralOutline());
    case 'root-colony': return standing(id, info, colonyOutline());
    case 'root-ruin': return standing(id, info, ruinOutline());
    case 'hex-tile': return hexTile(info);
    case 'standee': return standing(id, info, standeeOutline());
    case 'delve-board': return board(id, info, DELVE_BOARD);
    case 'root-citadel': return standing(id, info, citadelOutline());
    case 'root-market': return standing(id, info, marketOutline());
    case 'forest-mat': return board(id, info, FOREST_MAT);
    default:
      if ((dieKinds as readonly string[]).includes(id)) return die(id as DieKind, info);
      throw new Error(`no builder for model ${id}`);
  }
}

/**
 * The NodeIO that writes and reads the models: quantised, meshopt-compressed geometry
 * (KHR_mesh_quantization, EXT_meshopt_compression) with meshoptimizer's encoder and decoder.
 * Anything on the server or in tests that reads a model must read it through this.
 */
export async function modelIO(): Promise<NodeIO> {
  await Promise.all([MeshoptEncoder.ready, MeshoptDecoder.ready]);
  return new NodeIO()
    .setLogger(QUIET)
    .registerExtensions([EXTMeshoptCompression, KHRMeshQuantization])
    .registerDependencies({ 'meshopt.encoder': MeshoptEncoder, 'meshopt.decoder': MeshoptDecoder });
}

/**
 * Compresses a model's document in place: meshopt's vertex reordering, then quantisation
 * (positions 14 bits in normalised int16 with the part node's scale and offset, normals
 * 8 bits, UVs 12 bits) and meshopt's lossless encoding of the buffers.
 */
export async function compress(document: Document): Promise<Document> {
  await MeshoptEncoder.ready;
  await document.transform(meshopt({ encoder: MeshoptEncoder, level: 'high' }));
  return document;
}

/** The GLB bytes of one model. */
export async function buildModel(id: string, io?: NodeIO): Promise<Uint8Array> {
  const document = await compress(modelDocument(id));
  return (io ?? await modelIO()).writeBinary(document);
}

/** Every model's bytes, in modelIds order. */
export async function buildAll(): Promise<Map<string, Uint8Array>> {
  const io = await modelIO();
  const out = new Map<string, Uint8Array>();
  for (const id of modelIds) out.set(id, await buildModel(id, io));
  return out;
}

/** Writes every model to `<dir>/<id>.glb`; returns the paths written. */
export async function writeModels(dir: string = MODELS_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const [id, bytes] of await buildAll()) {
    const path = join(dir, `${id}.glb`);
    writeFileSync(path, bytes);
    written.push(path);
  }
  return written;
}

const invokedPath = process.argv[1];
if (invokedPath && import.meta.url === pathToFileURL(invokedPath).href) {
  const t0 = performance.now();
  const paths = await writeModels();
  const ms = performance.now() - t0;
  console.log(`models: wrote ${paths.length} files to ${MODELS_DIR} in ${ms.toFixed(0)} ms`);
}
