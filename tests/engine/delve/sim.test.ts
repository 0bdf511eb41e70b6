/**
 * Random legal play through the prompts (the simulator's own loop, scripts/sim.ts), kept
 * small: every game of every table size ends in victory or defeat, with no refused
 * prompted action and no dead end. `npm run sim` plays the thousands.
 */
import { describe, expect, it } from 'vitest';
import { simulate } from '../../../scripts/sim.ts';

describe('Delve under random play', () => {
  for (const players of [1, 2, 3, 4]) {
    it(`${players} player${players === 1 ? '' : 's'}: 25 games end in victory or defeat, no errors, no dead ends`, () => {
      const r = simulate({ game: 'delve', players, games: 25, seed: `delve-test-${players}`, actions: 2000 });
      expect(r.errors).toBe(0);
      expect(r.deadEnds).toBe(0);
      expect(r.finished).toBe(25);
      expect(r.meanStats.rounds).toBeGreaterThan(3);
    });
  }
});
