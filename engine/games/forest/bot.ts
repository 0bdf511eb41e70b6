import type { BotHints } from '../../core/module.ts';
import type { SeatId } from '../../core/types.ts';
import { soloTarget } from './content/rules.ts';
import type { ForestState } from './state.ts';

/** What a traveller has: renown, and health worth a little (it keeps them in the journey); nothing once fallen. */
function standing(s: ForestState, seat: SeatId): number {
  const t = s.travellers[seat];
  if (!t || t.phase === 'lost') return -20;
  return t.renown + 0.6 * t.health;
}

/** A lead of this much standing is worth about three quarters of a win. */
const SCALE = 10;

/**
 * The search bot's reading of a Forest position (engine/bots/): the traveller's standing
 * against the best other's; alone, against the pace the solo target asks for by this
 * round. Renown is public and the deck's hidden order is not read.
 */
export const forestBotHints: BotHints<ForestState> = {
  evaluate: (s, seat) => {
    const mine = standing(s, seat);
    if (s.seats === 1) {
      const pace = (soloTarget(s.options.rounds) * Math.max(0, s.round - 1)) / s.options.rounds;
      return 0.5 + 0.5 * Math.tanh((mine - 6 - pace) / SCALE);
    }
    let best = -Infinity;
    for (let other = 0; other < s.seats; other++) if (other !== seat) best = Math.max(best, standing(s, other));
    return 0.5 + 0.5 * Math.tanh((mine - best) / SCALE);
  },
  depth: 12,
};
