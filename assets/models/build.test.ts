import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Mesh, type MeshStandardMaterial, type Object3D } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';
import { afterAll, describe, expect, it } from 'vitest';
import { MODELS_DIR, buildAll, buildModel, modelIds, models, writeModels } from './build.ts';
import { type DieKind, type Vec3, dieGeometry, dieKinds } from './dice.ts';
import { type ParsedGlb, readAccessor, readGlb } from './glb-reader.ts';

const built = buildAll();
const parsed = new Map<string, ParsedGlb>([...built].map(([id, b]) => [id, readGlb(b)]));
const glbOf = (id: string): ParsedGlb => {
  const g = parsed.get(id);
  if (!g) throw new Error(`no model ${id}`);
  return g;
};

interface Prim { node: string; material: string; positions: number[]; normals: number[]; uvs: number[]; indices: number[] }

function primitives(id: string): Prim[] {
  const g = glbOf(id);
  const out: Prim[] = [];
  for (const node of g.json.nodes) {
    if (node.mesh === undefined) continue;
    for (const p of g.json.meshes[node.mesh].primitives) {
      out.push({
        node: node.name,
        material: g.json.materials[p.material].name,
        positions: readAccessor(g, p.attributes.POSITION),
        normals: readAccessor(g, p.attributes.NORMAL),
        uvs: readAccessor(g, p.attributes.TEXCOORD_0),
        indices: readAccessor(g, p.indices),
      });
    }
  }
  return out;
}

function bounds(id: string): { min: Vec3; max: Vec3 } {
  const g = glbOf(id);
  const min: Vec3 = [Infinity, Infinity, Infinity];
  const max: Vec3 = [-Infinity, -Infinity, -Infinity];
  for (const m of g.json.meshes) {
    for (const p of m.primitives) {
      const a = g.json.accessors[p.attributes.POSITION];
      for (let c = 0; c < 3; c++) {
        min[c] = Math.min(min[c] as number, a.min[c]);
        max[c] = Math.max(max[c] as number, a.max[c]);
      }
    }
  }
  return { min, max };
}

const tmpDirs: string[] = [];
afterAll(() => { for (const d of tmpDirs) rmSync(d, { recursive: true, force: true }); });

describe('model build', () => {
  it('knows every model the table needs', () => {
    expect([...modelIds].sort()).toEqual(['bag', 'card', 'cube', 'd10', 'd12', 'd20', 'd4', 'd6', 'd8', 'delve-board', 'forest-mat', 'hero-board', 'hex-tile', 'meeple', 'root-cathedral', 'root-citadel', 'root-clearing', 'root-colony', 'root-map', 'root-market', 'root-ruin', 'standee', 'table', 'threat-track', 'tile', 'token']);
  });

  it('is deterministic and quick', () => {
    const t0 = performance.now();
    const again = buildAll();
    expect(performance.now() - t0).toBeLessThan(5000);
    for (const id of modelIds) expect(Buffer.from(again.get(id) as Uint8Array).equals(Buffer.from(built.get(id) as Uint8Array))).toBe(true);
  });

  it('writes one file per model, the same bytes every time', () => {
    const a = mkdtempSync(join(tmpdir(), 'models-a-'));
    const b = mkdtempSync(join(tmpdir(), 'models-b-'));
    tmpDirs.push(a, b);
    writeModels(a);
    writeModels(b);
    expect(readdirSync(a).sort()).toEqual(modelIds.map((id) => `${id}.glb`).sort());
    for (const id of modelIds) {
      const fa = readFileSync(join(a, `${id}.glb`));
      expect(fa.equals(readFileSync(join(b, `${id}.glb`)))).toBe(true);
      expect(fa.equals(Buffer.from(buildModel(id)))).toBe(true);
    }
  });

  it('`npm run models` writes assets/models/<id>.glb in well under 10 s', () => {
    const t0 = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', join(MODELS_DIR, 'build.ts')], { cwd: join(MODELS_DIR, '../..'), stdio: 'pipe' });
    expect(performance.now() - t0).toBeLessThan(10_000);
    for (const id of modelIds) {
      const path = join(MODELS_DIR, `${id}.glb`);
      expect(existsSync(path)).toBe(true);
      expect(readFileSync(path).equals(Buffer.from(built.get(id) as Uint8Array))).toBe(true);
    }
  });
});

