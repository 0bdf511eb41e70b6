/**
 * Rematches (server/room/rematch.ts, docs/PROTOCOL.md "Rematch"): once the game is over a
 * seated player asks, and the room makes one new table with the same game, options and
 * settings, tells every member its code, and answers a second request with the same
 * code; the signed-in players find their own seats held there, a guest asks for theirs.
 * Refused before the end, from a spectator and over the rate limit, with nothing made.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../engine/games/registry.ts';
import { C2S, ROOM_ERRORS, S2C, type RejectedMessage } from '../../wire/protocol.ts';
import type { RematchMessage } from '../../wire/account-protocol.ts';
import { seatAccounts } from '../../server/accounts/seats.ts';
import { turnsGame } from './turns-game.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';
import { signedIn, type SignedIn } from './accounts-helpers.ts';

/** Seats take turns adding one; the game ends at 3 (the `target` option). */
const turns = turnsGame(3);

const SETTINGS = { clock: { kind: 'turn', moveMs: 3_600_000 }, absent: 'skip', bots: [null, null, null] } as const;

let t: TestServer;
let alice: SignedIn;
let bob: SignedIn;
const clients: TableClient[] = [];
let code = '';
let a: TableClient;
let b: TableClient;
let guest: TableClient;
let spectator: TableClient;

async function joined(at: string, options: Record<string, unknown>, headers: Record<string, string> = {}): Promise<TableClient> {
  const c = await TableClient.join(t.endpoint, at, options, headers);
  clients.push(c);
  await c.until(() => c.projection, 'snapshot');
  return c;
}

/** Sends `rematch` from `c` and waits for its answer: the rematch's code, or the refusal. */
async function rematch(c: TableClient): Promise<RematchMessage | RejectedMessage> {
  const mark = c.received.length;
  c.send(C2S.rematch, {});
  return c.until(() => {
    const r = c.received.slice(mark).find((m) => m.type === S2C.rematch || m.type === S2C.rejected);
    return r?.message as RematchMessage | RejectedMessage | undefined;
  }, 'the rematch answer');
}

const storedCount = async (): Promise<number> => (await t.server.store.listUnfinished()).length;

beforeAll(async () => {
  t = await bootServer({ games: { ...games, turns } });
  [alice, bob] = await Promise.all([signedIn(t.server.store, 'Alice'), signedIn(t.server.store, 'Bob')]);
  const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}/api/tables`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ game: 'turns', seats: 3, options: { target: 4 }, ...SETTINGS }),
  });
  code = ((await res.json()) as { code: string }).code;
  a = await joined(code, { name: 'A' }, alice.headers);
  b = await joined(code, { name: 'B' }, bob.headers);
  guest = await joined(code, { name: 'Gus' });
  spectator = await joined(code, { name: 'Sam', spectator: true });
  expect([a.seat, b.seat, guest.seat, spectator.seat]).toEqual([0, 1, 2, 'spectator']);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
});

describe('rematch', () => {
  it('REMATCH.1 asked for before the game is over: refused, nothing made', async () => {
    const before = await storedCount();
    expect(await rematch(b)).toMatchObject({ code: ROOM_ERRORS.notOver });
    expect(await storedCount()).toBe(before);
  });

  it('REMATCH.2 a spectator cannot ask for one, even once the game is over', async () => {
    for (const [i, c] of [a, b, guest, a].entries()) {
      // Acted from the version the table is at: an older view would be stale.
      await c.waitVersion(i);
      c.act({ t: 'inc' });
      await spectator.waitVersion(i + 1);
    }
    await a.until(() => a.state.over, 'over');
    const before = await storedCount();
    expect(await rematch(spectator)).toMatchObject({ code: ROOM_ERRORS.spectator });
    expect(spectator.received.some((m) => m.type === S2C.rematch)).toBe(false);
    expect(await storedCount()).toBe(before);
  });

  it('REMATCH.3 a player asks: one new table with the same game, options and settings; every member is told', async () => {
    const made = await rematch(b) as RematchMessage;
    expect(made.by).toBe('Bob');
    expect(made.code).toMatch(/^[A-Z0-9]{6}$/);
    expect(made.code).not.toBe(code);
    for (const c of [a, guest, spectator]) expect(await c.waitMessage<RematchMessage>(S2C.rematch)).toEqual(made);
    const old = await t.server.store.getTable(code);
    const next = await t.server.store.getTable(made.code);
    expect(next).toMatchObject({ gameId: 'turns', seats: 3, options: { target: 4 }, settings: SETTINGS, finishedAt: null });
    expect(next?.options).toEqual(old?.options);
    // Each signed-in player's seat is held for their account there; the guest's is free.
    expect(Object.fromEntries(await seatAccounts(t.server.store.sql, made.code))).toEqual({ 0: alice.account.id, 1: bob.account.id });
  });

  it('REMATCH.4 a second request answers the same code, and nothing more is made', async () => {
    const first = a.received.find((m) => m.type === S2C.rematch)?.message as RematchMessage;
    const before = await storedCount();
    expect(await rematch(a)).toEqual(first);
    expect(await rematch(guest)).toEqual(first);
    expect(await storedCount()).toBe(before);
  });

  it('REMATCH.5 the rematch\'s table waits for its players: its room closing before anyone sat down keeps it, and it reopens', async () => {
    const made = a.received.find((m) => m.type === S2C.rematch)?.message as RematchMessage;
    const room = t.server.room(made.code);
    expect(room).toBeDefined();
    // What Colyseus does to a room nobody joined within its seat reservation time.
    await room!.disconnect();
    await room!.closed;
    expect(await t.server.store.getTable(made.code)).toMatchObject({ code: made.code, gameId: 'turns' });
    const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}/api/tables/${made.code}/open`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}',
    });
    expect(res.status).toBe(200);
    expect(t.server.room(made.code)).toBeDefined();
  });

  it('REMATCH.6 the players land in their own seats: Bob first without asking, the guest by the seat number, Alice last', async () => {
    const made = a.received.find((m) => m.type === S2C.rematch)?.message as RematchMessage;
    const b2 = await joined(made.code, { name: 'B' }, bob.headers);
    expect(b2.seat).toBe(1);
    // A stranger asking for Alice's seat does not get it: it waits for her.
    const stranger = await joined(made.code, { name: 'Zed', seat: 0 });
    expect(stranger.seat).toBe(2);
    await stranger.leave();
    await b2.until(() => !t.server.room(made.code)?.state.seats[2]?.occupied, 'the stranger gone');
    const g2 = await joined(made.code, { name: 'Gus', seat: 2 });
    expect(g2.seat).toBe(2);
    const a2 = await joined(made.code, { name: 'A' }, alice.headers);
    expect(a2.seat).toBe(0);
  });

  it('REMATCH.7 requests over the rate limit are refused', async () => {
    const answers: (RematchMessage | RejectedMessage)[] = [];
    for (let i = 0; i < 5; i++) answers.push(await rematch(guest));
    expect(answers.some((x) => 'code' in x && (x as RejectedMessage).code === ROOM_ERRORS.rateLimited)).toBe(true);
  });
});
