import type { SeatId } from '../../core/types.ts';
import { phrase, type Phrase } from '../../core/words.ts';
import type { Suit } from './data/autumn-map.ts';
import { cardDef } from './data/base-deck.ts';
import { Who } from './describe.ts';
import { discardWords, drawWords, factionAt, ownDrawWords, reasons } from './log-words.ts';
import { asideWords, giveWords, saidData, shuffleWords } from './log-lines.ts';
import type { Ctx, ReadCtx } from './faction.ts';
import { emit, player } from './ops.ts';
import { englishOf, saidText, whoValue, type Said } from './phrases.ts';
import type { HeldCard, RootState } from './state.ts';

/**
 * The shared deck (core rules, Cards): drawing with a reshuffle of the discard pile the
 * moment the draw pile runs out, private hands with public counts, the open discard
 * pile, bird cards as wild, the hand limit of five.
 */

export const HAND_LIMIT = 5;

/** A fresh opaque card id: a card out of a hidden place never keeps an id others saw. */
export function freshId(s: RootState): string {
  const id = `k${s.nextId}`;
  s.nextId += 1;
  return id;
}

/** The card with this id in `seat`'s hand. */
export function heldCard(ctx: ReadCtx, seat: SeatId, id: string): HeldCard | undefined {
  return player(ctx, seat).hand.find((c) => c.id === id);
}

/** Takes a card out of a hand (the caller checked it is there). */
export function takeFromHand(ctx: ReadCtx, seat: SeatId, id: string): HeldCard {
  const hand = player(ctx, seat).hand;
  const i = hand.findIndex((c) => c.id === id);
  const [card] = hand.splice(i, 1);
  if (!card) throw new RangeError(`Card ${id} is not in seat ${seat}'s hand`);
  return card;
}

/**
 * True when the card can be spent, discarded or given as `suit`: its own suit, or a bird
 * (birds are wild). A card that must be a bird is checked with `isBird` instead.
 */
export function cardMatches(key: string, suit: Suit | null): boolean {
  if (suit === null) return false;
  const c = cardDef(key).suit;
  return c === suit || c === 'bird';
}

export function isBird(key: string): boolean {
  return cardDef(key).suit === 'bird';
}

/** Shuffles the discard pile into a new draw pile (the order is a hidden outcome). */
export function reshuffle(ctx: Ctx): void {
  const s = ctx.s;
  if (s.discard.length === 0) return;
  s.deck = ctx.rng.shuffle(s.discard.concat(s.deck));
  s.discard = [];
  emit(ctx, {
    kind: 'shuffle', text: shuffleWords(s.deck.length),
    data: { deck: s.deck.length }, hidden: { type: 'shuffle', container: 'deck', result: s.deck.slice() },
  });
}

/**
 * `seat` draws up to `n` cards (fewer only if the deck and the discard pile are both
 * empty), for `why` (a reason of Root's log words, or none). Everyone learns how many;
 * only the drawer learns which.
 */
export function drawCards(ctx: Ctx, seat: SeatId, n: number, why: Said = ''): HeldCard[] {
  const s = ctx.s;
  const drawn: HeldCard[] = [];
  for (let i = 0; i < n; i++) {
    if (s.deck.length === 0) reshuffle(ctx);
    const key = s.deck.pop();
    if (key === undefined) break;
    drawn.push({ id: freshId(s), key });
    if (s.deck.length === 0) reshuffle(ctx);
  }
  player(ctx, seat).hand.push(...drawn);
  const w = saidData(reasons('draw', factionAt(ctx, seat)), why);
  const text = saidText(why);
  emit(ctx, {
    kind: 'draw', seat, text: drawWords(Who(ctx, seat), drawn.length, text), data: { n: drawn.length, ...w },
    secret: {
      seats: [seat], text: ownDrawWords(drawn.map((c) => c.key), text),
      data: { n: drawn.length, ...w, cards: drawn.map((c) => ({ id: c.id, key: c.key })) },
    },
  });
  return drawn;
}

/**
 * A card goes to the open discard pile — a dominance card instead lies face up beside
 * the map, where any player may take it (core rules, Winning).
 */
export function discardCard(ctx: Ctx, key: string): void {
  if (cardDef(key).kind === 'dominance') {
    ctx.s.dominance.push(key);
    emit(ctx, { kind: 'dominance', text: asideWords(key), data: { card: key } });
  } else {
    ctx.s.discard.push(key);
  }
}

/** Puts a card from a hand onto the open discard pile, saying why (a reason of Root's log words, or plain English). */
export function discardFromHand(ctx: Ctx, seat: SeatId, id: string, why: Said): string {
  const card = takeFromHand(ctx, seat, id);
  discardCard(ctx, card.key);
  emit(ctx, { kind: 'discard', seat, text: discardWords(Who(ctx, seat), saidText(why), card.key), data: { card: card.key, ...saidData(reasons('discard', factionAt(ctx, seat)), why) } });
  return card.key;
}

/**
 * Moves a card from one hand to another under a fresh id; only the two of them learn
 * which. `line`: what everyone reads, a phrase of Root's log words, which the data carries.
 */
export function giveCard(ctx: Ctx, from: SeatId, to: SeatId, id: string, line: Phrase): string {
  const card = takeFromHand(ctx, from, id);
  player(ctx, to).hand.push({ id: freshId(ctx.s), key: card.key });
  const text = englishOf(line);
  emit(ctx, {
    kind: 'give', seat: from, text, data: { from, to, line },
    secret: { seats: [from, to], text: giveWords(text, card.key), data: { from, to, line, card: card.key } },
  });
  return card.key;
}

/** Asks `seat` to discard down to the hand limit, if over it. */
export function enforceHandLimit(ctx: Ctx, seat: SeatId): void {
  if (player(ctx, seat).hand.length > HAND_LIMIT) ctx.s.stack.push({ kind: 'discard', seat, limit: HAND_LIMIT });
}

/** Draws `n`, then discards down to five (every faction's "Draw and Discard"). */
export function drawAndDiscard(ctx: Ctx, seat: SeatId, n: number): void {
  drawCards(ctx, seat, n, phrase('root.log.why.evening'));
  enforceHandLimit(ctx, seat);
}

/** Words for "discard down to five" decisions. */
export function discardPhrase(ctx: ReadCtx, seat: SeatId, limit: number): Phrase {
  const over = player(ctx, seat).hand.length - limit;
  return phrase('root.status.discard', { Who: whoValue(ctx, seat, true), n: over, limit });
}
