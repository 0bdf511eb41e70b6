import { describe, expect, it } from 'vitest';
import { simulate } from '../../../scripts/sim.ts';

describe('Forest random play (prompts list only legal actions; journeys end)', () => {
  it.each([1, 2, 3, 4])('Forest sim: %i traveller(s) — random legal journeys end with no error or dead end', (players) => {
    const r = simulate({ game: 'forest', players, games: 40, seed: `vitest-${players}`, actions: 2000 });
    expect(r).toMatchObject({ errors: 0, deadEnds: 0, finished: 40 });
    expect(r.meanStats.placements).toBeGreaterThan(players * 5);
  });

  it('Forest sim: the shortest and the longest journeys the options allow', () => {
    for (const rounds of [2, 6]) {
      const r = simulate({ game: 'forest', players: 3, games: 20, seed: `vitest-r${rounds}`, actions: 4000, options: { rounds } });
      expect(r).toMatchObject({ errors: 0, deadEnds: 0, finished: 20 });
    }
  });
});
