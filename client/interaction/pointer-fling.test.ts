import { describe, expect, it } from 'vitest';
import { FLING_FULL_SPEED, flingOf, pushTrail, type TrailPoint } from './pointer-fling.ts';

function trail(points: Array<[number, number, number]>): TrailPoint[] {
  let t: TrailPoint[] = [];
  for (const [x, z, time] of points) t = pushTrail(t, [x, z], time);
  return t;
}

describe('throw gesture', () => {
  it('a fast release gives the direction and strength of the last 100 ms', () => {
    // 2 units per 16 ms along +x = 125 units/s: full strength.
    const t = trail([[0, 0, 0], [0, 0, 100], [2, 0, 116], [4, 0, 132], [6, 0, 148]]);
    const f = flingOf(t, 148)!;
    expect(f.dx).toBeCloseTo(1, 3);
    expect(f.dz).toBeCloseTo(0, 3);
    expect(f.strength).toBe(1);
  });

  it('scales strength with speed and points along the motion', () => {
    const v = FLING_FULL_SPEED / 2; // units per second
    const t = trail([[0, 0, 0], [0, (-v * 0.05), 50], [0, -v * 0.1, 100]]);
    const f = flingOf(t, 100)!;
    expect(f.dz).toBeCloseTo(-1, 3);
    expect(f.strength).toBeCloseTo(0.5, 2);
  });

  it('a slow drop, or a pause before letting go, is no throw', () => {
    expect(flingOf(trail([[0, 0, 0], [0.1, 0, 50], [0.2, 0, 100]]), 100)).toBeNull();
    expect(flingOf(trail([[0, 0, 0], [5, 0, 50], [5, 0, 400]]), 400)).toBeNull();
    expect(flingOf(trail([[0, 0, 0]]), 0)).toBeNull();
    expect(flingOf(undefined, 0)).toBeNull();
  });

  it('still sees a flick when the page reported the pointer rarely (coalesced moves)', () => {
    // Held still at the start for a while, then one move 10 units on, released 10 ms later:
    // the window's start is interpolated on the way, 45 units/s.
    const t = trail([[0, 0, 0], [0, 0, 150], [10, 0, 350], [10, 0, 360]]);
    const f = flingOf(t, 360)!;
    expect(f.dx).toBe(1);
    expect(f.strength).toBeGreaterThan(0.9);
    // The same move, but let go 300 ms after it stopped: no throw.
    expect(flingOf(trail([[0, 0, 0], [0, 0, 150], [10, 0, 350], [10, 0, 650]]), 650)).toBeNull();
  });

  it('keeps a short trail', () => {
    let t: TrailPoint[] = [];
    for (let i = 0; i < 100; i++) t = pushTrail(t, [i, 0], i * 5);
    expect(t.length).toBeLessThanOrEqual(16);
    expect(t[t.length - 1]![0]).toBe(99);
  });
});
