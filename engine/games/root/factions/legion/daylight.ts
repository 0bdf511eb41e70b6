import type { Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { battleOptions, checkBattle, startBattle } from '../../battle.ts';
import { clearing, hasPieces, warriorsOf } from '../../board.ts';
import { CLEARING_IDS } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import { colonyWords } from './log.ts';
import { clearingPhrase, label, refuse } from '../say.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { checkMove, doMove, hasMove, leaveRefusal, moveOptions } from '../../move.ts';
import { emit, mayPlaceIn, score } from '../../ops.ts';
import type { LegionAction } from './actions.ts';
import { COLONIZE_WARRIORS } from './data.ts';
import { COLONY, colonyClearings, hasColony, isCampaignClearing, ls } from './state.ts';

/** Legion Daylight — Execute Campaign (QL.5): Invade, Attack, Colonize, Deescalate. */

export const DAYLIGHT_STEPS = ['ql-invade', 'ql-attack', 'ql-colonize', 'ql-deescalate'] as const;

type A<K extends LegionAction['t']> = Extract<LegionAction, { t: K }>;
const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`QL/${code}`, `root.legion.refusal.${id}`, values);

/** Why Invade and Deescalate refuse a move. */
const INVADE_WHY = phrase('root.legion.why.invade');
const DEESCALATE_WHY = phrase('root.legion.why.deescalate');

const intoCampaign = (ctx: ReadCtx) => ({ to: (id: number) => isCampaignClearing(ctx.s, id), why: INVADE_WHY });
const outOfCampaign = (ctx: ReadCtx) => ({ from: (id: number) => isCampaignClearing(ctx.s, id), why: DEESCALATE_WHY });

/** Campaign clearings with Legion warriors and an enemy piece, not yet battled (QL.5.2). */
export function attacksLeft(ctx: ReadCtx, seat: SeatId): number[] {
  const st = ls(ctx.s);
  return CLEARING_IDS.filter((id) => {
    if (!isCampaignClearing(ctx.s, id) || st.attacked.includes(id)) return false;
    const c = clearing(ctx.s, id);
    if (warriorsOf(c, seat) === 0) return false;
    return ctx.s.players.some((p) => p.seat !== seat && hasPieces(c, p.seat) && checkBattle(ctx, seat, id, p.seat) === null);
  });
}

/** Colonize choices (QL.5.3): place a colony, score where one stands, or move one in when all are out. */
function colonizeOptions(ctx: ReadCtx, seat: SeatId): Array<A<'ql.colonize'>> {
  const st = ls(ctx.s);
  const out: Array<A<'ql.colonize'>> = [];
  const movable = colonyClearings(ctx.s, seat).filter((id) => !isCampaignClearing(ctx.s, id) && leaveRefusal(ctx, seat, id) === null);
  for (const id of CLEARING_IDS) {
    if (!isCampaignClearing(ctx.s, id) || st.colonized.includes(id)) continue;
    if (warriorsOf(clearing(ctx.s, id), seat) < COLONIZE_WARRIORS) continue;
    if (hasColony(ctx.s, id)) out.push({ t: 'ql.colonize', clearing: id });
    else if (!mayPlaceIn(ctx, seat, id)) continue;
    else if (st.colonies > 0) out.push({ t: 'ql.colonize', clearing: id });
    else for (const from of movable) out.push({ t: 'ql.colonize', clearing: id, from });
  }
  return out;
}

export function enterDaylight(ctx: Ctx, _seat: SeatId, step: string): void {
  const st = ls(ctx.s);
  if (step === 'ql-attack') st.attacked = [];
  if (step === 'ql-colonize') st.colonized = [];
}

/**
 * Attack is mandatory: the step ends only when no campaign clearing is left to battle in.
 * Invade, Colonize and Deescalate end by themselves when the map (public) leaves no
 * choice but to go on.
 */
export function settleDaylight(ctx: Ctx, seat: SeatId, step: string): boolean {
  const nothing =
    (step === 'ql-attack' && attacksLeft(ctx, seat).length === 0) ||
    (step === 'ql-invade' && !hasMove(ctx, seat, intoCampaign(ctx))) ||
    (step === 'ql-colonize' && colonizeOptions(ctx, seat).length === 0) ||
    (step === 'ql-deescalate' && !hasMove(ctx, seat, outOfCampaign(ctx)));
  if (!nothing) return false;
  ctx.s.turn.done = true;
  return true;
}

