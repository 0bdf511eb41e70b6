import { z } from 'zod';
import { componentSchema } from '../../table/components.ts';

const id = z.string().min(1).max(64);
const coord = z.number().finite().min(-100).max(100);

/**
 * Every intent the free table accepts. Shapes only; legality (does the piece exist, is
 * the card in your hand) is the engine's job. Coordinates are table units.
 */
export const sandboxActionSchema = z.discriminatedUnion('t', [
  /** Move a table piece (drop onto another piece to stack; y is computed). */
  z.object({ t: z.literal('move'), id, x: coord, z: coord, rot: z.number().finite().optional() }).strict(),
  /** Quarter turn about the vertical axis: 1 clockwise, -1 anticlockwise. */
  z.object({ t: z.literal('rotate'), id, dir: z.union([z.literal(1), z.literal(-1)]) }).strict(),
  /** Turn a card, tile or token over. */
  z.object({ t: z.literal('flip'), id }).strict(),
  /** Draw n cards from a deck to the actor's hand or face down onto the table next to it. */
  z.object({
    t: z.literal('draw'), deck: id, n: z.number().int().min(1).max(20),
    to: z.enum(['hand', 'table']), from: z.enum(['top', 'bottom']).default('top'),
  }).strict(),
  /** Deal n cards from a deck to every seat's hand. */
  z.object({ t: z.literal('deal'), deck: id, n: z.number().int().min(1).max(20) }).strict(),
  /** Play a card or token from the actor's hand onto the table. */
  z.object({ t: z.literal('play'), id, x: coord, z: coord, faceUp: z.boolean() }).strict(),
  /** Take a table card or token into the actor's hand. */
  z.object({ t: z.literal('take'), id }).strict(),
  z.object({ t: z.literal('shuffle'), deck: id }).strict(),
  /** Put a table card (or a card from the actor's hand) onto a deck, top or bottom. */
  z.object({ t: z.literal('toDeck'), id, deck: id, where: z.enum(['top', 'bottom']).default('top') }).strict(),
  /** Look at the top n cards of a deck; only the actor learns them. */
  z.object({ t: z.literal('peek'), deck: id, n: z.number().int().min(1).max(10) }).strict(),
  /** Search a deck for a card by face and take the first match into the hand. */
  z.object({ t: z.literal('search'), deck: id, face: z.string().min(1).max(64) }).strict(),
  /** Draw one piece at random from a bag, to the hand or onto the table. */
  z.object({
    t: z.literal('bagDraw'), bag: id, to: z.enum(['hand', 'table']), x: coord.optional(), z: coord.optional(),
  }).strict(),
  /** Take the first piece of a kind out of a bag onto the table. */
  z.object({ t: z.literal('bagSearch'), bag: id, kind: z.string().min(1).max(32), x: coord.optional(), z: coord.optional() }).strict(),
  /** Put a token (from the table or the actor's hand) back into a bag. */
  z.object({ t: z.literal('bagReturn'), id, bag: id }).strict(),
  /** Roll dice: the engine decides each value with the seeded RNG. */
  z.object({ t: z.literal('roll'), ids: z.array(id).min(1).max(20) }).strict(),
  /**
   * Put a new component on the table at (x, z) (engine/table/components.ts). A client never
   * sends it as it is: the server makes it from the client's `compose` (images become refs,
   * a sheet becomes cut cards) for a seat with the right to change the box.
   */
  z.object({ t: z.literal('add'), x: coord, z: coord, what: componentSchema }).strict(),
  /** Take a component off the table and out of the game (a deck goes with its cards). */
  z.object({ t: z.literal('remove'), id }).strict(),
  /** Lock a piece where it lies (it cannot be moved until unlocked), or unlock it. */
  z.object({ t: z.literal('lock'), id, locked: z.boolean() }).strict(),
  /** Raise or lower a counter. */
  z.object({ t: z.literal('count'), id, by: z.number().int().min(-999).max(999).refine((n) => n !== 0, 'not zero') /* words-ok: zod's account of a bad payload, passed on as it is like zod's own issues */ }).strict(),
  /** Move several pieces together by one offset (a selection dragged as one). */
  z.object({
    t: z.literal('moveGroup'), ids: z.array(id).min(1).max(200), dx: z.number().finite().min(-100).max(100), dz: z.number().finite().min(-100).max(100),
  }).strict(),
  /**
   * End the table: the free table has no end of its own, so any seated player may close
   * it. It is over from then on, and the server reveals the seed so every roll and
   * shuffle can be checked (`npm run verify`).
   */
  z.object({ t: z.literal('end') }).strict(),
]);

export type SandboxAction = z.infer<typeof sandboxActionSchema>;
