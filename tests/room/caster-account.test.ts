/**
 * A caster link bound to an account (server/room/cast-messages.ts, docs/PROTOCOL.md
 * "Casting"): the signed-in host binds the link to an account that holds no seat here;
 * then only a connection signed in to that account opens it — not a guest, not another
 * account —, an account that holds a seat is refused the caster view from any browser,
 * and a new link or a revoke clears the binding. An unbound link opens for anyone who
 * holds it, as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2S, ROOM_ERRORS, S2C, type CastStatus, type RejectedMessage } from '../../wire/protocol.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';
import { signedIn, type SignedIn } from './accounts-helpers.ts';

let t: TestServer;
let alice: SignedIn;
let bob: SignedIn;
let carol: SignedIn;
let dave: SignedIn;
let code = '';
let host: TableClient;
const clients: TableClient[] = [];

async function joined(at: string, options: Record<string, unknown>, headers: Record<string, string> = {}): Promise<TableClient> {
  const c = await TableClient.join(t.endpoint, at, options, headers);
  clients.push(c);
  await c.until(() => c.welcome, 'welcome');
  return c;
}

/** The join's refusal message, or null when it got in. */
async function casterRefusal(token: string, headers: Record<string, string> = {}): Promise<string | null> {
  try {
    const c = await joined(code, { name: 'Cast', caster: token }, headers);
    expect(c.welcome?.delayed?.caster).toBe(true);
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/** Sends a `cast` message from the host; resolves to the status it brings, or the refusal. */
async function cast(message: Record<string, unknown>, from = host): Promise<CastStatus | RejectedMessage> {
  // Statuses already on their way (a caster came or went) are not this answer.
  await from.ping();
  const mark = from.received.length;
  from.send(C2S.cast, message);
  return from.until(() => {
    const r = from.received.slice(mark).find((m) => m.type === S2C.cast || m.type === S2C.rejected);
    return r?.message as CastStatus | RejectedMessage | undefined;
  }, 'the cast answer');
}

beforeAll(async () => {
  t = await bootServer();
  [alice, bob, carol, dave] = await Promise.all([
    signedIn(t.server.store, 'Alice'), signedIn(t.server.store, 'Bob'), signedIn(t.server.store, 'Carol'), signedIn(t.server.store, 'Dave'),
  ]);
  const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}/api/tables`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: 3 }),
  });
  code = ((await res.json()) as { code: string }).code;
  host = await joined(code, { name: 'A' }, alice.headers);
  const b = await joined(code, { name: 'B' }, bob.headers);
  expect([host.seat, b.seat, host.welcome?.host]).toEqual([0, 1, true]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
});

describe('caster link bound to an account', () => {
  it('CAST.ACC.1 binding the link to an account that holds a seat here, or to no account, is refused', async () => {
    expect(await cast({ op: 'link', account: bob.account.id })).toMatchObject({ code: ROOM_ERRORS.accountSeated });
    expect(await cast({ op: 'link', account: 'no-such-account-0' })).toMatchObject({ code: ROOM_ERRORS.noAccount });
    expect(t.server.room(code)?.['table'].cast.status()).toMatchObject({ casterToken: null, boundTo: null });
  });

  it('CAST.ACC.2 a bound link opens for its account only: not a guest, not another account, not a seated one', async () => {
    const status = await cast({ op: 'link', account: carol.account.id }) as CastStatus;
    expect(status.boundTo).toEqual({ id: carol.account.id, name: 'Carol' });
    const token = status.casterToken!;
    expect(await casterRefusal(token)).toMatch(/Carol's account only/);
    expect(await casterRefusal(token, dave.headers)).toMatch(/Carol's account only/);
    expect(await casterRefusal(token, bob.headers)).toMatch(/cannot open the caster view of their own table/);
    expect(await casterRefusal(token, carol.headers)).toBeNull();
    // Her account watches through the link: it cannot sit down.
    await expect(joined(code, { name: 'C' }, carol.headers)).rejects.toThrow(/caster link/);
  });

  it('CAST.ACC.3 a revoke, and a new link without an account, clear the binding', async () => {
    // The host's streaming changes are limited (LIMITS.cast: a burst of 5, then 1 a second).
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await cast({ op: 'revoke' })).toMatchObject({ casterToken: null, boundTo: null });
    await cast({ op: 'link', account: dave.account.id });
    const status = await cast({ op: 'link' }) as CastStatus;
    expect(status.boundTo).toBeNull();
    expect(status.casterToken).not.toBeNull();
  });

  it('CAST.ACC.4 an unbound link opens for a guest and any account without a seat; a seated account is refused in any browser', async () => {
    // The unbound link CAST.ACC.3 made.
    const token = t.server.room(code)?.['table'].cast.status().casterToken;
    if (!token) throw new Error('no caster link');
    expect(await casterRefusal(token)).toBeNull();
    expect(await casterRefusal(token, dave.headers)).toBeNull();
    expect(await casterRefusal(token, bob.headers)).toMatch(/cannot open the caster view of their own table/);
  });

  it('CAST.ACC.5 only a signed-in host binds a link', async () => {
    const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}/api/tables`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: 2 }),
    });
    const other = ((await res.json()) as { code: string }).code;
    const guestHost = await TableClient.join(t.endpoint, other, { name: 'Gus' });
    clients.push(guestHost);
    await guestHost.until(() => guestHost.welcome?.host, 'host');
    expect(await cast({ op: 'link', account: carol.account.id }, guestHost)).toMatchObject({ code: ROOM_ERRORS.notSignedIn });
    expect(await cast({ op: 'link' }, guestHost)).toMatchObject({ boundTo: null });
  });

  it('CAST.ACC.6 the host\'s messages apply in the order sent: a revoke right after a bound link leaves no link', async () => {
    const res = await fetch(`${t.endpoint.replace(/^ws/, 'http')}/api/tables`, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: 2 }),
    });
    const other = ((await res.json()) as { code: string }).code;
    const carolHost = await joined(other, { name: 'C' }, carol.headers);
    await carolHost.ping();
    const mark = carolHost.received.length;
    carolHost.send(C2S.cast, { op: 'link', account: dave.account.id });
    carolHost.send(C2S.cast, { op: 'revoke' });
    const statuses = await carolHost.until(() => {
      const got = carolHost.received.slice(mark).filter((m) => m.type === S2C.cast).map((m) => m.message as CastStatus);
      return got.length >= 2 ? got : null;
    }, 'two statuses');
    expect(statuses[0]).toMatchObject({ boundTo: { id: dave.account.id, name: 'Dave' } });
    expect(statuses[1]).toMatchObject({ casterToken: null, boundTo: null });
    expect(t.server.room(other)?.['table'].cast.status()).toMatchObject({ casterToken: null, boundTo: null });
  });
});
