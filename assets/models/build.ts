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
import {
  CARD, CUBE, DELVE_BOARD, FOREST_MAT, HERO_BOARD, HEX_TILE, MEEPLE, ROOT_BUILDING, ROOT_CLEARING, ROOT_MAP, TABLE, THREAT_TRACK, TILE, TOKEN,
  type ModelInfo, cathedralOutline, citadelOutline, colonyOutline, hexOutline, marketOutline, meepleOutline, modelIds, models, ruinOutline, standeeOutline,
} from './catalog.ts';
import { type DieGeometry, type DieKind, dieGeometry, dieKinds } from './dice.ts';
import {
  type V2, type V3, MeshBuilder, band, cap, catmull, circle, densify, lathe, roundedBox, roundedRect, slab, torus, v3,
} from './shapes.ts';

export * from './catalog.ts';

export const MODELS_DIR = dirname(fileURLToPath(import.meta.url));

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
  // Vertices every eighth of its length, so that a held card bends (client/scene/card-bend.ts).
  return flatPiece('card', info, densify(roundedRect(CARD.width, CARD.depth, CARD.corner, 6), CARD.depth / 8), CARD.height, CARD.bevel,
    ['front', 'back', 'edge'], ['#ffffff', '#ffffff', '#f2eee4'], 1);
}

function board(id: string, info: ModelInfo, b: { width: number; depth: number; height: number; corner: number; bevel: number }): Document {
  return flatPiece(id, info, roundedRect(b.width, b.depth, b.corner, 4), b.height, b.bevel,
    ['face', 'back', 'edge'], ['#ffffff', '#5d3f25', '#6b4a2b']);
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
