import { afterAll, describe, expect, it } from 'vitest';
import { JobRefused, WorkerPool, type WorkerPoolOptions } from './pool.ts';

/**
 * A thread module given as source: `serve` (server/workers/thread.ts) with the handler
 * `handler`, after `before` (the thread's own code, run as it loads).
 */
const thread = (handler: string, before = ''): URL => {
  const serve = new URL('./thread.ts', import.meta.url).href;
  return new URL(`data:text/javascript,${encodeURIComponent(`import { serve } from ${JSON.stringify(serve)}; ${before}; serve(${handler});`)}`);
};
/** Answers a number with its double; throws for a negative one. */
const DOUBLE = thread("(n) => { if (n < 0) throw new Error('no negative numbers'); return n * 2; }");
/** Sleeps `ms` on the thread (blocking it), then answers with the thread's id. */
const SLEEP = thread('(ms) => { Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms); return threadId; }', "import { threadId } from 'node:worker_threads'");
/** Takes requests and never answers (an endless search). */
const HANG = thread('(n) => { if (n === 0) for (;;); return n; }');
/** Stops its thread on the request 0. */
const EXIT = thread('(n) => { if (n === 0) process.exit(3); return n; }');

const logs: string[] = [];
const pools: WorkerPool<unknown, unknown>[] = [];
function pool<Req, Res>(entry: URL, options: Partial<WorkerPoolOptions> = {}): WorkerPool<Req, Res> {
  const p = new WorkerPool<Req, Res>({ name: 'test thread', entry, startMs: 30_000, retryMs: 5_000, pauseAfter: 'start', log: (line) => logs.push(line), ...options });
  pools.push(p as WorkerPool<unknown, unknown>);
  return p;
}
const refusal = (e: unknown): { reason: string; message: string } => {
  if (!(e instanceof JobRefused)) throw e;
  return { reason: e.reason, message: e.message };
};
/** What a request came to: its answer, or why it was refused. */
const outcome = <T>(p: Promise<T>): Promise<T | { reason: string; message: string }> => p.catch(refusal);

afterAll(async () => {
  for (const p of pools) await p.close();
});

