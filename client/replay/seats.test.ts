import { describe, expect, it } from 'vitest';
import { PROFILE_COLORS } from '../net/storage.ts';
import { replaySeats } from './seats.ts';

describe('replay seats', () => {
  it('replay: each seat is named and coloured as its player chose; a seat nobody took is "Seat N"', () => {
    const seats = replaySeats({ seats: 3, players: [{ name: 'Ann', color: '#c0392b' }, null, { name: 'Bot (search)', color: '#2e6fd8' }] });
    expect(seats.map((s) => [s.seat, s.name, s.color])).toEqual([
      [0, 'Ann', '#c0392b'], [1, 'Seat 2', PROFILE_COLORS[1]], [2, 'Bot (search)', '#2e6fd8'],
    ]);
    // Read-only: every seat shows as taken (its pieces are drawn in its colour), nobody connected.
    expect(seats.every((s) => s.occupied && !s.connected)).toBe(true);
  });
});
