import { z } from 'zod';
import { dirSchema } from './content/schema.ts';

const card = z.string().regex(/^c\d{1,3}$/);
/** Positions in a seat's area (table.ts clamps them to the area). */
const coord = z.number().finite().min(-50).max(50);

/**
 * Every intent of the Forest. Shapes only; legality is the rules' job. Cards are named by
 * their id; `as` is the direction a wild icon stands for.
 */
export const forestActionSchema = z.discriminatedUnion('t', [
  /** Draw the bottom card of the Forest Deck. */
  z.object({ t: z.literal('draw') }).strict(),
  /**
   * Place one of the drawn cards into the tableau (a wild icon needs its direction), where
   * its owner dropped it in their area (x, z), else in the first free spot.
   */
  z.object({ t: z.literal('place'), card, as: dirSchema.optional(), x: coord.optional(), z: coord.optional() }).strict(),
  /** Assign (or reassign) a wild icon of the tableau to a direction. */
  z.object({ t: z.literal('assign'), card, as: dirSchema }).strict(),
  /** Wayfinder's Cairn: turn over another card of the tableau (a new wild icon needs its direction). */
  z.object({ t: z.literal('turnOver'), card, as: dirSchema.optional() }).strict(),
  /** Move a card of one's own tableau anywhere in one's area (the order never matters). */
  z.object({ t: z.literal('arrange'), card, x: coord, z: coord }).strict(),
]);

export type ForestAction = z.infer<typeof forestActionSchema>;
export type Act<K extends ForestAction['t']> = Extract<ForestAction, { t: K }>;
