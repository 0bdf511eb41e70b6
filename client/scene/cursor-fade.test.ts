import { describe, expect, it } from 'vitest';
import { CURSOR_FADE_MS, CURSOR_IDLE_MS, cursorFading, cursorOpacity } from './cursor-fade.ts';

describe('remote cursors get out of the way when left still', () => {
  it('shows a moving cursor fully, fades it after a few seconds still, and hides it after the fade', () => {
    expect(cursorOpacity(0)).toBe(1);
    expect(cursorOpacity(CURSOR_IDLE_MS)).toBe(1);
    expect(CURSOR_IDLE_MS).toBeGreaterThanOrEqual(2000);
    expect(CURSOR_IDLE_MS).toBeLessThanOrEqual(6000);
    const half = cursorOpacity(CURSOR_IDLE_MS + CURSOR_FADE_MS / 2);
    expect(half).toBeGreaterThan(0);
    expect(half).toBeLessThan(1);
    expect(cursorFading(CURSOR_IDLE_MS + CURSOR_FADE_MS / 2)).toBe(true);
    expect(cursorOpacity(CURSOR_IDLE_MS + CURSOR_FADE_MS)).toBe(0);
    // A whole turn later it is still gone, and nothing more needs drawing.
    expect(cursorOpacity(5 * 60_000)).toBe(0);
    expect(cursorFading(5 * 60_000)).toBe(false);
  });
});
