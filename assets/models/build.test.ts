import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Document } from '@gltf-transform/core';
import { Box3, type Mesh, type MeshStandardMaterial, type Object3D, Vector3 } from 'three';
import { GLTFLoader, MeshoptDecoder } from 'three-stdlib';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { GENERATOR, MODELS_DIR, buildAll, buildModel, modelIO, modelIds, models, writeModels } from './build.ts';
import { type DieKind, type Vec3, dieGeometry, dieKinds } from './dice.ts';

// Every model read back as glTF-Transform reads it: dequantised, meshopt-decoded.
const built = await buildAll();
const io = await modelIO();
const docs = new Map<string, Document>();
for (const [id, bytes] of built) docs.set(id, await io.readBinary(bytes));
const docOf = (id: string): Document => {
  const d = docs.get(id);
  if (!d) throw new Error(`no model ${id}`);
  return d;
};
const bytesOf = (id: string): Uint8Array => built.get(id) as Uint8Array;

/** A primitive in model space: positions through its node's transform (quantisation's scale and offset). */
interface Prim { node: string; material: string; positions: number[]; normals: number[]; uvs: number[]; indices: number[] }

function primitives(id: string): Prim[] {
  const out: Prim[] = [];
  for (const node of docOf(id).getRoot().listNodes()) {
    const mesh = node.getMesh();
    if (!mesh) continue;
    const m = node.getWorldMatrix();
    for (const p of mesh.listPrimitives()) {
      const read = (semantic: string): number[] => {
        const a = p.getAttribute(semantic);
        if (!a) throw new Error(`${id} ${node.getName()}: no ${semantic}`);
        const el: number[] = [];
        const values: number[] = [];
        for (let i = 0; i < a.getCount(); i++) values.push(...a.getElement(i, el));
        return values;
      };
      const local = read('POSITION');
      const positions: number[] = [];
      for (let i = 0; i < local.length; i += 3) {
        const [x, y, z] = [local[i] as number, local[i + 1] as number, local[i + 2] as number];
        for (let c = 0; c < 3; c++) positions.push(m[c]! * x + m[4 + c]! * y + m[8 + c]! * z + m[12 + c]!);
      }
      out.push({
        node: node.getName(),
        material: p.getMaterial()?.getName() ?? '',
        positions,
        normals: read('NORMAL'),
        uvs: read('TEXCOORD_0'),
        indices: Array.from(p.getIndices()?.getArray() ?? []),
      });
    }
  }
  return out;
}

function bounds(id: string): { min: Vec3; max: Vec3 } {
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const p of primitives(id)) {
    for (let i = 0; i < p.positions.length; i++) {
      const c = i % 3;
      min[c] = Math.min(min[c] as number, p.positions[i] as number);
      max[c] = Math.max(max[c] as number, p.positions[i] as number);
    }
  }
  return { min, max };
}

/** Positions are quantised to 14 bits over each part's half extent: the largest grid step of a model. */
function quantStep(id: string): number {
  let s = 0;
  for (const node of docOf(id).getRoot().listNodes()) if (node.getMesh()) s = Math.max(s, node.getScale()[0]);
  return s / 8191 + 1e-6;
}

/** The GLB's JSON chunk. */
function glbJson(bytes: Uint8Array): { extensionsUsed?: string[]; extensionsRequired?: string[]; asset: { generator?: string } } {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return JSON.parse(new TextDecoder().decode(bytes.subarray(20, 20 + dv.getUint32(12, true)))) as ReturnType<typeof glbJson>;
}

const tmpDirs: string[] = [];
afterAll(() => { for (const d of tmpDirs) rmSync(d, { recursive: true, force: true }); });

