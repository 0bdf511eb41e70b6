/**
 * A small glTF 2.0 binary (GLB) writer for the models in this folder.
 *
 * Scope: one scene; a tree of named nodes (translation / rotation / scale, JSON `extras`);
 * meshes of indexed triangle primitives with POSITION, NORMAL, TEXCOORD_0 and optional
 * COLOR_0 (RGBA float); one metallic-roughness material per primitive (a material object
 * shared by several primitives is written once). No textures, no animation, no skins.
 *
 * Output is deterministic: the same document gives the same bytes (fixed JSON key order,
 * float32 data, zero padding in BIN, space padding in JSON, 4-byte alignment everywhere).
 */

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export interface GlbMaterial {
  name: string;
  /** Linear RGBA, 0..1. */
  baseColor: [number, number, number, number];
  roughness: number;
  metalness: number;
  doubleSided?: boolean;
}

export interface GlbPrimitive {
  /** xyz per vertex. */
  positions: ArrayLike<number>;
  /** Unit xyz per vertex. */
  normals: ArrayLike<number>;
  /** uv per vertex (glTF: origin at the top-left of the image, v down). */
  uvs: ArrayLike<number>;
  /** Optional linear RGBA per vertex. */
  colors?: ArrayLike<number>;
  /** Triangle list (counter-clockwise front faces). */
  indices: ArrayLike<number>;
  material: GlbMaterial;
}

export interface GlbMesh {
  name: string;
  primitives: GlbPrimitive[];
}

export interface GlbNode {
  name: string;
  mesh?: GlbMesh;
  translation?: [number, number, number];
  /** Quaternion x, y, z, w. */
  rotation?: [number, number, number, number];
  scale?: [number, number, number];
  extras?: JsonValue;
  children?: GlbNode[];
}

export interface GlbDocument {
  /** Root nodes of the one scene. */
  nodes: GlbNode[];
  sceneName?: string;
  /** Extras on the scene. */
  extras?: JsonValue;
}

export const GLB_GENERATOR = 'woodland-table models';
export const GLB_MAGIC = 0x46546c67; // 'glTF'
export const CHUNK_JSON = 0x4e4f534a; // 'JSON'
export const CHUNK_BIN = 0x004e4942; // 'BIN\0'

const FLOAT = 5126;
const UNSIGNED_SHORT = 5123;
const UNSIGNED_INT = 5125;
const ARRAY_BUFFER = 34962;
const ELEMENT_ARRAY_BUFFER = 34963;

type J = { [key: string]: JsonValue };

const pad4 = (n: number): number => (n + 3) & ~3;

function checkFinite(values: ArrayLike<number>, what: string): void {
  for (let i = 0; i < values.length; i++) {
    if (!Number.isFinite(values[i])) throw new Error(`${what}: value ${i} is not a finite number`);
  }
}

