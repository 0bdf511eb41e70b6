import { describe, expect, it } from 'vitest';
import { MOVE_SPRING, nearestAngle, spring, stepSpring } from './spring.ts';

describe('spring', () => {
  it('reaches its target and comes to rest', () => {
    const s = spring(0);
    let frames = 0;
    while (stepSpring(s, 5, 1 / 60, MOVE_SPRING) && frames < 600) frames++;
    expect(s.value).toBe(5);
    expect(s.velocity).toBe(0);
    expect(frames).toBeLessThan(120);
  });

  it('survives a long frame without blowing up', () => {
    const s = spring(0);
    stepSpring(s, 1, 2, MOVE_SPRING);
    expect(Math.abs(s.value)).toBeLessThan(2);
  });

  it('turns the short way round', () => {
    expect(nearestAngle(0.1, 2 * Math.PI)).toBeCloseTo(0);
    expect(nearestAngle(6, 0)).toBeCloseTo(2 * Math.PI);
    expect(nearestAngle(-3, Math.PI)).toBeCloseTo(-Math.PI);
  });
});
