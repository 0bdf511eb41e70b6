import { z } from 'zod';
import type { GameModule } from '../../core/module.ts';
import { parsePayload } from '../../core/parse.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import { forestActionSchema, type ForestAction } from './actions.ts';
import { applyForest } from './apply.ts';
import { RULES } from './content/index.ts';
import { logTextForest } from './log-text.ts';
import { promptsForest } from './prompts.ts';
import { forestBotHints } from './bot.ts';
import { scrambleForest } from './scramble.ts';
import { setupForest } from './setup.ts';
import type { ForestOptions, ForestState, ForestView } from './state.ts';
import { statsForest, statusForest } from './status.ts';
import { tableForest } from './table.ts';
import { viewForest } from './view.ts';
import { validateForestContent } from './content/validate.ts';

export type { ForestAction } from './actions.ts';
export type * from './state.ts';

// The content's shapes and ranges, once, where the rules run (the client only reads it).
validateForestContent();

const optionsSchema = z.object({
  rounds: z.number().int().min(RULES.minRounds).max(RULES.maxRounds).optional(),
}).strict();

/** Table options: the number of rounds (absent: by the number of travellers, content/rules.ts). */
export function parseForestOptions(raw: unknown): Result<ForestOptions> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  const parsed = parsePayload(optionsSchema, raw ?? {}, 'forest/bad-options', 'Those are not Forest options');
  if (isRuleError(parsed)) return parsed;
  return parsed.rounds === undefined ? {} : { rounds: parsed.rounds };
}

/** Checks the shape of an intent (its legality is `apply`'s job). */
export function parseForestAction(raw: unknown): Result<ForestAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(forestActionSchema, raw, 'forest/bad-action', 'That is not a Forest action');
}

/**
 * Into the Forest (seed 000's Forest phase as a short game for 1–4 travellers): each round
 * every traveller builds a tableau from the bottom of one shared, double-sided Forest Deck
 * until their map card's direction icons are met, then meets its encounter. Rules in
 * README.md; the cards, maps and numbers are stand-in content (content/).
 */
export const forest: GameModule<ForestState, ForestAction, ForestView, ForestOptions> = {
  id: 'forest',
  name: 'Into the Forest',
  minSeats: 1,
  maxSeats: 4,
  rulesVersion: 3, // 3: undo's verdict comes from the action's declared reveals, not a replay on two scrambled states
  concurrent: false,
  parseOptions: parseForestOptions,
  parseAction: parseForestAction,
  setup: setupForest,
  apply: applyForest,
  view: viewForest,
  scramble: (s, _viewer, rng) => scrambleForest(s, rng),
  logText: (entry, view, say) => logTextForest(entry, view, say),
  prompts: promptsForest,
  table: tableForest,
  status: statusForest,
  bot: forestBotHints,
  stats: statsForest,
};
