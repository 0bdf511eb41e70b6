import type { SeatId } from '../../../../core/types.ts';
import { warriorsOf } from '../../board.ts';
import type { ReadCtx } from '../../faction.ts';
import { faceUp, isPlot } from './state.ts';

/**
 * What the Corvids' pieces and cards are worth to the search bot, in VP. A face-down plot
 * is a share of its flip (1 VP per face-up plot then on the map, 13.4.2), the larger where
 * a Corvid warrior already stands to flip it; a face-up one adds a VP to every later flip.
 * Warriors and cards are worth more to them than bot.ts counts for everyone (0.05, 0.125):
 * warriors pay for plots and flip them (13.5.2, 13.4.2), and a card recruits a warrior in
 * every clearing of its suit (13.4.3) — a search that valued them as any faction's spent
 * its warriors in battles and exerted instead of drawing, and was left with plots it could
 * not flip.
 */
export const CORVID_WORTH = { flippable: 0.6, unguarded: 0.4, faceUp: 0.75, warrior: 0.1, card: 0.5 } as const;
/** What bot.ts counts for any token. */
const COUNTED = 0.25;

/** The Corvids' position as the search bot reads it (engine/games/root/bot.ts), beyond bot.ts's own count. */
export function corvidWorth(ctx: ReadCtx, me: SeatId): number {
  const flip = faceUp(ctx.s, me) + 1;
  let worth = 0;
  let warriors = 0;
  for (const c of ctx.s.map) {
    const here = warriorsOf(c, me);
    warriors += here;
    for (const t of c.tokens) {
      if (t.seat !== me || !isPlot(t)) continue;
      const w = !t.faceDown ? CORVID_WORTH.faceUp : (here > 0 ? CORVID_WORTH.flippable : CORVID_WORTH.unguarded) * flip;
      worth += w - COUNTED;
    }
  }
  return worth + CORVID_WORTH.warrior * warriors + CORVID_WORTH.card * (ctx.s.players[me]?.hand.length ?? 0);
}
