/**
 * The account routes (docs/PROTOCOL.md "Accounts"): passkey sign-up and sign-in, sessions,
 * push subscriptions, My tables, profiles with history and ratings. Each group
 * answers the paths it knows (`AccountRoute`); the first that answers wins. Errors are the
 * API's (`HttpProblem` → `{error, message}`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TableContext } from '../room/context.ts';
import { authRoutes } from '../accounts/auth-routes.ts';
import { pushRoutes } from '../accounts/push-routes.ts';
import { profileRoutes } from '../accounts/profile-routes.ts';
import { tableRoutes } from '../accounts/table-routes.ts';
import { HttpProblem, httpProblem, problemBody, internalProblem } from './problem.ts';
import { sendJson } from './json.ts';

/** An answer: status, JSON body, extra headers (Set-Cookie among them). */
export type AccountAnswer = [status: number, body: unknown, headers?: Record<string, string | string[]>];

/** One group's routes: its answer, or null when the path is not one of its own. */
export type AccountRoute = (req: IncomingMessage, pathname: string, ctx: TableContext) => Promise<AccountAnswer | null>;

const groups: readonly AccountRoute[] = [authRoutes, pushRoutes, profileRoutes, tableRoutes];

/** Paths the account routes own. */
const OWN = /^\/api\/(account|accounts|push|me)(\/|$)/;

/** Handles the account routes; false for other paths. */
export function handleAccounts(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: TableContext): boolean {
  if (!OWN.test(pathname)) return false;
  void (async (): Promise<AccountAnswer> => {
    for (const group of groups) {
      const answer = await group(req, pathname, ctx);
      if (answer) return answer;
    }
    req.resume();
    throw httpProblem(404, 'http/not-found', 'http.noRoute', { method: req.method ?? 'GET', path: pathname });
  })().then(
    ([status, body, headers]) => sendJson(req, res, status, body, headers),
    (e: unknown) => {
      if (e instanceof HttpProblem) {
        sendJson(req, res, e.status, problemBody(e), e.headers);
      } else {
        ctx.log(`account route error: ${e instanceof Error ? e.stack : String(e)}`);
        sendJson(req, res, 500, problemBody(internalProblem()));
      }
    },
  );
  return true;
}
