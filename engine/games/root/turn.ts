import type { SeatId } from '../../core/types.ts';
import { advanceBattle, battleDecider } from './battle.ts';
import { enterWindow, isWindow, WINDOWS } from './effects.ts';
import { Who } from './describe.ts';
import { turnWords } from './log-words.ts';
import { winWords } from './log-lines.ts';
import type { Ctx, ReadCtx, TurnPhase } from './faction.ts';
import { checkDominance } from './dominance.ts';
import { emit, factionOf, player } from './ops.ts';
import type { Pending, Phase, RootState } from './state.ts';

/**
 * The turn machine. Turns go round the seats; each turn is Birdsong, Daylight, Evening,
 * and each phase is the core's window step ('@birdsong', …) followed by the faction's
 * own steps. Setup is turn 0: each seat in setup order runs its faction's setup steps.
 *
 * `advance` runs everything automatic until someone must decide: first the decisions on
 * the stack (battles, discards, faction decisions), then queued triggers, then the turn
 * step itself. Every accepted action ends with `advance`.
 */

const PHASES: readonly TurnPhase[] = ['birdsong', 'daylight', 'evening'];

/** The steps of a phase for a seat, window first. */
export function stepsOf(ctx: ReadCtx, seat: SeatId, phase: Phase): string[] {
  const f = factionOf(ctx, seat);
  if (phase === 'setup') return [...f.steps.setup];
  return [WINDOWS[phase], ...f.steps[phase]];
}

/** The seat that must decide now. */
export function actor(s: RootState): SeatId {
  const top = s.stack[s.stack.length - 1];
  if (!top) return s.turn.seat;
  return top.kind === 'battle' ? battleDecider(top) : top.seat;
}

function begin(ctx: Ctx, seat: SeatId, phase: Phase, number: number): void {
  const steps = stepsOf(ctx, seat, phase);
  const used = ctx.s.turn.seat === seat && ctx.s.turn.number === number ? ctx.s.turn.used : [];
  ctx.s.turn = { seat, number, phase, step: steps[0] ?? '', entered: false, done: steps.length === 0, used };
}

/** Starts the first turn after setup. */
function startTurn(ctx: Ctx, seat: SeatId, number: number): void {
  const s = ctx.s;
  if (s.maxTurns !== undefined && number > s.maxTurns) {
    const best = Math.max(...s.players.map((p) => p.vp));
    s.winners = s.players.filter((p) => p.vp === best).map((p) => p.seat);
    s.endedBy = 'cap';
    emit(ctx, { kind: 'win', text: winWords('', { how: 'turns', limit: s.maxTurns, best }), data: { winners: s.winners, how: 'turns', limit: s.maxTurns, best } });
    return;
  }
  ctx.s.turn.used = [];
  begin(ctx, seat, 'birdsong', number);
  emit(ctx, { kind: 'turn', seat, text: turnWords(Who(ctx, seat), number), data: { turn: number } });
  checkDominance(ctx, seat);
}

/** Moves to the next step, phase, setup seat or turn. */
function nextStep(ctx: Ctx): void {
  const s = ctx.s;
  const t = s.turn;
  const list = stepsOf(ctx, t.seat, t.phase);
  const i = list.indexOf(t.step);
  const next = list[i + 1];
  if (next !== undefined) {
    t.step = next;
    t.entered = false;
    t.done = false;
    delete t.note;
    return;
  }
  if (t.phase === 'setup') {
    const k = s.setupOrder.indexOf(t.seat);
    const seat = s.setupOrder[k + 1];
    if (seat !== undefined) begin(ctx, seat, 'setup', 0);
    else startTurn(ctx, s.order[0] ?? 0, 1);
    return;
  }
  const p = PHASES.indexOf(t.phase);
  const phase = PHASES[p + 1];
  if (phase !== undefined) {
    begin(ctx, t.seat, phase, t.number);
    return;
  }
  // Turns go round in turn order; a new round begins with the first player.
  const k = s.order.indexOf(t.seat);
  const seat = s.order[(k + 1) % s.order.length] ?? 0;
  startTurn(ctx, seat, seat === s.order[0] ? t.number + 1 : t.number);
}

/** Starts setup for the first seat in setup order (called once by `setup`). */
export function beginSetup(ctx: Ctx): void {
  const first = ctx.s.setupOrder[0] ?? 0;
  begin(ctx, first, 'setup', 0);
}

function enterStep(ctx: Ctx): void {
  const t = ctx.s.turn;
  if (isWindow(t.step)) enterWindow(ctx, t.seat);
  else factionOf(ctx, t.seat).enter(ctx, t.seat, t.step);
}

/** Resolves what it can of the top decision; the stack changes when it made progress. */
function settleTop(ctx: Ctx, top: Pending): void {
  if (top.kind === 'battle') advanceBattle(ctx, top);
  else if (top.kind === 'discard') {
    if (player(ctx, top.seat).hand.length <= top.limit) ctx.s.stack.splice(ctx.s.stack.lastIndexOf(top), 1);
  } else if (top.kind === 'faction') {
    const f = ctx.f[top.faction];
    f?.settlePending?.(ctx, top);
  }
}

/** Runs everything automatic until a seat must decide or the game is over. */
export function advance(ctx: Ctx): void {
  const s = ctx.s;
  for (let guard = 0; guard < 100_000; guard++) {
    if (s.winners !== undefined) return;
    if (s.stack.length === 0 && s.queue.length > 0) {
      // Queued triggers resolve in the order they happened: the first ends on top.
      s.stack.push(...s.queue.reverse());
      s.queue = [];
    }
    const top = s.stack[s.stack.length - 1];
    if (top) {
      const depth = s.stack.length;
      // A discard settles only by leaving the stack and a player choice never settles by
      // itself; anything else may change in place, which its JSON before and after shows.
      const before = top.kind === 'discard' || top.kind === 'choose-player' ? null : JSON.stringify(top);
      settleTop(ctx, top);
      if (s.stack.length === depth && s.stack[depth - 1] === top && (before === null || JSON.stringify(top) === before)) return;
      continue;
    }
    const t = s.turn;
    if (!t.entered) {
      t.entered = true;
      enterStep(ctx);
      continue;
    }
    if (t.done) {
      nextStep(ctx);
      continue;
    }
    if (!isWindow(t.step)) {
      const changed = factionOf(ctx, t.seat).settle?.(ctx, t.seat, t.step) ?? false;
      if (changed || t.done || s.stack.length > 0 || s.queue.length > 0) continue;
    }
    return;
  }
  throw new Error('root: the turn machine made no progress');
}
