import { describe, expect, it } from 'vitest';
import { BoxGeometry, PlaneGeometry, type Mesh } from 'three';
import { GLTFLoader, MeshoptDecoder } from 'three-stdlib';
import { buildModel } from '../../assets/models/build.ts';
import { cardStockPixels, clothPixels, feltPixels, meanLevel, tileNoise, woodPixels } from './surface-pixels.ts';
import { bendableGeometry, cardSag, subdivide } from './card-bend.ts';

const generators = { wood: woodPixels, felt: feltPixels, 'card-stock': cardStockPixels, cloth: clothPixels };

/** Mean absolute difference between two rows (or columns) of an RGBA image. */
function seam(px: Uint8Array, size: number, a: [number, number], b: [number, number], vertical: boolean): number {
  let diff = 0;
  for (let i = 0; i < size; i++) {
    const [x1, y1] = vertical ? [a[0], i] : [i, a[1]];
    const [x2, y2] = vertical ? [b[0], i] : [i, b[1]];
    diff += Math.abs(px[(y1 * size + x1) * 4]! - px[(y2 * size + x2) * 4]!);
  }
  return diff / size;
}

describe('surface textures made in code', () => {
  for (const [name, make] of Object.entries(generators)) {
    it(`${name}: the same size and seed give the same bytes; another seed gives others`, () => {
      const a = make(64, 7);
      const b = make(64, 7);
      expect(a.length).toBe(64 * 64 * 4);
      expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
      expect(Buffer.from(a).equals(Buffer.from(make(64, 8)))).toBe(false);
      for (let i = 3; i < a.length; i += 4) if (a[i] !== 255) throw new Error('not opaque');
    });

    it(`${name}: tiles without a seam (the wrap is no rougher than a step inside)`, () => {
      const size = 128;
      const px = make(size, 3);
      const inside = (seam(px, size, [size / 2 - 1, 0], [size / 2, 0], true) + seam(px, size, [0, size / 2 - 1], [0, size / 2], false)) / 2;
      const wrapX = seam(px, size, [size - 1, 0], [0, 0], true);
      expect(wrapX).toBeLessThan(inside * 2.5 + 4);
      if (name !== 'wood') {
        // Wood has a dark seam between planks at the wrap, as inside; the others must flow on.
        const wrapY = seam(px, size, [0, size - 1], [0, 0], false);
        expect(wrapY).toBeLessThan(inside * 2.5 + 4);
      }
    });
  }

  it('each surface has its own character: dark wood, deep felt, near-white card stock, a mid-grey weave', () => {
    expect(meanLevel(woodPixels(64))).toBeGreaterThan(60);
    expect(meanLevel(woodPixels(64))).toBeLessThan(160);
    expect(meanLevel(feltPixels(64))).toBeLessThan(90);
    expect(meanLevel(cardStockPixels(64))).toBeGreaterThan(215);
    const cloth = meanLevel(clothPixels(64));
    expect(cloth).toBeGreaterThan(150);
    expect(cloth).toBeLessThan(240);
  });

  it('the lattice noise wraps at its period', () => {
    for (const y of [0.3, 2.7]) expect(tileNoise(0, y, 8, 5)).toBeCloseTo(tileNoise(8, y, 8, 5), 10);
  });
});

describe('a held card bends', () => {
  it('its ends sag by the bend, the middle not at all, face down the other way', () => {
    expect(cardSag(0, 1.75, 0.14)).toBe(0);
    expect(cardSag(1.75, 1.75, 0.14)).toBeCloseTo(0.14);
    expect(cardSag(-1.75, 1.75, 0.14)).toBeCloseTo(0.14);
    expect(cardSag(1.75, 1.75, -0.14)).toBeCloseTo(-0.14);
  });

  it('subdividing keeps the shape and splits every triangle in four per level', () => {
    const box = new BoxGeometry(2.5, 0.02, 3.5);
    const tris = box.index!.count / 3;
    const fine = subdivide(box, 2);
    expect(fine.getAttribute('position').count / 3).toBe(tris * 16);
    box.computeBoundingBox();
    expect(fine.boundingBox!.min.toArray()).toEqual(box.boundingBox!.min.toArray());
    expect(fine.boundingBox!.max.toArray()).toEqual(box.boundingBox!.max.toArray());
    expect(fine.getAttribute('uv').count).toBe(fine.getAttribute('position').count);
  });

  it('the card model\'s quantised parts become float geometry in card units, their node transform baked in', async () => {
    const bytes = await buildModel('card');
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const gltf = await new GLTFLoader().setMeshoptDecoder(typeof MeshoptDecoder === 'function' ? MeshoptDecoder() : MeshoptDecoder).parseAsync(ab, '');
    const front = gltf.scene.getObjectByName('front') as Mesh;
    expect(front.geometry.getAttribute('position').normalized).toBe(true);
    front.updateMatrix();
    const bent = bendableGeometry(front.geometry, front.matrix);
    const pos = bent.getAttribute('position');
    expect(pos.array).toBeInstanceOf(Float32Array);
    expect(pos.normalized).toBe(false);
    const size = bent.boundingBox!.getSize(front.position.clone());
    expect(size.x).toBeCloseTo(2.5 - 2 * 0.005, 3);
    expect(size.z).toBeCloseTo(3.5 - 2 * 0.005, 3);
    expect(bent.boundingBox!.max.y).toBeCloseTo(0.02, 3);
    const n = bent.getAttribute('normal');
    for (let i = 0; i < n.count; i++) expect(n.getY(i)).toBeCloseTo(1, 3);
  });

  it('the bendable geometry is made once per source and never subdivided twice', () => {
    const plane = new PlaneGeometry(2.5, 3.5);
    const once = bendableGeometry(plane);
    expect(bendableGeometry(plane)).toBe(once);
    expect(bendableGeometry(once)).toBe(once);
  });
});
