/**
 * The slight bend of a card held up off the table: its two short ends sag under their own
 * weight while the middle is held. The card model is a flat slab whose faces are a few long
 * triangles, so its geometry is first subdivided (once, shared by every card), then its
 * materials bend it in the vertex shader by one uniform per card — no new geometry per
 * frame, no extra draw call. The shadow keeps the flat card (it is a few hundredths of a
 * unit thick; nobody sees the difference).
 */
import { BufferAttribute, BufferGeometry, type InterleavedBufferAttribute, type Material, type Matrix4 } from 'three';

/** How far (table units) the ends of a fully bent card sag. */
export const BEND_SAG = 0.14;

/** The sag at `z` along a card of half-length `half` bent by `bend` (units at the ends). */
export function cardSag(z: number, half: number, bend: number): number {
  const t = half > 0 ? z / half : 0;
  return bend * t * t;
}

/**
 * A float32 copy of the geometry: quantised (normalised integer, possibly interleaved)
 * attributes read at their true values, then moved by `matrix` if given (the node transform
 * that goes with quantised positions).
 */
export function floatGeometry(source: BufferGeometry, matrix?: Matrix4): BufferGeometry {
  const geo = new BufferGeometry();
  for (const name of Object.keys(source.attributes)) {
    const attr = source.getAttribute(name) as BufferAttribute | InterleavedBufferAttribute;
    const size = attr.itemSize;
    const out = new Float32Array(attr.count * size);
    for (let i = 0; i < attr.count; i++) for (let k = 0; k < size; k++) out[i * size + k] = attr.getComponent(i, k);
    geo.setAttribute(name, new BufferAttribute(out, size));
  }
  if (source.index) geo.setIndex(source.index.clone());
  if (matrix) geo.applyMatrix4(matrix);
  return geo;
}

/**
 * The geometry with every triangle split into four, `levels` times (attributes interpolated
 * at the edge midpoints, so shared edges split at the same points and stay closed), as
 * float32 attributes whatever the source's.
 */
export function subdivide(source: BufferGeometry, levels: number): BufferGeometry {
  const flat = floatGeometry(source);
  let geo = flat.index ? flat.toNonIndexed() : flat;
  if (geo !== flat) flat.dispose();
  for (let l = 0; l < levels; l++) {
    const next = new BufferGeometry();
    const count = geo.getAttribute('position').count;
    for (const name of Object.keys(geo.attributes)) {
      const attr = geo.getAttribute(name) as BufferAttribute;
      const size = attr.itemSize;
      const out = new Float32Array(count * 4 * size);
      const v = (i: number, k: number) => attr.array[i * size + k] as number;
      let o = 0;
      const put = (a: number, b: number, wa: number) => {
        for (let k = 0; k < size; k++) out[o++] = v(a, k) * wa + v(b, k) * (1 - wa);
      };
      for (let t = 0; t < count; t += 3) {
        const [a, b, c] = [t, t + 1, t + 2];
        // Corners and midpoints: a, ab, ca | ab, b, bc | ca, bc, c | ab, bc, ca.
        put(a, a, 1); put(a, b, 0.5); put(c, a, 0.5);
        put(a, b, 0.5); put(b, b, 1); put(b, c, 0.5);
        put(c, a, 0.5); put(b, c, 0.5); put(c, c, 1);
        put(a, b, 0.5); put(b, c, 0.5); put(c, a, 0.5);
      }
      next.setAttribute(name, new BufferAttribute(out, size));
    }
    geo.dispose();
    geo = next;
  }
  geo.computeBoundingBox();
  geo.computeBoundingSphere();
  return geo;
}

const subdivided = new WeakMap<BufferGeometry, BufferGeometry>();
const made = new WeakSet<BufferGeometry>();

/**
 * The card model's geometry, subdivided for bending (made once per source geometry), with
 * its part node's transform `matrix` baked in: the bend works in the card's own space, so
 * the mesh then carries no transform of its own (see Card.tsx).
 */
export function bendableGeometry(source: BufferGeometry, matrix?: Matrix4): BufferGeometry {
  if (made.has(source)) return source;
  let hit = subdivided.get(source);
  if (!hit) {
    const placed = floatGeometry(source, matrix);
    hit = subdivide(placed, 2);
    placed.dispose();
    subdivided.set(source, hit);
    made.add(hit);
  }
  return hit;
}

/** The uniform a card's materials bend by (units of sag at its ends, + down in model space). */
export interface BendUniform {
  value: number;
}

/** Makes `material` bend its vertices along z by `uniform` (half-length `half`); one shader for all cards. */
export function bendMaterial(material: Material, uniform: BendUniform, half: number): void {
  material.onBeforeCompile = (shader) => {
    shader.uniforms.uCardBend = uniform;
    shader.vertexShader = shader.vertexShader
      .replace('#include <common>', '#include <common>\nuniform float uCardBend;')
      .replace(
        '#include <begin_vertex>',
        `#include <begin_vertex>\n{ float t = transformed.z / ${half.toFixed(4)}; transformed.y -= uCardBend * t * t; }`,
      );
  };
  material.customProgramCacheKey = () => `card-bend:${half.toFixed(4)}`;
  material.needsUpdate = true;
}
