import type { GameModule } from '../../core/module.ts';
import { isRuleError, refusal, type Result, type RuleError } from '../../core/result.ts';
import { laidOut, layoutOf, layoutRefusal, sandboxOptionsSchema } from './layout.ts';
import type { GameStatus } from '../../core/types.ts';
import { sandboxActionSchema, type SandboxAction } from './actions.ts';
import { applySandbox } from './apply.ts';
import { draftSandbox } from './draft.ts';
import { seatName } from './describe.ts';
import { sandboxSay } from './words.ts';
import { worded } from '../../core/words.ts';
import { promptsSandbox } from './prompts.ts';
import { setupSandbox } from './setup.ts';
import type { SandboxOptions, SandboxState, SandboxView } from './state.ts';
import { tableSandbox } from './table.ts';
import { viewSandbox } from './view.ts';
import { scrambleSandbox } from './scramble.ts';
import { logTextSandbox } from './log-text.ts';
import { parsePayload } from '../../core/parse.ts';

export type { SandboxAction } from './actions.ts';
export type * from './state.ts';

/**
 * A payload's shape refused by `parsePayload` as the refusal message `id`: its opening
 * words are the catalogue's, what follows them (where in the payload, zod's own account of
 * the problem) stays as `detail`.
 */
function reworded(r: RuleError, opening: string, id: 'sandbox.refusal.bad-action' | 'sandbox.refusal.bad-layout'): RuleError {
  return r.message.startsWith(opening) ? refusal(sandboxSay, r.code, id, { detail: r.message.slice(opening.length) }) : r;
}

/** The refusals' opening words, before what `parsePayload` adds. */
const NOT_AN_ACTION = sandboxSay('sandbox.refusal.bad-action', { detail: '' });
const NOT_A_LAYOUT = sandboxSay('sandbox.refusal.bad-layout', { detail: '' });

/** Checks the shape of an intent (its legality is `apply`'s job). */
export function parseSandboxAction(raw: unknown): Result<SandboxAction> {
  const parsed = parsePayload(sandboxActionSchema, raw, 'sandbox/bad-action', NOT_AN_ACTION);
  return isRuleError(parsed) ? reworded(parsed, NOT_AN_ACTION, 'sandbox.refusal.bad-action') : parsed;
}

/**
 * The free table's options: nothing (or anything object-like without a layout) is the
 * demo box; a `layout` (a box read by the server) is checked piece by piece, and one that
 * would not lie on the table is refused whole, with the reason.
 */
export function parseSandboxOptions(raw: unknown): Result<SandboxOptions> {
  if (raw === undefined || raw === null) return {};
  if (typeof raw !== 'object' || Array.isArray(raw)) return refusal(sandboxSay, 'sandbox/bad-options', 'sandbox.refusal.bad-options');
  if (!('layout' in raw) || (raw as { layout?: unknown }).layout === undefined) return {};
  const parsed = parsePayload(sandboxOptionsSchema, raw, 'sandbox/bad-layout', NOT_A_LAYOUT);
  if (isRuleError(parsed)) return reworded(parsed, NOT_A_LAYOUT, 'sandbox.refusal.bad-layout');
  const layout = parsed.layout!;
  return layoutRefusal(layout) ?? { layout };
}

const OPEN = worded(sandboxSay, 'sandbox.status.open');

/** Open until a seat ends the table (`end`); there are no winners or scores. */
export function statusSandbox(state: SandboxState): GameStatus {
  if (state.endedBy === undefined) return { over: false, headline: OPEN.text, headlineWords: OPEN.words };
  const ended = worded(sandboxSay, 'sandbox.status.ended', { seat: seatName(state.endedBy) });
  return { over: true, headline: ended.text, headlineWords: ended.words };
}

/**
 * The free table (DESIGN §1, games/sandbox): no rules, every seat may move, flip,
 * rotate, draw, deal, shuffle, peek, search and roll at any time, and end the table
 * (which reveals the seed). The demo setup holds a shuffled deck with four double-sided
 * cards, an empty discard pile, a bag of flower tokens, five path tiles, a polyhedral
 * set (d4, two d6, d8, d10, Root's d12, d20), the hero, combat and power d6s of
 * Explorers of the Woodlands, and two meeples per seat.
 */
export const sandbox: GameModule<SandboxState, SandboxAction, SandboxView, SandboxOptions> = {
  id: 'sandbox',
  name: 'Free table',
  minSeats: 1,
  maxSeats: 10,
  rulesVersion: 4, // 2: a double-sided card played face down lies covered; 3: undo's verdict comes from the action's declared reveals, not a replay on two scrambled states; 4: a group's own components (add, remove, lock, counters, moving a selection, hidden zones)
  concurrent: true,
  composes: { add: 'add', guarded: ['remove'], layout: (state) => layoutOf(state as SandboxState) },
  parseOptions: parseSandboxOptions,
  parseAction: parseSandboxAction,
  setup: (options, seats, rng) => (options.layout ? laidOut(options.layout, seats, rng) : setupSandbox(seats, rng)),
  draft: draftSandbox,
  apply: applySandbox,
  view: viewSandbox,
  scramble: scrambleSandbox,
  prompts: promptsSandbox,
  table: tableSandbox,
  logText: (entry, view, say) => logTextSandbox(entry, view, say),
  status: statusSandbox,
};
