/**
 * A Forest state nobody can tell from `s` (GameModule.scramble; every viewer sees the same):
 * the Forest Deck below its top card — which lies in plain sight — reshuffled, and each of
 * those cards turned to a random side (which side of an undrawn card faces up is as hidden
 * as the order); the map deck reshuffled. Undo relies on it to know that a draw showed
 * everyone a hidden card. Dealt with `shuffleAnew` (the cards by id, whichever side is up),
 * so the result depends only on what a viewer sees.
 */
import { shuffleAnew, type Rng } from '../../core/rng.ts';
import type { ForestState } from './state.ts';

export function scrambleForest(s: ForestState, rng: Rng): ForestState {
  const top = s.deck.pop();
  s.deck = shuffleAnew(s.deck, rng, (card) => card.id).map((card) => ({ ...card, showing: rng.int(2) === 0 ? 'front' as const : 'back' as const }));
  if (top) s.deck.push(top);
  s.maps = shuffleAnew(s.maps, rng);
  return s;
}
