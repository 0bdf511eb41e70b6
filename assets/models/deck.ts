/**
 * How high a deck is drawn: the client stacks one thin card-stock layer per card under the
 * top card (at most DECK_MAX_LAYERS of them), so a deck of n cards stands
 * min(n − 1, DECK_MAX_LAYERS) × DECK_LAYER + one card's thickness. The client draws it so
 * (client/scene/pieces/Deck.tsx) and the server's dice land on it at that height
 * (server/dice/piece-blocks.ts). Plain numbers, safe in the browser and on the server.
 */

/** Thickness of one card-stock layer of a deck's stack. */
export const DECK_LAYER = 0.018;
/** The most layers a deck's stack is drawn with (a higher count looks the same). */
export const DECK_MAX_LAYERS = 60;

/** Layers under the top card of a deck of `count` cards. */
export function deckLayers(count: number): number {
  return Math.min(DECK_MAX_LAYERS, Math.max(0, Math.floor(count) - 1));
}

/** Height of a deck of `count` cards whose top card is `cardHeight` thick (0 when empty: only its spot is drawn). */
export function deckHeight(count: number, cardHeight: number): number {
  return count > 0 ? deckLayers(count) * DECK_LAYER + cardHeight : 0;
}