describe('model build', () => {
  it('knows every model the table needs', () => {
    expect([...modelIds].sort()).toEqual(['bag', 'card', 'cube', 'd10', 'd12', 'd20', 'd4', 'd6', 'd8', 'delve-board', 'forest-mat', 'hero-board', 'hex-tile', 'meeple', 'root-cathedral', 'root-citadel', 'root-clearing', 'root-colony', 'root-map', 'root-market', 'root-ruin', 'standee', 'table', 'threat-track', 'tile', 'token']);
  });

  it('is deterministic and quick', async () => {
    const t0 = performance.now();
    const again = await buildAll();
    expect(performance.now() - t0).toBeLessThan(5000);
    for (const id of modelIds) expect(Buffer.from(again.get(id) as Uint8Array).equals(Buffer.from(built.get(id) as Uint8Array))).toBe(true);
  });

  it('writes one file per model, the same bytes every time', async () => {
    const a = mkdtempSync(join(tmpdir(), 'models-a-'));
    const b = mkdtempSync(join(tmpdir(), 'models-b-'));
    tmpDirs.push(a, b);
    await writeModels(a);
    await writeModels(b);
    expect(readdirSync(a).sort()).toEqual(modelIds.map((id) => `${id}.glb`).sort());
    for (const id of modelIds) {
      const fa = readFileSync(join(a, `${id}.glb`));
      expect(fa.equals(readFileSync(join(b, `${id}.glb`)))).toBe(true);
      expect(fa.equals(Buffer.from(await buildModel(id)))).toBe(true);
    }
  });

  it('`npm run models` writes assets/models/<id>.glb in well under 10 s', () => {
    const t0 = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', join(MODELS_DIR, 'build.ts')], { cwd: join(MODELS_DIR, '../..'), stdio: 'pipe' });
    expect(performance.now() - t0).toBeLessThan(10_000);
    for (const id of modelIds) {
      const path = join(MODELS_DIR, `${id}.glb`);
      expect(existsSync(path)).toBe(true);
      expect(readFileSync(path).equals(Buffer.from(bytesOf(id)))).toBe(true);
    }
  });

  it('writes GLB 2 containers: a JSON and a BIN chunk, 4-byte aligned, quantised and meshopt-compressed, never Draco', () => {
    for (const id of modelIds) {
      const bytes = bytesOf(id);
      const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      expect(dv.getUint32(0, true)).toBe(0x46546c67); // 'glTF'
      expect(dv.getUint32(4, true)).toBe(2);
      expect(dv.getUint32(8, true)).toBe(bytes.byteLength);
      const jsonLength = dv.getUint32(12, true);
      expect(dv.getUint32(16, true)).toBe(0x4e4f534a); // 'JSON'
      expect(jsonLength % 4).toBe(0);
      expect(dv.getUint32(24 + jsonLength, true)).toBe(0x004e4942); // 'BIN\0'
      expect(dv.getUint32(20 + jsonLength, true) % 4).toBe(0);
      const json = glbJson(bytes);
      expect(json.asset.generator).toBe(GENERATOR);
      expect([...(json.extensionsRequired ?? [])].sort()).toEqual(['EXT_meshopt_compression', 'KHR_mesh_quantization']);
      expect(JSON.stringify(json)).not.toContain('draco');
    }
  });
});

