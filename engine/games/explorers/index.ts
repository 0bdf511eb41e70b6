import { z } from 'zod';
import type { GameModule } from '../../core/module.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import { explorersActionSchema, type ExplorersAction } from './actions.ts';
import { applyExplorers } from './apply.ts';
import { heroIdSchema } from './content/schema.ts';
import { startRound } from './flow.ts';
import { promptsExplorers } from './prompts.ts';
import { setupExplorers } from './setup.ts';
import { headlineExplorers, statsExplorers, statusExplorers } from './status.ts';
import { tableExplorers } from './table.ts';
import { viewExplorers } from './view.ts';
import type { ExOptions, ExState, ExView } from './state.ts';
import { explorersBotHints } from './bot.ts';
import { scrambleExplorers } from './scramble.ts';
import { draftExplorers } from './ops.ts';
import { parsePayload } from '../../core/parse.ts';
import { validateExplorersContent } from './content/validate.ts';
import { logTextExplorers } from './log-text.ts';

export type { ExplorersAction } from './actions.ts';
export type * from './state.ts';

// The content's shapes and ranges, once, where the rules run (the client only reads it).
validateExplorersContent();

const optionsSchema = z.object({
  // words-ok: a malformed payload's refusal: the create form never offers a hero twice
  heroes: z.array(heroIdSchema).min(1).max(4).refine((h) => new Set(h).size === h.length, 'each hero once').optional(),
  firstSeat: z.number().int().min(0).max(3).optional(),
  enraged: z.enum(['off', 'on', 'runes']).default('off'),
  lairs: z.boolean().default(false),
}).strict();

/** Table options: heroes, first player, Enraged Monsters (off / on / runes variant), Lairs. */
export function parseExplorersOptions(raw: unknown): Result<ExOptions> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  const parsed = parsePayload(optionsSchema, raw ?? {}, 'explorers/bad-options', 'Those are not Explorers options');
  if (isRuleError(parsed)) return parsed;
  const o: ExOptions = { enraged: parsed.enraged, lairs: parsed.lairs };
  if (parsed.heroes) o.heroes = parsed.heroes;
  if (parsed.firstSeat !== undefined) o.firstSeat = parsed.firstSeat;
  return o;
}

/** Checks the shape of an intent (its legality is `apply`'s job). */
export function parseExplorersAction(raw: unknown): Result<ExplorersAction> {
  // words-ok: a malformed payload's refusal: the game's own client never sends one
  return parsePayload(explorersActionSchema, raw, 'explorers/bad-action', 'That is not an Explorers action');
}

/**
 * Explorers of the Woodlands (seed 002): a co-operative exploration game for 1–4 seats
 * (solo plays two heroes). Rules enforced, one decision at a time; content in content/
 * is authored stand-in data validated at load.
 */
export const explorers: GameModule<ExState, ExplorersAction, ExView, ExOptions> = {
  id: 'explorers',
  name: 'Explorers of the Woodlands',
  minSeats: 1,
  maxSeats: 4,
  rulesVersion: 4, // 2: a card a Boss turns over stays down for the whole round; 3: its holder chooses which weapon; 4: undo's verdict comes from the action's declared reveals, not a replay on two scrambled states
  concurrent: false,
  cooperative: true,
  parseOptions: parseExplorersOptions,
  parseAction: parseExplorersAction,
  setup: (options, seats, rng) => {
    const s = setupExplorers(options, seats, rng);
    startRound({ s, rng, ev: [] });
    return s;
  },
  draft: draftExplorers,
  apply: applyExplorers,
  view: viewExplorers,
  scramble: (s, _viewer, rng) => scrambleExplorers(s, rng),
  logText: (entry, view, say) => logTextExplorers(entry, view, say),
  prompts: promptsExplorers,
  table: tableExplorers,
  status: statusExplorers,
  headline: headlineExplorers,
  bot: explorersBotHints,
  stats: statsExplorers,
};