describe.each(modelIds.map((id) => [id]))('model %s', (id) => {
  const info = models[id];
  if (!info) throw new Error(id);
  const g = glbOf(id);

  it('is a valid GLB with a named root, one node and material per part', () => {
    expect(g.version).toBe(2);
    expect(g.json.asset.generator).toBe('woodland-table models');
    const root = g.json.nodes[g.json.scenes[0].nodes[0]];
    expect(g.json.scenes[0].nodes).toHaveLength(1);
    expect(root.name).toBe(id);
    expect(root.extras).toMatchObject({ id, units: 'table', origin: info.origin, size: info.size, parts: info.parts });
    const children = (root.children as number[]).map((i) => g.json.nodes[i]);
    expect(children.map((c) => c.name)).toEqual(info.parts);
    const prims = primitives(id);
    expect(prims.map((p) => p.material)).toEqual(info.parts);
    expect(prims.map((p) => p.node)).toEqual(info.parts);
  });

  it('has bounds matching its documented size and origin', () => {
    const { min, max } = bounds(id);
    const tol = id === 'bag' ? 0.1 : 1e-4;
    const [sx, sy, sz] = info.size;
    expect(max[0] - min[0]).toBeCloseTo(sx, id === 'bag' ? 0 : 4);
    expect(max[2] - min[2]).toBeCloseTo(sz, id === 'bag' ? 0 : 4);
    if (info.origin !== 'centroid') {
      expect(Math.abs(max[0] + min[0])).toBeLessThan(tol); // centred in x
      expect(Math.abs(max[2] + min[2])).toBeLessThan(tol); // centred in z
    }
    if (info.origin === 'base-centre') {
      expect(min[1]).toBeCloseTo(0, 6);
      expect(max[1]).toBeCloseTo(sy, id === 'bag' ? 2 : 5);
    } else if (info.origin === 'top-centre') {
      expect(max[1]).toBeCloseTo(0, 6);
      expect(min[1]).toBeCloseTo(-sy, 5);
    } else {
      // Dice: the bounds of the dice.ts vertices (about the centroid).
      const verts = dieGeometry(id as DieKind).vertices;
      for (let c = 0; c < 3; c++) {
        expect(min[c]).toBeCloseTo(Math.min(...verts.map((v) => v[c] as number)), 6);
        expect(max[c]).toBeCloseTo(Math.max(...verts.map((v) => v[c] as number)), 6);
      }
    }
  });

  it('has unit normals, triangles wound to match them, and finite UVs', () => {
    for (const p of primitives(id)) {
      for (let i = 0; i < p.normals.length; i += 3) {
        expect(Math.hypot(p.normals[i] as number, p.normals[i + 1] as number, p.normals[i + 2] as number)).toBeCloseTo(1, 5);
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

  it('loads with three GLTFLoader', async () => {
    const bytes = built.get(id) as Uint8Array;
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const gltf = await new GLTFLoader().parseAsync(ab, '');
    const root = gltf.scene.getObjectByName(id) as Object3D;
    expect(root).toBeDefined();
    expect(root.userData).toMatchObject({ id, origin: info.origin });
    for (const part of info.parts) {
      const mesh = root.getObjectByName(part) as Mesh;
      expect(mesh.isMesh).toBe(true);
      expect((mesh.material as MeshStandardMaterial).name).toBe(part);
      expect(mesh.geometry.getAttribute('uv')).toBeDefined();
    }
  });
});

describe('dice models', () => {
  it.each(dieKinds.map((k) => [k]))('%s carries the dice.ts data and its mesh matches it', (kind) => {
    const geo = dieGeometry(kind);
    const root = glbOf(kind).json.nodes[0];
    expect(root.extras).toMatchObject({
      kind, sides: geo.sides, faceNormals: geo.faceNormals, faceCenters: geo.faceCenters, valueOfFace: geo.valueOfFace,
    });
    if (kind === 'd4') expect(root.extras.valueOfVertex).toEqual(geo.valueOfVertex);
    const [p] = primitives(kind);
    if (!p) throw new Error('no primitive');
    const count = p.positions.length / 3;
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
      geo.faceNormals.forEach((fn, f) => {
        const d = fn[0] * (pos[0] - (geo.faceCenters[f] as Vec3)[0]) + fn[1] * (pos[1] - (geo.faceCenters[f] as Vec3)[1]) + fn[2] * (pos[2] - (geo.faceCenters[f] as Vec3)[2]);
        expect(d).toBeLessThan(1e-6);
      });
      if (kind !== 'd6') {
        // Flat shading: each vertex is a dice.ts vertex carrying the normal of a face it belongs to.
        const vi = geo.vertices.findIndex((w) => Math.hypot(w[0] - pos[0], w[1] - pos[1], w[2] - pos[2]) < 1e-6);
        expect(vi).toBeGreaterThanOrEqual(0);
        const f = geo.faceNormals.findIndex((fn) => Math.hypot(fn[0] - n[0], fn[1] - n[1], fn[2] - n[2]) < 1e-6);
        expect(f).toBeGreaterThanOrEqual(0);
        expect(geo.faces[f]).toContain(vi);
      }
    }
    if (kind === 'd6') {
      // Rounded edges, but the flat part of each face lies exactly in the dice.ts face plane.
      geo.faceNormals.forEach((fn, f) => {
        let onPlane = 0;
        for (let i = 0; i < count; i++) {
          const n: Vec3 = [p.normals[3 * i] as number, p.normals[3 * i + 1] as number, p.normals[3 * i + 2] as number];
          if (Math.hypot(n[0] - fn[0], n[1] - fn[1], n[2] - fn[2]) > 1e-6) continue;
          const c = geo.faceCenters[f] as Vec3;
          const d = fn[0] * ((p.positions[3 * i] as number) - c[0]) + fn[1] * ((p.positions[3 * i + 1] as number) - c[1]) + fn[2] * ((p.positions[3 * i + 2] as number) - c[2]);
          expect(Math.abs(d)).toBeLessThan(1e-6);
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
      expect(y0).toBeCloseTo(y, 6);
      expect(y1).toBeCloseTo(y, 6);
      const up = name === 'back' ? -1 : 1;
      for (let i = 1; i < p.normals.length; i += 3) expect(p.normals[i]).toBeCloseTo(up, 6);
      for (const k of [0, 1]) {
        const [a, b] = range(p.uvs, 2, k);
        expect(a).toBeCloseTo(0, 5);
        expect(b).toBeCloseTo(1, 5);
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
    const felt = part('table', 'felt');
    const [fy0, fy1] = range(felt.positions, 3, 1);
    expect(fy0).toBe(0);
    expect(fy1).toBe(0);
    const [fx0, fx1] = range(felt.positions, 3, 0);
    expect(fx0).toBeCloseTo(-23, 4);
    expect(fx1).toBeCloseTo(23, 4);
    const wood = part('table', 'wood');
    const [, wy1] = range(wood.positions, 3, 1);
    expect(wy1).toBe(0);
  });

  it('the meeple stands on y = 0, faces +Z and is 0.45 thick', () => {
    const { min, max } = bounds('meeple');
    expect(min).toEqual([-0.5, 0, -0.225].map(Math.fround));
    expect(max[1]).toBeCloseTo(1.4, 6);
    expect(max[2]).toBeCloseTo(0.225, 6);
  });
});
