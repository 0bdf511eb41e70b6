import { z } from 'zod';

const card = z.string().regex(/^[a-z0-9-]+$/).max(24);
const hex = z.string().regex(/^\d{1,2},\d{1,2}$/);
const half = z.enum(['top', 'bottom']);

/**
 * Every intent of Delve. Shapes only; legality is the rules' job. Cards by content id,
 * hexes by "col,row", monsters by id ("m3"), characters by seat.
 */
export const delveActionSchema = z.discriminatedUnion('t', [
  /** Card selection (sealed): two cards from the hand, the first leading for initiative. */
  z.object({ t: z.literal('select'), cards: z.tuple([card, card]) }).strict(),
  /** Card selection (sealed): declare a long rest (initiative 99). */
  z.object({ t: z.literal('longRest') }).strict(),
  /** On your turn: carry out this half of a played card (the other card gives the other half); `plain`: Attack 2 / Move 2 instead. */
  z.object({ t: z.literal('half'), card, half, plain: z.boolean().optional() }).strict(),
  z.object({ t: z.literal('move'), to: hex }).strict(),
  z.object({ t: z.literal('attack'), target: z.string().regex(/^m\d{1,2}$/) }).strict(),
  z.object({ t: z.literal('heal'), target: z.number().int().min(0).max(3) }).strict(),
  /** One hex of a push or pull. */
  z.object({ t: z.literal('shove'), to: hex }).strict(),
  z.object({ t: z.literal('recover'), card }).strict(),
  /** Skip the rest of the current part of the action (a move, the remaining targets, a push). */
  z.object({ t: z.literal('skip') }).strict(),
  z.object({ t: z.literal('item'), item: card }).strict(),
  /** Long rest: the discarded card to lose. */
  z.object({ t: z.literal('lose'), card }).strict(),
  /** Cleanup: take a short rest or not. */
  z.object({ t: z.literal('shortRest'), rest: z.boolean() }).strict(),
  /** Short rest: keep the card drawn to be lost by suffering 1 damage (another is drawn), or let it go. */
  z.object({ t: z.literal('redraw'), redraw: z.boolean() }).strict(),
]);

export type DelveAction = z.infer<typeof delveActionSchema>;
export type Act<K extends DelveAction['t']> = Extract<DelveAction, { t: K }>;