function checkJson(value: unknown, path: string): void {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${path}: not a finite number`);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkJson(v, `${path}[${i}]`));
    return;
  }
  if (typeof value === 'object') {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) checkJson(v, `${path}.${k}`);
    return;
  }
  throw new Error(`${path}: not JSON (${typeof value})`);
}

/** The bytes of a typed array in little-endian order (glTF's byte order on any host). */
function littleEndian(data: Float32Array | Uint16Array | Uint32Array, size: 2 | 4): Uint8Array {
  const out = new Uint8Array(data.length * size);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < data.length; i++) {
    const v = data[i] ?? 0;
    if (data instanceof Float32Array) dv.setFloat32(i * 4, v, true);
    else if (size === 2) dv.setUint16(i * 2, v, true);
    else dv.setUint32(i * 4, v, true);
  }
  return out;
}

class BinBuilder {
  private parts: Uint8Array[] = [];
  private length = 0;
  readonly bufferViews: J[] = [];
  readonly accessors: J[] = [];

  private view(bytes: Uint8Array, target: number): number {
    const offset = this.length;
    this.parts.push(bytes);
    this.length += bytes.byteLength;
    const padded = pad4(this.length);
    if (padded > this.length) {
      this.parts.push(new Uint8Array(padded - this.length));
      this.length = padded;
    }
    this.bufferViews.push({ buffer: 0, byteOffset: offset, byteLength: bytes.byteLength, target });
    return this.bufferViews.length - 1;
  }

  floats(values: ArrayLike<number>, type: 'VEC2' | 'VEC3' | 'VEC4', withBounds: boolean): number {
    const size = type === 'VEC2' ? 2 : type === 'VEC3' ? 3 : 4;
    const data = Float32Array.from(values);
    const count = data.length / size;
    const accessor: J = {
      bufferView: this.view(littleEndian(data, 4), ARRAY_BUFFER),
      componentType: FLOAT,
      count,
      type,
    };
    if (withBounds) {
      const min = new Array<number>(size).fill(Infinity);
      const max = new Array<number>(size).fill(-Infinity);
      for (let i = 0; i < data.length; i++) {
        const c = i % size;
        const v = data[i] ?? 0;
        if (v < (min[c] ?? Infinity)) min[c] = v;
        if (v > (max[c] ?? -Infinity)) max[c] = v;
      }
      // -0 would print as 0 anyway; normalise so the JSON is stable.
      accessor.min = min.map((v) => (Object.is(v, -0) ? 0 : v));
      accessor.max = max.map((v) => (Object.is(v, -0) ? 0 : v));
    }
    this.accessors.push(accessor);
    return this.accessors.length - 1;
  }

  indices(values: ArrayLike<number>, vertexCount: number): number {
    let max = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i] ?? -1;
      if (!Number.isInteger(v) || v < 0 || v >= vertexCount) throw new Error(`index ${i} (${v}) out of range 0..${vertexCount - 1}`);
      if (v > max) max = v;
    }
    // glTF forbids the largest value of the component type (primitive restart).
    const small = vertexCount <= 0xffff;
    const data = small ? Uint16Array.from(values) : Uint32Array.from(values);
    this.accessors.push({
      bufferView: this.view(littleEndian(data, small ? 2 : 4), ELEMENT_ARRAY_BUFFER),
      componentType: small ? UNSIGNED_SHORT : UNSIGNED_INT,
      count: data.length,
      type: 'SCALAR',
    });
    return this.accessors.length - 1;
  }

  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let o = 0;
    for (const p of this.parts) {
      out.set(p, o);
      o += p.byteLength;
    }
    return out;
  }
}

/** Serialises the document as a GLB file. */
export function writeGlb(doc: GlbDocument): Uint8Array {
  const bin = new BinBuilder();
  const nodesJson: J[] = [];
  const meshesJson: J[] = [];
  const materialsJson: J[] = [];
  const materialIndex = new Map<GlbMaterial, number>();
  const names = new Set<string>();

  const material = (m: GlbMaterial): number => {
    const known = materialIndex.get(m);
    if (known !== undefined) return known;
    checkFinite([...m.baseColor, m.roughness, m.metalness], `material ${m.name}`);
    const json: J = {
      name: m.name,
      pbrMetallicRoughness: {
        baseColorFactor: m.baseColor.map((c) => Math.min(1, Math.max(0, c))),
        metallicFactor: Math.min(1, Math.max(0, m.metalness)),
        roughnessFactor: Math.min(1, Math.max(0, m.roughness)),
      },
    };
    if (m.doubleSided) json.doubleSided = true;
    materialsJson.push(json);
    materialIndex.set(m, materialsJson.length - 1);
    return materialsJson.length - 1;
  };

  const mesh = (m: GlbMesh): number => {
    const primitives = m.primitives.map((p, i): J => {
      const what = `mesh ${m.name} primitive ${i}`;
      if (p.positions.length === 0 || p.positions.length % 3 !== 0) throw new Error(`${what}: positions must be xyz triples`);
      const count = p.positions.length / 3;
      if (p.normals.length !== count * 3) throw new Error(`${what}: ${p.normals.length / 3} normals for ${count} vertices`);
      if (p.uvs.length !== count * 2) throw new Error(`${what}: ${p.uvs.length / 2} uvs for ${count} vertices`);
      if (p.colors && p.colors.length !== count * 4) throw new Error(`${what}: colors must be RGBA per vertex`);
      if (p.indices.length === 0 || p.indices.length % 3 !== 0) throw new Error(`${what}: indices must be a triangle list`);
      checkFinite(p.positions, `${what} positions`);
      checkFinite(p.normals, `${what} normals`);
      checkFinite(p.uvs, `${what} uvs`);
      if (p.colors) checkFinite(p.colors, `${what} colors`);
      const attributes: J = {
        POSITION: bin.floats(p.positions, 'VEC3', true),
        NORMAL: bin.floats(p.normals, 'VEC3', false),
        TEXCOORD_0: bin.floats(p.uvs, 'VEC2', false),
      };
      if (p.colors) attributes.COLOR_0 = bin.floats(p.colors, 'VEC4', false);
      return { attributes, indices: bin.indices(p.indices, count), material: material(p.material), mode: 4 };
    });
    if (primitives.length === 0) throw new Error(`mesh ${m.name} has no primitives`);
    meshesJson.push({ name: m.name, primitives });
    return meshesJson.length - 1;
  };

  const node = (n: GlbNode, path: string): number => {
    if (!n.name) throw new Error(`${path}: node without a name`);
    if (names.has(n.name)) throw new Error(`${path}: duplicate node name ${n.name}`);
    names.add(n.name);
    const json: J = { name: n.name };
    nodesJson.push(json);
    const index = nodesJson.length - 1;
    if (n.translation) { checkFinite(n.translation, `${path} translation`); json.translation = [...n.translation]; }
    if (n.rotation) { checkFinite(n.rotation, `${path} rotation`); json.rotation = [...n.rotation]; }
    if (n.scale) { checkFinite(n.scale, `${path} scale`); json.scale = [...n.scale]; }
    if (n.mesh) json.mesh = mesh(n.mesh);
    if (n.children && n.children.length > 0) json.children = n.children.map((c) => node(c, `${path}/${c.name}`));
    if (n.extras !== undefined) {
      checkJson(n.extras, `${path} extras`);
      json.extras = n.extras;
    }
    return index;
  };

  const roots = doc.nodes.map((n) => node(n, n.name));
  if (doc.extras !== undefined) checkJson(doc.extras, 'scene extras');
  const binBytes = bin.bytes();

  const scene: J = { name: doc.sceneName ?? 'Scene', nodes: roots };
  if (doc.extras !== undefined) scene.extras = doc.extras;
  const gltf: J = {
    asset: { version: '2.0', generator: GLB_GENERATOR },
    scene: 0,
    scenes: [scene],
    nodes: nodesJson,
  };
  if (meshesJson.length > 0) gltf.meshes = meshesJson;
  if (materialsJson.length > 0) gltf.materials = materialsJson;
  if (bin.accessors.length > 0) {
    gltf.accessors = bin.accessors;
    gltf.bufferViews = bin.bufferViews;
    gltf.buffers = [{ byteLength: binBytes.byteLength }];
  }

  const jsonRaw = new TextEncoder().encode(JSON.stringify(gltf));
  const jsonLength = pad4(jsonRaw.byteLength);
  const binLength = pad4(binBytes.byteLength);
  const hasBin = binBytes.byteLength > 0;
  const total = 12 + 8 + jsonLength + (hasBin ? 8 + binLength : 0);
  const out = new Uint8Array(total);
  const dv = new DataView(out.buffer);
  dv.setUint32(0, GLB_MAGIC, true);
  dv.setUint32(4, 2, true);
  dv.setUint32(8, total, true);
  dv.setUint32(12, jsonLength, true);
  dv.setUint32(16, CHUNK_JSON, true);
  out.set(jsonRaw, 20);
  out.fill(0x20, 20 + jsonRaw.byteLength, 20 + jsonLength);
  if (hasBin) {
    const o = 20 + jsonLength;
    dv.setUint32(o, binLength, true);
    dv.setUint32(o + 4, CHUNK_BIN, true);
    out.set(binBytes, o + 8);
  }
  return out;
}
