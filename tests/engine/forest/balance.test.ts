/**
 * The stand-in content is balanced so that decisions matter (README.md, "Balance"): a
 * careful traveller — drawing on only until a drawn card meets a missing icon — wins the
 * solo journey clearly more often than one who always places the first card drawn, one who
 * always draws to the Strategy limit, or the simulator's random player; the journey can be
 * won and lost; and in a duel the careful traveller usually beats the random one.
 */
import { describe, expect, it } from 'vitest';
import { playWith, type Policy } from './bots.ts';

const GAMES = 100;
/** Duels played: 50 proved too few to tell a 65 % edge from a coin (seeds 0–49 alone give 54 %). */
const DUELS = 200;

function soloWinRate(policy: Policy): { won: number; lost: number } {
  let won = 0;
  for (let i = 0; i < GAMES; i++) if (playWith(policy, 1, `balance-${i}`).won) won++;
  return { won: won / GAMES, lost: (GAMES - won) / GAMES };
}

describe('Forest balance', () => {
  it('solo: drawing with care beats drawing never, always, or at random — and the journey can be won and lost', () => {
    const careful = soloWinRate('careful');
    const rates = { hasty: soloWinRate('hasty'), greedy: soloWinRate('greedy'), random: soloWinRate('random') };
    expect(careful.won).toBeGreaterThan(0.5);
    expect(careful.lost).toBeGreaterThan(0.1);
    for (const [policy, r] of Object.entries(rates)) {
      expect(careful.won - r.won, `careful against ${policy}`).toBeGreaterThan(0.12);
      expect(r.won, `${policy} can still win`).toBeGreaterThan(0.05);
    }
  });

  it('a duel: the careful traveller beats the random one most of the time', () => {
    let careful = 0;
    for (let i = 0; i < DUELS; i++) {
      // Alternate the seats so that going first favours neither.
      const policies: Policy[] = i % 2 === 0 ? ['careful', 'random'] : ['random', 'careful'];
      const o = playWith(policies, 2, `duel-${i}`);
      if (o.winners.length === 1 && policies[o.winners[0]!] === 'careful') careful++;
    }
    expect(careful / DUELS).toBeGreaterThan(0.55);
  });
});
