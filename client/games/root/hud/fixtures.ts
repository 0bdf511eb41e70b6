/**
 * Real Root positions for the HUD's unit tests: a seeded match played through the engine
 * (the same opening as the browser test) and projected for a viewer, so the model is
 * tested on exactly what a client receives.
 */
import { applyAction, createMatch, projectMatch, type Match, type Projection } from '../../../../engine/core/match.ts';
import { isRuleError } from '../../../../engine/core/result.ts';
import type { Prompt, Viewer } from '../../../../engine/core/types.ts';
import { root, type RootAction, type RootState, type RootView } from '../../../../engine/games/root/index.ts';

export const CLERGY = 0;
export const LEGION = 1;
export const SEAT_NAMES = ['Ana', 'Ben'];

/** The opening, step by step: Clergy setup, Legion setup, a Crusade into Beach, the battle. */
export const OPENING: ReadonlyArray<{ seat: number; action: RootAction | ((m: Match<RootState>) => RootAction) }> = [
  { seat: CLERGY, action: { t: 'hcc.setup', clearing: 12 } },
  { seat: CLERGY, action: { t: 'hcc.setup', clearing: 12 } },
  { seat: CLERGY, action: { t: 'hcc.setup', clearing: 10 } },
  { seat: CLERGY, action: { t: 'hcc.setup', clearing: 9 } },
  { seat: LEGION, action: { t: 'ql.setup', clearing: 1 } },
  { seat: LEGION, action: { t: 'ql.setup', clearing: 10 } },
  { seat: LEGION, action: (m) => root.prompts(m.state, LEGION)[0]!.actions[0]! },
  { seat: CLERGY, action: { t: 'done' } },
  { seat: CLERGY, action: { t: 'hcc.crusade' } },
  { seat: CLERGY, action: { t: 'move', from: 12, to: 10, n: 4 } },
  { seat: CLERGY, action: { t: 'battle', clearing: 10, defender: LEGION } },
];

/** The match after the first `steps` actions of the opening (seed "root-e2e"). */
export function matchAfter(steps: number): Match<RootState> {
  let m = createMatch(root, {}, 2, 'root-e2e') as Match<RootState>;
  for (const { seat, action } of OPENING.slice(0, steps)) {
    const a = typeof action === 'function' ? action(m) : action;
    const r = applyAction(root, m, seat, a);
    if (isRuleError(r)) throw new Error(r.message);
    m = r.match as Match<RootState>;
  }
  return m;
}

/** Applies one more action to a match. */
export function play(m: Match<RootState>, seat: number, a: RootAction): Match<RootState> {
  const r = applyAction(root, m, seat, a);
  if (isRuleError(r)) throw new Error(r.message);
  return r.match as Match<RootState>;
}

/** What `viewer` receives: its view and prompts. */
export function seen(m: Match<RootState>, viewer: Viewer): { view: RootView; prompts: Prompt<RootAction>[]; projection: Projection } {
  const p = projectMatch(root, m, viewer);
  return { view: p.view as RootView, prompts: p.prompts as Prompt<RootAction>[], projection: p };
}
