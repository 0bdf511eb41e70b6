import { describe, expect, it } from 'vitest';
import { LAYER_SPECS, classBudget, faceSizeFor, sourceRect } from './image-classes.ts';

describe("which size of the group's images a screen asks for", () => {
  it('phones held either way and tablets held upright get phone images', () => {
    expect(faceSizeFor(390, 844)).toBe('phone');
    expect(faceSizeFor(844, 390)).toBe('phone');
    expect(faceSizeFor(768, 1024)).toBe('phone');
  });

  it('laptops, desktops and tablets held sideways get full images, as does a canvas not yet measured', () => {
    expect(faceSizeFor(1440, 900)).toBe('full');
    expect(faceSizeFor(1280, 720)).toBe('full');
    expect(faceSizeFor(1024, 768)).toBe('full');
    expect(faceSizeFor(0, 0)).toBe('full');
  });
});

describe('image layers per class', () => {
  it("card layers keep a card's 5 : 7, and a phone's are smaller than full ones", () => {
    for (const size of ['full', 'phone'] as const) {
      const s = LAYER_SPECS.card[size];
      expect(s.width / s.height).toBeCloseTo(2.5 / 3.5, 2);
    }
    for (const cls of ['card', 'square', 'board'] as const) {
      expect(LAYER_SPECS[cls].phone.width).toBeLessThan(LAYER_SPECS[cls].full.width);
    }
  });

  it('no class may take more than 200 MiB of graphics memory at its cap', () => {
    for (const cls of Object.values(LAYER_SPECS)) {
      for (const spec of Object.values(cls)) expect(classBudget(spec)).toBeLessThanOrEqual(200 * 1024 * 1024);
    }
  });

  it('a cut card or a board is stretched to its layer; a token or tile print is cropped to its middle', () => {
    expect(sourceRect(500, 700, { width: 320, height: 448, fit: 'fill' })).toEqual({ sx: 0, sy: 0, sw: 500, sh: 700 });
    expect(sourceRect(400, 200, { width: 256, height: 256, fit: 'cover' })).toEqual({ sx: 100, sy: 0, sw: 200, sh: 200 });
    expect(sourceRect(200, 500, { width: 256, height: 256, fit: 'cover' })).toEqual({ sx: 0, sy: 150, sw: 200, sh: 200 });
  });
});
