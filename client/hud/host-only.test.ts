import { describe, expect, it } from 'vitest';
import { hostOnlyReason } from './host-only.ts';

describe('host-only prompts', () => {
  it('ending the table is offered to the host only; other seats see why not', () => {
    expect(hostOnlyReason({ ends: true }, true)).toBeNull();
    expect(hostOnlyReason({ ends: true }, false)).toBe("Only the table's host (the first player to sit down) can end it for everyone.");
  });

  it('every other prompt is for any seat the game offers it to', () => {
    expect(hostOnlyReason({}, false)).toBeNull();
    expect(hostOnlyReason({ ends: false }, false)).toBeNull();
  });
});
