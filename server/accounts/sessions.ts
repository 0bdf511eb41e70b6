/**
 * Sessions: a signed-in browser holds a random secret in the session cookie
 * (server/accounts/cookies.ts); the store keeps only its SHA-256, so a copy of the database
 * signs nobody in. A session lasts SESSION_DAYS from its last use; "sign out everywhere"
 * deletes every session of the account, after which a copied cookie signs in nowhere.
 */
import { createHash } from 'node:crypto';
import type { Sql } from '../store/sql.ts';
import { getAccount, randomId, type Account } from './accounts.ts';

export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 24 * 3600_000;
/** A session's last use is written again only after this long (not on every request). */
const SEEN_EVERY_MS = 3600_000;

const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** Starts a session; returns the secret for the cookie. */
export async function startSession(sql: Sql, accountId: string, now: number): Promise<string> {
  const secret = randomId(32);
  await sql.run(
    'INSERT INTO sessions (hash, account_id, created_at, seen_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    [hashOf(secret), accountId, now, now, now + SESSION_MS],
  );
  return secret;
}

/** The account a session secret signs in, or null (unknown, ended or expired). */
export async function sessionAccount(sql: Sql, secret: string | undefined, now: number): Promise<Account | null> {
  if (secret === undefined) return null;
  const hash = hashOf(secret);
  const [row] = await sql.all<{ account_id: string; seen_at: number; expires_at: number }>(
    'SELECT account_id, seen_at, expires_at FROM sessions WHERE hash = ?', [hash],
  );
  if (!row || Number(row.expires_at) <= now) return null;
  if (now - Number(row.seen_at) > SEEN_EVERY_MS) {
    await sql.run('UPDATE sessions SET seen_at = ?, expires_at = ? WHERE hash = ?', [now, now + SESSION_MS, hash]);
  }
  return getAccount(sql, row.account_id);
}

/** Ends one session (this browser signs out). */
export async function endSession(sql: Sql, secret: string): Promise<void> {
  await sql.run('DELETE FROM sessions WHERE hash = ?', [hashOf(secret)]);
}

/** Ends every session of an account (sign out everywhere). */
export async function endAllSessions(sql: Sql, accountId: string): Promise<number> {
  return sql.run('DELETE FROM sessions WHERE account_id = ?', [accountId]);
}
