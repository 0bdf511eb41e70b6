import { shuffleAnew, type Rng } from '../../core/rng.ts';
import type { Viewer } from '../../core/types.ts';
import type { FactionTable } from './faction.ts';
import type { RootState } from './state.ts';

/**
 * A Root state `viewer` cannot tell from `s` (GameModule.scramble): the printed cards of
 * other seats' hands and of the draw pile dealt again from one pool (the hands keep their
 * opaque ids and sizes), and each faction rearranging its own secrets (the Clergy's bag
 * order, face-down plots). The discard pile, the map and every count stay. The pool is
 * dealt with `shuffleAnew`, so the result depends only on what `viewer` sees.
 */
export function scrambleRoot(factions: FactionTable, s: RootState, viewer: Viewer, rng: Rng): RootState {
  const others = s.players.filter((p) => p.seat !== viewer);
  const pool = shuffleAnew([...others.flatMap((p) => p.hand.map((c) => c.key)), ...s.deck], rng);
  let i = 0;
  for (const p of others) for (const c of p.hand) c.key = pool[i++] as string;
  s.deck = pool.slice(i);
  for (const p of s.players) factions[p.faction]?.secrecy?.scramble?.(s, p.seat, viewer, rng);
  return s;
}
