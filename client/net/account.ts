/**
 * Who this browser is signed in as (wire/account-protocol.ts): an account, or a guest
 * (null) — undefined until the server has answered. The session itself is an HttpOnly
 * cookie no script reads; the page asks `/api/account`.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { ACCOUNT_HTTP, type AccountInfo, type MeResponse } from '../../wire/account-protocol.ts';
import type { HttpError } from '../../wire/protocol.ts';
import { bodyText } from './refusal.ts';

export const accountStore = createStore<{ account: AccountInfo | null | undefined }>()(() => ({ account: undefined }));

export function useAccount(): AccountInfo | null | undefined {
  return useStore(accountStore, (s) => s.account);
}

/** Asks the server who this browser is signed in as (once on load, and after signing in or out). */
export async function refreshAccount(): Promise<AccountInfo | null> {
  try {
    const me = await accountJson<MeResponse>(ACCOUNT_HTTP.me);
    accountStore.setState({ account: me.account });
    return me.account;
  } catch {
    accountStore.setState({ account: null });
    return null;
  }
}

/** Sets the account a sign-up, sign-in or sign-out answered with. */
export function setAccount(account: AccountInfo | null): void {
  accountStore.setState({ account });
}

/**
 * A request to an account route, JSON both ways (`body` given: a POST); resolves to the
 * answer, or throws an Error with the server's sentence.
 */
export async function accountJson<T>(url: string, body?: unknown): Promise<T> {
  const init: RequestInit = body === undefined
    ? { headers: { Accept: 'application/json' } }
    : { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify(body) };
  const res = await fetch(url, { credentials: 'same-origin', ...init });
  const answer = (await res.json().catch(() => null)) as (T & Partial<HttpError>) | null;
  if (!res.ok) throw new Error(bodyText(answer) ?? `${url}: HTTP ${res.status}`);
  return answer as T;
}
