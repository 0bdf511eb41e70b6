/**
 * Delve's lines in the caster view (client/broadcast/hidden.ts), read from the whole state
 * a caster's projection carries. Every hand is already shown from its seat's own sight;
 * besides it a seat hides its sealed choice at card selection (two cards, the first
 * leading, or a long rest) until everyone has chosen, and the table hides the order of
 * the monster ability deck (drawn from its front).
 */
import type { CasterProjection } from '../../../engine/core/caster.ts';
import { CONTENT } from '../../../engine/games/delve/content/index.ts';
import type { DelveState } from '../../../engine/games/delve/state.ts';
import { sayPhrase } from '../../../engine/core/words.ts';
import { cardPhrase, monsterCardPhrase } from '../../../engine/games/delve/words.ts';
import { say } from '../../words/say.ts';

/** How many monster ability cards the caster sees coming. */
export const NEXT_CARDS = 3;

function cardName(id: string): string {
  const c = CONTENT.cards[id];
  return c ? `${sayPhrase(cardPhrase(id), say)} (${c.initiative})` : id;
}

function monsterCardName(id: string): string {
  const c = CONTENT.monsterCards[id];
  return c ? `${sayPhrase(monsterCardPhrase(id), say)} (${c.initiative})` : id;
}

export function delveCasterNotes(projection: CasterProjection, seat: number | null): string[] {
  const s = projection.caster.state as DelveState;
  if (!s || !s.sealed || !s.deck || !Array.isArray(s.deck.draw)) return [];
  if (seat === null) {
    if (s.deck.draw.length === 0) return [say('delve.caster.deckEmpty')];
    const next = s.deck.draw.slice(0, NEXT_CARDS).map(monsterCardName);
    return [say('delve.caster.deck', { count: s.deck.draw.length, next: next.join(', ') })];
  }
  // Until the reveal; once revealed the choice lies on the table for all to see.
  const choice = Object.hasOwn(s.sealed.choices, String(seat)) ? s.sealed.choices[String(seat)] : undefined;
  if (!choice) return [];
  if ('rest' in choice) return [say('delve.caster.sealedRest')];
  const [lead, other] = choice.cards;
  return [say('delve.caster.sealed', { lead: cardName(lead), other: cardName(other) })];
}
