import { describe, expect, it } from 'vitest';
import { cleanProfile, PROFILE_COLORS } from './storage.ts';

describe('cleanProfile', () => {
  it('keeps what the server accepts', () => {
    expect(cleanProfile({ name: '  Ada   Lovelace ', color: '#ABCDEF' })).toEqual({ name: 'Ada Lovelace', color: '#abcdef' });
  });

  it('falls back for empty names and bad colours, and cuts long names to 24', () => {
    expect(cleanProfile({ name: '   ', color: 'red' })).toEqual({ name: 'Guest', color: PROFILE_COLORS[0] });
    expect(cleanProfile(null).name).toBe('Guest');
    expect(cleanProfile({ name: 'x'.repeat(40) }).name).toHaveLength(24);
  });
});
