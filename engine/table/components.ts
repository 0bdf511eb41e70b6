import { z } from 'zod';

/**
 * Components a group brings to a table (the free table's `add`): what each one is, as the
 * engine receives it. Images are named by **image refs**: opaque text the server seals
 * from the table and an uploaded image (server/images/capability.ts). The engine never
 * sees an image or its hash; it keeps refs where the images lie (a card's printed side, a
 * deck's back, a tile or a token's face, a board) and its views pass a ref on only where
 * the viewer may see that image, so a face-down card's face has no ref in any projection.
 *
 * The player's client names images by the hash its upload returned and may ask for a
 * `sheet` (a grid of card faces in one image); the server turns those into refs and cut
 * cards (server/room/compose.ts) before the engine sees the action, so the engine's
 * schema below accepts refs only where an image goes, and no sheet.
 */

/** An image ref: base64url text the server sealed (it never parses here). */
// words-ok: zod's account of a bad payload, passed on as it is like zod's own issues (engine/core/parse.ts)
export const imageRefSchema = z.string().regex(/^[A-Za-z0-9_-]{20,400}$/, 'an image ref');
export type ImageRef = string;

/** A short printed name a player gave a component. */
export const labelSchema = z.string().trim().min(1).max(40);
/** A CSS hex colour. */
// words-ok: zod's account of a bad payload, passed on as it is like zod's own issues (engine/core/parse.ts)
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #a1b2c3');

const seat = z.number().int().min(0).max(9);

/** One card of a custom deck: its face, and its own back where the deck has a back per card. */
export const customCardSchema = z.object({
  face: imageRefSchema,
  back: imageRefSchema.optional(),
  label: labelSchema.optional(),
}).strict();
export type CustomCard = z.infer<typeof customCardSchema>;

/** Most cards one custom deck may hold (ten 10 × 7 sheets). */
export const MAX_DECK_CARDS = 700;

/** Longest side of a board or a hidden zone, in table units (the table is 48 × 32). */
export const MAX_SPAN = 40;
const span = z.number().finite().min(1).max(MAX_SPAN);

/** Every component `add` may put on the table. */
export const componentSchema = z.discriminatedUnion('kind', [
  /** The standard 52 playing cards, shuffled, face down. */
  z.object({ kind: z.literal('standardDeck') }).strict(),
  /**
   * A deck of the group's own cards in the order given (bottom first), face down. `cover`
   * is the shared back every card shows face down; cards with their own `back` are
   * double-sided and show that back instead.
   */
  z.object({
    kind: z.literal('cards'), name: labelSchema, cover: imageRefSchema.optional(),
    cards: z.array(customCardSchema).min(1).max(MAX_DECK_CARDS),
  }).strict(),
  /** One double-sided card, front up. */
  z.object({ kind: z.literal('card'), label: labelSchema, front: imageRefSchema, back: imageRefSchema }).strict(),
  /** A die; `labels` (one per face, in value order) print words instead of numbers. */
  z.object({
    kind: z.literal('die'), sides: z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12), z.literal(20)]),
    color: colorSchema, labels: z.array(z.string().trim().min(1).max(12)).optional(),
  }).strict(),
  /** A counter showing a number anyone can raise or lower. */
  z.object({ kind: z.literal('counter'), label: labelSchema, color: colorSchema, value: z.number().int().min(-9999).max(9999) }).strict(),
  /** A token: a coloured disc or square with a label, or the group's own image; face up. */
  z.object({
    kind: z.literal('token'), label: labelSchema, color: colorSchema,
    shape: z.enum(['round', 'square']), image: imageRefSchema.optional(),
  }).strict(),
  /** A meeple in a seat's colour. */
  z.object({ kind: z.literal('meeple'), owner: seat }).strict(),
  /** A board or a mat: an image or a plain colour, `w` × `d` table units, lying flat. */
  z.object({
    kind: z.literal('board'), label: labelSchema, w: span, d: span,
    color: colorSchema, image: imageRefSchema.optional(),
  }).strict(),
  /** A square or hex tile, face up: an image or a colour with a label. */
  z.object({
    kind: z.literal('tile'), label: labelSchema, shape: z.enum(['square', 'hex']),
    color: colorSchema, image: imageRefSchema.optional(),
  }).strict(),
  /** An empty bag (tokens go in with `bagReturn`; draws are blind). */
  z.object({ kind: z.literal('bag'), name: labelSchema }).strict(),
  /** A hidden zone: cards lying in it show their faces to its owner only. */
  z.object({ kind: z.literal('zone'), owner: seat, w: span, d: span }).strict(),
]);

export type Component = z.infer<typeof componentSchema>;
export type ComponentKind = Component['kind'];
