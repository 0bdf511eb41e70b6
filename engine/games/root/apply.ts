import type { Applied } from '../../core/module.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import { joinViewers, shownBetween } from '../../core/reveals.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import type { RootAction } from './actions.ts';
import { applyBattle } from './battle.ts';
import { fail } from './describe.ts';
import { factionName, listValue, whoValue } from './phrases.ts';
import { applyChoose, applyDiscard, applyUse, applyWindow, isWindow } from './effects.ts';
import type { Ctx, FactionModule, FactionTable } from './faction.ts';
import { applyDominance } from './dominance.ts';
import { factionOf, rootSecrets, seatsWithFactions } from './ops.ts';
import { pickFaction } from './setup.ts';
import type { RootState } from './state.ts';
import { actor, advance } from './turn.ts';

/**
 * Root's `apply`: only the seat that must decide now may act (the top of the decision
 * stack, else the player taking the turn). The decision goes to the battle, the discard,
 * a faction's pending decision, the phase window or the faction's current step; then
 * `advance` runs everything automatic until the next decision. What the action showed,
 * and to whom (`Applied.reveals`): the cards and faction secrets that came into someone's
 * sight between before and after (`rootSecrets`), and what the rules showed on the way
 * (`showTo`).
 */
export function applyRoot(f: FactionTable, draft: RootState, seat: SeatId, action: RootAction, rng: Rng): Result<Applied<RootState>> {
  const ctx: Ctx = { s: draft, f, rng, events: [] };
  if (draft.winners !== undefined) return fail('over', 'over');
  const now = actor(draft);
  if (seat !== now) {
    return fail('not-your-turn', 'not-your-turn', { Who: whoValue(ctx, now, true), n: now + 1 });
  }
  const hidden = rootSecrets(ctx);
  const result = dispatch(ctx, seat, action);
  if (isRuleError(result)) return result;
  advance(ctx);
  const moved = shownBetween(draft.players.length, hidden, rootSecrets(ctx));
  return { state: draft, events: ctx.events, reveals: ctx.shown ? joinViewers(moved, ctx.shown) : moved };
}

function dispatch(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  const s = ctx.s;
  if (s.picks) return applyPick(ctx, seat, a);
  const top = s.stack[s.stack.length - 1];
  if (top) {
    switch (top.kind) {
      case 'battle': return applyBattle(ctx, top, seat, a);
      case 'discard': return applyDiscard(ctx, top, a);
      case 'choose-player': return applyChoose(ctx, top, a);
      case 'faction': {
        const f = ctx.f[top.faction];
        if (!f?.applyPending) return fail('wrong-step', 'nothing-here');
        return f.applyPending(ctx, top, a);
      }
    }
  }
  const t = s.turn;
  const offer = offeredBy(ctx, seat, a);
  if (offer?.f.offers) return offer.f.offers.apply(ctx, offer.seat, seat, a);
  if (isWindow(t.step)) return applyWindow(ctx, seat, a);
  if (t.phase === 'daylight') {
    if (a.t === 'use') return applyUse(ctx, seat, a);
    if (a.t === 'dominance' || a.t === 'take-dominance') return applyDominance(ctx, seat, a);
  }
  return factionOf(ctx, seat).apply(ctx, seat, t.step, a);
}

/** The other faction (and its seat) whose offer this action is (its type carries that faction's prefix), if any. */
function offeredBy(ctx: Ctx, seat: SeatId, a: RootAction): { seat: SeatId; f: FactionModule } | null {
  const dot = a.t.indexOf('.');
  if (dot < 0) return null;
  const prefix = a.t.slice(0, dot);
  for (const { seat: me, f } of seatsWithFactions(ctx)) {
    if (me !== seat && f.prefix === prefix && f.offers) return { seat: me, f };
  }
  return null;
}

/** A seat picks its faction at the table (before setup): one of those left. */
function applyPick(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  const picks = ctx.s.picks;
  if (!picks || a.t !== 'pick') return fail('must-pick', 'must-pick');
  if (!picks.pool.includes(a.faction)) return fail('bad-pick', 'bad-pick', { names: listValue(picks.pool.map(factionName)) });
  pickFaction(ctx, seat, a.faction);
  return null;
}
