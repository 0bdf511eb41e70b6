import type { SeatId } from '../../../../core/types.ts';
import type { ReadCtx } from '../../faction.ts';
import { ministerDef, type Rank } from './data.ts';
import { CITADEL, ds, MARKET, onMap } from './state.ts';

/**
 * What a swayed minister is worth to the search bot, in VP: its action every turn until a
 * Duchy building falls and the highest one goes back (the Price of Failure, 12.2.3); the
 * Earl of Stone and the Baron of Dirt more per citadel or market on the map (12.5.2.VIII–IX).
 * Read by every seat's search: an enemy of the Duchy sees what removing a building costs it.
 */
export const MINISTER_WORTH: Readonly<Record<Rank, number>> = { squire: 0.5, noble: 1, lord: 1.5 };
export const PER_SCORED_BUILDING = 0.5;

/** The Duchy's position as the search bot reads it (engine/games/root/bot.ts): its swayed ministers. */
export function duchyWorth(ctx: ReadCtx, _me: SeatId): number {
  let worth = 0;
  for (const id of ds(ctx.s).swayed) {
    worth += MINISTER_WORTH[ministerDef(id).rank];
    if (id === 'earl') worth += PER_SCORED_BUILDING * onMap(ctx.s, CITADEL);
    if (id === 'baron') worth += PER_SCORED_BUILDING * onMap(ctx.s, MARKET);
  }
  return worth;
}
