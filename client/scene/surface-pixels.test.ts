import { describe, expect, it } from 'vitest';
import { Vector3, type Mesh } from 'three';
import { GLTFLoader, MeshoptDecoder } from 'three-stdlib';
import { buildModel } from '../../assets/models/build.ts';
import { cardStockPixels, clothPixels, feltPixels, meanLevel, tileNoise, woodPixels } from './surface-pixels.ts';
import { cardSag } from './card-bend.ts';

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

  it('the card model carries vertices along its length (its face bends with them): a row at least every eighth, in card units once its node transform applies', async () => {
    const bytes = await buildModel('card');
    const ab = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    const gltf = await new GLTFLoader().setMeshoptDecoder(typeof MeshoptDecoder === 'function' ? MeshoptDecoder() : MeshoptDecoder).parseAsync(ab, '');
    const front = gltf.scene.getObjectByName('front') as Mesh;
    front.updateMatrixWorld(true);
    const pos = front.geometry.getAttribute('position');
    const zs = new Set<number>();
    const v = new Vector3();
    for (let i = 0; i < pos.count; i++) zs.add(Math.round(v.fromBufferAttribute(pos, i).applyMatrix4(front.matrixWorld).z * 100) / 100);
    const sorted = [...zs].sort((a, b) => a - b);
    expect(sorted[0]).toBeCloseTo(-1.75, 1);
    expect(sorted.at(-1)).toBeCloseTo(1.75, 1);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeLessThanOrEqual(3.5 / 8 + 0.01);
  });

});
