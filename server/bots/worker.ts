/**
 * The bots' thread: a TableRoom never thinks for a bot on its own thread (a search may take
 * a second). It posts the seat's sample (engine/bots `sampleFor`, made where the true state
 * is) and gets back the action, chosen with this thread's clock for the time budget.
 */
import { parentPort } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import { chooseAction, postedSample, type BotLevel } from '../../engine/bots/index.ts';
import { games } from '../../engine/games/registry.ts';

export interface ThinkRequest {
  id: number;
  sample: { gameId: string; seat: number; seats: number; state: unknown };
  level: BotLevel;
  seed: string;
  budgetMs: number;
}

export type ThinkReply = { id: number; action: unknown } | { id: number; error: string } | { ready: true };

parentPort?.on('message', (req: ThinkRequest) => {
  try {
    const module = Object.prototype.hasOwnProperty.call(games, req.sample.gameId) ? games[req.sample.gameId] : undefined;
    if (!module) throw new Error(`no game ${req.sample.gameId}`);
    const clock = (): number => performance.now();
    const action = chooseAction(module, postedSample(req.sample), {
      level: req.level, seed: req.seed, clock, deadline: clock() + req.budgetMs,
      // The time budget decides; the iteration cap only bounds a very fast game.
      iterations: 1_000_000,
    });
    parentPort?.postMessage({ id: req.id, action } satisfies ThinkReply);
  } catch (e) {
    parentPort?.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) } satisfies ThinkReply);
  }
});

// Loading the games takes seconds on a small machine: the pool times requests from here.
parentPort?.postMessage({ ready: true } satisfies ThinkReply);
