import type { Result } from '../../../../core/result.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, openSlots } from '../../board.ts';
import { CLEARING_IDS, clearingDef } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import { phrase } from '../../../../core/words.ts';
import { clearingPhrase, label, listPhrase, refuse, suitPhrase } from '../say.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, placeWarriors } from '../../ops.ts';
import { SETUP_CATHEDRAL_WARRIORS, SETUP_FLOWERS } from './data.ts';
import { drawFlower } from './flowers.ts';
import { startWords } from './log.ts';
import { CATHEDRAL, cs } from './state.ts';

/**
 * Clergy setup (HCC.3.2): a cathedral and three warriors in a non-corner clearing, one
 * warrior in a clearing of each suit, then three random flowers placed in matching
 * clearings with Clergy warriors other than the cathedral's. (HCC.3.1 bag and supply,
 * HCC.3.3 track and HCC.3.4 Heretic markers are made by `init`.)
 */

export const SETUP_STEPS = ['hcc-setup-cathedral', 'hcc-setup-warriors', 'hcc-setup-flowers'] as const;

/** Non-corner clearings with an open building slot. */
function cathedralSpots(ctx: ReadCtx): number[] {
  return CLEARING_IDS.filter((id) => !clearingDef(id).corner && openSlots(ctx, id) > 0);
}

export function setupPrompts(ctx: ReadCtx, _seat: SeatId, step: string): Prompt<RootAction>[] {
  if (step === 'hcc-setup-cathedral') {
    const spots = cathedralSpots(ctx);
    return [{ key: 'setup', ...label('root.clergy.prompt.setup-cathedral'), actions: spots.map((id): RootAction => ({ t: 'hcc.setup', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  if (step === 'hcc-setup-warriors') {
    const suits = cs(ctx.s).setupSuits;
    const spots = CLEARING_IDS.filter((id) => suits.includes(clearingDef(id).suit));
    return [{ key: 'setup', ...label('root.clergy.prompt.setup-warriors', { suits: listPhrase(suits.map(suitPhrase)) }), actions: spots.map((id): RootAction => ({ t: 'hcc.setup', clearing: id })), targets: spots.map((id) => `clearing-${id}`) }];
  }
  return [];
}

export function applySetup(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  const st = cs(ctx.s);
  if (a.t !== 'hcc.setup' || typeof a.clearing !== 'number') return refuse('HCC/setup', 'root.clergy.refusal.setup');
  const id = a.clearing;
  if (step === 'hcc-setup-cathedral') {
    if (!cathedralSpots(ctx).includes(id)) return refuse('HCC/setup-cathedral', 'root.clergy.refusal.setup-cathedral', { clearing: clearingPhrase(ctx, id) });
    clearing(ctx.s, id).buildings.push({ seat, kind: CATHEDRAL });
    st.reserve -= 1;
    st.start = id;
    emit(ctx, { kind: 'build', seat, text: startWords(where(ctx, id)), data: { clearing: id, start: 1 } });
    placeWarriors(ctx, seat, id, SETUP_CATHEDRAL_WARRIORS, phrase('root.log.clergy.why.with-it'));
    ctx.s.turn.done = true;
    return null;
  }
  if (step === 'hcc-setup-warriors') {
    const suit = clearingDef(id).suit;
    if (!st.setupSuits.includes(suit)) return refuse('HCC/setup-warriors', 'root.clergy.refusal.setup-warriors', { suit: suitPhrase(suit), suits: listPhrase(st.setupSuits.map(suitPhrase)) });
    st.setupSuits = st.setupSuits.filter((s) => s !== suit);
    placeWarriors(ctx, seat, id, 1, phrase('root.log.clergy.why.per-suit'));
    ctx.s.turn.done = st.setupSuits.length === 0;
    return null;
  }
  return refuse('HCC/setup', 'root.clergy.refusal.setup-step');
}

export function enterSetup(ctx: Ctx, _seat: SeatId, step: string): void {
  const st = cs(ctx.s);
  if (step === 'hcc-setup-warriors') st.setupSuits = ['fox', 'rabbit', 'mouse'];
  if (step === 'hcc-setup-flowers') st.toDraw = SETUP_FLOWERS;
}

/** Setup flowers: draws them one by one; each is placed before the next is drawn. */
export function settleSetup(ctx: Ctx, seat: SeatId, step: string): boolean {
  if (step !== 'hcc-setup-flowers') return false;
  const st = cs(ctx.s);
  if (st.toDraw > 0) {
    st.toDraw -= 1;
    if (drawFlower(ctx, seat, 'setup')) return true;
  }
  ctx.s.turn.done = true;
  return true;
}
