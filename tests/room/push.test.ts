/**
 * Turn notifications through a real server (server/room/turn-notices.ts,
 * server/accounts/push.ts, docs/PROTOCOL.md "Turn notifications"): browsers subscribe over
 * the push routes, and when a table starts waiting on an account with no window open
 * there, a push service on loopback (push-endpoint.ts) receives the encrypted message,
 * which the test decrypts with the subscription's keys as a browser would. A tiny
 * two-seat game with a secret card per seat shows that only public words leave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/module.ts';
import { ruleError } from '../../engine/core/result.ts';
import { games } from '../../engine/games/registry.ts';
import { ACCOUNT_HTTP } from '../../wire/account-protocol.ts';
import { HTTP } from '../../wire/protocol.ts';
import { checkVapid, decryptPush, subscriptionKeys, type TestSubscriptionKeys } from '../helpers/web-push-decrypt.ts';
import { bootServer, httpJson, TableClient, type TestServer } from './helpers.ts';
import { startSession } from '../../server/accounts/sessions.ts';
import { SESSION_COOKIE } from '../../server/accounts/cookies.ts';
import { signedIn, type SignedIn } from './accounts-helpers.ts';
import { pushEndpoint, type PushEndpoint } from './push-endpoint.ts';

interface CardsState { turn: number; moves: number; hands: string[] }
type CardsAction = { t: 'move' } | { t: 'hum' };

const HANDS = ['Moonlit Heron', 'Crimson Otter'];

/**
 * Seats take turns moving warriors; either may hum at any time without ending anyone's
 * turn. Each seat holds a card only it sees, and its own log line names it.
 */
const cards: GameModule<CardsState, CardsAction, { turn: number; moves: number; hand: string | null }> = {
  id: 'cards',
  name: 'Cards',
  minSeats: 2,
  maxSeats: 2,
  rulesVersion: 1,
  concurrent: false,
  parseOptions: () => ({}),
  parseAction: (raw) => {
    const t = (raw as { t?: unknown }).t;
    return t === 'move' || t === 'hum' ? { t } : ruleError('cards/bad-action', 'move or hum.');
  },
  setup: () => ({ turn: 0, moves: 0, hands: [...HANDS] }),
  apply: (s, seat, action) => {
    if (action.t === 'hum') return { state: s, events: [{ kind: 'hum', seat, text: `Seat ${seat + 1} hummed a tune.` }], reveals: [] };
    if (seat !== s.turn) return ruleError('cards/not-your-turn', 'Wait for your turn.');
    return {
      state: { ...s, turn: 1 - s.turn, moves: s.moves + 1 },
      events: [{
        kind: 'move', seat, text: `Seat ${seat + 1} moved 2 warriors to Glade.`,
        secret: { seats: [seat], text: `You moved 2 warriors to Glade, keeping the ${s.hands[seat]}.` },
      }],
      reveals: [],
    };
  },
  scramble: (s) => s,
  view: (s, viewer) => ({ turn: s.turn, moves: s.moves, hand: viewer === 'spectator' ? null : s.hands[viewer] ?? null }),
  deciding: (s) => [s.turn],
  prompts: () => [],
  table: () => ({ pieces: {}, hands: {} }),
  status: (s) => ({ over: s.moves >= 40 }),
};

/** How long after the last window closed a waiting turn is told (short here; 10 s by default). */
const WINDOW_GRACE_MS = 300;
let t: TestServer;
let endpoint: PushEndpoint;
let base: string;
const clients: TableClient[] = [];

beforeAll(async () => {
  endpoint = await pushEndpoint();
  t = await bootServer({ games: { ...games, cards }, pushAllowedOrigins: [endpoint.origin], pushWindowGraceMs: WINDOW_GRACE_MS });
  base = t.endpoint.replace(/^ws/, 'http');
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
  await endpoint?.close();
});

