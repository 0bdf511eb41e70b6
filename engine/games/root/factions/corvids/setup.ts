import type { Result } from '../../../../core/result.ts';
import { phrase } from '../../../../core/words.ts';
import { label, listPhrase, refuse, suitPhrase } from '../say.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { CLEARING_IDS, clearingDef } from '../../data/autumn-map.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { mayPlaceIn, placeWarriors } from '../../ops.ts';
import { vs } from './state.ts';

/** Corvid setup (13.3.2): scatter — a warrior in any clearing of each suit. */

export const SETUP_STEPS = ['cc-setup-scatter'] as const;

function spots(ctx: ReadCtx, seat: SeatId): number[] {
  const suits = vs(ctx.s).setupSuits;
  return CLEARING_IDS.filter((id) => suits.includes(clearingDef(id).suit) && mayPlaceIn(ctx, seat, id));
}

export function enterSetup(ctx: Ctx): void {
  vs(ctx.s).setupSuits = ['fox', 'rabbit', 'mouse'];
}

/** Ends setup when no suit is left or none can take a warrior. */
export function settleSetup(ctx: Ctx, seat: SeatId): boolean {
  if (spots(ctx, seat).length > 0) return false;
  ctx.s.turn.done = true;
  return true;
}

export function setupPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const ids = spots(ctx, seat);
  const suits = listPhrase(vs(ctx.s).setupSuits.map(suitPhrase));
  return [{ key: 'setup', ...label('root.corvids.prompt.setup', { suits }), actions: ids.map((id): RootAction => ({ t: 'cc.setup', clearing: id })), targets: ids.map((id) => `clearing-${id}`) }];
}

export function applySetup(ctx: Ctx, seat: SeatId, _step: string, a: RootAction): Result<null> {
  if (a.t !== 'cc.setup' || typeof a.clearing !== 'number') return refuse('CC/setup', 'root.corvids.refusal.setup');
  if (!spots(ctx, seat).includes(a.clearing)) {
    return refuse('CC/setup', 'root.corvids.refusal.setup-suit');
  }
  const st = vs(ctx.s);
  const suit = clearingDef(a.clearing).suit;
  st.setupSuits = st.setupSuits.filter((x) => x !== suit);
  placeWarriors(ctx, seat, a.clearing, 1, phrase('root.log.corvids.why.scatter'));
  if (st.setupSuits.length === 0) ctx.s.turn.done = true;
  return null;
}
