/**
 * Shapes of the Forest content (stand-in data, see the files beside this one), checked with
 * zod when the game module loads (`validate.ts`).
 */
import { z } from 'zod';

import { DIRS, type Dir } from './dirs.ts';

export type { Dir };
export const dirSchema = z.enum(DIRS);

/** The icon printed on a side: a direction, a wild icon, or none. */
export type Icon = Dir | 'wild' | null;

/** What a side does when it joins a tableau (its effect activates at once). */
export const effectSchema = z.discriminatedUnion('kind', [
  /** Strategy changes by n for the rest of the round (never below 1 nor above 6). */
  z.object({ kind: z.literal('strategy'), n: z.number().int().min(-2).max(2) }).strict(),
  /** Guard rises by n for the rest of the round. */
  z.object({ kind: z.literal('guard'), n: z.number().int().min(1).max(3) }).strict(),
  /** Heals n health at once. */
  z.object({ kind: z.literal('heal'), n: z.number().int().min(1).max(3) }).strict(),
  /** At the encounter: +1 renown for each printed icon of `dir` in the tableau (wild icons never count). */
  z.object({ kind: z.literal('renownPer'), dir: dirSchema }).strict(),
  /** The traveller's map card is replaced by the next map card. */
  z.object({ kind: z.literal('newMap') }).strict(),
  /** The traveller turns over another card of their tableau (a choice). */
  z.object({ kind: z.literal('turnOver') }).strict(),
]);
export type Effect = z.infer<typeof effectSchema>;

/** What a side does the moment it is drawn (an Ambush): resolved at once, before anything else. */
export const ambushSchema = z.discriminatedUnion('kind', [
  /** Lose n health. */
  z.object({ kind: z.literal('wound'), n: z.number().int().min(1).max(3) }).strict(),
  /** Lose 1 health for each printed icon of `dir` in the tableau (wild icons never count). */
  z.object({ kind: z.literal('woundPer'), dir: dirSchema }).strict(),
  /** Lose n renown (never below 0). */
  z.object({ kind: z.literal('loseRenown'), n: z.number().int().min(1).max(3) }).strict(),
  /** No more drawing this time: one of the drawn cards must be placed now. */
  z.object({ kind: z.literal('snare') }).strict(),
  /** Every other card drawn so far goes to the discard, drawn side up. */
  z.object({ kind: z.literal('scatter') }).strict(),
  /** The traveller's map card is replaced by the next map card. */
  z.object({ kind: z.literal('lostTrail') }).strict(),
]);
export type Ambush = z.infer<typeof ambushSchema>;

/** One printed side of a Forest card. */
export const sideSchema = z.object({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string().min(2).max(32),
  icon: z.union([dirSchema, z.literal('wild'), z.null()]),
  /** Peril it adds to the encounter. */
  danger: z.number().int().min(0).max(4),
  /** Renown it brings at the encounter. */
  renown: z.number().int().min(0).max(5),
  effect: effectSchema.optional(),
  ambush: ambushSchema.optional(),
  /** One short sentence for the card and the help. */
  text: z.string().max(90),
}).strict();
export type SideDef = z.infer<typeof sideSchema>;

/** A physical Forest card: two sides by id. */
export const cardSchema = z.tuple([z.string(), z.string()]);
export type CardDef = z.infer<typeof cardSchema>;

/** A map card: the direction icons it asks for and the renown a completed map brings. */
export const mapSchema = z.object({
  id: z.string().regex(/^[a-z][a-z-]*$/),
  name: z.string().min(2).max(32),
  needs: z.array(dirSchema).min(2).max(5),
  reward: z.number().int().min(0).max(9),
}).strict();
export type MapDef = z.infer<typeof mapSchema>;
