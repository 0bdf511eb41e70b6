import { z } from 'zod';
import type { Result } from '../../../../core/result.ts';
import type { LegionAction } from './actions.ts';
import { cardId, clearingId, suit } from '../../schemas.ts';
import { parsePayload } from '../../../../core/parse.ts';

/**
 * The Queenless Legion's own intents as zod schemas (shapes only), read by the faction
 * module's `parse`; their type is in `actions.ts`. Moves, battles, crafts and "done" are
 * core actions, taken in the Legion's steps.
 */
export const legionActionSchema = z.discriminatedUnion('t', [
  /** Setup: the starting corner, then the adjacent clearing (QL.3.2). */
  z.object({ t: z.literal('ql.setup'), clearing: clearingId }).strict(),
  /** Play a card as the campaign card (setup QL.3.3, Change of Tactics QL.4.3); `suit` for a bird card. */
  z.object({ t: z.literal('ql.campaign'), card: cardId, suit: suit.optional() }).strict(),
  /** Keep a bird campaign card and choose this turn's campaign suit (QL.4.3). */
  z.object({ t: z.literal('ql.keep'), suit }).strict(),
  /** Bootstraps: the clearing for three warriors when several tie (QL.4.1). */
  z.object({ t: z.literal('ql.bootstrap'), clearing: clearingId }).strict(),
  /** Supply Drop: a warrior for the next crafting icon (QL.4.2). */
  z.object({ t: z.literal('ql.drop'), clearing: clearingId }).strict(),
  /** Supply Drop: spend a card for a warrior at each colony of its suit (`suit`: what a bird card stands for). */
  z.object({ t: z.literal('ql.dropCard'), card: cardId, suit }).strict(),
  /** Colonize a campaign clearing (or score 1 VP where a colony stands); `from`: move a colony from a non-campaign clearing (QL.5.3). */
  z.object({ t: z.literal('ql.colonize'), clearing: clearingId, from: clearingId.optional() }).strict(),
]);

export function parseLegionAction(raw: unknown): Result<LegionAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(legionActionSchema, raw, 'QL/bad-action', 'That is not a Queenless Legion action');
}
