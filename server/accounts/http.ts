/**
 * The checks every account route makes (server/http/accounts.ts). A request that changes
 * anything is a JSON POST or DELETE (readJson: another site's form cannot send
 * `application/json`), its cookie is `SameSite=Lax` (another site's fetch does not carry
 * it), and when the browser names the page it comes from (`Origin`), that must be this
 * site: a cross-site request is refused before anything is read.
 */
import type { IncomingMessage } from 'node:http';
import type { TableContext } from '../room/context.ts';
import { httpProblem } from '../http/problem.ts';
import type { Account } from './accounts.ts';
import { sessionSecret } from './cookies.ts';
import { sessionAccount } from './sessions.ts';
import { siteOrigin } from './site.ts';

/** Refuses a state-changing request another site's page made (its `Origin` is not this site's). */
export function sameSite(req: IncomingMessage, ctx: TableContext): void {
  const origin = req.headers.origin;
  if (origin === undefined) return; // not a browser's cross-origin request (browsers send Origin with every POST)
  if (origin !== siteOrigin(ctx.site, req.headers.host)) {
    req.resume();
    throw httpProblem(403, 'http/cross-site', 'http.crossSite');
  }
}

/** The account the request's session cookie signs in, or null (a guest). */
export function accountOf(req: IncomingMessage, ctx: TableContext): Promise<Account | null> {
  return sessionAccount(ctx.store.sql, sessionSecret(req), ctx.now());
}

/** The signed-in account, or a 401 answer. */
export async function signedIn(req: IncomingMessage, ctx: TableContext): Promise<Account> {
  const account = await accountOf(req, ctx);
  if (!account) {
    req.resume();
    throw httpProblem(401, 'http/signed-out', 'http.signedOut');
  }
  return account;
}
