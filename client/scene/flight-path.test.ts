import { describe, expect, it } from 'vitest';
import { arcHeight, flightPoint } from './flight-path.ts';

describe('a flying piece\'s arc', () => {
  const a = [10, 1.6, 8] as const;
  const b = [-12, 0.2, -4] as const;
  const at = (t: number) => flightPoint(a, b, t, [0, 0, 0]);

  it('starts and ends at its ends, clamped outside 0…1', () => {
    expect(at(0)).toEqual([...a]);
    expect(at(1).map((v) => Math.round(v * 1e9) / 1e9)).toEqual([...b]);
    expect(at(-1)).toEqual(at(0));
    expect(at(2)).toEqual(at(1));
  });

  it('rises over the line between its ends, highest in the middle', () => {
    const mid = at(0.5);
    expect(mid[0]).toBeCloseTo((a[0] + b[0]) / 2, 6);
    expect(mid[1]).toBeCloseTo((a[1] + b[1]) / 2 + arcHeight(Math.hypot(b[0] - a[0], b[2] - a[2])), 6);
    expect(at(0.25)[1]).toBeLessThan(mid[1]);
    expect(arcHeight(100)).toBe(4);
    expect(arcHeight(0)).toBe(1);
  });
});
