/**
 * A Forest state nobody can tell from `s` (GameModule.scramble; every viewer sees the same):
 * the Forest Deck below its top card — which lies in plain sight — reshuffled, and each of
 * those cards turned to a random side (which side of an undrawn card faces up is as hidden
 * as the order); the map deck reshuffled. Undo relies on it to know that a draw showed
 * everyone a hidden card. Dealt with `shuffleAnew` (the cards by id, whichever side is up),
 * so the result depends only on what a viewer sees.
 */
import type { Secret } from '../../core/reveals.ts';
import { shuffleAnew, type Rng } from '../../core/rng.ts';
import type { ForestState } from './state.ts';

export function scrambleForest(s: ForestState, rng: Rng): ForestState {
  const top = s.deck.pop();
  s.deck = shuffleAnew(s.deck, rng, (card) => card.id).map((card) => ({ ...card, showing: rng.int(2) === 0 ? 'front' as const : 'back' as const }));
  if (top) s.deck.push(top);
  s.maps = shuffleAnew(s.maps, rng);
  return s;
}

/**
 * What `scrambleForest` rearranges, as secrets nobody sees (engine/core/reveals.ts): each
 * Forest Deck card below the top one — named by the card, as the side it shows is as hidden
 * as its place, so drawing it shows it whatever else is left — and the map deck.
 */
export function forestSecrets(s: ForestState): Secret[] {
  const out: Secret[] = [];
  for (let i = 0; i < s.deck.length - 1; i++) out.push({ id: `forest:${s.deck[i]!.id}`, to: null, alone: true });
  for (const map of s.maps) out.push({ id: `map:${map}`, to: null });
  return out;
}
