/**
 * My tables (server/accounts/table-routes.ts, docs/PROTOCOL.md "My tables"): each
 * signed-in player finds the tables they sit at — whose turn it is, their clock, the last
 * move in the players' names —, a finished one with when it ended, never another
 * account's; signed out, the route answers 401. A tiny inline turn game with a clock
 * keeps the expectations obvious.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../engine/games/registry.ts';
import { ACCOUNT_HTTP, type MyTable } from '../../wire/account-protocol.ts';
import { turnsGame } from './turns-game.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';
import { SESSION_COOKIE } from '../../server/accounts/cookies.ts';
import { signedIn, type SignedIn } from './accounts-helpers.ts';

/** Seats take turns adding one; the game ends at 6 (the `target` option). */
const turns = turnsGame(6);

const BANK = 10 * 60_000;

let t: TestServer;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
const clients: TableClient[] = [];
let turnCode = '';
let freeCode = '';

async function joined(code: string, headers: Record<string, string>, options: Record<string, unknown> = {}): Promise<TableClient> {
  const c = await TableClient.join(t.endpoint, code, { name: 'typed', ...options }, headers);
  clients.push(c);
  await c.until(() => c.projection, 'snapshot');
  return c;
}

/** Creates a table over HTTP (as the browser does); its code. */
async function created(body: Record<string, unknown>): Promise<string> {
  const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}/api/tables`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { code: string };
  expect(res.status).toBe(201);
  return answer.code;
}

async function myTables(headers: Record<string, string> = {}): Promise<{ status: number; body: { tables?: MyTable[]; error?: string } }> {
  const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}${ACCOUNT_HTTP.myTables}`, { headers });
  return { status: res.status, body: (await res.json()) as { tables?: MyTable[]; error?: string } };
}

beforeAll(async () => {
  t = await bootServer({ games: { ...games, turns } });
  [alice, bob, carol] = await Promise.all([signedIn(t.server.store, 'Alice'), signedIn(t.server.store, 'Bob'), signedIn(t.server.store, 'Carol')]);
  // A turn game with a clock: Alice at seat 0, Bob at seat 1; Alice moves, so Bob is to play.
  turnCode = await created({ game: 'turns', seats: 2, clock: { kind: 'realtime', bankMs: BANK, bonusMs: 0 } });
  const a = await joined(turnCode, alice.headers);
  const b = await joined(turnCode, bob.headers);
  expect([a.seat, b.seat]).toEqual([0, 1]);
  a.act({ t: 'inc' });
  await b.waitVersion(1);
  // A free table Alice hosts and ends: finished.
  freeCode = await created({ game: 'sandbox', seats: 2 });
  const host = await joined(freeCode, alice.headers);
  host.act({ t: 'end' });
  await host.until(() => host.state.over, 'the free table over');
  for (const code of [turnCode, freeCode]) await t.server.room(code)?.flushed();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
});

describe('My tables', () => {
  it('MINE.1 each player sees the table with whose turn it is, their own clock and the last move in names', async () => {
    const forAlice = await myTables(alice.headers);
    const forBob = await myTables(bob.headers);
    expect(forAlice.status).toBe(200);
    const a = forAlice.body.tables?.find((x) => x.code === turnCode);
    const b = forBob.body.tables?.find((x) => x.code === turnCode);
    for (const row of [a, b]) {
      expect(row).toMatchObject({
        gameId: 'turns', gameName: 'Turns', players: ['Alice', 'Bob'], waitingOn: [1], finishedAt: null,
        lastMove: { text: 'Alice added one.' },
      });
      expect(row?.lastMove?.at).toBeGreaterThan(0);
      expect(row?.createdAt).toBeGreaterThan(0);
    }
    expect(a).toMatchObject({ seat: 0, yourTurn: false, clock: { kind: 'realtime', running: false } });
    expect(b).toMatchObject({ seat: 1, yourTurn: true, clock: { kind: 'realtime', running: true } });
    // Alice's bank ran while she thought; Bob's is whole as the action was stored.
    expect(a!.clock!.leftMs).toBeLessThanOrEqual(BANK);
    expect(b!.clock!.leftMs).toBe(BANK);
    expect(b!.clock!.at).toBe(b!.lastMove!.at);
  });

  it('MINE.2 a finished table is listed with when it ended, waiting on nobody; newest first', async () => {
    const { body } = await myTables(alice.headers);
    expect(body.tables?.map((x) => x.code)).toEqual([freeCode, turnCode]);
    const free = body.tables![0]!;
    expect(free).toMatchObject({ gameId: 'sandbox', seat: 0, waitingOn: [], yourTurn: false, clock: null });
    expect(free.finishedAt).toBeGreaterThan(0);
    expect(free.lastMove?.text).toMatch(/Alice/);
  });

  it('MINE.3 another account\'s tables are never listed', async () => {
    expect((await myTables(bob.headers)).body.tables?.map((x) => x.code)).toEqual([turnCode]);
    expect((await myTables(carol.headers)).body.tables).toEqual([]);
  });

  it('MINE.4 signed out (or with a session that is no more) the route answers 401', async () => {
    const out = await myTables();
    expect(out.status).toBe(401);
    expect(out.body.error).toBe('http/signed-out');
    expect((await myTables({ Cookie: `${SESSION_COOKIE}=forged` })).status).toBe(401);
  });
});
