/**
 * One bot thread per server (server/bots/worker.ts), shared by every table: requests are
 * answered in order. A thread that fails or does not answer within the budget and a margin
 * is replaced, and that request falls back to the random-legal bot on the caller's thread
 * (cheap: one prompt list), so a table never waits on a stuck bot.
 */
import { Worker } from 'node:worker_threads';
import { randomMove, type SeatSample } from '../../engine/bots/index.ts';
import { getGame } from '../../engine/games/registry.ts';
import type { ThinkReply, ThinkRequest } from './worker.ts';

/** Beyond its budget, how long a thought may take before the thread is replaced. */
const MARGIN_MS = 5_000;
/** How long after a thread failed the next one may start. */
const RETRY_MS = 30_000;
/** How long a new thread may take to load the games. */
const START_MS = 60_000;

interface Pending {
  resolve: (action: unknown) => void;
  fallback: () => unknown;
  /** Set once the request went to a ready thread. */
  timer: NodeJS.Timeout | null;
  request: ThinkRequest;
}

/** What a server needs of its bots: a decision for a seat's sample, the thread started early, stopped. */
export interface BotThinker {
  think(sample: SeatSample, level: ThinkRequest['level'], seed: string, budgetMs: number): Promise<unknown>;
  warm(): void;
  close(): Promise<void>;
}

export class BotPool implements BotThinker {
  private worker: Worker | null = null;
  /** The thread has loaded the games and takes requests. */
  private ready = false;
  private startTimer: NodeJS.Timeout | null = null;
  private next = 1;
  private readonly pending = new Map<number, Pending>();
  /** After a thread failed, no new one before this time (requests get the random bot meanwhile). */
  private retryAt = 0;

  constructor(private readonly log: (line: string) => void) {}

  /** The action the bot of `level` takes for the sample's seat (null: nothing to do). */
  think(sample: SeatSample, level: ThinkRequest['level'], seed: string, budgetMs: number): Promise<unknown> {
    const id = this.next++;
    const fallback = (): unknown => {
      const module = getGame(sample.gameId);
      return module ? randomMove(module, sample, seed) : null;
    };
    return new Promise((resolve) => {
      const request: ThinkRequest = { id, sample: { gameId: sample.gameId, seat: sample.seat, seats: sample.seats, state: sample.state }, level, seed, budgetMs };
      this.pending.set(id, { resolve, fallback, timer: null, request });
      try {
        const worker = this.thread();
        if (this.ready) this.post(worker, id);
      } catch (e) {
        this.fail(`bot thread refused the request: ${e instanceof Error ? e.message : String(e)}`);
      }
    });
  }

  /** Starts the thread ahead of the first request (loading the games takes seconds). */
  warm(): void {
    try {
      this.thread();
    } catch {
      // Failed recently: requests get the random bot until a retry.
    }
  }

  /** Sends a pending request to a ready thread; its time runs from here. */
  private post(worker: Worker, id: number): void {
    const p = this.pending.get(id);
    if (!p || p.timer) return;
    p.timer = setTimeout(() => this.fail(`bot thread gave no answer in ${p.request.budgetMs + MARGIN_MS} ms`), p.request.budgetMs + MARGIN_MS);
    worker.postMessage(p.request);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (this.startTimer) clearTimeout(this.startTimer);
    for (const [id, p] of this.pending) this.settle(id, p.fallback());
    if (worker) await worker.terminate();
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    if (Date.now() < this.retryAt) throw new Error('bot thread failed recently');
    // The worker is TypeScript, as the server is: the thread registers tsx, then loads it.
    const entry = new URL('./worker.ts', import.meta.url).href;
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
    const worker = new Worker(boot, { eval: true });
    worker.unref();
    this.ready = false;
    this.startTimer = setTimeout(() => this.fail(`bot thread did not start in ${START_MS} ms`), START_MS);
    worker.on('message', (reply: ThinkReply) => {
      if ('ready' in reply) {
        if (this.worker !== worker) return;
        this.ready = true;
        if (this.startTimer) clearTimeout(this.startTimer);
        for (const id of this.pending.keys()) this.post(worker, id);
        return;
      }
      if ('error' in reply) {
        this.log(`bot: ${reply.error}`);
        const p = this.pending.get(reply.id);
        if (p) this.settle(reply.id, p.fallback());
        return;
      }
      this.settle(reply.id, reply.action);
    });
    worker.on('error', (e) => this.fail(`bot thread failed: ${e.message}`));
    worker.on('exit', () => {
      if (this.worker === worker) this.fail('bot thread stopped');
    });
    this.worker = worker;
    return worker;
  }

  private settle(id: number, action: unknown): void {
    const p = this.pending.get(id);
    if (!p) return;
    if (p.timer) clearTimeout(p.timer);
    this.pending.delete(id);
    p.resolve(action);
  }

  /** Drops the thread; every open request falls back to the random bot. */
  private fail(why: string): void {
    this.log(`bot: ${why}; answering with the random bot`);
    if (this.worker) this.retryAt = Date.now() + RETRY_MS;
    if (this.startTimer) clearTimeout(this.startTimer);
    const worker = this.worker;
    this.worker = null;
    this.ready = false;
    if (worker) void worker.terminate().catch(() => undefined);
    for (const [id, p] of [...this.pending]) this.settle(id, p.fallback());
  }
}
