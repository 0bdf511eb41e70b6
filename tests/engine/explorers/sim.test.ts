import { describe, expect, it } from 'vitest';
import { simulate } from '../../../scripts/sim.ts';

describe('EX random play (prompts list only legal actions; games end)', () => {
  it.each([1, 2, 3, 4])('EX sim: %i seat(s) — random legal games end in victory or defeat with no error or dead end', (players) => {
    const r = simulate({ game: 'explorers', players, games: 6, seed: `vitest-${players}`, actions: 20000 });
    expect(r).toMatchObject({ errors: 0, deadEnds: 0, finished: 6 });
    expect(r.meanStats.rounds).toBeGreaterThan(1);
  });

  it('EX sim: with Enraged Monsters (both variants) and the Lairs mini-expansion too', () => {
    for (const options of [{ enraged: 'on', lairs: true }, { enraged: 'runes', lairs: true }]) {
      const r = simulate({ game: 'explorers', players: 2, games: 6, seed: 'vitest-adv', actions: 20000, options });
      expect(r).toMatchObject({ errors: 0, deadEnds: 0, finished: 6 });
    }
  });
});
