import type { SeatId } from '../../../../core/types.ts';
import type { ReadCtx } from '../../faction.ts';
import { suitOf } from '../../map.ts';
import { CATHEDRAL, FLOWER } from './state.ts';

/**
 * What a flower at one of the Clergy's cathedrals is worth to the search bot, in VP: one
 * that matches the clearing (or a bird) is a VP in the next Offer (Score, HCC.5.2.I); one
 * of another suit can still pay for crafting there (HCC.5.2.III).
 */
export const FLOWER_WORTH = { offerable: 0.9, craftable: 0.5 } as const;
/** What bot.ts counts for any token; a flower elsewhere is worth no more than that. */
const COUNTED = 0.25;

/**
 * The Clergy's position as the search bot reads it (engine/games/root/bot.ts): their
 * flowers at their cathedrals. A flower elsewhere is counted as any token: prized more, the
 * search kept flowers lying about for later instead of building cathedrals with them
 * (HCC.5.2.II), and lost them to enemies' battles (1 VP each to the remover).
 */
export function clergyWorth(ctx: ReadCtx, me: SeatId): number {
  let worth = 0;
  for (const c of ctx.s.map) {
    if (!c.buildings.some((b) => b.seat === me && b.kind === CATHEDRAL)) continue;
    const suit = suitOf(ctx, c.id);
    for (const t of c.tokens) {
      if (t.seat !== me || t.kind !== FLOWER) continue;
      worth += (t.suit === suit || t.suit === 'bird' ? FLOWER_WORTH.offerable : FLOWER_WORTH.craftable) - COUNTED;
    }
  }
  return worth;
}
