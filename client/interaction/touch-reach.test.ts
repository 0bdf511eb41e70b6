import { describe, expect, it } from 'vitest';
import { TOUCH_REACH_PX, nearestInReach } from './touch-reach.ts';

describe('a finger presses a small piece within its reach', () => {
  it('TOUCH.1 a touch within 22 px of a piece the player may take presses it, the nearest of several; farther, none (the camera turns)', () => {
    const pieces = [{ id: 'w1', at: [100, 100] as [number, number] }, { id: 'w2', at: [130, 100] as [number, number] }, { id: 'off', at: null }];
    expect(TOUCH_REACH_PX).toBe(22);
    expect(nearestInReach(pieces, [112, 100])).toBe('w1');
    expect(nearestInReach(pieces, [118, 100])).toBe('w2');
    expect(nearestInReach(pieces, [100, 121])).toBe('w1');
    expect(nearestInReach(pieces, [100, 123])).toBeNull();
    expect(nearestInReach([], [0, 0])).toBeNull();
  });
});
