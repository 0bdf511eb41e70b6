/**
 * A pool of worker threads of one kind (the dice threads, server/dice/pool.ts; the bot
 * thread, server/bots/pool.ts): requests run off the rooms' thread, one at a time on each
 * thread, so no table waits on another's work.
 *
 * At most `threads` threads, started as requests need them (or ahead, `warm`); requests
 * beyond that wait in arrival order. The thread's module answers through `serve`
 * (server/workers/thread.ts). A request is refused to its caller (the promise rejects with
 * a `JobRefused` saying why) when its handler throws — that request only — or when its
 * thread fails: stops, errs, sends what cannot be read, gives no answer within the
 * request's time, or does not load within `startMs`. A failed thread is dropped and, while
 * requests wait, another started. After a failure that `pauseAfter` names, no thread starts
 * for `retryMs`: with none left, the waiting requests and those that come meanwhile are
 * refused at once. Nothing a thread does can end the process.
 */
import { Worker } from 'node:worker_threads';
import type { JobFrame, ReplyFrame } from './thread.ts';

export interface WorkerPoolOptions {
  /** What a thread is called in log lines and refusals ('dice thread'). */
  name: string;
  /** The thread's module, TypeScript or JavaScript, which calls `serve`. */
  entry: URL;
  /** Most threads at once (default 1). */
  threads?: number;
  /** How long a new thread may take to load and say it is ready. */
  startMs: number;
  /** After a failure `pauseAfter` names, how long no thread starts. */
  retryMs: number;
  /** 'start': only a thread that could not start pauses the pool; 'any': every failed thread does. */
  pauseAfter: 'start' | 'any';
  /** Heap of one thread in MB (default: Node's). */
  heapMb?: number;
  /** Where a line about each failed thread goes. */
  log: (line: string) => void;
}

/**
 * Why a request was refused: its handler threw ('job'); its thread failed ('thread'); the
 * pool is pausing after a failure ('paused'); the request could not be copied to a thread
 * ('unsent'); the pool closed while it was open ('closing') or before it came ('closed').
 */
export type Refusal = 'job' | 'thread' | 'paused' | 'unsent' | 'closing' | 'closed';

export class JobRefused extends Error {
  /**
   * `detail`: what happened, without the pool's words around it (the handler's error; how
   * the thread failed, "stopped (exit code 3)"; why the request could not be copied).
   */
  constructor(readonly reason: Refusal, message: string, readonly detail = message) {
    super(message);
    this.name = 'JobRefused';
  }
}

interface Job<Req, Res> {
  id: number;
  request: Req;
  timeoutMs: number;
  resolve: (result: Res) => void;
  reject: (error: JobRefused) => void;
  timer: NodeJS.Timeout | null;
}

interface Thread<Req, Res> {
  worker: Worker;
  ready: boolean;
  job: Job<Req, Res> | null;
  startTimer: NodeJS.Timeout | null;
}

export class WorkerPool<Req, Res> {
  private readonly workers = new Set<Thread<Req, Res>>();
  private readonly waiting: Job<Req, Res>[] = [];
  private readonly size: number;
  private next = 1;
  private closed = false;
  /** After a failure that pauses the pool, no new thread (and, with none left, no request) before this time. */
  private retryAt = 0;

  constructor(private readonly options: WorkerPoolOptions) {
    this.size = Math.max(1, Math.floor(options.threads ?? 1));
  }

  /** Runs `request` on a thread, which has `timeoutMs` from when it gets it; rejects with a JobRefused when it cannot. */
  run(request: Req, timeoutMs: number): Promise<Res> {
    return new Promise<Res>((resolve, reject) => {
      if (this.closed) return reject(new JobRefused('closed', `the ${this.options.name}s are closed`));
      if (this.workers.size === 0 && Date.now() < this.retryAt) {
        return reject(new JobRefused('paused', `the ${this.options.name} failed recently; trying again shortly`));
      }
      this.waiting.push({ id: this.next++, request, timeoutMs, resolve, reject, timer: null });
      this.pump();
    });
  }

  /** Starts a thread ahead of the first request (loading a module can take seconds). */
  warm(): void {
    if (this.workers.size === 0 && !this.closed && Date.now() >= this.retryAt) this.start();
  }

  /** Threads started and not stopped. */
  get threads(): number {
    return this.workers.size;
  }

