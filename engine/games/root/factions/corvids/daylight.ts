import type { Result } from '../../../../core/result.ts';
import { phrase, type PhraseValue } from '../../../../core/words.ts';
import { clearingPhrase, label, refuse, refuseSaid } from '../say.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import type { RootAction } from '../../actions.ts';
import { battleOptions, checkBattle, startBattle } from '../../battle.ts';
import { clearing, warriorsOf } from '../../board.ts';
import { drawAndDiscard, enforceHandLimit } from '../../cards.ts';
import { where, Who } from '../../describe.ts';
import { exertedWords, exertWords, plottedWords, trickWords } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { checkMove, doMove, moveOptions } from '../../move.ts';
import { emit, mayPlaceIn, placeBarred, player } from '../../ops.ts';
import type { CorvidAction } from './actions.ts';
import { DAYLIGHT_ACTIONS, DRAW_BASE, type PlotType } from './data.ts';
import { faceUp, plotIn, plots, vs } from './state.ts';

/**
 * Corvid Daylight (13.5): up to three actions among Move, Plot, Battle and Trick, in any
 * order and number; Evening (13.6): Exert (one more such action, then no draw) or Draw.
 */

export const DAYLIGHT_STEPS = ['cc-daylight'] as const;
export const EVENING_STEPS = ['cc-exert', 'cc-draw'] as const;

type A<K extends CorvidAction['t']> = Extract<CorvidAction, { t: K }>;
const err = (code: string, id: string, values?: Readonly<Record<string, PhraseValue>>) => refuse(`CC/${code}`, `root.corvids.refusal.${id}`, values);

/** Warriors the next plot costs: one, plus one per plot placed this turn (13.5.2). */
export function plotCost(ctx: ReadCtx): number {
  return 1 + vs(ctx.s).placed;
}

/** Plot options (13.5.2): a clearing with no plot and enough Corvid warriors; any type left in the supply. */
export function plotOptions(ctx: ReadCtx, seat: SeatId): Array<A<'cc.plot'>> {
  const types = [...new Set(vs(ctx.s).supply)].sort();
  if (types.length === 0) return [];
  const cost = plotCost(ctx);
  const out: Array<A<'cc.plot'>> = [];
  for (const c of ctx.s.map) {
    if (warriorsOf(c, seat) < cost || plotIn(ctx.s, seat, c.id) || !mayPlaceIn(ctx, seat, c.id)) continue;
    for (const plot of types) out.push({ t: 'cc.plot', clearing: c.id, plot });
  }
  return out;
}

/** Trick options (13.5.4): two plots on the map, both face up or both face down. */
export function trickOptions(ctx: ReadCtx, seat: SeatId): Array<A<'cc.trick'>> {
  const all = plots(ctx.s, seat);
  const out: Array<A<'cc.trick'>> = [];
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      const [p, q] = [all[i]!, all[j]!];
      if (Boolean(p.token.faceDown) === Boolean(q.token.faceDown)) out.push({ t: 'cc.trick', a: p.clearing, b: q.clearing });
    }
  }
  return out;
}

/** The Daylight actions as prompts (also offered once when exerting). */
/**
 * The four Daylight actions as prompts: `exert`, the exert's heading before each label;
 * `left`, the actions left after it; so every label starts with the action's own name.
 */
function actionPrompts(ctx: ReadCtx, seat: SeatId, exert: boolean, left?: number): Prompt<RootAction>[] {
  const plotsOffered = plotOptions(ctx, seat);
  const around = { head: exert ? phrase('root.corvids.prompt.exert') : '', tail: left === undefined ? '' : phrase('root.corvids.prompt.left', { left, of: DAYLIGHT_ACTIONS }) };
  return [
    { key: 'move', ...label('root.corvids.prompt.move', around), actions: moveOptions(ctx, seat) },
    { key: 'battle', ...label('root.corvids.prompt.battle', around), actions: battleOptions(ctx, seat) },
    { key: 'plot', ...label('root.corvids.prompt.plot', { ...around, n: plotCost(ctx) }), actions: plotsOffered, targets: [...new Set(plotsOffered.map((p) => `clearing-${p.clearing}`))] },
    { key: 'trick', ...label('root.corvids.prompt.trick', around), actions: trickOptions(ctx, seat) },
  ];
}

export function enterDaylight(ctx: Ctx): void {
  vs(ctx.s).actionsLeft = DAYLIGHT_ACTIONS;
}

export function settleDaylight(ctx: Ctx, seat: SeatId): boolean {
  const st = vs(ctx.s);
  if (st.actionsLeft > 0 && actionPrompts(ctx, seat, false).some((p) => p.actions.length > 0)) return false;
  ctx.s.turn.done = true;
  return true;
}

export function daylightPrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const left = vs(ctx.s).actionsLeft;
  return [
    ...actionPrompts(ctx, seat, false, left),
    { key: 'done', pass: true, ...label('root.corvids.prompt.end-daylight'), actions: [{ t: 'done' }] },
  ];
}

export function applyDaylight(ctx: Ctx, seat: SeatId, _step: string, a: RootAction): Result<null> {
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  const done = takeAction(ctx, seat, a);
  if (done) return done;
  vs(ctx.s).actionsLeft -= 1;
  return null;
}

