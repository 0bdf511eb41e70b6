import type { BotHints } from '../../core/module.ts';
import type { SeatId } from '../../core/types.ts';
import { ruler } from './board.ts';
import type { FactionTable } from './faction.ts';
import type { RootState } from './state.ts';

/**
 * What a seat has towards 30 VP, in VP: its VP and, worth less, what scores them later —
 * buildings and tokens on the map, clearings it rules, warriors out, cards in hand, items —
 * read from the core state, so it holds for every faction; plus what its faction's `bot`
 * policy adds for its own engine (flowers at cathedrals, plots, swayed ministers).
 */
function standing(s: RootState, factions: FactionTable, seat: SeatId): number {
  const p = s.players[seat];
  if (!p) return 0;
  let buildings = 0;
  let tokens = 0;
  let warriors = 0;
  let ruled = 0;
  const ctx = { s, f: factions };
  for (const c of s.map) {
    for (const b of c.buildings) if (b.seat === seat) buildings++;
    for (const t of c.tokens) if (t.seat === seat) tokens++;
    warriors += c.warriors[seat] ?? 0;
    if (ruler(ctx, c.id) === seat) ruled++;
  }
  const own = factions[p.faction]?.bot?.worth(ctx, seat) ?? 0;
  return p.vp + 0.4 * buildings + 0.25 * tokens + 0.05 * warriors + 0.15 * ruled + 0.125 * p.hand.length + 0.25 * p.items.length + own;
}

/** A lead of this many VP of standing is worth about three quarters of a win. */
const SCALE = 8;

/**
 * The search bot's reading of a Root position (engine/bots/): the seat's standing against
 * the best other seat's. It reads a determinised state, so the cards it counts in a hand
 * are only as many as the seat may know of.
 */
export function rootBotHints(factions: FactionTable): BotHints<RootState> {
  return {
    evaluate: (s, seat) => {
      const mine = standing(s, factions, seat);
      let best = -Infinity;
      for (const p of s.players) if (p.seat !== seat) best = Math.max(best, standing(s, factions, p.seat));
      return 0.5 + 0.5 * Math.tanh((mine - (best === -Infinity ? 0 : best)) / SCALE);
    },
    depth: 60,
    horizon: 'round',
  };
}