  /** Requests waiting or running now. */
  get pending(): number {
    let running = 0;
    for (const t of this.workers) if (t.job) running++;
    return this.waiting.length + running;
  }

  /** Refuses every open request ('closing') and stops the threads; later requests are refused ('closed'). */
  async close(): Promise<void> {
    this.closed = true;
    const threads = [...this.workers];
    this.workers.clear();
    const closing = (): JobRefused => new JobRefused('closing', `the ${this.options.name}s are closing`);
    for (const job of this.waiting.splice(0)) job.reject(closing());
    for (const t of threads) {
      this.clearTimers(t);
      const job = t.job;
      t.job = null;
      job?.reject(closing());
    }
    await Promise.all(threads.map((t) => t.worker.terminate().catch(() => 0)));
  }

  /** Hands waiting requests to idle ready threads, starting threads up to the limit. */
  private pump(): void {
    if (this.closed) return;
    for (const t of this.workers) {
      if (this.waiting.length === 0) return;
      if (t.ready && !t.job) this.post(t, this.waiting.shift() as Job<Req, Res>);
    }
    let starting = 0;
    for (const t of this.workers) if (!t.ready) starting++;
    while (this.waiting.length > starting && this.workers.size < this.size && Date.now() >= this.retryAt) {
      this.start();
      starting++;
    }
  }

  private post(t: Thread<Req, Res>, job: Job<Req, Res>): void {
    t.job = job;
    job.timer = setTimeout(() => this.fail(t, `gave no answer in ${job.timeoutMs} ms`), job.timeoutMs);
    try {
      t.worker.postMessage({ id: job.id, request: job.request } satisfies JobFrame<Req>);
    } catch (e) {
      // A request that cannot be copied to the thread: only it is refused.
      t.job = null;
      clearTimeout(job.timer);
      const why = e instanceof Error ? e.message : String(e);
      job.reject(new JobRefused('unsent', `the request could not reach its thread: ${why}`, why));
      this.pump();
    }
  }

  private start(): void {
    // The module may be TypeScript, as the server is: the thread registers tsx, then loads it.
    const boot = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(this.options.entry.href)}); })`;
    const { heapMb } = this.options;
    const worker = new Worker(boot, { eval: true, ...(heapMb ? { resourceLimits: { maxOldGenerationSizeMb: heapMb } } : {}) });
    worker.unref();
    const t: Thread<Req, Res> = { worker, ready: false, job: null, startTimer: null };
    t.startTimer = setTimeout(() => this.fail(t, `did not start in ${this.options.startMs} ms`), this.options.startMs);
    this.workers.add(t);
    worker.on('message', (reply: ReplyFrame<Res>) => {
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
      if ('error' in reply) job.reject(new JobRefused('job', reply.error));
      else job.resolve(reply.result);
      this.pump();
    });
    worker.on('error', (e) => this.fail(t, `failed: ${e.message}`));
    worker.on('messageerror', (e) => this.fail(t, `sent an unreadable answer: ${e.message}`));
    worker.on('exit', (code) => this.fail(t, `stopped (exit code ${code})`));
  }

  /** Drops a thread and refuses its request; the waiting ones get another thread, or after a pause are refused. */
  private fail(t: Thread<Req, Res>, why: string): void {
    if (!this.workers.delete(t)) return;
    this.clearTimers(t);
    this.options.log(`${this.options.name} ${why}`);
    void t.worker.terminate().catch(() => 0);
    const refuse = (job: Job<Req, Res>): void => {
      if (job.timer) clearTimeout(job.timer);
      job.reject(new JobRefused('thread', `the ${this.options.name} ${why}`, why));
    };
    if (t.job) refuse(t.job);
    t.job = null;
    if (!t.ready || this.options.pauseAfter === 'any') {
      // A thread that failed so (one that cannot start would fail the next one too): none
      // is started for a while, and with no other thread to take them the waiting
      // requests are refused.
      this.retryAt = Date.now() + this.options.retryMs;
      if (this.workers.size === 0) for (const job of this.waiting.splice(0)) refuse(job);
      return;
    }
    this.pump();
  }

  private clearTimers(t: Thread<Req, Res>): void {
    if (t.startTimer) clearTimeout(t.startTimer);
    t.startTimer = null;
    if (t.job?.timer) clearTimeout(t.job.timer);
  }
}
