import { z } from 'zod';
import type { GameModule } from '../../core/module.ts';
import { parsePayload } from '../../core/parse.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import { delveActionSchema, type DelveAction } from './actions.ts';
import { applyDelve } from './apply.ts';
import { CONTENT } from './content/index.ts';
import { validateDelveContent } from './content/validate.ts';
import { logTextDelve } from './log-text.ts';
import { decidingDelve, promptsDelve } from './prompts.ts';
import { delveBotHints } from './bot.ts';
import { scrambleDelve } from './scramble.ts';
import { setupDelve } from './setup.ts';
import type { DelveOptions, DelveState, DelveView } from './state.ts';
import { statsDelve, statusDelve } from './status.ts';
import { tableDelve } from './table.ts';
import { viewDelve } from './view.ts';

export type { DelveAction } from './actions.ts';
export type * from './state.ts';

// The content's shapes and ranges, once, where the rules run (the client only reads it).
validateDelveContent();

const optionsSchema = z.object({
  characters: z.array(z.enum(['random', ...CONTENT.characterOrder] as [string, ...string[]])).max(4)
    // words-ok: an option check the create form's own choices never fail (it offers each character once)
    .refine((c) => { const named = c.filter((x) => x !== 'random'); return new Set(named).size === named.length; }, 'each character once')
    .optional(),
}).strict();

/** Table options: the character of each seat (or "random"). */
export function parseDelveOptions(raw: unknown): Result<DelveOptions> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  const parsed = parsePayload(optionsSchema, raw ?? {}, 'delve/bad-options', 'Those are not Delve options');
  if (isRuleError(parsed)) return parsed;
  return parsed.characters ? { characters: parsed.characters } : {};
}

export function parseDelveAction(raw: unknown): Result<DelveAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(delveActionSchema, raw, 'delve/bad-action', 'That is not a Delve action');
}

/**
 * Delve: a short co-operative skirmish for 1–4 seats on the ability-card cycle of seed
 * 003 — secret simultaneous card selection, initiative, discard / lost / active piles,
 * short and long rests, exhaustion. Characters, cards, monsters and the scenario are
 * stand-in content (content/). Rules in README.md.
 */
export const delve: GameModule<DelveState, DelveAction, DelveView, DelveOptions> = {
  id: 'delve',
  name: 'Delve',
  minSeats: 1,
  maxSeats: 4,
  rulesVersion: 3, // 3: undo's verdict comes from the action's declared reveals, not a replay on two scrambled states
  concurrent: false,
  cooperative: true,
  deciding: decidingDelve,
  parseOptions: parseDelveOptions,
  parseAction: parseDelveAction,
  setup: setupDelve,
  apply: applyDelve,
  view: viewDelve,
  scramble: scrambleDelve,
  logText: (entry, view, say) => logTextDelve(entry, view, say),
  prompts: promptsDelve,
  table: tableDelve,
  status: statusDelve,
  bot: delveBotHints,
  stats: statsDelve,
};
