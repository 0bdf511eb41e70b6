/**
 * The bots' thread: a TableRoom never thinks for a bot on its own thread (a search may take
 * a second). It posts the seat's sample (engine/bots `sampleFor`, made where the true state
 * is) and gets back the action, chosen with this thread's clock for the time budget (the
 * framing is the worker pool's, server/workers/thread.ts). Loading the games takes seconds
 * on a small machine: the pool times requests from when the thread says it is ready.
 */
import { performance } from 'node:perf_hooks';
import { chooseAction, postedSample, type BotLevel } from '../../engine/bots/index.ts';
import { games } from '../../engine/games/registry.ts';
import { serve } from '../workers/thread.ts';

export interface ThinkRequest {
  sample: { gameId: string; seat: number; seats: number; state: unknown };
  level: BotLevel;
  seed: string;
  budgetMs: number;
}

serve((req: ThinkRequest): unknown => {
  const module = Object.prototype.hasOwnProperty.call(games, req.sample.gameId) ? games[req.sample.gameId] : undefined;
  if (!module) throw new Error(`no game ${req.sample.gameId}`);
  const clock = (): number => performance.now();
  return chooseAction(module, postedSample(req.sample), {
    level: req.level, seed: req.seed, clock, deadline: clock() + req.budgetMs,
    // The time budget decides; the iteration cap only bounds a very fast game.
    iterations: 1_000_000,
  });
});