describe.each(modelIds.map((id) => [id]))('model %s', (id) => {
  const info = models[id];
  if (!info) throw new Error(id);
  const q = quantStep(id);
  const near = (a: number, b: number, tol = q): void => expect(Math.abs(a - b)).toBeLessThanOrEqual(tol);

  it('has a scene "Scene" with a named root, one node, mesh and material per part', () => {
    const root = docOf(id).getRoot();
    const [scene] = root.listScenes();
    expect(scene?.getName()).toBe('Scene');
    const top = scene?.listChildren() ?? [];
    expect(top).toHaveLength(1);
    const node = top[0]!;
    expect(node.getName()).toBe(id);
    expect(node.getExtras()).toMatchObject({ id, units: 'table', origin: info.origin, size: info.size, parts: info.parts });
    expect(node.listChildren().map((c) => c.getName())).toEqual(info.parts);
    expect(node.listChildren().map((c) => c.getMesh()?.getName())).toEqual(info.parts);
    const prims = primitives(id);
    expect(prims.map((p) => p.material)).toEqual(info.parts);
    expect(prims.map((p) => p.node)).toEqual(info.parts);
    for (const m of root.listMaterials()) {
      expect(m.getBaseColorTexture()).toBeNull();
      expect(m.getBaseColorFactor().every((c) => c >= 0 && c <= 1)).toBe(true);
    }
  });

  it('has bounds matching its documented size and origin', () => {
    const { min, max } = bounds(id);
    const tol = id === 'bag' ? 0.1 : q;
    const [sx, sy, sz] = info.size;
    near(max[0] - min[0], sx, id === 'bag' ? 0.1 : 2 * q);
    near(max[2] - min[2], sz, id === 'bag' ? 0.1 : 2 * q);
    if (info.origin !== 'centroid') {
      expect(Math.abs(max[0] + min[0])).toBeLessThan(tol + 1e-4); // centred in x
      expect(Math.abs(max[2] + min[2])).toBeLessThan(tol + 1e-4); // centred in z
    }
    if (info.origin === 'base-centre') {
      near(min[1], 0);
      near(max[1], sy, id === 'bag' ? 0.01 : q);
    } else if (info.origin === 'top-centre') {
      near(max[1], 0);
      near(min[1], -sy);
    } else {
      // Dice: the bounds of the dice.ts vertices (about the centroid).
      const verts = dieGeometry(id as DieKind).vertices;
      for (let c = 0; c < 3; c++) {
        near(min[c] as number, Math.min(...verts.map((v) => v[c] as number)));
        near(max[c] as number, Math.max(...verts.map((v) => v[c] as number)));
      }
    }
  });

  it('has unit normals (to their 8-bit quantisation), triangles wound to match them, and finite UVs', () => {
    for (const p of primitives(id)) {
      for (let i = 0; i < p.normals.length; i += 3) {
        expect(Math.abs(Math.hypot(p.normals[i] as number, p.normals[i + 1] as number, p.normals[i + 2] as number) - 1)).toBeLessThan(0.02);
      }
      for (const uv of p.uvs) expect(Number.isFinite(uv)).toBe(true);
      const P = (k: number): Vec3 => [p.positions[3 * k] as number, p.positions[3 * k + 1] as number, p.positions[3 * k + 2] as number];
      const N = (k: number): Vec3 => [p.normals[3 * k] as number, p.normals[3 * k + 1] as number, p.normals[3 * k + 2] as number];
      let wrong = 0;
      for (let t = 0; t < p.indices.length; t += 3) {
        const [a, b, c] = [p.indices[t] as number, p.indices[t + 1] as number, p.indices[t + 2] as number];
        const e1 = P(b).map((x, k) => x - (P(a)[k] as number));
        const e2 = P(c).map((x, k) => x - (P(a)[k] as number));
        const gn = [e1[1]! * e2[2]! - e1[2]! * e2[1]!, e1[2]! * e2[0]! - e1[0]! * e2[2]!, e1[0]! * e2[1]! - e1[1]! * e2[0]!];
        if (Math.hypot(...gn) < 1e-9) continue;
        const n = [0, 1, 2].map((k) => (N(a)[k] as number) + (N(b)[k] as number) + (N(c)[k] as number));
        if (gn[0]! * n[0]! + gn[1]! * n[1]! + gn[2]! * n[2]! <= 0) wrong++;
      }
      expect(wrong).toBe(0);
    }
  });

  it('loads in the browser\'s loader (three-stdlib GLTFLoader with its embedded meshopt decoder, as drei\'s useGLTF sets it) without fetching anything, at its true size', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.reject(new Error('no network')));
    try {
      const bytes = bytesOf(id);
      const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
      const loader = new GLTFLoader().setMeshoptDecoder(typeof MeshoptDecoder === 'function' ? MeshoptDecoder() : MeshoptDecoder);
      const gltf = await loader.parseAsync(ab, '');
      const root = gltf.scene.getObjectByName(id) as Object3D;
      expect(root).toBeDefined();
      expect(root.userData).toMatchObject({ id, origin: info.origin });
      for (const part of info.parts) {
        const mesh = root.getObjectByName(part) as Mesh;
        expect(mesh.isMesh).toBe(true);
        expect((mesh.material as MeshStandardMaterial).name).toBe(part);
        expect(mesh.geometry.getAttribute('uv')).toBeDefined();
      }
      const size = new Box3().setFromObject(gltf.scene).getSize(new Vector3());
      const tol = id === 'bag' ? 0.1 : 2 * q;
      near(size.x, info.size[0], tol);
      near(size.y, info.size[1], id === 'bag' ? 0.02 : tol);
      near(size.z, info.size[2], tol);
      expect(fetchSpy).not.toHaveBeenCalled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});

describe('dice models', () => {
  it.each(dieKinds.map((k) => [k]))('%s carries the dice.ts data and its mesh matches it', (kind) => {
    const geo = dieGeometry(kind);
    const q = quantStep(kind);
    const root = docOf(kind).getRoot().listScenes()[0]!.listChildren()[0]!;
    const extras = root.getExtras();
    expect(extras).toMatchObject({
      kind, sides: geo.sides, faceNormals: geo.faceNormals, faceCenters: geo.faceCenters, valueOfFace: geo.valueOfFace,
    });
    if (kind === 'd4') expect(extras.valueOfVertex).toEqual(geo.valueOfVertex);
    const [p] = primitives(kind);
    if (!p) throw new Error('no primitive');
    const count = p.positions.length / 3;
    const planeDistance = (f: number, pos: Vec3): number => {
      const fn = geo.faceNormals[f] as Vec3;
      const c = geo.faceCenters[f] as Vec3;
      return fn[0] * (pos[0] - c[0]) + fn[1] * (pos[1] - c[1]) + fn[2] * (pos[2] - c[2]);
    };
    // A position is off by at most half a grid step on each axis.
    const tol = q * Math.sqrt(3);
    for (let i = 0; i < count; i++) {
      const pos: Vec3 = [p.positions[3 * i] as number, p.positions[3 * i + 1] as number, p.positions[3 * i + 2] as number];
      const n: Vec3 = [p.normals[3 * i] as number, p.normals[3 * i + 1] as number, p.normals[3 * i + 2] as number];
      const u = p.uvs[2 * i] as number;
      const v = p.uvs[2 * i + 1] as number;
      expect(u).toBeGreaterThanOrEqual(-1e-6);
      expect(u).toBeLessThanOrEqual(1 + 1e-6);
      expect(v).toBeGreaterThanOrEqual(-1e-6);
      expect(v).toBeLessThanOrEqual(1 + 1e-6);
      // No point lies outside any face plane.
      geo.faceNormals.forEach((_, f) => expect(planeDistance(f, pos)).toBeLessThan(tol));
      if (kind !== 'd6') {
        // Flat shading: each vertex is a dice.ts vertex carrying the normal of a face it belongs to.
        const vi = geo.vertices.findIndex((w) => Math.hypot(w[0] - pos[0], w[1] - pos[1], w[2] - pos[2]) < tol);
        expect(vi).toBeGreaterThanOrEqual(0);
        const dots = geo.faceNormals.map((fn) => fn[0] * n[0] + fn[1] * n[1] + fn[2] * n[2]);
        const f = dots.indexOf(Math.max(...dots));
        expect(dots[f]).toBeGreaterThan(0.995);
        expect(geo.faces[f]).toContain(vi);
      }
    }
    if (kind === 'd6') {
      // Rounded edges, but the flat part of each face lies in the dice.ts face plane.
      geo.faceNormals.forEach((fn, f) => {
        let onPlane = 0;
        for (let i = 0; i < count; i++) {
          const n: Vec3 = [p.normals[3 * i] as number, p.normals[3 * i + 1] as number, p.normals[3 * i + 2] as number];
          if (Math.hypot(n[0] - fn[0], n[1] - fn[1], n[2] - fn[2]) > 0.02) continue;
          const pos: Vec3 = [p.positions[3 * i] as number, p.positions[3 * i + 1] as number, p.positions[3 * i + 2] as number];
          expect(Math.abs(planeDistance(f, pos))).toBeLessThan(tol);
          onPlane++;
        }
        expect(onPlane).toBeGreaterThanOrEqual(4);
      });
    } else {
      expect(p.indices.length / 3).toBe(geo.faces.reduce((s, f) => s + f.length - 2, 0));
    }
  });
});

describe('piece details', () => {
  const part = (id: string, name: string): Prim => {
    const p = primitives(id).find((q) => q.node === name);
    if (!p) throw new Error(`${id} has no ${name}`);
    return p;
  };
  const range = (values: number[], stride: number, k: number): [number, number] => {
    const xs = values.filter((_, i) => i % stride === k);
    return [Math.min(...xs), Math.max(...xs)];
  };

  it.each([['card', 'front', 0.02], ['card', 'back', 0], ['tile', 'face', 0.15], ['tile', 'back', 0], ['token', 'face', 0.15], ['token', 'back', 0]] as [string, string, number][])(
    '%s %s is flat at y = %d with UVs spanning 0..1',
    (id, name, y) => {
      const p = part(id, name);
      const [y0, y1] = range(p.positions, 3, 1);
      expect(y1 - y0).toBe(0); // flat: one quantised height
      expect(Math.abs(y0 - y)).toBeLessThanOrEqual(quantStep(id));
      const up = name === 'back' ? -1 : 1;
      for (let i = 1; i < p.normals.length; i += 3) expect(p.normals[i]).toBeCloseTo(up, 6);
      for (const k of [0, 1]) {
        const [a, b] = range(p.uvs, 2, k);
        expect(a).toBeCloseTo(0, 3);
        expect(b).toBeCloseTo(1, 3);
      }
    },
  );

  it('front and back UVs make a card read upright from +Z, and upright again after a flip about Z', () => {
    const front = part('card', 'front');
    const back = part('card', 'back');
    const uvAt = (p: Prim, x: number, z: number): [number, number] => {
      let best = 0;
      let bestD = Infinity;
      for (let i = 0; i < p.positions.length / 3; i++) {
        const d = Math.hypot((p.positions[3 * i] as number) - x, (p.positions[3 * i + 2] as number) - z);
        if (d < bestD) { bestD = d; best = i; }
      }
      return [p.uvs[2 * best] as number, p.uvs[2 * best + 1] as number];
    };
    const [fu, fv] = uvAt(front, 1.25, -1.75); // far right corner
    expect(fu).toBeGreaterThan(0.9);
    expect(fv).toBeLessThan(0.1);
    const [bu, bv] = uvAt(back, -1.25, -1.75); // after a half turn about Z this is the far right corner
    expect(bu).toBeGreaterThan(0.9);
    expect(bv).toBeLessThan(0.1);
  });

  it('the table top is at y = 0 with the felt inset', () => {
    const q = quantStep('table');
    const felt = part('table', 'felt');
    const [fy0, fy1] = range(felt.positions, 3, 1);
    expect(Math.abs(fy0)).toBeLessThanOrEqual(q);
    expect(fy1).toBe(fy0);
    const [fx0, fx1] = range(felt.positions, 3, 0);
    expect(Math.abs(fx0 + 23)).toBeLessThanOrEqual(q);
    expect(Math.abs(fx1 - 23)).toBeLessThanOrEqual(q);
    const wood = part('table', 'wood');
    const [, wy1] = range(wood.positions, 3, 1);
    expect(Math.abs(wy1)).toBeLessThanOrEqual(q);
  });

  it('the meeple stands on y = 0, faces +Z and is 0.45 thick', () => {
    const { min, max } = bounds('meeple');
    const q = quantStep('meeple');
    [-0.5, 0, -0.225].forEach((v, c) => expect(Math.abs((min[c] as number) - v)).toBeLessThanOrEqual(q));
    expect(Math.abs(max[1] - 1.4)).toBeLessThanOrEqual(q);
    expect(Math.abs(max[2] - 0.225)).toBeLessThanOrEqual(q);
  });

  it('the meeple and the cube have rounded (bevelled) edges, the card an eased edge, within their vertex budgets', () => {
    const vertices = (id: string): number => primitives(id).reduce((n, p) => n + p.positions.length / 3, 0);
    expect(vertices('card')).toBeLessThan(400);
    expect(vertices('meeple')).toBeLessThan(1500);
    expect(vertices('cube')).toBeLessThan(600);
    expect(vertices('token')).toBeLessThan(1000);
    // A bevelled edge: side normals between the wall and the caps, not only flat ones.
    for (const [id, name] of [['meeple', 'body'], ['cube', 'body'], ['token', 'edge'], ['tile', 'edge']] as const) {
      const p = part(id, name);
      const axis = id === 'meeple' ? 2 : 1; // the meeple's caps face ±Z
      let slanted = 0;
      for (let i = 0; i < p.normals.length; i += 3) {
        const a = Math.abs(p.normals[i + axis] as number);
        if (a > 0.3 && a < 0.95) slanted++;
      }
      expect(slanted, `${id} ${name}`).toBeGreaterThan(8);
    }
    // The card's edge is a smooth-shaded chamfer: its normals turn from the wall to the caps.
    const edge = part('card', 'edge');
    let turned = 0;
    for (let i = 1; i < edge.normals.length; i += 3) if (Math.abs(edge.normals[i] as number) > 0.9) turned++;
    expect(turned).toBeGreaterThan(8);
    // The card keeps its thickness and footprint.
    const { min, max } = bounds('card');
    expect(Math.abs(max[1] - min[1] - 0.02)).toBeLessThanOrEqual(2 * quantStep('card'));
  });
});
