/**
 * A Forest state nobody can tell from `s` (GameModule.scramble; every viewer sees the same):
 * the Forest Deck below its top card — which lies in plain sight — reshuffled, and each of
 * those cards turned to a random side (which side of an undrawn card faces up is as hidden
 * as the order); the map deck reshuffled. Undo relies on it to know that a draw showed
 * everyone a hidden card.
 */
import type { Rng } from '../../core/rng.ts';
import type { ForestState } from './state.ts';

export function scrambleForest(s: ForestState, rng: Rng): ForestState {
  const top = s.deck.pop();
  s.deck = rng.shuffle(s.deck).map((card) => ({ ...card, showing: rng.int(2) === 0 ? 'front' as const : 'back' as const }));
  if (top) s.deck.push(top);
  s.maps = rng.shuffle(s.maps);
  return s;
}
