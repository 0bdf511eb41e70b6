import { describe, expect, it } from 'vitest';
import { isTarget } from './use-glow.ts';

describe('what lights up as a target', () => {
  it('drag targets: while a piece is moved, a clearing the prompts offer for another action is not lit like a destination', () => {
    // Not dragging: what the prompts point at is lit.
    expect(isTarget(undefined, true, false)).toBe(true);
    // Moving a piece: only the drag's own hints show where it may go.
    expect(isTarget(undefined, true, true)).toBe(false);
    // A piece the game itself marks stays marked.
    expect(isTarget(true, false, true)).toBe(true);
    expect(isTarget(undefined, false, false)).toBe(false);
  });
});
