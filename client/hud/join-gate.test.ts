import { describe, expect, it } from 'vitest';
import { askNameFirst, profileNameIn } from './join-gate.ts';

const fresh = { watch: false, savedName: null, seatToken: false, offered: false };

describe('asking a name before sitting down', () => {
  it('a table link opened in a fresh browser asks for a name (and colour) before taking a seat', () => {
    expect(askNameFirst(fresh)).toBe(true);
    expect(askNameFirst({ ...fresh, savedName: '   ' })).toBe(true);
  });

  it('a saved name sits down at once', () => {
    expect(askNameFirst({ ...fresh, savedName: 'Ada' })).toBe(false);
  });

  it('watching needs no name; a seat this browser held (reload, reconnect) is taken back at once', () => {
    expect(askNameFirst({ ...fresh, watch: true })).toBe(false);
    expect(askNameFirst({ ...fresh, seatToken: true })).toBe(false);
  });

  it('coming from the start page, whose name field the player already saw, does not ask twice', () => {
    expect(askNameFirst({ ...fresh, offered: true })).toBe(false);
  });

  it('reads the saved name from the stored profile, null when there is none or it is unreadable', () => {
    expect(profileNameIn(JSON.stringify({ name: ' Ada ', color: '#c0392b' }))).toBe('Ada');
    expect(profileNameIn(JSON.stringify({ color: '#c0392b' }))).toBeNull();
    expect(profileNameIn(JSON.stringify({ name: 7 }))).toBeNull();
    expect(profileNameIn(null)).toBeNull();
    expect(profileNameIn('{not json')).toBeNull();
    expect(profileNameIn('null')).toBeNull();
  });
});
