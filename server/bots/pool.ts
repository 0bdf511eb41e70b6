/**
 * One bot thread per server (server/bots/worker.ts), shared by every table, run by a
 * worker pool (server/workers/pool.ts): requests are answered in order. A thread that
 * fails or does not answer within the budget and a margin is replaced, and that request
 * falls back to the random-legal bot on the caller's thread (cheap: one prompt list), so a
 * table never waits on a stuck bot. After a failure, the next thread starts a while later;
 * meanwhile every request gets the random bot.
 */
import { randomMove, type SeatSample } from '../../engine/bots/index.ts';
import { getGame } from '../../engine/games/registry.ts';
import { JobRefused, WorkerPool } from '../workers/pool.ts';
import type { ThinkRequest } from './worker.ts';

/** Beyond its budget, how long a thought may take before the thread is replaced. */
const MARGIN_MS = 5_000;
/** How long after a thread failed the next one may start. */
const RETRY_MS = 30_000;
/** How long a new thread may take to load the games. */
const START_MS = 60_000;

/** What a server needs of its bots: a decision for a seat's sample, the thread started early, stopped. */
export interface BotThinker {
  think(sample: SeatSample, level: ThinkRequest['level'], seed: string, budgetMs: number): Promise<unknown>;
  warm(): void;
  close(): Promise<void>;
}

export interface BotPoolOptions {
  /** The thread's module (tests: one that misbehaves). */
  entry?: URL;
  /** Beyond its budget, how long a thought may take (tests: a short one). */
  marginMs?: number;
}

export class BotPool implements BotThinker {
  private readonly pool: WorkerPool<ThinkRequest, unknown>;
  private readonly marginMs: number;

  constructor(private readonly log: (line: string) => void, options: BotPoolOptions = {}) {
    this.marginMs = options.marginMs ?? MARGIN_MS;
    this.pool = new WorkerPool({
      name: 'bot thread',
      entry: options.entry ?? new URL('./worker.ts', import.meta.url),
      threads: 1,
      startMs: START_MS,
      retryMs: RETRY_MS,
      // Whatever stopped a thread may stop the next: none for a while, the random bot meanwhile.
      pauseAfter: 'any',
      log: (line) => log(`bot: ${line}; answering with the random bot`),
    });
  }

  /** The action the bot of `level` takes for the sample's seat (null: nothing to do). */
  think(sample: SeatSample, level: ThinkRequest['level'], seed: string, budgetMs: number): Promise<unknown> {
    const request: ThinkRequest = { sample: { gameId: sample.gameId, seat: sample.seat, seats: sample.seats, state: sample.state }, level, seed, budgetMs };
    return this.pool.run(request, budgetMs + this.marginMs).catch((e: unknown) => {
      // A failed thread was logged by the pool; a closing server needs no line.
      const reason = e instanceof JobRefused ? e.reason : 'job';
      if (reason === 'job') this.log(`bot: ${e instanceof Error ? e.message : String(e)}`);
      if (reason === 'paused') this.log('bot: the bot thread failed recently; answering with the random bot');
      if (reason === 'unsent') this.log(`bot: ${(e as Error).message}; answering with the random bot`);
      const module = getGame(sample.gameId);
      return module ? randomMove(module, sample, seed) : null;
    });
  }

  /** Starts the thread ahead of the first request (loading the games takes seconds). */
  warm(): void {
    this.pool.warm();
  }

  /** Open requests get the random bot; the thread stops. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
