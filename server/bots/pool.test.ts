import { afterAll, describe, expect, it } from 'vitest';
import { randomMove, sampleFor, type SeatSample } from '../../engine/bots/index.ts';
import { games } from '../../engine/games/registry.ts';
import { positions } from '../../tests/engine/bots/positions.ts';
import { BotPool } from './pool.ts';

/** A bot thread given as source: `serve` (server/workers/thread.ts) with the handler `handler`. */
const thread = (handler: string): URL => {
  const serve = new URL('../workers/thread.ts', import.meta.url).href;
  return new URL(`data:text/javascript,${encodeURIComponent(`import { serve } from ${JSON.stringify(serve)}; serve(${handler});`)}`);
};

const logs: string[] = [];
const pools: BotPool[] = [];
const pool = (options: ConstructorParameters<typeof BotPool>[1] = {}): BotPool => {
  const p = new BotPool((line) => logs.push(line), options);
  pools.push(p);
  return p;
};

afterAll(async () => {
  for (const p of pools) await p.close();
});

/** A Root position where the seat to act has two or more actions, as its bot would be given it. */
const root = games.root!;
const position = positions({ name: 'root', module: root, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] } }, 'bot-pool', 1)[0]!;
const sample = (seed: string): SeatSample => sampleFor(root, position.match.state, position.seat, position.match.seats, seed);
/** What the random bot answers on the caller's thread. */
const fallback = (seed: string): unknown => randomMove(root, sample(seed), seed);

describe('the bot thread', () => {
  it('17 bots: the thread decides as the bot would here (the same sample, level and seed, the same action), requests answered in order', async () => {
    const p = pool();
    const seeds = ['a', 'b', 'c'];
    const actions = await Promise.all(seeds.map((seed) => p.think(sample(seed), 'random', seed, 1000)));
    expect(actions).toEqual(seeds.map(fallback));
    expect(await p.think(sample('d'), 'search', 'd', 200)).not.toBeNull();
  }, 60_000);

  it('17 bots never stall the table: a thought that fails gets the random bot, and the thread takes the next', async () => {
    const p = pool({ entry: thread("(req) => { if (req.seed === 'bad') throw new Error('no such move'); return 'thought'; }") });
    expect(await p.think(sample('bad'), 'search', 'bad', 100)).toEqual(fallback('bad'));
    expect(logs).toContain('bot: no such move');
    expect(await p.think(sample('good'), 'search', 'good', 100)).toBe('thought');
  }, 60_000);

  it('17 bots never stall the table: a stuck thread is dropped after the budget and a margin, its request and those after it get the random bot, and no thread starts for a while', async () => {
    const p = pool({ entry: thread("(req) => { if (req.seed === 'stuck') for (;;); return 'thought'; }"), marginMs: 200 });
    const [stuck, next] = [p.think(sample('stuck'), 'search', 'stuck', 100), p.think(sample('next'), 'search', 'next', 100)];
    expect(await stuck).toEqual(fallback('stuck'));
    expect(await next).toEqual(fallback('next'));
    expect(logs).toContain('bot: bot thread gave no answer in 300 ms; answering with the random bot');
    const t0 = performance.now();
    expect(await p.think(sample('later'), 'search', 'later', 100)).toEqual(fallback('later'));
    expect(performance.now() - t0).toBeLessThan(100);
    expect(logs).toContain('bot: the bot thread failed recently; answering with the random bot');
  }, 60_000);

  it('close() answers the open requests with the random bot', async () => {
    const p = pool({ entry: thread('() => { for (;;); }') });
    const open = p.think(sample('open'), 'search', 'open', 10_000);
    await p.close();
    expect(await open).toEqual(fallback('open'));
  }, 60_000);
});
