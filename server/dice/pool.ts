/**
 * The dice threads of one server (server/dice/worker.ts), shared by every table: a throw
 * is simulated off the rooms' thread, so a 20-dice throw holds no other table, and no
 * chat, presence or join of its own. A worker pool (server/workers/pool.ts) runs them.
 *
 * At most `threads` threads (default 2, so a second table's throw need not wait for a long
 * one), started as throws need them; throws beyond that wait in arrival order. A throw
 * that fails — an error in the simulation, a thread that stops or does not answer within
 * `timeoutMs`, a thread that cannot start — is refused to its caller (the promise rejects
 * with an Error saying why); a stopped or stuck thread is replaced. Nothing a thread does
 * can end the process.
 */
import { JobRefused, WorkerPool } from '../workers/pool.ts';
import type { RollFrames } from '../../wire/dice-frames.ts';
import type { ThrowRequest } from './launch.ts';
import type { ThrowJob } from './worker.ts';

/** Threads per server. */
export const DICE_THREADS = 2;
/** How long one throw may take on its thread (a 20-dice throw takes ~0.1–0.3 s). */
const THROW_TIMEOUT_MS = 10_000;
/** How long a new thread may take to load. */
const START_MS = 60_000;
/** After a thread failed to start, how long throws are refused before the next try. */
const RETRY_MS = 5_000;
/** Heap of one thread (a throw needs a few MB). */
const HEAP_MB = 256;

export interface DicePoolOptions {
  threads?: number;
  timeoutMs?: number;
  /** The thread's module (tests: a broken one). */
  entry?: URL;
}

/** The error a refused throw rejects with, as the room logs it. */
function refusal(e: unknown): Error {
  if (!(e instanceof JobRefused)) return e instanceof Error ? e : new Error(String(e));
  switch (e.reason) {
    case 'job': return new Error(e.message);
    case 'thread': return new Error(`dice: the dice thread ${e.detail}`);
    case 'paused': return new Error('dice: the dice thread failed to start; trying again shortly');
    case 'unsent': return new Error(`dice: the throw could not reach its thread: ${e.detail}`);
    case 'closing': return new Error('the server is shutting down');
    case 'closed': return new Error('dice: the dice threads are closed');
  }
}

export class DicePool {
  private readonly pool: WorkerPool<ThrowJob, RollFrames>;
  private readonly timeoutMs: number;

  constructor(log: (line: string) => void, options: DicePoolOptions = {}) {
    this.timeoutMs = options.timeoutMs ?? THROW_TIMEOUT_MS;
    this.pool = new WorkerPool({
      name: 'dice thread',
      entry: options.entry ?? new URL('./worker.ts', import.meta.url),
      threads: options.threads ?? DICE_THREADS,
      startMs: START_MS,
      retryMs: RETRY_MS,
      // A thread that stopped or stuck is replaced at once; one that cannot start waits a while.
      pauseAfter: 'start',
      heapMb: HEAP_MB,
      log,
    });
  }

  /** Simulates a throw on a dice thread; rejects with an Error when it cannot. */
  throw(request: ThrowRequest, seed: number): Promise<RollFrames> {
    return this.pool.run({ request, seed }, this.timeoutMs).catch((e: unknown) => {
      throw refusal(e);
    });
  }

  /** Starts a thread ahead of the first throw (loading the physics takes a moment). */
  warm(): void {
    this.pool.warm();
  }

  /** Threads started and not stopped. */
  get threads(): number {
    return this.pool.threads;
  }

  /** Throws waiting or running now. */
  get pending(): number {
    return this.pool.pending;
  }

  /** Refuses every open throw and stops the threads. */
  close(): Promise<void> {
    return this.pool.close();
  }
}
