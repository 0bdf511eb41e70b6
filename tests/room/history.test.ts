/**
 * History and ratings through the real room (docs/PROTOCOL.md "History and ratings"): two
 * signed-in players finish a journey of Into the Forest, and both profiles list it with its
 * replay and their ratings moved exactly as openskill says; a journey with a bot seat and a
 * free table its host ends are listed but move no rating; an unknown account is a 404.
 *
 * The table seed and the picker are the Forest room test's (tests/room/forest.test.ts), so
 * the first journey is the one known there: 72 actions, won by seat 2.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordinal, rate, rating } from 'openskill';
import type { Prompt } from '../../engine/core/types.ts';
import { ACCOUNT_HTTP, type Profile } from '../../wire/account-protocol.ts';
import { HTTP, LIMITS, type HttpError } from '../../wire/protocol.ts';
import { replayPath } from '../../wire/replay-protocol.ts';
import { bootServer, httpJson, TableClient, type TestServer } from './helpers.ts';
import { signedIn, type SignedIn } from './accounts-helpers.ts';
import { choose, Pacer, picker, tableSeed } from './random-play.ts';

const LABEL = 'forest-7';

let t: TestServer;
let alice: SignedIn;
let bob: SignedIn;
const clients: TableClient[] = [];

beforeAll(async () => {
  t = await bootServer({ seeds: () => tableSeed(LABEL), botPauseMs: 0, botBudgetMs: 20 });
  [alice, bob] = await Promise.all([signedIn(t.server.store, 'Alice'), signedIn(t.server.store, 'Bob')]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
});

/** A new table (POST /api/tables, as the browser creates one); its code. */
async function create(body: Record<string, unknown>): Promise<string> {
  const created = await httpJson<{ code?: string; message?: string }>(t.server.url, HTTP.createTable, { method: 'POST', body });
  if (created.status !== 201 || !created.body.code) throw new Error(`create failed (${created.status}): ${created.body.message}`);
  return created.body.code;
}

async function sit(code: string, who: SignedIn): Promise<TableClient> {
  const c = await TableClient.join(t.endpoint, code, { name: 'typed' }, who.headers);
  clients.push(c);
  await c.until(() => c.projection, 'snapshot');
  return c;
}

const profile = (id: string) => httpJson<Profile & HttpError>(t.server.url, `${ACCOUNT_HTTP.accountPrefix}${encodeURIComponent(id)}`);

/** `players` (by seat; null: a bot's seat) play random prompted actions, paced under the intent limit, until the game is over. */
async function playToTheEnd(players: (TableClient | null)[], rng = picker(LABEL)): Promise<void> {
  const watcher = players.find((c) => c !== null)!;
  const pacers = players.map(() => new Pacer(LIMITS.intents.perSecond, LIMITS.intents.burst));
  const deadline = Date.now() + 60_000;
  while (!watcher.projection?.status.over) {
    if (Date.now() > deadline) throw new Error(`not over at version ${watcher.version}`);
    const choice = choose(players.length, (seat) => (players[seat]?.projection?.prompts ?? []) as readonly Prompt<unknown>[], rng);
    const v = watcher.version;
    if (!choice) {
      await watcher.until(() => watcher.version > v || watcher.projection?.status.over, 'a bot move', 10_000);
      continue;
    }
    const actor = players[choice.seat]!;
    await pacers[choice.seat]!.ready();
    pacers[choice.seat]!.take();
    actor.act(choice.action, { v: actor.version });
    await actor.until(() => actor.version > v || actor.rejections().length > 0, 'the answer');
    expect(actor.rejections()).toEqual([]);
    // Every player holds the new version before the next choice is made from their prompts.
    await Promise.all(players.map((c) => c?.until(() => c.version > v, 'the new version')));
  }
}

