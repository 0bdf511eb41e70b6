/**
 * Accounts for room tests without a passkey ceremony: an account written to the server's
 * store with a session, and the Cookie header a signed-in browser would send
 * (tests/room/accounts.test.ts goes through the real passkey routes).
 */
import { INSERT_ACCOUNT, newAccount, type Account } from '../../server/accounts/accounts.ts';
import { SESSION_COOKIE } from '../../server/accounts/cookies.ts';
import { startSession } from '../../server/accounts/sessions.ts';
import type { GameStore } from '../../server/store/types.ts';

export interface SignedIn {
  account: Account;
  /** The session cookie's secret. */
  secret: string;
  /** Headers a signed-in browser sends: its session cookie. */
  headers: { Cookie: string };
}

export async function signedIn(store: GameStore, name: string, color = '#3b82f6'): Promise<SignedIn> {
  const { account, userHandle } = newAccount(name, color, Date.now());
  await store.sql.run(INSERT_ACCOUNT, [account.id, account.name, account.color, userHandle, account.createdAt]);
  const secret = await startSession(store.sql, account.id, Date.now());
  return { account, secret, headers: { Cookie: `${SESSION_COOKIE}=${secret}` } };
}
