import { isRuleError, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { GameEvent, SeatId } from '../../core/types.ts';
import {
  deckDeal, deckDraw, deckPeek, deckPut, deckSearch, deckShuffle, downSide, isDoubleSided, upSide,
  type Card,
} from '../../table/deck.ts';
import type { SandboxAction } from './actions.ts';
import { isPublic, pieceById } from './describe.ts';
import { spotNextTo } from './geometry.ts';
import { logged } from './log-lines.ts';
import { deckName, handItemName, pieceName, privateCardName } from './names.ts';
import { addPiece, addToHand, checkOnTable, done, fail, findDeck, findInHand, freshId, type Handled, intoPile, lockedRefusal, removeFromHand, removePiece, resettleAbove } from './ops.ts';
import type { CardPiece, DeckPiece, HandItem, Piece, SandboxState } from './state.ts';
import { shownName } from './zones.ts';

/** Handlers for decks and hands: draw, deal, play, shuffle, toDeck, peek, search. */

type Act<K extends SandboxAction['t']> = Extract<SandboxAction, { t: K }>;
type Outcome = Result<Handled>;

const CARD_SIZE = { w: 2.5, d: 3.5, h: 0.02 };

/** What the actor may learn of a card: both printed sides. */
function cardData(card: Card): Record<string, unknown> {
  const up = upSide(card) ?? card.front;
  const other = downSide(card);
  return { face: up.face, label: up.label, ...(isDoubleSided(card) && other ? { back: other.face } : {}) };
}

type CardItem = Extract<HandItem, { kind: 'card' }>;

/** Hand items for cards leaving a deck, each under a fresh opaque id. */
function cardItems(s: SandboxState, cards: readonly Card[]): CardItem[] {
  return cards.map((card) => ({ id: freshId(s), kind: 'card', card }));
}

/** The cards as their new holder learns them (for `secret.data`). */
function secretCards(items: readonly CardItem[]): Array<Record<string, unknown>> {
  return items.map((i) => ({ id: i.id, ...cardData(i.card) }));
}

function emptyDeck(deck: DeckPiece) {
  return fail('deck-empty', 'sandbox.refusal.deck-empty', { deck: deckName(deck.name, deck.design) });
}

/** Draws n cards to the actor's hand, or onto the table next to the deck. */
export function draw(s: SandboxState, seat: SeatId, a: Act<'draw'>): Outcome {
  const deck = findDeck(s, a.deck);
  if (isRuleError(deck)) return deck;
  const res = deckDraw(deck.cards, a.n, a.from);
  if (isRuleError(res)) {
    if (res.code === 'deck/empty') return emptyDeck(deck);
    return fail('not-enough-cards', 'sandbox.refusal.holds-only', { deck: deckName(deck.name, deck.design), count: deck.cards.length });
  }
  deck.cards = res.pile;
  resettleAbove(s, deck);
  const deckNamed = deckName(deck.name, deck.design);
  if (a.to === 'hand') {
    const items = cardItems(s, res.drawn);
    addToHand(s, seat, ...items);
    const data = { deck: deck.id, n: a.n, from: a.from, to: a.to, deckName: deckNamed };
    return done(s, logged('draw', seat, data, { ...data, cards: secretCards(items), cardNames: items.map(handItemName) }));
  }
  const spot = spotNextTo(deck, CARD_SIZE);
  const placed: CardPiece[] = res.drawn.map((card) => ({ id: freshId(s), kind: 'card', card, x: spot.x, z: spot.z, y: 0, rot: 0 }));
  for (const p of placed) addPiece(s, p);
  return done(s, logged('draw', seat, {
    deck: deck.id, n: a.n, from: a.from, to: a.to, ids: placed.map((p) => p.id), deckName: deckNamed, cardNames: placed.map((p) => pieceName(p, false)),
  }));
}

/** Deals n cards from the top to every seat's hand; each seat learns only its own. */
export function deal(s: SandboxState, seat: SeatId, a: Act<'deal'>): Outcome {
  const deck = findDeck(s, a.deck);
  if (isRuleError(deck)) return deck;
  const res = deckDeal(deck.cards, s.seats, a.n);
  if (isRuleError(res)) {
    if (res.code === 'deck/empty') return emptyDeck(deck);
    return fail('not-enough-cards', 'sandbox.refusal.deal-short', {
      n: a.n, seats: s.seats, needed: s.seats * a.n, deck: deckName(deck.name, deck.design), count: deck.cards.length,
    });
  }
  deck.cards = res.pile;
  resettleAbove(s, deck);
  const events: GameEvent[] = [logged('deal', seat, { deck: deck.id, n: a.n, deckName: deckName(deck.name, deck.design) })];
  res.hands.forEach((cards, to) => {
    const items = cardItems(s, cards);
    addToHand(s, to, ...items);
    events.push(logged('dealt', to, { deck: deck.id, n: a.n }, { deck: deck.id, n: a.n, cards: secretCards(items), cardNames: items.map(handItemName) }));
  });
  return done(s, ...events);
}

/**
 * Plays a card or token from the actor's hand onto the table under a fresh id. Face down,
 * a plain card lies back up and a double-sided card lies covered (`faceDown`): its other
 * printed side would name it, so nobody sees either side until it is turned over.
 */
export function play(s: SandboxState, seat: SeatId, a: Act<'play'>): Outcome {
  const item = findInHand(s, seat, a.id);
  if (isRuleError(item)) return item;
  let piece: Piece;
  if (item.kind === 'card') {
    const double = isDoubleSided(item.card);
    const card: Card = double ? item.card : { ...item.card, showing: a.faceUp ? 'front' : 'back' };
    piece = { id: '', kind: 'card', card, x: a.x, z: a.z, y: 0, rot: 0, ...(double && !a.faceUp ? { faceDown: true as const } : {}) };
  } else {
    piece = { id: '', kind: 'token', token: item.token, faceUp: a.faceUp, x: a.x, z: a.z, y: 0, rot: 0 };
  }
  const off = checkOnTable(piece, a.x, a.z, 0);
  if (off) return off;
  piece.id = freshId(s);
  removeFromHand(s, seat, item.id);
  addPiece(s, piece);
  return done(s, logged('play', seat, { id: piece.id, faceUp: isPublic(piece), piece: shownName(s, piece) }, {
    id: piece.id, from: item.id, faceUp: isPublic(piece), item: handItemName(item),
  }));
}

/**
 * A card's identity in a pile, for a shuffle's hidden outcome: its front face, plus the
 * side it shows for a double-sided card ('forest-1:back').
 */
function pileKey(card: Card): string {
  return isDoubleSided(card) ? `${card.front.face}:${card.showing}` : card.front.face;
}

/**
 * Shuffles a deck with the seeded Rng (double-sided cards keep their sides). The new
 * order, bottom → top, is the event's hidden outcome: the server commits to it at once
 * and anyone can check it once the seed is revealed.
 */
export function shuffle(s: SandboxState, seat: SeatId, a: Act<'shuffle'>, rng: Rng): Outcome {
  const deck = findDeck(s, a.deck);
  if (isRuleError(deck)) return deck;
  if (deck.cards.length === 0) return emptyDeck(deck);
  deck.cards = deckShuffle(deck.cards, rng);
  return done(s, {
    ...logged('shuffle', seat, { deck: deck.id, count: deck.cards.length, deckName: deckName(deck.name, deck.design) }),
    hidden: { type: 'shuffle', container: deck.id, result: deck.cards.map(pileKey) },
  });
}

/** Puts a table card, or a card from the actor's hand, onto a deck, top or bottom. */
export function toDeck(s: SandboxState, seat: SeatId, a: Act<'toDeck'>): Outcome {
  const deck = findDeck(s, a.deck);
  if (isRuleError(deck)) return deck;
  const inHand = findInHand(s, seat, a.id);
  const onTable = pieceById(s, a.id);
  if (isRuleError(inHand) && !onTable) return fail('no-piece', 'sandbox.refusal.no-card', { id: a.id });
  if (isRuleError(inHand) && onTable?.locked) return lockedRefusal(onTable);
  const card = !isRuleError(inHand) ? (inHand.kind === 'card' ? inHand.card : null) : (onTable?.kind === 'card' ? onTable.card : null);
  if (!card) return fail('not-a-card', 'sandbox.refusal.not-a-card');
  const data = { deck: deck.id, where: a.where, deckName: deckName(deck.name, deck.design) };
  if (!isRuleError(inHand)) {
    removeFromHand(s, seat, inHand.id);
    deck.cards = deckPut(deck.cards, [intoPile(card)], a.where);
    resettleAbove(s, deck);
    // The mover knows a card from their own hand; everyone else learns only that one went.
    return done(s, logged('toDeck', seat, { ...data, fromHand: true }, { ...data, cardName: privateCardName(card) }));
  }
  // A table card is named as it lies: a face-down one stays unknown to everyone, its mover too.
  const piece = onTable as CardPiece;
  const named = shownName(s, piece);
  removePiece(s, piece);
  deck.cards = deckPut(deck.cards, [intoPile(card)], a.where);
  resettleAbove(s, deck);
  return done(s, logged('toDeck', seat, { ...data, piece: named }));
}

/** Looks at the top n cards (fewer if the deck is short); only the actor learns them. */
export function peek(s: SandboxState, seat: SeatId, a: Act<'peek'>): Outcome {
  const deck = findDeck(s, a.deck);
  if (isRuleError(deck)) return deck;
  if (deck.cards.length === 0) return emptyDeck(deck);
  const seen = deckPeek(deck.cards, a.n);
  return done(s, logged('peek', seat, { deck: deck.id, n: seen.length, deckName: deckName(deck.name, deck.design) }, {
    deck: deck.id, n: seen.length, cards: seen.map(cardData), cardNames: seen.map(privateCardName),
  }));
}

/** Searches a deck (top down) for a card by either side's face or label; takes it into the hand. */
export function search(s: SandboxState, seat: SeatId, a: Act<'search'>): Outcome {
  const deck = findDeck(s, a.deck);
  if (isRuleError(deck)) return deck;
  if (deck.cards.length === 0) return emptyDeck(deck);
  const q = a.face;
  const res = deckSearch(deck.cards, (c) =>
    c.front.face === q || c.front.label === q || c.back?.face === q || c.back?.label === q);
  if (isRuleError(res)) return fail('not-found', 'sandbox.refusal.not-found', { query: q, deck: deckName(deck.name, deck.design) });
  deck.cards = res.pile;
  resettleAbove(s, deck);
  const [item] = cardItems(s, [res.found]) as [CardItem];
  addToHand(s, seat, item);
  const deckNamed = deckName(deck.name, deck.design);
  return done(s, logged('search', seat, { deck: deck.id, deckName: deckNamed }, {
    deck: deck.id, card: { id: item.id, ...cardData(res.found) }, deckName: deckNamed, cardName: privateCardName(res.found),
  }));
}
