import type { Applied } from '../../core/module.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import type { RootAction } from './actions.ts';
import { applyBattle } from './battle.ts';
import { fail, Who } from './describe.ts';
import { applyChoose, applyDiscard, applyUse, applyWindow, isWindow } from './effects.ts';
import type { Ctx, FactionTable } from './faction.ts';
import { factionOf } from './ops.ts';
import type { RootState } from './state.ts';
import { actor, advance } from './turn.ts';

/**
 * Root's `apply`: only the seat that must decide now may act (the top of the decision
 * stack, else the player taking the turn). The decision goes to the battle, the discard,
 * a faction's pending decision, the phase window or the faction's current step; then
 * `advance` runs everything automatic until the next decision.
 */
export function applyRoot(f: FactionTable, draft: RootState, seat: SeatId, action: RootAction, rng: Rng): Result<Applied<RootState>> {
  const ctx: Ctx = { s: draft, f, rng, events: [] };
  if (draft.winners !== undefined) return fail('over', 'The game is over.');
  const now = actor(draft);
  if (seat !== now) {
    return fail('not-your-turn', `It is not your decision now: ${Who(ctx, now)} (seat ${now + 1}) must decide.`);
  }
  const result = dispatch(ctx, seat, action);
  if (isRuleError(result)) return result;
  advance(ctx);
  return { state: draft, events: ctx.events };
}

function dispatch(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  const s = ctx.s;
  const top = s.stack[s.stack.length - 1];
  if (top) {
    switch (top.kind) {
      case 'battle': return applyBattle(ctx, top, seat, a);
      case 'discard': return applyDiscard(ctx, top, a);
      case 'choose-player': return applyChoose(ctx, top, a);
      case 'faction': {
        const f = ctx.f[top.faction];
        if (!f?.applyPending) return fail('wrong-step', 'Nothing to decide here.');
        return f.applyPending(ctx, top, a);
      }
    }
  }
  const t = s.turn;
  if (isWindow(t.step)) return applyWindow(ctx, seat, a);
  if (a.t === 'use' && t.phase === 'daylight') return applyUse(ctx, seat, a);
  return factionOf(ctx, seat).apply(ctx, seat, t.step, a);
}
