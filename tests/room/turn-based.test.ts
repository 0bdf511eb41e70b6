/**
 * A turn-based game (concurrent = false) through the same room: stale intents are
 * refused with a fresh snapshot, and the seed is revealed when the game ends
 * (DESIGN §5.5). A tiny inline game keeps the rules obvious.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.ts';
import { ruleError } from '../../engine/core/result.ts';
import { games } from '../../engine/games/registry.ts';
import { ROOM_ERRORS, type RejectedMessage } from '../../wire/protocol.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';

interface CountState { n: number; turn: number; seats: number; secret: number }

/** Seats take turns adding one; the game ends at 4. `secret` is never viewed. */
const counter: GameModule<CountState, { t: 'inc' }, { n: number; turn: number }> = {
  id: 'counter',
  name: 'Counter',
  minSeats: 1,
  maxSeats: 4,
  rulesVersion: 1,
  concurrent: false,
  parseOptions: () => ({}),
  parseAction: (raw) => ((raw as { t?: unknown }).t === 'inc' ? { t: 'inc' } : ruleError('counter/bad-action', 'Only inc.')),
  setup: (_o, seats, rng) => ({ n: 0, turn: 0, seats, secret: rng.nextU32() }),
  apply: (s, seat) => {
    if (seat !== s.turn) return ruleError('counter/not-your-turn', 'Wait for your turn.');
    return { state: { ...s, n: s.n + 1, turn: (s.turn + 1) % s.seats }, events: [{ kind: 'inc', seat, text: `Seat ${seat + 1} added one.` }], reveals: [] };
  },
  scramble: (s) => s,
  view: (s) => ({ n: s.n, turn: s.turn }),
  prompts: () => [],
  table: () => ({ pieces: {}, hands: {} }),
  status: (s) => ({ over: s.n >= 4 }),
};

let t: TestServer;
let a: TableClient;
let b: TableClient;

beforeAll(async () => {
  t = await bootServer({ games: { ...games, counter } });
  a = await TableClient.create(t.endpoint, { game: 'counter', seats: 2, name: 'Ann' });
  await a.until(() => a.projection, 'snapshot');
  b = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
  await b.until(() => b.projection, 'snapshot');
});

afterAll(async () => {
  for (const c of [a, b]) await c?.leave().catch(() => undefined);
  await t?.close();
});

describe('turn-based tables', () => {
  it('staleness: an intent made from an older version gets room/stale and a fresh snapshot', async () => {
    a.act({ t: 'inc' });
    await b.waitVersion(1);
    const mark = b.received.length;
    b.act({ t: 'inc' }, { v: 0, ref: 'old' });
    const rej = await b.waitMessage<RejectedMessage>('rejected', mark);
    expect(rej).toMatchObject({ code: ROOM_ERRORS.stale, ref: 'old' });
    const snap = await b.waitMessage<{ projection: { version: number } }>('snapshot', mark);
    expect(snap.projection.version).toBe(1);
    expect(t.server.room(a.code)?.currentMatch.version).toBe(1);
  });

  it('engine: a rule error (not your turn) answers the sender only with its code', async () => {
    const mark = a.received.length;
    a.act({ t: 'inc' }, { ref: 'early' });
    expect(await a.waitMessage<RejectedMessage>('rejected', mark)).toMatchObject({ code: 'counter/not-your-turn', ref: 'early' });
  });

  it('fairness: the seed stays secret until the game is over, then sha256(seed) = seedCommit', async () => {
    expect(a.state.seed).toBe('');
    b.act({ t: 'inc' });
    await a.waitVersion(2);
    a.act({ t: 'inc' });
    await b.waitVersion(3);
    b.act({ t: 'inc' });
    await Promise.all([a.waitVersion(4), b.waitVersion(4)]);
    await a.until(() => a.state.over, 'game over in state');
    const seed = a.state.seed;
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(seed).digest('hex')).toBe(a.state.seedCommit);
    expect(a.projection?.status.over).toBe(true);
    const mark = b.received.length;
    b.act({ t: 'inc' });
    expect(await b.waitMessage<RejectedMessage>('rejected', mark)).toMatchObject({ code: 'match/over' });
    const stored = await t.server.store.getTable(a.code);
    expect(stored?.finishedAt).toBeGreaterThan(0);
  });
});
