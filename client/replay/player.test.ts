import { describe, expect, it } from 'vitest';
import type { RollMessage } from '../../wire/protocol.ts';
import { clampVersion, holdMs, nextSpeed, replayKey, STEP_MS } from './player.ts';

/** Only its length matters to the clock. */
const roll = { durationMs: 2500 } as RollMessage;

describe('replay clock', () => {
  it('holds an action for the step time divided by the speed', () => {
    expect(holdMs({}, 1)).toBe(STEP_MS);
    expect(holdMs({}, 4)).toBe(STEP_MS / 4);
    expect(holdMs(null, 0.5)).toBe(STEP_MS * 2);
  });

  it('lets a throw land at its own pace up to speed 2, not beyond', () => {
    expect(holdMs({ roll }, 1)).toBe(2800);
    expect(holdMs({ roll }, 2)).toBe(2800);
    expect(holdMs({ roll }, 8)).toBe(STEP_MS / 8);
  });

  it('keeps versions within the game and speeds within the list', () => {
    expect(clampVersion(-3, 10)).toBe(0);
    expect(clampVersion(12, 10)).toBe(10);
    expect(clampVersion(4.6, 10)).toBe(5);
    expect(clampVersion(Number.NaN, 10)).toBe(0);
    expect(nextSpeed(1, 1)).toBe(2);
    expect(nextSpeed(8, 1)).toBe(8);
    expect(nextSpeed(0.5, -1)).toBe(0.5);
    expect(nextSpeed(3, -1)).toBe(0.5);
  });

  it('maps the replay keys', () => {
    expect(replayKey(' ')).toBe('toggle');
    expect(replayKey('ArrowRight')).toBe('forward');
    expect(replayKey('Home')).toBe('start');
    expect(replayKey('x')).toBeNull();
  });
});
