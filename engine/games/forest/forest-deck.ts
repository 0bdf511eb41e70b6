/**
 * The Forest Deck and its discard (seed 000, Draw & Choose): cards come from the BOTTOM of
 * the deck, one at a time; an empty deck is rebuilt by shuffling the discard without
 * turning any card over, so each card is drawn again with the side it was discarded with.
 * The piles are engine/table/deck.ts piles (index 0 the bottom), whose functions never
 * change a card's facing.
 */
import { isRuleError } from '../../core/result.ts';
import { deckDraw, deckPut, deckShuffle } from '../../table/deck.ts';
import { mapsShuffledWords } from './log-text.ts';
import { reshuffleWords } from './log-lines.ts';
import { log, upId, type Ctx } from './ops.ts';
import type { ForestCard } from './state.ts';

/** The discard becomes the new Forest Deck, shuffled, every card keeping its facing. */
export function reshuffle(c: Ctx): void {
  const s = c.s;
  const went = s.discard.map((card) => ({ id: card.id, up: upId(card) }));
  s.deck = deckShuffle(s.discard, c.rng);
  s.discard = [];
  s.counts.reshuffles++;
  c.ev.push({
    kind: 'reshuffle',
    text: reshuffleWords(went.length),
    data: { cards: went },
    hidden: { type: 'shuffle', container: 'forest-deck', result: s.deck.map((card) => `${card.id}:${card.showing}`) },
  });
}

/**
 * The bottom card of the Forest Deck, taken out (the deck rebuilt from the discard first
 * when it is empty), or null when neither holds a card.
 */
export function drawFromBottom(c: Ctx): ForestCard | null {
  if (c.s.deck.length === 0) {
    if (c.s.discard.length === 0) return null;
    reshuffle(c);
  }
  const r = deckDraw(c.s.deck, 1, 'bottom');
  if (isRuleError(r)) return null;
  c.s.deck = r.pile;
  c.s.counts.draws++;
  return r.drawn[0] ?? null;
}

/** Cards go onto the discard in the order given, each with the side it shows now. */
export function discardAsTheyLie(c: Ctx, cards: readonly ForestCard[]): void {
  if (cards.length > 0) c.s.discard = deckPut(c.s.discard, cards, 'top');
}

/** The next map card (the used maps shuffled back in when the map deck runs out). */
export function nextMap(c: Ctx): string | null {
  const s = c.s;
  if (s.maps.length === 0 && s.mapDiscard.length > 0) {
    s.maps = c.rng.shuffle(s.mapDiscard.slice());
    s.mapDiscard = [];
    log(c, 'maps', mapsShuffledWords());
    c.ev[c.ev.length - 1]!.hidden = { type: 'shuffle', container: 'map-deck', result: s.maps.slice() };
  }
  return s.maps.pop() ?? null;
}
