import { z } from 'zod';
import type { Result } from '../../../../core/result.ts';
import type { DuchyAction } from './actions.ts';
import { cardId, clearingId } from '../../schemas.ts';
import { parsePayload } from '../../../../core/parse.ts';
import { MINISTER_IDS, type MinisterId } from './data.ts';

/**
 * The Underground Duchy's own intents as zod schemas (shapes only), read by the faction
 * module's `parse`; their type is in `actions.ts`. Moves, battles, crafts and "done" are
 * core actions, taken in the Duchy's steps (a move into or out of the Burrow names its id,
 * 13).
 */
const minister = z.enum(MINISTER_IDS as [MinisterId, ...MinisterId[]]);
const building = z.enum(['citadel', 'market']);

export const duchyActionSchema = z.discriminatedUnion('t', [
  /** Setup: the starting corner (12.3.3). */
  z.object({ t: z.literal('ud.setup'), clearing: clearingId }).strict(),
  /** Assembly — Build: reveal a card to place a citadel or market in a matching clearing you rule (12.5.1.I). */
  z.object({ t: z.literal('ud.build'), card: cardId, clearing: clearingId, building }).strict(),
  /** Assembly — Recruit: a warrior in the Burrow (12.5.1.II). */
  z.object({ t: z.literal('ud.recruit') }).strict(),
  /**
   * Assembly — Dig: spend a card to place a tunnel in a matching clearing without one
   * (12.5.1.V); `from`: the tunnel taken off the map first when all three are out (12.2.4).
   */
  z.object({ t: z.literal('ud.dig'), card: cardId, clearing: clearingId, from: clearingId.optional() }).strict(),
  /**
   * Parliament: take swayed `minister`'s action (12.5.2); `as`: the minister whose action
   * the Mayor takes; `card`, `clearing`, `building`: the Foremole's reveal and placement.
   */
  z.object({
    t: z.literal('ud.minister'), minister, as: minister.optional(),
    card: cardId.optional(), clearing: clearingId.optional(), building: building.optional(),
  }).strict(),
  /** The Banker: spend one more card of the suit (12.5.2.V). */
  z.object({ t: z.literal('ud.bank'), card: cardId }).strict(),
  /** Sway: reveal these cards to sway the minister (12.5.3). */
  z.object({ t: z.literal('ud.sway'), minister, cards: z.array(cardId).min(1).max(4) }).strict(),
  /** The Price of Failure: which of the tied highest-rank swayed ministers goes back (12.2.3). */
  z.object({ t: z.literal('ud.price'), minister }).strict(),
]);

export function parseDuchyAction(raw: unknown): Result<DuchyAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(duchyActionSchema, raw, 'UD/bad-action', 'That is not an Underground Duchy action');
}
