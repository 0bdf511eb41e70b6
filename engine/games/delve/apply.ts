/**
 * Delve's `apply`: routes each intent to its rule, on the draft the match layer made; what
 * it showed, and to whom, from the sealed choices and the ability deck before and after.
 */
import type { Applied } from '../../core/module.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import { shownBetween } from '../../core/reveals.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import type { DelveAction } from './actions.ts';
import type { Ctx } from './ops.ts';
import { longRest, redraw, shortRest } from './rest.ts';
import { choose } from './rounds.ts';
import { delveSecrets } from './scramble.ts';
import type { DelveState } from './state.ts';
import { applyTurn } from './turn.ts';
import { no } from './words.ts';

export function applyDelve(s: DelveState, seat: SeatId, a: DelveAction, rng: Rng): Result<Applied<DelveState>> {
  if (s.phase === 'over') return no('delve/over', 'over');
  if (!s.chars[seat]) return no('delve/no-character', 'noCharacter');
  const ctx: Ctx = { s, rng, ev: [] };
  const hidden = delveSecrets(s);
  let r: Result<void>;
  switch (a.t) {
    case 'select': r = choose(ctx, seat, { cards: [a.cards[0], a.cards[1]] }); break;
    case 'longRest': r = choose(ctx, seat, { rest: true }); break;
    case 'lose': r = longRest(ctx, seat, a.card); break;
    case 'shortRest': r = shortRest(ctx, seat, a.rest); break;
    case 'redraw': r = redraw(ctx, seat, a.redraw); break;
    default: r = applyTurn(ctx, seat, a);
  }
  if (isRuleError(r)) return r;
  return { state: s, events: ctx.ev, reveals: shownBetween(s.seats, hidden, delveSecrets(s)) };
}
