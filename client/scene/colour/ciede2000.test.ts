import { describe, expect, it } from 'vitest';
import { ciede2000, hexOf, labOf, linearRgb } from './ciede2000.ts';

/** Pairs (by number) of the published test data of Sharma, Wu & Dalal (2005), table 1, with their ΔE00. */
const SHARMA: Array<[number, [number, number, number], [number, number, number], number]> = [
  [1, [50, 2.6772, -79.7751], [50, 0, -82.7485], 2.0425],
  [2, [50, 3.1571, -77.2803], [50, 0, -82.7485], 2.8615],
  [7, [50, 0, 0], [50, -1, 2], 2.3669],
  [13, [50, 2.49, -0.001], [50, -2.49, 0.0009], 7.1792],
  [15, [50, 2.49, -0.001], [50, -2.49, 0.0011], 7.2195],
  [17, [50, -0.001, 2.49], [50, 0.0009, -2.49], 4.8045],
  [19, [50, 2.5, 0], [73, 25, -18], 27.1492],
  [22, [50, 2.5, 0], [50, 3.1736, 0.5854], 1.0],
  [25, [60.2574, -34.0099, 36.2677], [60.4626, -34.1751, 39.4387], 1.2644],
  [26, [63.0109, -31.0961, -5.8663], [62.8187, -29.7946, -4.0864], 1.263],
  [30, [90.8027, -2.0831, 1.441], [91.1528, -1.6435, 0.0447], 1.4441],
  [34, [2.0776, 0.0795, -1.135], [0.9033, -0.0636, -0.5514], 0.9082],
];

describe('CIEDE2000 (Sharma, Wu & Dalal 2005)', () => {
  it.each(SHARMA)('test pair %i gives the published difference to 1e-4', (_n, [L1, a1, b1], [L2, a2, b2], want) => {
    expect(Math.abs(ciede2000({ L: L1, a: a1, b: b1 }, { L: L2, a: a2, b: b2 }) - want)).toBeLessThan(1e-4);
    // The formula is symmetric.
    expect(Math.abs(ciede2000({ L: L2, a: a2, b: b2 }, { L: L1, a: a1, b: b1 }) - want)).toBeLessThan(1e-4);
  });

  it('sRGB white is L* 100 with no chroma, black L* 0, and mid grey L* 53.6', () => {
    const white = labOf(linearRgb('#ffffff'));
    expect(white.L).toBeCloseTo(100, 3);
    expect(Math.hypot(white.a, white.b)).toBeLessThan(0.01);
    expect(labOf(linearRgb('#000000')).L).toBeCloseTo(0, 6);
    expect(labOf(linearRgb('#808080')).L).toBeCloseTo(53.585, 2);
  });

  it('a colour survives linear RGB and back', () => {
    for (const hex of ['#c0392b', '#0072b2', '#f0e442', '#000000', '#ffffff']) expect(hexOf(linearRgb(hex))).toBe(hex);
  });
});
