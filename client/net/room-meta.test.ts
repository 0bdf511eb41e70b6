import { describe, expect, it } from 'vitest';
import { readRoomMeta } from './room-meta.ts';

describe('readRoomMeta', () => {
  it('reads plain arrays and numbers', () => {
    expect(readRoomMeta({
      code: 'K7QX2M', gameId: 'sandbox', seedCommit: 'abc', spectators: 2,
      seats: [
        { seat: 1, name: 'Bo', color: '#2e6fd8', occupied: true, connected: false },
        { seat: 0, name: 'Al', color: '#c0392b', occupied: true, connected: true },
      ],
    })).toEqual({
      code: 'K7QX2M', gameId: 'sandbox', seedCommit: 'abc', spectators: 2,
      seats: [
        { seat: 0, name: 'Al', color: '#c0392b', occupied: true, connected: true },
        { seat: 1, name: 'Bo', color: '#2e6fd8', occupied: true, connected: false },
      ],
    });
  });

  it('reads Map-like collections (MapSchema) and counts spectators in a collection', () => {
    const seats = new Map([['a', { name: 'Al', occupied: true }]]);
    const meta = readRoomMeta({ seats, spectators: new Map([['s1', {}], ['s2', {}]]) });
    expect(meta.seats).toEqual([{ seat: 0, name: 'Al', color: '#888888', occupied: true, connected: false }]);
    expect(meta.spectators).toBe(2);
  });

  it('is empty for nonsense and skips bad seats', () => {
    expect(readRoomMeta(null)).toEqual({});
    expect(readRoomMeta(42)).toEqual({});
    expect(readRoomMeta({ seats: [null, 'x', { seat: 2 }] }).seats).toEqual([
      { seat: 2, name: '', color: '#888888', occupied: false, connected: false },
    ]);
  });

  it('reads whether the host lets everyone change the box', () => {
    expect(readRoomMeta({ boxOpen: true }).boxOpen).toBe(true);
    expect(readRoomMeta({ boxOpen: false }).boxOpen).toBe(false);
    expect(readRoomMeta({}).boxOpen).toBeUndefined();
  });
});
