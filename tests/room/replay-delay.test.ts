/**
 * Replays of a table that delays its spectators (docs/PROTOCOL.md §6a, §7a), on a real
 * server with a clock the test moves: the replay stops at the version the delayed public
 * feed has reached — never newer, whether anyone watches or not — and the end, the seed
 * and every seat's eyes wait until the delayed audience has seen the end. And a replay
 * names each seat as its player chose.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2S, S2C, type CastStatus, type HttpError } from '../../wire/protocol.ts';
import { REPLAY, replayPath, type ReplayFrame, type ReplayTimeline } from '../../wire/replay-protocol.ts';
import { httpJson, seatTable, TableClient, type SeatedTable } from './helpers.ts';

let clock = 1_700_000_000_000;
let table: SeatedTable;
let a: TableClient;
let b: TableClient;
let base: string;
const DELAY = 30_000;

beforeAll(async () => {
  table = await seatTable({ now: () => clock }, { game: 'sandbox' });
  ({ a, b } = table);
  base = table.t.server.url;
});

afterAll(async () => {
  await table.close([b]);
});

async function act(c: TableClient, action: Record<string, unknown>): Promise<number> {
  const v = table.room().currentMatch.version + 1;
  c.act(action);
  await Promise.all([a.waitVersion(v), b.waitVersion(v)]);
  return v;
}

async function timeline(): Promise<ReplayTimeline> {
  const res = await httpJson<ReplayTimeline>(base, replayPath(a.code));
  expect(res.status).toBe(200);
  return res.body;
}

async function frameStatus(v: number, view: 'public' | 'full' = 'public'): Promise<{ status: number; error?: string }> {
  const res = await httpJson<ReplayFrame & HttpError>(base, replayPath(a.code, v, view));
  return res.status === 200 ? { status: 200 } : { status: res.status, error: res.body.error };
}

async function spectatorDelay(seconds: number): Promise<void> {
  const mark = a.received.length;
  a.send(C2S.cast, { op: 'delays', spectators: seconds });
  expect((await a.waitMessage<CastStatus>(S2C.cast, mark)).spectatorDelay).toBe(seconds);
}

describe('replay seats', () => {
  it('Replay: the timeline names each seat as its player chose (name and colour), the last one to sit there', async () => {
    const seats = table.room().state.seats;
    const tl = await timeline();
    expect(tl.players).toEqual([
      { name: 'Ann', color: seats[0]!.color }, { name: 'Ben', color: seats[1]!.color },
    ]);
    // Ben leaves and Cy takes the seat: the replay now names it after Cy.
    await b.leave();
    const c = await TableClient.join(table.t.endpoint, a.code, { name: 'Cy', color: '#2a9d5c' });
    await c.until(() => c.projection, 'snapshot');
    expect(c.seat).toBe(1);
    expect((await timeline()).players[1]).toEqual({ name: 'Cy', color: table.room().state.seats[1]!.color });
    await c.leave();
    b = await TableClient.join(table.t.endpoint, a.code, { name: 'Ben' });
    await b.until(() => b.projection, 'snapshot');
    expect((await timeline()).players.map((p) => p?.name)).toEqual(['Ann', 'Ben']);
  });
});

describe('replay of a table that delays its spectators', () => {
  it('Replay: while spectators are delayed, the replay stops at what their feed has reached, never newer', async () => {
    await act(a, { t: 'move', id: 'meeple-1-1', x: -2, z: 0 });
    await act(b, { t: 'roll', ids: ['die-d6a'] });
    expect((await timeline()).last).toBe(2);

    await spectatorDelay(DELAY / 1000);
    // The spectators watched version 2 live: the replay keeps it.
    const v3 = await act(a, { t: 'move', id: 'meeple-1-1', x: 3, z: 1 });
    clock += 10_000;
    const v4 = await act(b, { t: 'shuffle', deck: 'deck' });
    const held = await timeline();
    expect(held).toMatchObject({ playable: true, over: false, delayed: true, last: 2 });
    expect(held.steps.map((s) => s.v)).toEqual([1, 2]);
    expect(await frameStatus(2)).toEqual({ status: 200 });
    expect(await frameStatus(v3)).toEqual({ status: 404, error: REPLAY.noVersion });
    expect(await frameStatus(v4)).toEqual({ status: 404, error: REPLAY.noVersion });

    // The delay since version 3 went live has passed, not yet since version 4.
    clock += DELAY - 10_000;
    const later = await timeline();
    expect(later).toMatchObject({ last: v3, delayed: true });
    expect(later.steps.map((s) => s.v)).toEqual([1, 2, 3]);
    expect(await frameStatus(v3)).toEqual({ status: 200 });
    expect(await frameStatus(v4)).toEqual({ status: 404, error: REPLAY.noVersion });

    // Nobody watching the delayed feed changes nothing: the public still learns no more.
    await table.s.leave();
    expect((await timeline()).last).toBe(v3);
    clock += 10_000;
    expect((await timeline()).last).toBe(v4);
  });

  it('Replay: a game that ended under a spectator delay shows no end, seed or seat\'s eyes until the delayed audience saw it', async () => {
    const end = await act(a, { t: 'end' });
    expect(table.room().currentMatch.version).toBe(end);
    const running = await timeline();
    expect(running).toMatchObject({ over: false, delayed: true, last: end - 1 });
    expect(running.seed).toBeUndefined();
    expect(await frameStatus(end - 1, 'full')).toEqual({ status: 403, error: REPLAY.notOver });
    expect(await frameStatus(end)).toEqual({ status: 404, error: REPLAY.noVersion });

    clock += DELAY;
    const over = await timeline();
    expect(over).toMatchObject({ over: true, last: end, seed: table.room().secretSeed });
    expect(over.delayed).toBeUndefined();
    expect(await frameStatus(end, 'full')).toEqual({ status: 200 });
  });

  it('Replay: with the spectator delay switched off the replay is live again', async () => {
    await spectatorDelay(0);
    const tl = await timeline();
    expect(tl.last).toBe(table.room().currentMatch.version);
    expect(tl.delayed).toBeUndefined();
  });
});
