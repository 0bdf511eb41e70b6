/**
 * Bots for every rules game, through the GameModule contract alone (plus a game's
 * optional `bot` hints): a random-legal bot and a search bot. A bot sees only a
 * `SeatSample` (sample.ts), never the true state.
 *
 *   const sample = sampleFor(module, match.state, seat, match.seats, seed); // where the true state is
 *   const action = chooseAction(module, sample, { level: 'search', iterations: 300, seed });
 *
 * `chooseAction` is pure and synchronous: a room runs it off its own thread (a worker gets
 * the sample as JSON, `postedSample`, and the game from the registry by `sample.gameId`),
 * bringing its clock for a time budget. The action is one the seat's prompts offered; it
 * goes through the room's checks and `applyAction` like anyone's.
 */
import type { AnyGameModule } from '../core/module.ts';
import { randomMove } from './random.ts';
import type { SeatSample } from './sample.ts';
import { searchMove } from './search.ts';

export { sampleFor, postedSample, type SeatSample } from './sample.ts';
export { searchMove, type SearchBudget, type SearchResult } from './search.ts';
export { randomMove } from './random.ts';

export const BOT_LEVELS = ['random', 'search'] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Iterations a search makes when the caller names none. */
export const DEFAULT_ITERATIONS = 200;

export interface BotOptions {
  level: BotLevel;
  /** Seeds every choice the bot makes: the same sample and seed give the same action. */
  seed: string;
  /** The search's iterations (default DEFAULT_ITERATIONS). */
  iterations?: number;
  /** The search's rollout length (default: the game's hint, else DEFAULT_DEPTH in search.ts). */
  depth?: number;
  /** A time budget: the caller's clock in ms and the reading to stop at (search only). */
  clock?: () => number;
  deadline?: number;
}

/** Whether `level` names a bot. */
export function isBotLevel(level: unknown): level is BotLevel {
  return typeof level === 'string' && (BOT_LEVELS as readonly string[]).includes(level);
}

/** The action the bot of `level` takes for the sample's seat; null when the seat has nothing to do. */
export function chooseAction(module: AnyGameModule, sample: SeatSample, options: BotOptions): unknown {
  if (sample.gameId !== module.id) throw new Error(`A sample of ${sample.gameId} given to ${module.id}'s bot`);
  if (options.level === 'random') return randomMove(module, sample, options.seed);
  const budget = { iterations: options.iterations ?? DEFAULT_ITERATIONS, depth: options.depth, clock: options.clock, deadline: options.deadline };
  return searchMove(module, sample, budget, options.seed)?.action ?? null;
}
