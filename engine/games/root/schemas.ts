import { z } from 'zod';

/**
 * The shapes of Root's core intents as zod schemas (shapes only; legality is the engine's
 * job), read where actions are parsed: the game module (`index.ts`), so the server, the
 * simulator and the tests. Faction actions are separate schemas (each faction's
 * `schemas.ts`) whose `t` starts with the faction's prefix ("hcc.swarm", "ql.colonize");
 * `index.ts` assembles them. The types are in `actions.ts`, which loads no zod: the client
 * imports those.
 */

export const clearingId = z.number().int().min(1).max(12);
/**
 * Any clearing in play: the map's, or one a faction brings beside it (the map policy's
 * extra clearings, ids above 12). Moves and battles take it; the engine checks it exists.
 */
export const anyClearingId = z.number().int().min(1).max(64);
export const cardId = z.string().min(1).max(32);
export const seatId = z.number().int().min(0).max(9);
export const suit = z.enum(['fox', 'rabbit', 'mouse']);
/** A token as it is carried or removed: its kind and, for flowers, its suit ("flower-fox"). */
export const pieceKey = z.string().min(1).max(32);

export const coreActionSchema = z.discriminatedUnion('t', [
  /** Move `n` warriors (and tokens the faction may carry, e.g. flowers) along a path. */
  z.object({ t: z.literal('move'), from: anyClearingId, to: anyClearingId, n: z.number().int().min(1).max(30), carry: z.array(pieceKey).max(30).optional() }).strict(),
  /** Initiate a battle in a clearing against a seat. */
  z.object({ t: z.literal('battle'), clearing: anyClearingId, defender: seatId }).strict(),
  /** Craft a card from the hand, activating these crafting pieces (ids from the prompt). */
  z.object({ t: z.literal('craft'), card: cardId, using: z.array(z.string().min(1).max(32)).max(6) }).strict(),
  /** End the current step or decline the current optional choice. */
  z.object({ t: z.literal('done') }).strict(),
  /** Discard a card down to the hand limit. */
  z.object({ t: z.literal('discard'), card: cardId }).strict(),
  /** Play an ambush card (defender) or cancel an ambush with one (attacker). */
  z.object({ t: z.literal('ambush'), card: cardId }).strict(),
  /** Choose the next building or token to lose to a hit. */
  z.object({ t: z.literal('remove'), piece: pieceKey }).strict(),
  /** Use a battle card (Brutal Tactics, Armorers, Sappers). */
  z.object({ t: z.literal('effect'), effect: z.enum(['brutal-tactics', 'armorers', 'sappers']) }).strict(),
  /** Use a persistent card outside battle (Tax Collector, Codebreakers, Royal Claim, Stand and Deliver!). */
  z.object({
    t: z.literal('use'), effect: z.enum(['tax-collector', 'codebreakers', 'royal-claim', 'stand-and-deliver']),
    clearing: clearingId.optional(), target: seatId.optional(),
  }).strict(),
  /** Choose a player (Better Burrow Bank with several others). */
  z.object({ t: z.literal('choose'), seat: seatId }).strict(),
  /** Activate a dominance card from the hand (10+ VP, Daylight). */
  z.object({ t: z.literal('dominance'), card: cardId }).strict(),
  /** Spend a card of its suit to take a dominance card lying beside the map (Daylight). */
  z.object({ t: z.literal('take-dominance'), dominance: z.string().min(1).max(32), card: cardId }).strict(),
  /** Pick a faction at the table before setup. */
  z.object({ t: z.literal('pick'), faction: z.string().min(1).max(32) }).strict(),
]);
