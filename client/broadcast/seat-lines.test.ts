import { describe, expect, it } from 'vitest';
import type { Projection } from '../../engine/core/match.ts';
import { clientGame } from '../kit/registry.ts';
import { loadClientGames } from '../../tests/helpers/client-games.ts';
import { seatLines, seatsNamed } from './seat-lines.ts';

// The registry loads each game's client on demand; these tests read them synchronously.
await loadClientGames();

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

  it('scoreboard: without a game reading, occupied seats with the status score and the headline turn; winners once over', () => {
    const lines = seatLines(projection({ over: false, headline: "Seat 2's turn", scores: { 0: 7, 1: 12 } }), seats);
    expect(lines).toEqual([
      { seat: 0, name: 'Ann', color: '#c0392b', role: null, score: '7', active: false, winner: false },
      { seat: 1, name: 'Seat 2', color: '#2e86c1', role: null, score: '12', active: true, winner: false },
    ]);
    const over = seatLines(projection({ over: true, winners: [1], headline: 'Seat 2 wins' }), seats);
    expect(over.map((l) => [l.active, l.winner, l.score])).toEqual([[false, false, null], [false, true, null]]);
  });

  it("scoreboard: the game's reading gives role, colour, score and turn; what it leaves out falls back to the status", () => {
    const read = (_p: Projection, seat: number) => (seat === 0
      ? { role: 'Marquise', color: '#d77a2b', score: '7 VP', active: true }
      : { role: 'Eyrie' });
    const lines = seatLines(projection({ over: false, headline: "Seat 2's turn", scores: { 0: 7, 1: 12 } }), seats, read);
    expect(lines).toEqual([
      { seat: 0, name: 'Ann', color: '#d77a2b', role: 'Marquise', score: '7 VP', active: true, winner: false },
      { seat: 1, name: 'Seat 2', color: '#2e86c1', role: 'Eyrie', score: '12', active: true, winner: false },
    ]);
    const over = seatLines(projection({ over: true, winners: [0], headline: 'Seat 1 won' }), seats, read);
    expect(over.map((l) => l.active)).toEqual([false, false]);
  });

  it('scoreboard: no projection yet, names and seat colours only', () => {
    expect(seatLines(null, seats, () => ({ role: 'never asked' }))).toEqual([
      { seat: 0, name: 'Ann', color: '#c0392b', role: null, score: null, active: false, winner: false },
      { seat: 1, name: 'Seat 2', color: '#2e86c1', role: null, score: null, active: false, winner: false },
    ]);
  });

  it('scoreboard: every rules game reads its seats for the scoreboard; the free table shows names only', () => {
    for (const id of ['root', 'explorers', 'delve', 'forest']) expect(clientGame(id).scoreboard, id).toBeTypeOf('function');
    expect(clientGame('sandbox').scoreboard).toBeUndefined();
  });
});
