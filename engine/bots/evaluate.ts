/**
 * How well a seat stands, from 0 (lost) to 1 (won): what a search rollout is worth where
 * it stops. A finished game is worth 1 to its winners (all of them, as in a co-operative
 * victory) and 0 to everyone else. A game still going is worth what the game's `bot`
 * hint says, or else what its scores say: the seat's score against the best other seat's
 * (against nothing at a table of one), an even 0.5 where nothing is scored.
 */
import type { AnyGameModule } from '../core/module.ts';
import type { SeatId } from '../core/types.ts';

/** A score lead of this many points is worth about three quarters of a win (tanh(1)/2 + 1/2). */
export const SCORE_SCALE = 10;

export function evaluate(module: AnyGameModule, state: unknown, seat: SeatId): number {
  const status = module.status(state);
  if (status.over) return status.winners?.includes(seat) ? 1 : 0;
  const hinted: unknown = module.bot?.evaluate?.(state, seat);
  if (typeof hinted === 'number' && Number.isFinite(hinted)) return Math.min(1, Math.max(0, hinted));
  const scores = status.scores;
  const mine = scores?.[seat];
  if (!scores || mine === undefined) return 0.5;
  let best = -Infinity;
  for (const [other, score] of Object.entries(scores)) if (Number(other) !== seat && score > best) best = score;
  return 0.5 + 0.5 * Math.tanh((mine - (best === -Infinity ? 0 : best)) / SCORE_SCALE);
}
