import { describe, expect, it } from 'vitest';
import { readAccessor, readGlb } from './glb-reader.ts';
import { GLB_GENERATOR, type GlbDocument, type GlbMaterial, writeGlb } from './glb-writer.ts';

const red: GlbMaterial = { name: 'red', baseColor: [1, 0, 0, 1], roughness: 0.5, metalness: 0.1 };
const blue: GlbMaterial = { name: 'blue', baseColor: [0, 0, 1, 1], roughness: 0.9, metalness: 0 };

function triangleDoc(): GlbDocument {
  return {
    nodes: [{
      name: 'root',
      translation: [1, 2, 3],
      extras: { kind: 'test', values: [1, 2.5, -3], nested: { ok: true, none: null } },
      children: [
        {
          name: 'tri',
          mesh: {
            name: 'tri',
            primitives: [{
              positions: [0, 0, 0, 1, 0, 0, 0, 1, -0.5],
              normals: [0, 0, 1, 0, 0, 1, 0, 0, 1],
              uvs: [0, 0, 1, 0, 0, 1],
              colors: [1, 0, 0, 1, 0, 1, 0, 1, 0, 0, 1, 1],
              indices: [0, 1, 2],
              material: red,
            }, {
              positions: [0, 0, 0, 0.1, 0.2, 0.3, -0.7, 0, 0.1, 0, 5, 0],
              normals: [0, 1, 0, 0, 1, 0, 0, 1, 0, 0, 1, 0],
              uvs: [0, 0, 1, 0, 0, 1, 1, 1],
              indices: [0, 1, 2, 0, 2, 3, 1, 2, 3], // 9 uint16 = 18 bytes: needs padding
              material: blue,
            }],
          },
        },
        { name: 'empty', extras: 'marker' },
      ],
    }],
  };
}

