import { z } from 'zod';
import { refusal, type RuleError } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import { colorSchema, imageRefSchema, MAX_DECK_CARDS, MAX_SPAN } from '../../table/components.ts';
import { MAX_PIECES } from './apply-box.ts';
import { addPiece, checkOnTable } from './ops.ts';
import type { HandItem, Piece, SandboxState } from './state.ts';
import { sandboxSay } from './words.ts';

/**
 * A table laid out from a box (docs/BOX.md): every piece as it lay when the box was saved,
 * and what the seats held. The server reads a box into a layout (its images as this
 * table's refs) and passes it as the free table's `layout` option; `setup` lays it out
 * with fresh ids and shuffles every deck with the table's seeded Rng (a box may be public,
 * so no deck keeps an order someone could know). Nothing here trusts the layout: each
 * piece is checked by shape, and one that would not lie on the table refuses the whole.
 */

const text = z.string().trim().min(1).max(80);
/** An identity: a demo face ('QH'), or the image ref a group's own card or token is known by. */
const ident = z.string().min(1).max(400);
const ref = imageRefSchema;
const coord = z.number().finite().min(-100).max(100);
const seat = z.number().int().min(0).max(9);

const sideSchema = z.object({ face: ident, label: text, color: colorSchema.optional(), image: ref.optional() }).strict();
const cardSchema = z.object({
  front: sideSchema, back: sideSchema.optional(), showing: z.enum(['front', 'back']), cover: ref.optional(), set: text.optional(),
}).strict();
const tokenSchema = z.object({
  kind: ident, label: text, color: colorSchema.optional(), image: ref.optional(), shape: z.enum(['round', 'square']).optional(),
}).strict();
const edge = z.string().min(1).max(16);
const tileSchema = z.object({
  face: ident, label: text, edges: z.tuple([edge, edge, edge, edge]).optional(), color: colorSchema.optional(),
  image: ref.optional(), shape: z.enum(['square', 'hex']).optional(),
}).strict();
const dieSchema = z.object({
  sides: z.union([z.literal(4), z.literal(6), z.literal(8), z.literal(10), z.literal(12), z.literal(20)]),
  labels: z.array(z.string().min(1).max(12)).optional(), color: colorSchema.optional(), name: text.optional(),
}).strict();
const span = z.number().finite().min(1).max(MAX_SPAN);

const place = {
  x: coord, z: coord, rot: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]), locked: z.literal(true).optional(),
};

/** One piece of a layout: a table piece without its id or height (both are the new table's). */
export const layoutPieceSchema = z.discriminatedUnion('kind', [
  z.object({ ...place, kind: z.literal('card'), card: cardSchema, faceDown: z.literal(true).optional() }).strict(),
  z.object({ ...place, kind: z.literal('deck'), name: text, design: text, cards: z.array(cardSchema).max(MAX_DECK_CARDS) }).strict(),
  z.object({ ...place, kind: z.literal('bag'), name: text, items: z.array(tokenSchema).max(500) }).strict(),
  z.object({ ...place, kind: z.literal('token'), token: tokenSchema, faceUp: z.boolean() }).strict(),
  z.object({ ...place, kind: z.literal('meeple'), owner: seat, color: colorSchema }).strict(),
  z.object({ ...place, kind: z.literal('tile'), tile: tileSchema, faceUp: z.boolean() }).strict(),
  z.object({ ...place, kind: z.literal('die'), spec: dieSchema, value: z.number().int().min(1).max(20).nullable() }).strict(),
  z.object({ ...place, kind: z.literal('board'), label: text, w: span, d: span, color: colorSchema, image: ref.optional() }).strict(),
  z.object({ ...place, kind: z.literal('counter'), label: text, color: colorSchema, value: z.number().int().min(-9999).max(9999) }).strict(),
  z.object({ ...place, kind: z.literal('zone'), owner: seat, w: span, d: span, color: colorSchema }).strict(),
]);
export type LayoutPiece = z.infer<typeof layoutPieceSchema>;

const handItemSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('card'), card: cardSchema }).strict(),
  z.object({ kind: z.literal('token'), token: tokenSchema }).strict(),
]);

/** A whole layout: the pieces bottom first (as they were stacked), and each seat's hand. */
export const layoutSchema = z.object({
  pieces: z.array(layoutPieceSchema).max(MAX_PIECES),
  hands: z.array(z.array(handItemSchema).max(MAX_DECK_CARDS)).max(10).default([]),
}).strict();
export type SandboxLayout = z.infer<typeof layoutSchema>;

/** The free table's options: nothing (the demo box), or a layout. */
export const sandboxOptionsSchema = z.object({ layout: layoutSchema.optional() }).passthrough();

/**
 * A state's layout: its pieces in the order they were stacked (lowest first, so laying
 * them out again stacks them alike) and its hands. Hidden places keep what they hold:
 * whoever saves a box passes a state that tells no more than a spectator sees (the server
 * scrambles it first, server/boxes/box.ts).
 */
export function layoutOf(state: SandboxState): SandboxLayout {
  const pieces = Object.values(state.pieces)
    .map((p, i) => ({ p, i }))
    .sort((a, b) => a.p.y - b.p.y || a.i - b.i)
    .map(({ p }) => {
      const { id: _id, y: _y, ...rest } = structuredClone(p);
      return rest as LayoutPiece;
    });
  const hands = state.hands.map((hand) => hand.map((item) => {
    const { id: _id, ...rest } = structuredClone(item);
    return rest as SandboxLayout['hands'][number][number];
  }));
  return { pieces, hands };
}

/**
 * The table of a layout for `seats` seats: fresh ids `p1…` in layout order, each piece
 * resting on what is under it, every deck shuffled, each hand to its seat (the hands of
 * seats this table lacks go to its seats in turn). Throws when a piece would not lie on
 * the table (`parseSandboxOptions` checks that first, with the reason).
 */
export function laidOut(layout: SandboxLayout, seats: number, rng: Rng): SandboxState {
  const state: SandboxState = { seats, nextId: 1, pieces: {}, hands: Array.from({ length: seats }, () => []) };
  for (const lp of layout.pieces) {
    const piece = { ...structuredClone(lp), id: `p${state.nextId++}`, y: 0 } as Piece;
    if (piece.kind === 'deck') piece.cards = rng.shuffle(piece.cards);
    addPiece(state, piece);
  }
  layout.hands.forEach((hand, i) => {
    for (const item of hand) {
      const held = { ...structuredClone(item), id: `p${state.nextId++}` } as HandItem;
      state.hands[i % seats]!.push(held);
    }
  });
  return state;
}

/** Why a layout cannot be laid out (a piece off the table: `sandbox/bad-layout`), or null. */
export function layoutRefusal(layout: SandboxLayout): RuleError | null {
  for (const [i, lp] of layout.pieces.entries()) {
    const piece = { ...lp, id: `p${i + 1}`, y: 0 } as Piece;
    const off = checkOnTable(piece, piece.x, piece.z, piece.rot);
    if (off) return refusal(sandboxSay, 'sandbox/bad-layout', 'sandbox.refusal.layout-piece', { n: i + 1, reason: off.words });
  }
  return null;
}
