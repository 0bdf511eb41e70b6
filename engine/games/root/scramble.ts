import type { Rng } from '../../core/rng.ts';
import type { Viewer } from '../../core/types.ts';
import type { FactionTable } from './faction.ts';
import type { RootState } from './state.ts';

/**
 * A Root state `viewer` cannot tell from `s` (GameModule.scramble): the cards in other
 * seats' hands trade places with cards of the draw pile (their opaque ids stay, the
 * printed cards change), the draw pile is reshuffled, and each faction rearranges its
 * own secrets (the Clergy's bag order). The discard pile, the map and every count stay.
 */
export function scrambleRoot(factions: FactionTable, s: RootState, viewer: Viewer, rng: Rng): RootState {
  for (const p of s.players) {
    if (p.seat === viewer) continue;
    for (const c of p.hand) {
      if (s.deck.length === 0) break;
      const i = rng.int(s.deck.length);
      const key = c.key;
      c.key = s.deck[i] as string;
      s.deck[i] = key;
    }
  }
  s.deck = rng.shuffle(s.deck);
  for (const p of s.players) factions[p.faction]?.secrecy?.scramble?.(s, p.seat, viewer, rng);
  return s;
}
