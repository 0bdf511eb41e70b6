import type { Result } from '../core/result.ts';
import { tableRefusal } from './words.en.ts';
import type { Rng } from '../core/rng.ts';

/**
 * Decks (piles of cards) as plain arrays.
 *
 * Orientation convention: index 0 is the BOTTOM of the pile and the last element is the
 * TOP, so drawing from the top is a `pop` and the array reads bottom-to-top like a stack.
 * Every function is pure: it returns new arrays and never changes its arguments, and no
 * function here changes which side of a card is showing (a double-sided card keeps the
 * side it was put down with through discard, shuffle and draw — seed 000, Forest Deck).
 *
 * The pile helpers are generic over the card type; `Card` below is the physical card
 * model used by the free table and by games that need double-sided cards.
 */

/** Which printed side of a card faces up. */
export type CardSideName = 'front' | 'back';

/** One printed side of a card: its identity (`face`) and its short printed text. */
export interface CardSide {
  face: string;
  label: string;
  /** CSS colour of the printed side, if it has one (e.g. red for hearts). */
  color?: string;
  /** The image printed on this side, as an image ref (engine/table/components.ts). */
  image?: string;
}

/**
 * A physical card. A plain card has only a `front`; its back is the deck's common back
 * design, so `showing: 'back'` means face down. A double-sided card has two printed
 * sides and always shows one of them.
 */
export interface Card {
  front: CardSide;
  /** The second printed side; absent for plain cards. */
  back?: CardSide;
  showing: CardSideName;
  /**
   * The shared back of a plain card from a group's own deck, as an image ref: public, like
   * any back (absent: the table's own back design).
   */
  cover?: string;
  /**
   * The set a group's own card came in (the deck it was added as): public, like its back —
   * a card of one set never stands in for another's (engine/games/sandbox/scramble.ts).
   */
  set?: string;
}

/** Where in a pile to draw from or put to. */
export type PileEnd = 'top' | 'bottom';

/** Makes a plain card (face down unless told otherwise). */
export function plainCard(front: CardSide, showing: CardSideName = 'back'): Card {
  return { front: { ...front }, showing };
}

/** Makes a double-sided card showing `showing` (the front unless told otherwise). */
export function doubleSidedCard(front: CardSide, back: CardSide, showing: CardSideName = 'front'): Card {
  return { front: { ...front }, back: { ...back }, showing };
}

/** True when both sides of the card are printed. */
export function isDoubleSided(card: Card): boolean {
  return card.back !== undefined;
}

/**
 * The printed side facing up, or `null` when a plain card lies face down (only the
 * common back shows, which identifies nothing).
 */
export function upSide(card: Card): CardSide | null {
  if (card.showing === 'front') return card.front;
  return card.back ?? null;
}

/** The side facing down: the other printed side, or `null` for a plain face-up card. */
export function downSide(card: Card): CardSide | null {
  if (card.showing === 'back') return card.front;
  return card.back ?? null;
}

/** The card turned over (a new object, keeping whatever else the card carries, e.g. an id). */
export function flipCard<C extends Card>(card: C): C {
  return { ...card, showing: card.showing === 'front' ? 'back' : 'front' };
}

/** True when `face` names either printed side of the card. */
export function cardHasFace(card: Card, face: string): boolean {
  return card.front.face === face || card.back?.face === face;
}

/** Number of cards in a pile. */
export function deckCount(pile: readonly unknown[]): number {
  return pile.length;
}

/** The top card, or `undefined` for an empty pile. */
export function deckTop<C>(pile: readonly C[]): C | undefined {
  return pile[pile.length - 1];
}

/**
 * Draws `n` cards from the top (or bottom). `drawn` lists them in the order they were
 * drawn (the first element was the outermost card). Fails with `deck/empty` on an empty
 * pile and `deck/not-enough` when fewer than `n` cards are left.
 */
export function deckDraw<C>(
  pile: readonly C[],
  n: number,
  from: PileEnd = 'top',
): Result<{ pile: C[]; drawn: C[] }> {
  if (!Number.isInteger(n) || n < 1) return tableRefusal('deck/bad-count', 'table.refusal.deck.bad-count', { n: String(n) });
  if (pile.length === 0) return tableRefusal('deck/empty', 'table.refusal.deck.empty');
  if (pile.length < n) return tableRefusal('deck/not-enough', 'table.refusal.deck.not-enough', { count: pile.length, n: String(n) });
  if (from === 'top') {
    const rest = pile.slice(0, pile.length - n);
    const drawn = pile.slice(pile.length - n).reverse();
    return { pile: rest, drawn };
  }
  return { pile: pile.slice(n), drawn: pile.slice(0, n) };
}

/**
 * Puts cards onto the pile one after the other, in the given order: onto the top, the
 * last card given ends on top; onto the bottom, the last card given ends at the bottom.
 */
export function deckPut<C>(pile: readonly C[], cards: readonly C[], where: PileEnd = 'top'): C[] {
  if (where === 'top') return pile.concat(cards);
  return cards.slice().reverse().concat(pile);
}

/** A shuffled copy of the pile (Fisher–Yates with the seeded `rng`). */
export function deckShuffle<C>(pile: readonly C[], rng: Rng): C[] {
  return rng.shuffle(pile.slice());
}

/**
 * Deals `n` cards to each of `hands` hands from the top, one card at a time round the
 * table (hand 0 first). Fails with `deck/not-enough` if the pile cannot serve everyone.
 */
export function deckDeal<C>(pile: readonly C[], hands: number, n: number): Result<{ pile: C[]; hands: C[][] }> {
  if (!Number.isInteger(hands) || hands < 1 || !Number.isInteger(n) || n < 1) {
    return tableRefusal('deck/bad-count', 'table.refusal.deck.bad-deal', { n: String(n), hands: String(hands) });
  }
  const need = hands * n;
  if (pile.length === 0) return tableRefusal('deck/empty', 'table.refusal.deck.empty');
  if (pile.length < need) return tableRefusal('deck/not-enough', 'table.refusal.deck.deal-short', { need: String(need), count: String(pile.length) });
  const out: C[][] = Array.from({ length: hands }, () => []);
  const rest = pile.slice();
  for (let round = 0; round < n; round++) {
    for (const hand of out) hand.push(rest.pop() as C);
  }
  return { pile: rest, hands: out };
}

/**
 * Looks through the pile from the top down and takes out the first card that matches.
 * `depth` is how far from the top it was (0 = the top card). Fails with `deck/not-found`.
 */
export function deckSearch<C>(
  pile: readonly C[],
  match: (card: C) => boolean,
): Result<{ pile: C[]; found: C; depth: number }> {
  for (let i = pile.length - 1; i >= 0; i--) {
    const card = pile[i] as C;
    if (match(card)) {
      const rest = pile.slice(0, i).concat(pile.slice(i + 1));
      return { pile: rest, found: card, depth: pile.length - 1 - i };
    }
  }
  return tableRefusal('deck/not-found', 'table.refusal.deck.not-found');
}

/** The top `n` cards, top first, without changing the pile (fewer if the pile is short). */
export function deckPeek<C>(pile: readonly C[], n: number): C[] {
  if (n <= 0) return [];
  return pile.slice(Math.max(0, pile.length - n)).reverse();
}