async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(base + path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Subscribes `who`'s browser with push endpoint path `path`; the keys to decrypt with. */
async function subscribe(who: SignedIn, path: string): Promise<TestSubscriptionKeys> {
  const sub = subscriptionKeys();
  const answer = await post(ACCOUNT_HTTP.pushSubscribe, { subscription: { endpoint: endpoint.origin + path, expirationTime: null, keys: sub.keys } }, who.headers);
  expect(answer.status).toBe(201);
  return sub;
}

async function subscriptionCount(accountId: string): Promise<number> {
  const [row] = await t.server.store.sql.all<{ n: number | string }>('SELECT COUNT(*) AS n FROM push_subscriptions WHERE account_id = ?', [accountId]);
  return Number(row?.n ?? 0);
}

async function waitFor(check: () => boolean | Promise<boolean>, label: string, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${label}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** A new two-seat table of Cards (`clock` optional); nobody sits yet. */
async function newTable(clock?: unknown): Promise<string> {
  const created = await httpJson<{ code: string }>(base, HTTP.createTable, { method: 'POST', body: { game: 'cards', seats: 2, clock } });
  expect(created.status).toBe(201);
  return created.body.code;
}

async function sit(code: string, who: SignedIn): Promise<TableClient> {
  const c = await TableClient.join(t.endpoint, code, { name: who.account.name }, who.headers);
  clients.push(c);
  await c.until(() => c.projection, 'snapshot');
  return c;
}

/** `c` leaves for good and the server has let the seat go. */
async function away(code: string, c: TableClient): Promise<void> {
  const seat = c.seat as number;
  await c.room.leave(true);
  await waitFor(() => !t.server.room(code)?.state.seats[seat]?.occupied, 'the seat let go');
}

async function version(code: string, v: number): Promise<void> {
  await waitFor(() => (t.server.room(code)?.currentMatch.version ?? -1) >= v, `version ${v}`);
}

/** Gives a notice that should not come the time to show up if it did. */
const settle = (): Promise<void> => new Promise((r) => setTimeout(r, 400));

describe('turn notifications', () => {
  it('PUSH.1 the player whose turn starts with no window open gets one push per turn: the game and the public move, no secret', async () => {
    const [alice, bob] = await Promise.all([signedIn(t.server.store, 'Alice'), signedIn(t.server.store, 'Bob')]);
    await subscribe(alice, '/alice');
    const bobSub = await subscribe(bob, '/bob');
    const code = await newTable();
    const a = await sit(code, alice);
    let b = await sit(code, bob);
    expect([a.seat, b.seat]).toEqual([0, 1]);
    await away(code, b);

    a.act({ t: 'move' });
    await waitFor(() => endpoint.at('/bob').length === 1, 'Bob\'s push');
    const [msg] = endpoint.at('/bob');
    expect(msg!.headers['content-encoding']).toBe('aes128gcm');
    checkVapid(msg!.headers.authorization, t.server.context.site.push.publicKey, endpoint.origin + '/bob');
    const text = decryptPush(msg!.body, bobSub);
    expect(JSON.parse(text)).toEqual({
      title: 'Your turn in Cards', body: 'Alice moved 2 warriors to Glade.', url: `/t/${code}`, tag: `turn-${code}`, code,
    });
    // Neither seat's card, nor the mover's own wording of the move, leaves the table.
    for (const secret of [...HANDS, 'keeping']) expect(text).not.toContain(secret);

    // PUSH.2 the same seat still waiting after another version: nothing more.
    a.act({ t: 'hum' });
    await version(code, 2);
    await settle();
    expect(endpoint.at('/bob')).toHaveLength(1);

    // PUSH.3 with a window open, no push: Bob back at his seat, turns go round.
    b = await sit(code, bob);
    expect(b.seat).toBe(1);
    b.act({ t: 'move' });
    await version(code, 3);
    await a.waitVersion(3);
    a.act({ t: 'move' });
    await version(code, 4);
    await b.waitVersion(4);
    b.act({ t: 'move' });
    await version(code, 5);
    await settle();
    expect(endpoint.at('/alice')).toHaveLength(0);
    expect(endpoint.at('/bob')).toHaveLength(1);

    // A new turn of Bob's while he is away: one more push, for that turn.
    await away(code, b);
    await a.waitVersion(5);
    a.act({ t: 'move' });
    await waitFor(() => endpoint.at('/bob').length === 2, 'Bob\'s second push');
    expect(JSON.parse(decryptPush(endpoint.at('/bob')[1]!.body, bobSub))).toMatchObject({ title: 'Your turn in Cards', body: 'Alice moved 2 warriors to Glade.' });
    const sent = await t.server.store.sql.all<{ account_id: string; turn: string }>('SELECT account_id, turn FROM push_sent WHERE code = ? ORDER BY sent_at, turn', [code]);
    expect(sent).toEqual([{ account_id: bob.account.id, turn: 'v1' }, { account_id: bob.account.id, turn: 'v6' }]);
  });

  it('PUSH.4 refusals: signed out 401, another site 403, endpoints off the public https web 422, bad keys 400; nothing stored', async () => {
    const carol = await signedIn(t.server.store, 'Carol');
    const { keys } = subscriptionKeys();
    const body = (endpointUrl: string, k: unknown = keys): unknown => ({ subscription: { endpoint: endpointUrl, keys: k } });
    expect((await post(ACCOUNT_HTTP.pushSubscribe, body('https://fcm.googleapis.com/fcm/send/x'))).status).toBe(401);
    expect((await post(ACCOUNT_HTTP.pushSubscribe, body('https://fcm.googleapis.com/fcm/send/x'), { ...carol.headers, Origin: 'https://evil.example' })).status).toBe(403);
    for (const bad of ['http://fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://[::1]/x', 'https://localhost/x']) {
      const answer = await post(ACCOUNT_HTTP.pushSubscribe, body(bad), carol.headers);
      expect(answer.status, bad).toBe(422);
      expect(answer.body.error).toBe('http/push-endpoint');
    }
    for (const k of [{ p256dh: keys.p256dh.slice(2), auth: keys.auth }, { p256dh: keys.p256dh, auth: 'AAAA' }, { p256dh: keys.p256dh }]) {
      expect((await post(ACCOUNT_HTTP.pushSubscribe, body('https://fcm.googleapis.com/fcm/send/x', k), carol.headers)).status).toBe(400);
    }
    expect(await subscriptionCount(carol.account.id)).toBe(0);
    // The key anyone may read; unsubscribing also needs the account.
    expect(await httpJson(base, ACCOUNT_HTTP.pushKey)).toEqual({ status: 200, body: { publicKey: t.server.context.site.push.publicKey } });
    await subscribe(carol, '/carol');
    expect((await post(ACCOUNT_HTTP.pushUnsubscribe, { endpoint: endpoint.origin + '/carol' })).status).toBe(401);
    expect(await subscriptionCount(carol.account.id)).toBe(1);
    expect((await post(ACCOUNT_HTTP.pushUnsubscribe, { endpoint: endpoint.origin + '/carol' }, carol.headers)).status).toBe(200);
    expect(await subscriptionCount(carol.account.id)).toBe(0);
  });

  it('PUSH.5 a push service answering 410 Gone: the subscription is forgotten', async () => {
    const [dave, erin] = await Promise.all([signedIn(t.server.store, 'Dave'), signedIn(t.server.store, 'Erin')]);
    endpoint.answer.set('/erin-gone', 410);
    await subscribe(erin, '/erin-gone');
    expect(await subscriptionCount(erin.account.id)).toBe(1);
    const code = await newTable();
    const d = await sit(code, dave);
    const e = await sit(code, erin);
    await away(code, e);
    d.act({ t: 'move' });
    await waitFor(() => endpoint.at('/erin-gone').length === 1, 'the push to the gone subscription');
    await waitFor(async () => (await subscriptionCount(erin.account.id)) === 0, 'the subscription forgotten');
  });

  it('PUSH.6 a turn-based clock: a reminder a quarter of the move time before the deadline, if the seat still waits', async () => {
    const [finn, gail] = await Promise.all([signedIn(t.server.store, 'Finn'), signedIn(t.server.store, 'Gail')]);
    const gailSub = await subscribe(gail, '/gail');
    const code = await newTable({ kind: 'turn', moveMs: 4_000 });
    const f = await sit(code, finn);
    const g = await sit(code, gail);
    await away(code, g);
    const started = Date.now();
    f.act({ t: 'move' });
    await waitFor(() => endpoint.at('/gail').length === 1, 'the turn\'s push');
    await waitFor(() => endpoint.at('/gail').length === 2, 'the reminder');
    // Due 3 s into the 4 s turn (lead: 1 s).
    expect(Date.now() - started).toBeGreaterThanOrEqual(2_900);
    expect(JSON.parse(decryptPush(endpoint.at('/gail')[1]!.body, gailSub))).toMatchObject({
      title: 'Your turn in Cards ends in 1 minute', body: 'Finn moved 2 warriors to Glade.', url: `/t/${code}`,
    });
    const turns = await t.server.store.sql.all<{ turn: string }>('SELECT turn FROM push_sent WHERE code = ? ORDER BY turn', [code]);
    expect(turns.map((r) => r.turn)).toEqual(['v1', 'v1:reminder']);
  });

  it('PUSH.7 the reminder still comes when everyone has left and the table\'s room has closed', async () => {
    const [hana, ivan] = await Promise.all([signedIn(t.server.store, 'Hana'), signedIn(t.server.store, 'Ivan')]);
    const ivanSub = await subscribe(ivan, '/ivan');
    const code = await newTable({ kind: 'turn', moveMs: 4_000 });
    const h = await sit(code, hana);
    const i = await sit(code, ivan);
    await away(code, i);
    h.act({ t: 'move' });
    await waitFor(() => endpoint.at('/ivan').length === 1, 'the turn\'s push');
    await h.room.leave(true);
    await waitFor(() => t.server.room(code) === undefined, 'the room closed');
    await waitFor(() => endpoint.at('/ivan').length === 2, 'the reminder');
    expect(JSON.parse(decryptPush(endpoint.at('/ivan')[1]!.body, ivanSub))).toMatchObject({
      title: 'Your turn in Cards ends in 1 minute', body: 'Hana moved 2 warriors to Glade.', url: `/t/${code}`,
    });
  });

  it('PUSH.8 twenty browsers an account; the same endpoint again takes the newer keys and account', async () => {
    const [jo, kim] = await Promise.all([signedIn(t.server.store, 'Jo'), signedIn(t.server.store, 'Kim')]);
    for (let n = 0; n < 20; n++) await subscribe(jo, `/jo-${n}`);
    const { keys } = subscriptionKeys();
    const more = await post(ACCOUNT_HTTP.pushSubscribe, { subscription: { endpoint: `${endpoint.origin}/jo-20`, keys } }, jo.headers);
    expect(more.status).toBe(409);
    // A browser of the twenty renewing its subscription is not a twenty-first.
    expect((await post(ACCOUNT_HTTP.pushSubscribe, { subscription: { endpoint: `${endpoint.origin}/jo-3`, keys } }, jo.headers)).status).toBe(201);
    expect(await subscriptionCount(jo.account.id)).toBe(20);
    // Kim signs in on that browser: its subscription is Kim's now, with Kim's keys.
    const kimKeys = subscriptionKeys().keys;
    expect((await post(ACCOUNT_HTTP.pushSubscribe, { subscription: { endpoint: `${endpoint.origin}/jo-3`, keys: kimKeys } }, kim.headers)).status).toBe(201);
    const rows = await t.server.store.sql.all<{ account_id: string; p256dh: string }>(
      'SELECT account_id, p256dh FROM push_subscriptions WHERE endpoint = ?', [`${endpoint.origin}/jo-3`],
    );
    expect(rows).toEqual([{ account_id: kim.account.id, p256dh: kimKeys.p256dh }]);
    expect(await subscriptionCount(jo.account.id)).toBe(19);
  });

  it('PUSH.9 signing out drops this browser\'s subscription; signing out everywhere drops every one of the account\'s', async () => {
    const lou = await signedIn(t.server.store, 'Lou');
    for (const n of [1, 2, 3]) await subscribe(lou, `/lou-${n}`);
    const second = await startSession(t.server.store.sql, lou.account.id, Date.now());
    const here = await post(ACCOUNT_HTTP.signOut, { endpoint: `${endpoint.origin}/lou-1` }, lou.headers);
    expect(here.status).toBe(200);
    expect(await subscriptionCount(lou.account.id)).toBe(2);
    const everywhere = await post(ACCOUNT_HTTP.signOut, { everywhere: true }, { Cookie: `${SESSION_COOKIE}=${second}` });
    expect(everywhere.body).toEqual({ ended: 1 });
    expect(await subscriptionCount(lou.account.id)).toBe(0);
  });

  it('PUSH.10 a turn that began with the window open is told once the window has stayed closed a while; a reload within it tells nothing', async () => {
    const [mia, ned] = await Promise.all([signedIn(t.server.store, 'Mia'), signedIn(t.server.store, 'Ned')]);
    const nedSub = await subscribe(ned, '/ned');
    const code = await newTable();
    const m = await sit(code, mia);
    let n = await sit(code, ned);
    m.act({ t: 'move' });
    await version(code, 1);
    await settle();
    expect(endpoint.at('/ned')).toHaveLength(0);
    // Ned closes his tab while the table waits on him: told after the grace, once.
    await away(code, n);
    await waitFor(() => endpoint.at('/ned').length === 1, 'Ned\'s push');
    expect(JSON.parse(decryptPush(endpoint.at('/ned')[0]!.body, nedSub))).toMatchObject({ title: 'Your turn in Cards', body: 'Mia moved 2 warriors to Glade.' });
    // His turn again while he is at the table; a reload (leave and back within the grace) tells nothing.
    n = await sit(code, ned);
    n.act({ t: 'move' });
    await m.waitVersion(2);
    m.act({ t: 'move' });
    await version(code, 3);
    await away(code, n);
    n = await sit(code, ned);
    await new Promise((r) => setTimeout(r, WINDOW_GRACE_MS + 400));
    expect(endpoint.at('/ned')).toHaveLength(1);
  });
});
