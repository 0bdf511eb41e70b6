import { describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import { seatLines, seatsNamed } from './seat-lines.ts';

const seats = [
  { seat: 0, name: 'Ann', color: '#c0392b', occupied: true, connected: true },
  { seat: 1, name: '', color: '#2e86c1', occupied: true, connected: false },
  { seat: 2, name: '', color: '', occupied: false, connected: false },
];

function projection(status: Projection['status']): Projection {
  return { gameId: 'x', version: 3, viewer: 'spectator', view: {}, table: { pieces: {}, hands: {} }, prompts: [], status, log: [] };
}

describe('scoreboard lines', () => {
  it('scoreboard: the seats the headline names are the ones the table waits on', () => {
    expect([...seatsNamed('Round 2 · card selection: waiting for Seat 1, Seat 3')]).toEqual([0, 2]);
    expect(seatsNamed('Seat 12 and Seats 4').has(11)).toBe(true);
    expect(seatsNamed(undefined).size).toBe(0);
  });

  it('scoreboard: occupied seats only, with score, turn, detail; winners once over', () => {
    const lines = seatLines(projection({ over: false, headline: "Seat 2's turn", scores: { 0: 7, 1: 12 } }), seats, (_p, seat) => (seat === 0 ? 'Marquise' : null));
    expect(lines).toEqual([
      { seat: 0, name: 'Ann', color: '#c0392b', score: 7, active: false, detail: 'Marquise', winner: false },
      { seat: 1, name: 'Seat 2', color: '#2e86c1', score: 12, active: true, detail: null, winner: false },
    ]);
    const over = seatLines(projection({ over: true, winners: [1], headline: 'Seat 2 wins' }), seats);
    expect(over.map((l) => [l.active, l.winner])).toEqual([[false, false], [false, true]]);
  });
});
