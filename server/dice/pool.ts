/**
 * The dice threads of one server (server/dice/worker.ts), shared by every table: a throw
 * is simulated off the rooms' thread, so a 20-dice throw holds no other table, and no
 * chat, presence or join of its own.
 *
 * At most `threads` threads (default 2, so a second table's throw need not wait for a long
 * one), started as throws need them; throws beyond that wait in arrival order. A throw
 * that fails — an error in the simulation, a thread that stops or does not answer within
 * `timeoutMs`, a thread that cannot start — is refused to its caller (the promise rejects
 * with an Error saying why); a stopped or stuck thread is replaced. Nothing a thread does
 * can end the process.
 */
import { Worker } from 'node:worker_threads';
import type { RollFrames } from '../../wire/dice-frames.ts';
import type { ThrowRequest } from './launch.ts';
import type { ThrowJob, ThrowReply } from './worker.ts';

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

interface Job {
  id: number;
  request: ThrowRequest;
  seed: number;
  resolve: (frames: RollFrames) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  job: Job | null;
  startTimer: NodeJS.Timeout | null;
}

export class DicePool {
  private readonly workers = new Set<Thread>();
  private readonly waiting: Job[] = [];
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly entry: URL;
  private next = 1;
  private closed = false;
  /** After a thread failed to start, no new one (and no throw) before this time. */
  private retryAt = 0;

  constructor(private readonly log: (line: string) => void, options: DicePoolOptions = {}) {
    this.size = Math.max(1, Math.floor(options.threads ?? DICE_THREADS));
    this.timeoutMs = options.timeoutMs ?? THROW_TIMEOUT_MS;
    this.entry = options.entry ?? new URL('./worker.ts', import.meta.url);
  }

  /** Simulates a throw on a dice thread; rejects with an Error when it cannot. */
  throw(request: ThrowRequest, seed: number): Promise<RollFrames> {
    return new Promise<RollFrames>((resolve, reject) => {
      if (this.closed) return reject(new Error('dice: the dice threads are closed'));
      if (this.workers.size === 0 && Date.now() < this.retryAt) {
        return reject(new Error('dice: the dice thread failed to start; trying again shortly'));
      }
      this.waiting.push({ id: this.next++, request, seed, resolve, reject, timer: null });
      this.pump();
    });
  }

  /** Starts a thread ahead of the first throw (loading the physics takes a moment). */
  warm(): void {
    if (this.workers.size === 0 && !this.closed && Date.now() >= this.retryAt) this.start();
  }

  /** Threads started and not stopped. */
  get threads(): number {
    return this.workers.size;
  }

  /** Throws waiting or running now. */
  get pending(): number {
    let running = 0;
    for (const t of this.workers) if (t.job) running++;
    return this.waiting.length + running;
  }

  /** Refuses every open throw and stops the threads. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.workers];
    this.workers.clear();
    for (const job of this.waiting.splice(0)) job.reject(new Error('the server is shutting down'));
    for (const t of threads) {
      this.clearTimers(t);
      const job = t.job;
      t.job = null;
      job?.reject(new Error('the server is shutting down'));
    }
    await Promise.all(threads.map((t) => t.worker.terminate().catch(() => 0)));
  }

  /** Hands waiting throws to idle ready threads, starting threads up to the limit. */
  private pump(): void {
    if (this.closed) return;
    for (const t of this.workers) {
      if (this.waiting.length === 0) return;
      if (t.ready && !t.job) this.post(t, this.waiting.shift() as Job);
    }
    let starting = 0;
    for (const t of this.workers) if (!t.ready) starting++;
    while (this.waiting.length > starting && this.workers.size < this.size && Date.now() >= this.retryAt) {
      this.start();
      starting++;
    }
  }

  private post(t: Thread, job: Job): void {
    t.job = job;
    job.timer = setTimeout(() => this.fail(t, `gave no answer in ${this.timeoutMs} ms`), this.timeoutMs);
    try {
      t.worker.postMessage({ id: job.id, request: job.request, seed: job.seed } satisfies ThrowJob);
    } catch (e) {
      // A request that cannot be copied to the thread: only this throw is refused.
      t.job = null;
      clearTimeout(job.timer);
      job.reject(new Error(`dice: the throw could not reach its thread: ${e instanceof Error ? e.message : String(e)}`));
      this.pump();
    }
  }

  private start(): void {
    // The thread is TypeScript, as the server is: it registers tsx, then loads the module.
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(this.entry.href)}); })`;
    const worker = new Worker(boot, { eval: true, resourceLimits: { maxOldGenerationSizeMb: HEAP_MB } });
    worker.unref();
    const t: Thread = { worker, ready: false, job: null, startTimer: null };
    t.startTimer = setTimeout(() => this.fail(t, `did not start in ${START_MS} ms`), START_MS);
    this.workers.add(t);
    worker.on('message', (reply: ThrowReply) => {
      if (!this.workers.has(t)) return;
      if ('ready' in reply) {
        t.ready = true;
        this.clearTimers(t);
        return this.pump();
      }
      const job = t.job;
      if (!job || job.id !== reply.id) return;
      t.job = null;
      if (job.timer) clearTimeout(job.timer);
      if ('error' in reply) job.reject(new Error(reply.error));
      else job.resolve(reply.frames);
      this.pump();
    });
    worker.on('error', (e) => this.fail(t, `failed: ${e.message}`));
    worker.on('messageerror', (e) => this.fail(t, `sent an unreadable answer: ${e.message}`));
    worker.on('exit', (code) => this.fail(t, `stopped (exit code ${code})`));
  }

  /** Drops a thread and refuses its throw; the next throw gets a new thread. */
  private fail(t: Thread, why: string): void {
    if (!this.workers.delete(t)) return;
    this.clearTimers(t);
    this.log(`dice thread ${why}`);
    void t.worker.terminate().catch(() => 0);
    const refuse = (job: Job): void => {
      if (job.timer) clearTimeout(job.timer);
      job.reject(new Error(`dice: the dice thread ${why}`));
    };
    if (t.job) refuse(t.job);
    t.job = null;
    if (!t.ready) {
      // A thread that cannot start would fail the next one too: none is started for a
      // while, and with no other thread to take them the waiting throws are refused.
      this.retryAt = Date.now() + RETRY_MS;
      if (this.workers.size === 0) for (const job of this.waiting.splice(0)) refuse(job);
      return;
    }
    this.pump();
  }

  private clearTimers(t: Thread): void {
    if (t.startTimer) clearTimeout(t.startTimer);
    t.startTimer = null;
    if (t.job?.timer) clearTimeout(t.job.timer);
  }
}