export function daylightPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  switch (step) {
    case 'ql-invade':
      return [
        { key: 'move', ...label('root.legion.prompt.invade'), actions: moveOptions(ctx, seat, intoCampaign(ctx)) },
        { key: 'done', pass: true, ...label('root.legion.prompt.end-invade'), actions: [{ t: 'done' }] },
      ];
    case 'ql-attack': {
      const left = attacksLeft(ctx, seat);
      const battles = battleOptions(ctx, seat, (id) => left.includes(id));
      return [{ key: 'battle', ...label('root.legion.prompt.attack', { n: left.length }), actions: battles, targets: left.map((id) => `clearing-${id}`) }];
    }
    case 'ql-colonize':
      return [
        { key: 'colonize', ...label('root.legion.prompt.colonize'), actions: colonizeOptions(ctx, seat) },
        { key: 'done', pass: true, ...label('root.legion.prompt.end-colonize'), actions: [{ t: 'done' }] },
      ];
    case 'ql-deescalate':
      return [
        { key: 'move', ...label('root.legion.prompt.deescalate'), actions: moveOptions(ctx, seat, outOfCampaign(ctx)) },
        { key: 'done', pass: true, ...label('root.legion.prompt.no-move'), actions: [{ t: 'done' }] },
      ];
    default:
      return [];
  }
}

export function applyDaylight(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  if (step === 'ql-attack') {
    if (a.t !== 'battle') return err('must-attack', 'must-attack');
    if (!attacksLeft(ctx, seat).includes(a.clearing)) {
      return err('attack-clearing', 'attack-clearing', { clearing: clearingPhrase(ctx, a.clearing) });
    }
    const bad = checkBattle(ctx, seat, a.clearing, a.defender);
    if (bad) return bad;
    ls(ctx.s).attacked.push(a.clearing);
    startBattle(ctx, seat, a.clearing, a.defender, 'attack');
    return null;
  }
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  if (step === 'ql-invade' || step === 'ql-deescalate') {
    if (a.t !== 'move') return err('wrong-step', step === 'ql-invade' ? 'invade' : 'deescalate');
    const bad = checkMove(ctx, seat, a, step === 'ql-invade' ? intoCampaign(ctx) : outOfCampaign(ctx));
    if (bad) return bad;
    doMove(ctx, seat, a);
    if (step === 'ql-deescalate') ctx.s.turn.done = true;
    return null;
  }
  if (step === 'ql-colonize') {
    if (a.t !== 'ql.colonize') return err('wrong-step', 'colonize-step');
    return colonize(ctx, seat, a.clearing as number, a.from as number | undefined);
  }
  return err('wrong-step', 'wrong-step');
}

function colonize(ctx: Ctx, seat: SeatId, id: number, from: number | undefined): Result<null> {
  const st = ls(ctx.s);
  if (!colonizeOptions(ctx, seat).some((o) => o.clearing === id && o.from === from)) {
    if (!isCampaignClearing(ctx.s, id)) return err('not-campaign', 'not-campaign', { clearing: clearingPhrase(ctx, id) });
    if (st.colonized.includes(id)) return err('colonized', 'colonized', { clearing: clearingPhrase(ctx, id) });
    if (warriorsOf(clearing(ctx.s, id), seat) < COLONIZE_WARRIORS) return err('colonize-warriors', 'colonize-warriors', { n: COLONIZE_WARRIORS, clearing: clearingPhrase(ctx, id) });
    if (!hasColony(ctx.s, id) && !mayPlaceIn(ctx, seat, id)) return err('colonize-place', 'colonize-place', { clearing: clearingPhrase(ctx, id) });
    return err('no-colony', 'no-colony');
  }
  st.colonized.push(id);
  const c = clearing(ctx.s, id);
  if (hasColony(ctx.s, id)) {
    emit(ctx, { kind: 'colonize', seat, text: colonyWords('scored', where(ctx, id)), data: { at: id, how: 'scored' } });
    score(ctx, seat, 1, phrase('root.log.legion.why.established'));
    return null;
  }
  if (from !== undefined) {
    const old = clearing(ctx.s, from);
    old.tokens.splice(old.tokens.findIndex((t) => t.seat === seat && t.kind === COLONY), 1);
    emit(ctx, { kind: 'colonize', seat, text: colonyWords('moved', where(ctx, from)), data: { at: from, how: 'moved' } });
  } else {
    st.colonies -= 1;
  }
  c.tokens.push({ seat, kind: COLONY });
  emit(ctx, { kind: 'colonize', seat, text: colonyWords('founded', where(ctx, id)), data: { clearing: id, at: id, how: 'founded' } });
  return null;
}
