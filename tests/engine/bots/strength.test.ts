/**
 * The search bot plays better than the random one: a quick sample of short Forest
 * journeys for two (two rounds), the search at one seat and the random bot at the other,
 * swapping seats every game. The full figures, per game and at larger budgets, are in
 * docs/BOTS.md (`npm run sim -- --bots …`).
 */
import { describe, expect, it } from 'vitest';
import { games } from '../../../engine/games/registry.ts';
import { simulateBots } from '../../../scripts/sim-bots.ts';

describe('search bot against random bot', () => {
  it('forest: the search wins more journeys than the random bot, from either seat', () => {
    const opts = {
      game: 'forest', players: 2, games: 4, seed: 'strength', actions: 2000, options: { rounds: 2 },
      bots: ['search', 'random'] as const, iterations: 20, depth: 5, swap: true,
    };
    const r = simulateBots(games.forest!, { ...opts, bots: [...opts.bots] });
    expect(r).toMatchObject({ errors: 0, deadEnds: 0, finished: 4 });
    const search = r.byBot.search!;
    const random = r.byBot.random!;
    expect(search.seats).toBe(4);
    expect(search.wins).toBeGreaterThanOrEqual(3);
    expect(search.wins).toBeGreaterThan(random.wins);
    expect(r.search.meanIterations).toBe(20);
  });
});