describe('history and ratings in the room', () => {
  it('HIST.R1 two signed-in players finish a game: both profiles list it with its replay, the ratings moved as openskill says', async () => {
    const code = await create({ game: 'forest', seats: 2, options: { rounds: 2 } });
    const a = await sit(code, alice);
    const b = await sit(code, bob);
    expect([a.seat, b.seat]).toEqual([0, 1]);
    await playToTheEnd([a, b]);
    await t.server.room(code)?.flushed();
    const winners = a.projection?.status.winners ?? [];
    expect(winners).toEqual([1]);
    const [after0, after1] = rate([[rating()], [rating()]], { rank: [0, 1].map((seat) => (winners.includes(seat) ? 1 : 2)) });
    for (const [who, seat, after] of [[alice, 0, after0![0]!], [bob, 1, after1![0]!]] as const) {
      const { status, body } = await profile(who.account.id);
      expect(status).toBe(200);
      expect(body.account).toEqual({ id: who.account.id, name: who.account.name, color: who.account.color });
      expect(body.ratings).toEqual([{ key: 'forest', label: 'Into the Forest', ordinal: ordinal(after), mu: after.mu, sigma: after.sigma, games: 1 }]);
      expect(body.games.map((g) => [g.code, g.gameId, g.outcome, g.actions])).toEqual([[code, 'forest', 'rated', a.version]]);
      const game = body.games[0]!;
      expect(game.finishedAt).toBeGreaterThanOrEqual(game.startedAt);
      expect(game.players.map((p) => [p.seat, p.name, p.accountId, p.bot, p.won, p.place])).toEqual([
        [0, 'Alice', alice.account.id, false, false, 2], [1, 'Bob', bob.account.id, false, true, 1],
      ]);
      expect(game.players[seat]?.rating).toEqual({ before: ordinal(rating()), after: ordinal(after) });
    }
    // The replay the profile links to (/r/<code>) is there: the game is over.
    expect((await httpJson(t.server.url, replayPath(code))).status).toBe(200);
  }, 90_000);

  it('HIST.R2 a game with a bot seat is listed as one with bots and moves no rating', async () => {
    const before = (await profile(alice.account.id)).body;
    const code = await create({ game: 'forest', seats: 2, options: { rounds: 2 }, bots: [null, 'random'] });
    const a = await sit(code, alice);
    expect(a.seat).toBe(0);
    await playToTheEnd([a, null], picker(`${LABEL}-bots`));
    await t.server.room(code)?.flushed();
    const { body } = await profile(alice.account.id);
    expect(body.ratings).toEqual(before.ratings);
    expect(body.games.map((g) => [g.code, g.outcome])).toEqual([[code, 'bots'], ...before.games.map((g) => [g.code, g.outcome])]);
    expect(body.games[0]!.players.map((p) => [p.accountId, p.bot, p.rating])).toEqual([[alice.account.id, false, null], [null, true, null]]);
  }, 90_000);

  it('HIST.R3 a free table its host ends is abandoned: listed for both, no rating', async () => {
    const code = await create({ game: 'sandbox', seats: 2 });
    const a = await sit(code, alice);
    const b = await sit(code, bob);
    const before = (await profile(bob.account.id)).body;
    a.act({ t: 'end' });
    await b.until(() => b.projection?.status.over, 'the end');
    await t.server.room(code)?.flushed();
    for (const who of [alice, bob]) {
      const { body } = await profile(who.account.id);
      expect(body.games[0]).toMatchObject({ code, gameId: 'sandbox', outcome: 'abandoned', actions: 1 });
    }
    expect((await profile(bob.account.id)).body.ratings).toEqual(before.ratings);
  });

  it('HIST.R4 an unknown account, or an id no account can have, is a 404', async () => {
    for (const id of ['nobody-here', 'a'.repeat(65), 'bad id!', '']) {
      const { status, body } = await profile(id);
      expect(status, id).toBe(404);
      expect(body.error).toBe('http/no-account');
    }
  });
});