/** Carries out one Daylight action (move, battle, plot, trick); a rule error when it is not one. */
function takeAction(ctx: Ctx, seat: SeatId, a: RootAction): Result<null> {
  switch (a.t) {
    case 'move': {
      const bad = checkMove(ctx, seat, a);
      if (bad) return bad;
      doMove(ctx, seat, a);
      return null;
    }
    case 'battle': {
      const bad = checkBattle(ctx, seat, a.clearing, a.defender);
      if (bad) return bad;
      startBattle(ctx, seat, a.clearing, a.defender, 'cc-battle');
      return null;
    }
    case 'cc.plot':
      return plot(ctx, seat, a.clearing as number, a.plot as PlotType);
    case 'cc.trick':
      return trick(ctx, seat, a.a as number, a.b as number);
    default:
      return err('wrong-step', 'action');
  }
}

/** Plot (13.5.2): warriors leave the clearing, a face-down plot of the chosen type takes their place. */
function plot(ctx: Ctx, seat: SeatId, id: number, type: PlotType): Result<null> {
  const st = vs(ctx.s);
  const cost = plotCost(ctx);
  if (!plotOptions(ctx, seat).some((o) => o.clearing === id && o.plot === type)) {
    if (plotIn(ctx.s, seat, id)) return err('plot-taken', 'plot-taken', { clearing: clearingPhrase(ctx, id) });
    if (warriorsOf(clearing(ctx.s, id), seat) < cost) return err('plot-warriors', 'plot-warriors', { n: cost, clearing: clearingPhrase(ctx, id) });
    if (!st.supply.includes(type)) return err('plot-supply', 'plot-supply', { plot: type });
    const refused = placeBarred(ctx, seat, id);
    return refused ? refuseSaid('CC/plot-place', refused) : err('plot-place', 'plot-place', { clearing: clearingPhrase(ctx, id) });
  }
  const c = clearing(ctx.s, id);
  c.warriors[seat] = warriorsOf(c, seat) - cost;
  player(ctx, seat).warriors += cost;
  st.supply.splice(st.supply.indexOf(type), 1);
  c.tokens.push({ seat, kind: type, faceDown: true });
  st.placed += 1;
  // The type is the Corvids' secret (13.2.2.I): only their own log line names it.
  emit(ctx, {
    kind: 'plot', seat, text: plottedWords(Who(ctx, seat), cost, where(ctx, id), undefined), data: { clearing: id, cost },
    secret: { seats: [seat], text: plottedWords(Who(ctx, seat), cost, where(ctx, id), type), data: { clearing: id, cost, plot: type } },
  });
  return null;
}

/** Trick (13.5.4): two plots trade places; both face up or both face down. */
function trick(ctx: Ctx, seat: SeatId, a: number, b: number): Result<null> {
  const p = plotIn(ctx.s, seat, a);
  const q = plotIn(ctx.s, seat, b);
  if (!p || !q || a === b) return err('trick', 'trick');
  if (Boolean(p.faceDown) !== Boolean(q.faceDown)) return err('trick-facing', 'trick-facing');
  [p.kind, q.kind] = [q.kind, p.kind];
  const down = Boolean(p.faceDown);
  emit(ctx, { kind: 'trick', seat, text: trickWords(Who(ctx, seat), down, where(ctx, a), where(ctx, b)), data: { a, b, ...(down ? { down: 1 } : {}) } });
  return null;
}

// ——— Evening (13.6) ———

export function enterEvening(ctx: Ctx, seat: SeatId, step: string): void {
  if (step === 'cc-exert') {
    if (!actionPrompts(ctx, seat, false).some((p) => p.actions.length > 0)) ctx.s.turn.done = true;
    return;
  }
  const st = vs(ctx.s);
  if (st.exerted) {
    emit(ctx, { kind: 'draw', seat, text: exertedWords(Who(ctx, seat)), data: { n: 0, ex: 1 } });
    enforceHandLimit(ctx, seat);
  } else {
    drawAndDiscard(ctx, seat, DRAW_BASE + faceUp(ctx.s, seat, 'extortion'));
  }
  ctx.s.turn.done = true;
}

export function eveningPrompts(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[] {
  if (step !== 'cc-exert') return [];
  const draws = DRAW_BASE + faceUp(ctx.s, seat, 'extortion');
  return [
    ...actionPrompts(ctx, seat, true),
    { key: 'done', pass: true, ...label('root.corvids.prompt.draw', { n: draws }), actions: [{ t: 'done' }] },
  ];
}

export function applyEvening(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null> {
  if (step !== 'cc-exert') return refuse('CC/wrong-step', 'root.refusal.nothing-in-step');
  if (a.t === 'done') {
    ctx.s.turn.done = true;
    return null;
  }
  const bad = takeAction(ctx, seat, a);
  if (bad) return bad;
  vs(ctx.s).exerted = true;
  emit(ctx, { kind: 'exert', seat, text: exertWords(Who(ctx, seat)), data: { exert: 1 } });
  ctx.s.turn.done = true;
  return null;
}