describe('glb writer', () => {
  const bytes = writeGlb(triangleDoc());
  const glb = readGlb(bytes);

  it('writes a GLB 2 container with a JSON and a BIN chunk, 4-byte aligned', () => {
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe('glTF');
    expect(glb.version).toBe(2);
    expect(glb.totalLength).toBe(bytes.byteLength);
    expect(bytes.byteLength % 4).toBe(0);
    expect(glb.jsonChunkLength % 4).toBe(0);
    expect(glb.binChunkLength % 4).toBe(0);
    expect(glb.jsonText).toMatch(/^\{.*\} *$/s); // padded with spaces
    expect(glb.json.asset).toEqual({ version: '2.0', generator: GLB_GENERATOR });
    expect(glb.json.buffers).toEqual([{ byteLength: glb.bin.byteLength }]);
  });

  it('keeps nodes, names, transforms and extras', () => {
    const j = glb.json;
    expect(j.scene).toBe(0);
    expect(j.scenes[0].nodes).toEqual([0]);
    expect(j.nodes.map((n: { name: string }) => n.name)).toEqual(['root', 'tri', 'empty']);
    expect(j.nodes[0].children).toEqual([1, 2]);
    expect(j.nodes[0].translation).toEqual([1, 2, 3]);
    expect(j.nodes[0].extras).toEqual({ kind: 'test', values: [1, 2.5, -3], nested: { ok: true, none: null } });
    expect(j.nodes[2].extras).toBe('marker');
    expect(j.nodes[1].mesh).toBe(0);
    expect(j.meshes[0].name).toBe('tri');
  });

  it('writes one PBR material per primitive', () => {
    const j = glb.json;
    const prims = j.meshes[0].primitives;
    expect(prims.map((p: { material: number }) => j.materials[p.material].name)).toEqual(['red', 'blue']);
    expect(j.materials[0].pbrMetallicRoughness).toEqual({ baseColorFactor: [1, 0, 0, 1], metallicFactor: 0.1, roughnessFactor: 0.5 });
    expect(prims[0].attributes.COLOR_0).toBeDefined();
    expect(prims[1].attributes.COLOR_0).toBeUndefined();
  });

  it('has consistent accessors, buffer views and POSITION bounds', () => {
    const j = glb.json;
    const sizes: Record<string, number> = { SCALAR: 1, VEC2: 2, VEC3: 3, VEC4: 4 };
    const bytesOf: Record<number, number> = { 5123: 2, 5125: 4, 5126: 4 };
    for (const a of j.accessors) {
      const view = j.bufferViews[a.bufferView];
      expect(view.byteOffset % 4).toBe(0);
      expect(view.byteOffset + view.byteLength).toBeLessThanOrEqual(glb.bin.byteLength);
      expect(view.byteLength).toBe(a.count * (sizes[a.type] as number) * (bytesOf[a.componentType] as number));
    }
    for (const p of j.meshes[0].primitives) {
      const pos = j.accessors[p.attributes.POSITION];
      const count = pos.count;
      for (const key of ['NORMAL', 'TEXCOORD_0', 'COLOR_0']) {
        if (p.attributes[key] !== undefined) expect(j.accessors[p.attributes[key]].count).toBe(count);
      }
      expect(j.accessors[p.attributes.NORMAL].type).toBe('VEC3');
      expect(j.accessors[p.attributes.TEXCOORD_0].type).toBe('VEC2');
      const idx = j.accessors[p.indices];
      expect(idx.componentType).toBe(5123);
      expect(idx.count % 3).toBe(0);
      expect(Math.max(...readAccessor(glb, p.indices))).toBeLessThan(count);
      const values = readAccessor(glb, p.attributes.POSITION);
      for (let c = 0; c < 3; c++) {
        const axis = values.filter((_, i) => i % 3 === c);
        expect(pos.min[c]).toBe(Math.min(...axis));
        expect(pos.max[c]).toBe(Math.max(...axis));
      }
    }
    expect(readAccessor(glb, j.meshes[0].primitives[1].attributes.POSITION)).toEqual(
      [0, 0, 0, 0.1, 0.2, 0.3, -0.7, 0, 0.1, 0, 5, 0].map(Math.fround),
    );
    expect(readAccessor(glb, j.meshes[0].primitives[1].indices)).toEqual([0, 1, 2, 0, 2, 3, 1, 2, 3]);
  });

  it('uses 32-bit indices past 65535 vertices', () => {
    const n = 70000;
    const positions = new Float32Array(n * 3).map((_, i) => (i % 3 === 0 ? i / 3 : 0));
    const normals = new Float32Array(n * 3).map((_, i) => (i % 3 === 2 ? 1 : 0));
    const g = readGlb(writeGlb({
      nodes: [{ name: 'big', mesh: { name: 'big', primitives: [{ positions, normals, uvs: new Float32Array(n * 2), indices: [0, 1, n - 1], material: red }] } }],
    }));
    const prim = g.json.meshes[0].primitives[0];
    expect(g.json.accessors[prim.indices].componentType).toBe(5125);
    expect(readAccessor(g, prim.indices)).toEqual([0, 1, n - 1]);
    expect(g.json.accessors[prim.attributes.POSITION].max).toEqual([n - 1, 0, 0]);
  });

  it('is deterministic', () => {
    expect(Buffer.from(writeGlb(triangleDoc())).equals(Buffer.from(bytes))).toBe(true);
  });

  it('rejects inconsistent input', () => {
    const bad = (patch: (d: GlbDocument) => void): (() => Uint8Array) => () => {
      const d = triangleDoc();
      patch(d);
      return writeGlb(d);
    };
    const prim = (d: GlbDocument): Record<string, unknown> =>
      d.nodes[0]?.children?.[0]?.mesh?.primitives[0] as unknown as Record<string, unknown>;
    expect(bad((d) => { prim(d).normals = [0, 0, 1]; })).toThrow(/normals/);
    expect(bad((d) => { prim(d).uvs = [0, 0]; })).toThrow(/uvs/);
    expect(bad((d) => { prim(d).indices = [0, 1, 3]; })).toThrow(/out of range/);
    expect(bad((d) => { prim(d).positions = [0, 0, 0, 1, 0, 0, 0, NaN, 0]; })).toThrow(/finite/);
    expect(bad((d) => { (d.nodes[0] as { extras: unknown }).extras = { x: Infinity }; })).toThrow(/finite/);
    expect(bad((d) => { d.nodes.push({ name: 'root' }); })).toThrow(/duplicate/);
  });
});
