/**
 * The accounts' SQL (server/store/sql.ts) against every store: SQLite, the in-memory one
 * and PostgreSQL (numbered placeholders, BIGINT times, COUNT as text, DELETE … RETURNING,
 * ON CONFLICT DO NOTHING, one transaction per batch). One passkey sign-up and sign-in, a
 * session ended everywhere, seats held, push subscriptions and turns told once, and a
 * rated game's record and profile — each written through one store and read back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RegistrationResponseJSON, AuthenticationResponseJSON } from '@simplewebauthn/server';
import { startPostgres, type PgCluster } from '../../tests/helpers/postgres.ts';
import { SoftAuthenticator } from '../../tests/helpers/passkey.ts';
import { MemoryStore } from '../store/memory.ts';
import { PostgresStore } from '../store/postgres.ts';
import { SqliteStore } from '../store/sqlite.ts';
import type { GameStore } from '../store/types.ts';
import { register, registrationOptions, signIn, signInOptions, type RelyingParty } from './passkeys.ts';
import { endAllSessions, sessionAccount, startSession } from './sessions.ts';
import { accountTables, bindSeat, seatAccounts } from './seats.ts';
import { addSubscription, firstNotice, removeAllSubscriptions, subscriptionsOf } from './push.ts';
import { writeRecord, type GameRecord } from './records.ts';

const dirs: string[] = [];
let cluster: PgCluster | undefined;
afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await cluster?.stop();
});

const stores: [string, () => Promise<GameStore>][] = [
  ['sqlite', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-accounts-'));
    dirs.push(dir);
    return Promise.resolve(SqliteStore.open(dir));
  }],
  ['memory', () => Promise.resolve(new MemoryStore())],
  ['postgres', async () => {
    cluster ??= await startPostgres();
    return PostgresStore.connect(await cluster.createDatabase());
  }],
];

const rp: RelyingParty = { rpID: 'localhost', origin: 'http://localhost:2567' };
const sub = (n: number) => ({ endpoint: `https://push.example.org/s/${n}`, p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) });

describe.each(stores)('accounts on the %s store', (_name, open) => {
  it('ACC.S1 a passkey signs up and in, a session ends everywhere, seats and turns are kept once', async () => {
    const store = await open();
    try {
      const { sql } = store;
      const device = new SoftAuthenticator(rp.origin);
      const made = await registrationOptions(sql, rp, 'Alice', '#c0392b', 1_000);
      const { response } = device.create(made.options);
      const alice = await register(sql, rp, made.challenge, response as unknown as RegistrationResponseJSON, 2_000);
      // A challenge is used once, whatever the store.
      await expect(register(sql, rp, made.challenge, response as unknown as RegistrationResponseJSON, 2_000)).rejects.toThrow();
      const asked = await signInOptions(sql, rp, 3_000);
      const back = await signIn(sql, rp, asked.challenge, device.get(asked.options) as unknown as AuthenticationResponseJSON, 4_000);
      expect(back).toEqual(alice);

      const secret = await startSession(sql, alice.id, 5_000);
      expect((await sessionAccount(sql, secret, 6_000))?.id).toBe(alice.id);
      expect(await endAllSessions(sql, alice.id)).toBe(1);
      expect(await sessionAccount(sql, secret, 7_000)).toBeNull();

      await bindSeat(sql, 'TABLE1', 0, alice.id, 8_000);
      await bindSeat(sql, 'TABLE2', 1, alice.id, 9_000);
      expect(Object.fromEntries(await seatAccounts(sql, 'TABLE1'))).toEqual({ 0: alice.id });
      expect(await accountTables(sql, alice.id)).toEqual([{ code: 'TABLE2', seat: 1, satAt: 9_000 }, { code: 'TABLE1', seat: 0, satAt: 8_000 }]);

      for (const n of [1, 2]) expect(await addSubscription(sql, alice.id, sub(n), 10_000)).toBe(true);
      expect((await subscriptionsOf(sql, alice.id)).map((s) => s.endpoint)).toEqual([sub(1).endpoint, sub(2).endpoint]);
      expect(await firstNotice(sql, alice.id, 'TABLE1', 'v3', 11_000)).toBe(true);
      expect(await firstNotice(sql, alice.id, 'TABLE1', 'v3', 11_500)).toBe(false);
      await removeAllSubscriptions(sql, alice.id);
      expect(await subscriptionsOf(sql, alice.id)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('ACC.S2 a rated game is written once with both ratings moved, and read back', async () => {
    const store = await open();
    try {
      const { sql } = store;
      const ids = ['acc-a', 'acc-b'];
      for (const id of ids) await sql.run('INSERT INTO accounts (id, name, color, user_handle, created_at) VALUES (?, ?, ?, ?, ?)', [id, id, '#123456', `h-${id}`, 1]);
      const record: GameRecord = {
        code: 'RATED1', gameId: 'forest', startedAt: 100, finishedAt: 200, actions: 12, outcome: 'rated',
        seats: ids.map((id, seat) => ({ seat, name: id, accountId: id, bot: false, role: null, won: seat === 0, place: seat + 1, score: null })),
      };
      expect(await writeRecord(sql, record, 300)).toBe(true);
      expect(await writeRecord(sql, record, 301)).toBe(false);
      const ratings = await sql.all<{ account_id: string; mu: number; games: number }>('SELECT account_id, mu, games FROM ratings ORDER BY account_id');
      expect(ratings.map((r) => [r.account_id, Number(r.games)])).toEqual([['acc-a', 1], ['acc-b', 1]]);
      expect(Number(ratings[0]!.mu)).toBeGreaterThan(Number(ratings[1]!.mu));
      const players = await sql.all<{ seat: number; won: number }>('SELECT seat, won FROM game_players WHERE code = ? ORDER BY seat', ['RATED1']);
      expect(players.map((p) => [Number(p.seat), Number(p.won)])).toEqual([[0, 1], [1, 0]]);
    } finally {
      await store.close();
    }
  });
});
