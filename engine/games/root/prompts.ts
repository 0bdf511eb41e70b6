import type { Prompt, SeatId } from '../../core/types.ts';
import type { RootAction } from './actions.ts';
import { battlePrompts } from './battle.ts';
import { choosePrompts, discardPrompts, isWindow, usePrompts, windowPrompts } from './effects.ts';
import type { FactionTable, ReadCtx } from './faction.ts';
import { dominancePrompts } from './dominance.ts';
import { factionOf, seatsWithFactions } from './ops.ts';
import { rootLabel } from './phrases.ts';
import type { RootState } from './state.ts';
import { actor } from './turn.ts';

/**
 * What `seat` may do now, as concrete legal actions: nothing unless it is the seat that
 * must decide (turn-based). Prompts with no actions are left out, so the random-play
 * simulator and the HUD see only real choices.
 */
export function promptsRoot(f: FactionTable, s: RootState, seat: SeatId): Prompt<RootAction>[] {
  if (s.winners !== undefined || !Number.isInteger(seat) || seat < 0 || seat >= s.seats) return [];
  if (actor(s) !== seat) return [];
  const ctx: ReadCtx = { s, f };
  return raw(ctx, seat).filter((p) => p.actions.length > 0);
}

function raw(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const s = ctx.s;
  if (s.picks) {
    const pool = s.picks.pool;
    return [{ key: 'pick', ...rootLabel('root.prompt.pick'), actions: pool.map((faction): RootAction => ({ t: 'pick', faction })) }];
  }
  const top = s.stack[s.stack.length - 1];
  if (top) {
    switch (top.kind) {
      case 'battle': return battlePrompts(ctx, top);
      case 'discard': return discardPrompts(ctx, top);
      case 'choose-player': return choosePrompts(ctx, top);
      case 'faction': return ctx.f[top.faction]?.pendingPrompts?.(ctx, top) ?? [];
    }
  }
  const t = s.turn;
  const offers = offerPrompts(ctx, seat);
  if (isWindow(t.step)) return [...windowPrompts(ctx, seat), ...offers];
  const own = factionOf(ctx, seat).prompts(ctx, seat, t.step);
  return t.phase === 'daylight' ? [...own, ...usePrompts(ctx, seat), ...dominancePrompts(ctx, seat), ...offers] : [...own, ...offers];
}

/** What the other factions in play offer the player taking the turn (Exposure), while it decides its own step. */
function offerPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  if (ctx.s.turn.phase === 'setup' || ctx.s.turn.seat !== seat) return [];
  const out: Prompt<RootAction>[] = [];
  for (const { seat: me, f } of seatsWithFactions(ctx)) if (me !== seat && f.offers) out.push(...f.offers.prompts(ctx, me, seat));
  return out;
}
