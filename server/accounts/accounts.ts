/**
 * Accounts (docs/DEPLOY.md "Accounts"): a person who comes back. An account has a name and
 * a colour as a guest has, and signs in with passkeys only (server/accounts/passkeys.ts);
 * its id is random and public (a profile's address), its WebAuthn user handle random and
 * never shown. Guests play as before, with no account at all.
 */
import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/sql.ts';

export interface Account {
  id: string;
  name: string;
  color: string;
  createdAt: number;
}

interface AccountRow {
  id: string;
  name: string;
  color: string;
  created_at: number;
}

const toAccount = (r: AccountRow): Account => ({ id: r.id, name: r.name, color: r.color, createdAt: Number(r.created_at) });

/** A new random id, URL-safe (an account's, a session's, a challenge's). */
export function randomId(bytes = 12): string {
  return randomBytes(bytes).toString('base64url');
}

/** A new account's row, to be written with its first passkey in one batch (passkeys.ts). */
export function newAccount(name: string, color: string, now: number): { account: Account; userHandle: string } {
  return { account: { id: randomId(), name, color, createdAt: now }, userHandle: randomId(32) };
}

export const INSERT_ACCOUNT = 'INSERT INTO accounts (id, name, color, user_handle, created_at) VALUES (?, ?, ?, ?, ?)';

export async function getAccount(sql: Sql, id: string): Promise<Account | null> {
  const [row] = await sql.all<AccountRow>('SELECT id, name, color, created_at FROM accounts WHERE id = ?', [id]);
  return row ? toAccount(row) : null;
}

/** Accounts by id, for lists (history, my tables); unknown ids are left out. */
export async function accountsById(sql: Sql, ids: readonly string[]): Promise<Map<string, Account>> {
  const out = new Map<string, Account>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await sql.all<AccountRow>(
    `SELECT id, name, color, created_at FROM accounts WHERE id IN (${unique.map(() => '?').join(', ')})`, unique,
  );
  for (const r of rows) out.set(r.id, toAccount(r));
  return out;
}

/** Changes the name and colour an account shows at tables. */
export async function renameAccount(sql: Sql, id: string, name: string, color: string): Promise<void> {
  await sql.run('UPDATE accounts SET name = ?, color = ? WHERE id = ?', [name, color, id]);
}