describe('the worker pool', () => {
  it('answers each request with what its handler returns; a handler that throws refuses that request only, saying why, and the thread takes the next', async () => {
    const p = pool<number, number>(DOUBLE);
    expect(await p.run(21, 10_000)).toBe(42);
    expect(await outcome(p.run(-1, 10_000))).toEqual({ reason: 'job', message: 'no negative numbers' });
    expect(await p.run(5, 10_000)).toBe(10);
    expect(p.threads).toBe(1);
    expect(p.pending).toBe(0);
  }, 60_000);

  it('takes requests in arrival order on one thread, and runs at most `threads` at once', async () => {
    const one = pool<number, number>(DOUBLE);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map((n) => one.run(n, 10_000).then((r) => order.push(r))));
    expect(order).toEqual([2, 4, 6, 8, 10]);

    const two = pool<number, number>(SLEEP, { threads: 2 });
    const runs = Array.from({ length: 6 }, () => two.run(150, 10_000));
    expect(two.threads).toBeLessThanOrEqual(2);
    expect(two.pending).toBe(6);
    const threads = new Set(await Promise.all(runs));
    expect(threads.size).toBe(2);
    expect(two.threads).toBe(2);
  }, 60_000);

  it('a thread that hangs is replaced once the request\'s time is up, and that request is refused; the waiting ones go to the new thread', async () => {
    const p = pool<number, number>(HANG);
    const stuck = outcome(p.run(0, 300));
    const after = [p.run(7, 10_000), p.run(8, 10_000)];
    expect(await stuck).toEqual({ reason: 'thread', message: 'the test thread gave no answer in 300 ms' });
    expect(await Promise.all(after)).toEqual([7, 8]);
    expect(p.threads).toBe(1);
    expect(logs).toContain('test thread gave no answer in 300 ms');
  }, 60_000);

  it('a thread that exits refuses its request and is replaced for the next; with `pauseAfter: any` none starts for `retryMs` and requests are refused at once meanwhile', async () => {
    const p = pool<number, number>(EXIT);
    expect(await outcome(p.run(0, 10_000))).toEqual({ reason: 'thread', message: 'the test thread stopped (exit code 3)' });
    expect(await p.run(4, 10_000)).toBe(4);

    const paused = pool<number, number>(EXIT, { pauseAfter: 'any', retryMs: 500 });
    const [crash, waiting] = [outcome(paused.run(0, 10_000)), outcome(paused.run(1, 10_000))];
    // The request waiting behind it has no thread to go to: refused with the same reason.
    expect(await crash).toEqual({ reason: 'thread', message: 'the test thread stopped (exit code 3)' });
    expect(await waiting).toEqual({ reason: 'thread', message: 'the test thread stopped (exit code 3)' });
    expect(await outcome(paused.run(2, 10_000))).toEqual({ reason: 'paused', message: 'the test thread failed recently; trying again shortly' });
    await new Promise((r) => setTimeout(r, 600));
    expect(await paused.run(3, 10_000)).toBe(3);
  }, 60_000);

  it('a thread that does not load in time, or cannot, refuses the waiting requests and pauses the pool', async () => {
    const slow = pool<number, number>(thread('(n) => n', 'Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2000)'), { startMs: 200 });
    expect(await outcome(slow.run(1, 10_000))).toEqual({ reason: 'thread', message: 'the test thread did not start in 200 ms' });
    expect(slow.threads).toBe(0);
    const t0 = performance.now();
    expect(await outcome(slow.run(1, 10_000))).toMatchObject({ reason: 'paused' });
    expect(performance.now() - t0).toBeLessThan(50);

    const missing = pool<number, number>(new URL('./no-such-thread.ts', import.meta.url));
    expect(await outcome(missing.run(1, 10_000))).toMatchObject({ reason: 'thread', message: expect.stringMatching(/^the test thread failed: .*no-such-thread/) });
  }, 60_000);

  it('a thread over its heap limit is stopped, its request refused, and a new thread takes the next', async () => {
    const hog = thread('(n) => { if (n === 0) { const kept = []; for (;;) kept.push(new Array(1e5).fill(Math.random())); } return n; }');
    const p = pool<number, number>(hog, { heapMb: 32 });
    expect(await outcome(p.run(0, 30_000))).toMatchObject({ reason: 'thread', message: expect.stringMatching(/memory/i) });
    expect(await p.run(6, 10_000)).toBe(6);
  }, 60_000);

  it('a request that cannot be copied to a thread, or an answer that cannot come back, refuses that request only', async () => {
    const p = pool<unknown, unknown>(thread('(x) => (x === \'fn\' ? () => 1 : x)'));
    expect(await outcome(p.run({ f: () => 1 }, 10_000))).toMatchObject({ reason: 'unsent' });
    expect(await outcome(p.run('fn', 10_000))).toMatchObject({ reason: 'job', message: expect.stringMatching(/^the answer could not be sent/) });
    expect(await p.run('ok', 10_000)).toBe('ok');
    expect(p.threads).toBe(1);
  }, 60_000);

  it('close() refuses every open request, waiting or running, stops the threads, and refuses later requests', async () => {
    const p = pool<number, number>(HANG, { threads: 2 });
    const open = [0, 0, 1].map((n) => outcome(p.run(n, 30_000)));
    await new Promise((r) => setTimeout(r, 300));
    await p.close();
    expect(await Promise.all(open)).toEqual(Array.from({ length: 3 }, () => ({ reason: 'closing', message: 'the test threads are closing' })));
    expect(p.threads).toBe(0);
    expect(await outcome(p.run(1, 1000))).toEqual({ reason: 'closed', message: 'the test threads are closed' });
  }, 60_000);
});
