/**
 * Into the Forest's lines in the caster view (client/broadcast/hidden.ts), read from the
 * whole state a caster's projection carries. Travellers hold no hands: everything a seat
 * has lies in its tableau. What nobody sees is the Forest Deck — its order, and which side
 * of each card faces up (only its top card lies in plain sight; cards are drawn from the
 * bottom, showing the side that faces up) — and the order of the map deck.
 */
import type { CasterProjection } from '../../../engine/core/caster.ts';
import { CONTENT } from '../../../engine/games/forest/content/index.ts';
import { upId } from '../../../engine/games/forest/ops.ts';
import type { ForestState } from '../../../engine/games/forest/state.ts';
import { say } from '../../words/say.ts';
import { cardName, mapName } from './names.ts';

/** How many cards of the Forest Deck the caster sees coming. */
export const NEXT_CARDS = 4;

function mapNamed(id: string): string {
  return Object.hasOwn(CONTENT.maps, id) ? mapName(id) : id;
}

export function forestCasterNotes(projection: CasterProjection, seat: number | null): string[] {
  const s = projection.caster.state as ForestState;
  if (seat !== null || !s || !Array.isArray(s.deck) || !Array.isArray(s.maps)) return [];
  const out: string[] = [];
  if (s.deck.length === 0) out.push(say('forest.caster.deckEmpty'));
  else out.push(say('forest.caster.deck', { count: s.deck.length, next: s.deck.slice(0, NEXT_CARDS).map((card) => cardName(upId(card))).join(', ') }));
  const nextMap = s.maps[s.maps.length - 1];
  if (nextMap !== undefined) out.push(say('forest.caster.maps', { count: s.maps.length, next: mapNamed(nextMap) }));
  return out;
}
