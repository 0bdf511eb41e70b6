import { z } from 'zod';
import type { Result } from '../../../../core/result.ts';
import type { CorvidAction } from './actions.ts';
import { parsePayload } from '../../../../core/parse.ts';
import { cardId, clearingId, suit } from '../../schemas.ts';
import { PLOT_TYPES } from './data.ts';

/**
 * The Corvid Conspiracy's own intents as zod schemas (shapes only), read by the faction
 * module's `parse`; their type is in `actions.ts`. Moves, battles, crafts and "done" are
 * core actions taken in the Corvids' steps. `cc.expose` is the one an enemy takes, on its
 * own turn (13.2.4).
 */
const plotType = z.enum(PLOT_TYPES);

export const corvidActionSchema = z.discriminatedUnion('t', [
  /** Setup: a warrior in a clearing of each suit (13.3.2). */
  z.object({ t: z.literal('cc.setup'), clearing: clearingId }).strict(),
  /** Birdsong: flip a face-down plot where the Corvids have warriors (13.4.2). */
  z.object({ t: z.literal('cc.flip'), clearing: clearingId }).strict(),
  /** Birdsong: spend a card for a warrior in each clearing of its suit; `suit` for a bird card (13.4.3). */
  z.object({ t: z.literal('cc.recruit'), card: cardId, suit }).strict(),
  /** Daylight (or exert): place a face-down plot of this type, paying warriors (13.5.2). */
  z.object({ t: z.literal('cc.plot'), clearing: clearingId, plot: plotType }).strict(),
  /** Daylight (or exert): swap two plots, both face up or both face down (13.5.4). */
  z.object({ t: z.literal('cc.trick'), a: clearingId, b: clearingId }).strict(),
  /** Exposure, by an enemy on its turn: show a matching card and guess the face-down plot (13.2.4). */
  z.object({ t: z.literal('cc.expose'), clearing: clearingId, card: cardId, guess: plotType }).strict(),
]);

export function parseCorvidAction(raw: unknown): Result<CorvidAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(corvidActionSchema, raw, 'CC/bad-action', 'That is not a Corvid Conspiracy action');
}
