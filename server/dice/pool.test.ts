import { afterAll, describe, expect, it } from 'vitest';
import type { ThrowRequest } from './launch.ts';
import { DicePool } from './pool.ts';
import { rollOf } from './roll.ts';

const request: ThrowRequest = {
  dice: [
    { id: 'a', kind: 'd6', value: 3 },
    { id: 'b', kind: 'd20', value: 17 },
    { id: 'c', kind: 'd4', value: 1 },
  ],
  from: { x: 0, z: 14 },
  flick: { dx: 0.2, dz: -1, strength: 0.7 },
};

/** A thread module given as source (tests of threads that misbehave). */
const inline = (source: string): URL => new URL(`data:text/javascript,${encodeURIComponent(source)}`);
const READY = "import { parentPort } from 'node:worker_threads'; parentPort.postMessage({ ready: true });";
/** A thread that takes throws and never answers. */
const SILENT = `${READY} parentPort.on('message', () => {});`;

const logs: string[] = [];
const pools: DicePool[] = [];
const pool = (options: ConstructorParameters<typeof DicePool>[1] = {}): DicePool => {
  const p = new DicePool((line) => logs.push(line), options);
  pools.push(p);
  return p;
};

afterAll(async () => {
  for (const p of pools) await p.close();
});

describe('the dice threads', () => {
  it('a throw on a dice thread is the throw the same request and seed give on this thread, byte for byte', async () => {
    const p = pool();
    const [x, y] = await Promise.all([p.throw(request, 7), p.throw(request, 8)]);
    expect(JSON.stringify(x)).toBe(JSON.stringify(rollOf(request, 7)));
    expect(JSON.stringify(y)).toBe(JSON.stringify(rollOf(request, 8)));
    expect(JSON.stringify(x)).not.toBe(JSON.stringify(y));
  }, 60_000);

  it('runs at most its threads at once; the other throws wait their turn and all come back', async () => {
    const p = pool({ threads: 2 });
    const most = { threads: 0 };
    const throws = Array.from({ length: 6 }, (_, i) => p.throw(request, 100 + i).then((r) => {
      most.threads = Math.max(most.threads, p.threads);
      return r;
    }));
    most.threads = Math.max(most.threads, p.threads);
    const rolls = await Promise.all(throws);
    expect(rolls.map((r) => r.dice.map((d) => d.value))).toEqual(rolls.map(() => [3, 17, 1]));
    expect(most.threads).toBeLessThanOrEqual(2);
    expect(p.pending).toBe(0);
  }, 60_000);

  it('an error in the simulation refuses that throw only, saying why; the thread takes the next one', async () => {
    const p = pool({ threads: 1 });
    const bad = { ...request, dice: [{ id: 'x', kind: 'd7', value: 1 }] } as unknown as ThrowRequest;
    await expect(p.throw(bad, 1)).rejects.toThrow(/unknown die kind "d7"/);
    await expect(p.throw(request, 1)).resolves.toMatchObject({ dice: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] });
  }, 60_000);

  it('a thread that stops during a throw refuses it, and a new thread takes the next', async () => {
    const crash = `${READY} let n = 0; parentPort.on('message', (job) => { if (n++ === 0) process.exit(3); parentPort.postMessage({ id: job.id, frames: { dice: [] } }); });`;
    const p = pool({ threads: 1, entry: inline(crash) });
    await expect(p.throw(request, 1)).rejects.toThrow(/stopped \(exit code 3\)/);
    // The replacement thread is a fresh one (its first job would crash it too): it is.
    await expect(p.throw(request, 2)).rejects.toThrow(/stopped/);
    expect(logs.some((l) => /dice thread stopped/.test(l))).toBe(true);
  }, 60_000);

  it('a thread that gives no answer in time is replaced and its throw refused', async () => {
    const p = pool({ threads: 1, timeoutMs: 300, entry: inline(SILENT) });
    await expect(p.throw(request, 1)).rejects.toThrow(/gave no answer in 300 ms/);
    expect(p.threads).toBe(0);
  }, 60_000);

  it('a thread that cannot start refuses the throws waiting for it, and for a while the next ones at once', async () => {
    const p = pool({ entry: new URL('./no-such-thread.ts', import.meta.url) });
    await expect(p.throw(request, 1)).rejects.toThrow(/dice thread failed/);
    const t0 = performance.now();
    await expect(p.throw(request, 1)).rejects.toThrow(/failed to start/);
    expect(performance.now() - t0).toBeLessThan(50);
  }, 60_000);

  it('close() refuses the open throws and stops every thread', async () => {
    const p = pool({ threads: 2, entry: inline(SILENT) });
    const open = [p.throw(request, 1), p.throw(request, 2), p.throw(request, 3)].map((o) => o.then(() => 'answered', (e: Error) => e.message));
    await new Promise((r) => setTimeout(r, 300));
    await p.close();
    expect(await Promise.all(open)).toEqual(['the server is shutting down', 'the server is shutting down', 'the server is shutting down']);
    expect(p.threads).toBe(0);
    await expect(p.throw(request, 4)).rejects.toThrow(/closed/);
  }, 60_000);
});
