/**
 * Seats held by accounts (server/room/accounts.ts): a signed-in player's seat is bound to
 * their account and waits for it alone — from another device it is taken over, a guest
 * or another account is seated elsewhere —, a guest who signs up keeps the seat they
 * hold, and the host's removal frees it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2S } from '../../wire/protocol.ts';
import { seatAccounts } from '../../server/accounts/seats.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';
import { signedIn, type SignedIn } from './accounts-helpers.ts';

let t: TestServer;
let alice: SignedIn;
let bob: SignedIn;
const clients: TableClient[] = [];

beforeAll(async () => {
  t = await bootServer();
  [alice, bob] = await Promise.all([signedIn(t.server.store, 'Alice'), signedIn(t.server.store, 'Bob')]);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
});

async function joined(code: string, options: Record<string, unknown>, headers: Record<string, string> = {}): Promise<TableClient> {
  const c = await TableClient.join(t.endpoint, code, options, headers);
  clients.push(c);
  await c.until(() => c.projection, 'snapshot');
  return c;
}

async function newTable(): Promise<string> {
  const host = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 3, name: 'Host' });
  clients.push(host);
  await host.until(() => host.projection, 'snapshot');
  return host.code;
}

const bound = async (code: string): Promise<Record<number, string>> => Object.fromEntries(await seatAccounts(t.server.store.sql, code));

describe('seats held by accounts', () => {
  it('ACC.1 a signed-in player sits under their account name and the seat is bound to the account', async () => {
    const code = await newTable();
    const a = await joined(code, { name: 'typed name' }, alice.headers);
    expect(a.seat).toBe(1);
    expect(t.server.room(code)?.state.seats[1]?.name).toBe('Alice');
    await t.server.room(code)?.flushed();
    expect(await bound(code)).toEqual({ 1: alice.account.id });
  });

  it('ACC.2 the same account on another device takes its seat over; a guest asking for that seat sits elsewhere', async () => {
    const code = await newTable();
    const first = await joined(code, { name: 'A' }, alice.headers);
    expect(first.seat).toBe(1);
    const second = await joined(code, { name: 'A', seat: 0 }, alice.headers);
    expect(second.seat).toBe(1);
    await first.until(() => !first.room.connection.isOpen, 'the first window let go');
    // The seat waits for Alice after she leaves for good: a guest asking for it is seated at the free one.
    await second.room.leave(true);
    const guest = await joined(code, { name: 'Guest', seat: 1 });
    expect(guest.seat).toBe(2);
    const other = await joined(code, { name: 'Bob', seat: 1 }, bob.headers);
    expect(other.seat).toBe('spectator');
    const back = await joined(code, { name: 'A' }, alice.headers);
    expect(back.seat).toBe(1);
  });

  it('ACC.3 a guest who signs up keeps the seat they hold: their return with the seat token binds it', async () => {
    const code = await newTable();
    const guest = await joined(code, { name: 'Guest' });
    const resume = guest.welcome?.resume;
    expect(guest.seat).toBe(1);
    const again = await joined(code, { name: 'Guest', resume, seat: 1 }, bob.headers);
    expect(again.seat).toBe(1);
    await t.server.room(code)?.flushed();
    expect(await bound(code)).toEqual({ 1: bob.account.id });
  });

  it('ACC.4 the host removing a signed-in player frees the seat from the account, even while they are away', async () => {
    const code = await newTable();
    const host = clients[clients.length - 1]!;
    const b = await joined(code, { name: 'Bob' }, bob.headers);
    await b.room.leave(true);
    await host.until(() => !t.server.room(code)?.state.seats[1]?.occupied, 'Bob gone');
    host.send(C2S.remove, { seat: 1 });
    await host.ping();
    await t.server.room(code)?.flushed();
    expect(await bound(code)).toEqual({});
    const guest = await joined(code, { name: 'Guest', seat: 1 });
    expect(guest.seat).toBe(1);
  });
});
