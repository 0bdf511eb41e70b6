/**
 * A faction's turn written as tables rather than chains of `if (step === …)` copied from
 * faction to faction: each group of steps says what the core calls for it (enter, settle,
 * prompts, apply), and each kind of pending decision says how it is prompted, applied,
 * settled and described. `stepTable` and `pendingTable` turn them into the FactionModule's
 * functions; a step or kind the table does not know decides nothing.
 */
import { refusal, type Result } from '../../core/result.ts';
import type { Prompt, SeatId } from '../../core/types.ts';
import type { RootAction } from './actions.ts';
import type { Ctx, FactionModule, ReadCtx } from './faction.ts';
import { rootSay } from './log-words.ts';
import type { Said } from './phrases.ts';
import type { FactionPending } from './state.ts';

/** Some of a faction's steps and what the core calls on them. */
export interface StepGroup {
  steps: readonly string[];
  enter?(ctx: Ctx, seat: SeatId, step: string): void;
  settle?(ctx: Ctx, seat: SeatId, step: string): boolean;
  prompts?(ctx: ReadCtx, seat: SeatId, step: string): Prompt<RootAction>[];
  apply?(ctx: Ctx, seat: SeatId, step: string, a: RootAction): Result<null>;
}

/** The step functions of a FactionModule from its groups; `code` prefixes the refusal ("HCC"). */
export function stepTable(code: string, groups: readonly StepGroup[]): Pick<FactionModule, 'enter' | 'settle' | 'prompts' | 'apply'> {
  const byStep = new Map<string, StepGroup>();
  for (const g of groups) for (const step of g.steps) byStep.set(step, g);
  return {
    enter: (ctx, seat, step) => byStep.get(step)?.enter?.(ctx, seat, step),
    settle: (ctx, seat, step) => byStep.get(step)?.settle?.(ctx, seat, step) ?? false,
    prompts: (ctx, seat, step) => byStep.get(step)?.prompts?.(ctx, seat, step) ?? [],
    apply: (ctx, seat, step, a) => {
      const apply = byStep.get(step)?.apply;
      return apply ? apply(ctx, seat, step, a) : refusal(rootSay, `${code}/wrong-step`, 'root.refusal.nothing-in-step');
    },
  };
}

/** One kind of a faction's pending decision (one that may fall to another seat). */
export interface PendingKind {
  prompts(ctx: ReadCtx, p: FactionPending): Prompt<RootAction>[];
  apply(ctx: Ctx, p: FactionPending, a: RootAction): Result<null>;
  /** Resolves it when there is no real choice. */
  settle?(ctx: Ctx, p: FactionPending): void;
  /** Public words for it ("places a fox flower"): a phrase of Root's, or plain English. */
  describe(p: FactionPending): Said;
}

/** The pending-decision functions of a FactionModule from its kinds. */
export function pendingTable(
  code: string, kinds: Readonly<Record<string, PendingKind>>,
): Pick<FactionModule, 'pendingPrompts' | 'applyPending' | 'settlePending' | 'describePending'> {
  const kind = (p: FactionPending): PendingKind | undefined => (Object.hasOwn(kinds, p.type) ? kinds[p.type] : undefined);
  return {
    pendingPrompts: (ctx, p) => kind(p)?.prompts(ctx, p) ?? [],
    applyPending: (ctx, p, a) => {
      const k = kind(p);
      return k ? k.apply(ctx, p, a) : refusal(rootSay, `${code}/wrong-step`, 'root.refusal.nothing-here');
    },
    settlePending: (ctx, p) => kind(p)?.settle?.(ctx, p),
    describePending: (p) => kind(p)?.describe(p) ?? p.type,
  };
}
