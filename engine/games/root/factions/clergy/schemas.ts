import { z } from 'zod';
import type { Result } from '../../../../core/result.ts';
import type { ClergyAction } from './actions.ts';
import { cardId, clearingId } from '../../schemas.ts';
import { parsePayload } from '../../../../core/parse.ts';

/**
 * The Honeycomb Clergy's own intents as zod schemas (shapes only), read by the faction
 * module's `parse`; their type is in `actions.ts`. Moves, battles, crafts and "done" are
 * core actions, taken in the Clergy's steps.
 */
const flowerSuit = z.enum(['fox', 'rabbit', 'mouse', 'bird']);

export const clergyActionSchema = z.discriminatedUnion('t', [
  /** Setup: the starting cathedral's clearing, then a clearing of each suit for a warrior (HCC.3.2). */
  z.object({ t: z.literal('hcc.setup'), clearing: clearingId }).strict(),
  /** Place the flower just drawn (HCC.2.2.II). */
  z.object({ t: z.literal('hcc.place'), clearing: clearingId }).strict(),
  /** Divine Intervention: where the four warriors go when there is a choice (HCC.4.1). */
  z.object({ t: z.literal('hcc.intervene'), clearing: clearingId }).strict(),
  /** Bloom: spend a bird card to draw and place a flower (HCC.4.3). */
  z.object({ t: z.literal('hcc.bloom'), card: cardId }).strict(),
  /** Mission: take up to two moves (HCC.5.1.I). */
  z.object({ t: z.literal('hcc.mission') }).strict(),
  /** Swarm: spend a card to place two warriors at a matching cathedral (HCC.5.1.II). */
  z.object({ t: z.literal('hcc.swarm'), card: cardId, clearing: clearingId }).strict(),
  /** Crusade: may move, then may battle where you moved (HCC.5.1.III). */
  z.object({ t: z.literal('hcc.crusade') }).strict(),
  /** Replant: replace a non-matching flower with one of the clearing's suit (HCC.5.1.IV). */
  z.object({ t: z.literal('hcc.replant'), clearing: clearingId, flower: z.enum(['fox', 'rabbit', 'mouse']) }).strict(),
  /** Offer — Score: spend a matching flower in a cathedral clearing for 1 VP (HCC.5.2.I). */
  z.object({ t: z.literal('hcc.score'), clearing: clearingId, flower: flowerSuit }).strict(),
  /** Offer — Build: spend matching flowers to build the leftmost cathedral; `birds` of them bird flowers (HCC.5.2.II). */
  z.object({ t: z.literal('hcc.build'), clearing: clearingId, birds: z.number().int().min(0).max(4) }).strict(),
  /** Repent: a Heretic gives the Clergy a matching card to become Penitent (HCC.6.1). */
  z.object({ t: z.literal('hcc.repent'), card: cardId }).strict(),
  /** Poke the Hive: how many warriors to place where the cathedral was (HCC.2.5). */
  z.object({ t: z.literal('hcc.poke'), warriors: z.number().int().min(0).max(4) }).strict(),
]);

export function parseClergyAction(raw: unknown): Result<ClergyAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(clergyActionSchema, raw, 'HCC/bad-action', 'That is not a Honeycomb Clergy action');
}
