/**
 * The account's own routes (wire/account-protocol.ts, docs/PROTOCOL.md "Accounts and
 * passkeys"): who is signed in, a passkey sign-up and sign-in (server/accounts/passkeys.ts),
 * signing out here or everywhere, and the name and colour an account shows at tables.
 *
 * Every POST is checked as server/accounts/http.ts says — from this site (`Origin`), JSON
 * only, bounded — before its body is looked at; the passkey POSTs are limited per client
 * address as well, since each writes a challenge and verifying one costs a signature check.
 * The session travels only in the HttpOnly cookie (server/accounts/cookies.ts).
 */
import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { ACCOUNT_HTTP, type MeResponse, type PasskeyOptions } from '../../wire/account-protocol.ts';
import { joinOptionsSchema } from '../../wire/protocol-schemas.ts';
import { AddressLimiter } from '../guards.ts';
import type { AccountAnswer, AccountRoute } from '../http/accounts.ts';
import { readJson } from '../http/json.ts';
import { HttpProblem, httpProblem } from '../http/problem.ts';
import type { TableContext } from '../room/context.ts';
import { zodMessage } from '../room/checks.ts';
import { renameAccount, type Account } from './accounts.ts';
import { secureSite, sessionCookie, sessionSecret } from './cookies.ts';
import { accountOf, sameSite, signedIn } from './http.ts';
import { accountInfo, register, registrationOptions, relyingParty, signIn, signInOptions } from './passkeys.ts';
import { MAX_ENDPOINT_LENGTH, removeAllSubscriptions, removeSubscription } from './push.ts';
import { endAllSessions, endSession, sessionAccount, SESSION_DAYS, startSession } from './sessions.ts';

/** Passkey requests per client address: enough for a family behind one router, too few to grind challenges. */
export const PASSKEY_LIMIT = { perMinute: 30, burst: 20 } as const;

const limiters = new WeakMap<TableContext, AddressLimiter>();

function limiterOf(ctx: TableContext): AddressLimiter {
  let limiter = limiters.get(ctx);
  if (!limiter) limiters.set(ctx, (limiter = new AddressLimiter(PASSKEY_LIMIT.perMinute, PASSKEY_LIMIT.burst)));
  return limiter;
}

/** The name and colour rules a player joins with are the account's too (wire/protocol-schemas.ts). */
const profileSchema = z.object({
  name: joinOptionsSchema.shape.name.unwrap(),
  color: joinOptionsSchema.shape.color.unwrap(),
}).strict();

const base64url = z.string().max(8192).regex(/^[A-Za-z0-9_-]*$/, 'must be base64url'); // words-ok: a schema's note on what the passkey library sends

/** A credential as @simplewebauthn/browser sends it; the library checks what the fields say. */
const credentialShape = {
  id: base64url.min(1).max(1024),
  rawId: base64url.min(1).max(1024),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.record(z.string(), z.unknown()).default({}),
};

const registerSchema = z.object({
  challenge: z.string().min(1).max(64),
  response: z.object({
    ...credentialShape,
    response: z.object({
      clientDataJSON: base64url.min(1),
      attestationObject: base64url.min(1),
      authenticatorData: base64url.optional(),
      transports: z.array(z.string().max(32)).max(8).optional(),
      publicKeyAlgorithm: z.number().int().optional(),
      publicKey: base64url.optional(),
    }),
  }),
}).strict();

const signInSchema = z.object({
  challenge: z.string().min(1).max(64),
  response: z.object({
    ...credentialShape,
    response: z.object({
      clientDataJSON: base64url.min(1),
      authenticatorData: base64url.min(1),
      signature: base64url.min(1),
      userHandle: base64url.optional(),
    }),
  }),
}).strict();

const signOutSchema = z.object({ everywhere: z.boolean().optional(), endpoint: z.string().max(MAX_ENDPOINT_LENGTH).optional() }).strict();
const emptySchema = z.object({}).strict();

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpProblem(400, 'http/bad-request', zodMessage(result.error));
  return result.data;
}

/** A POST's body, once the request is known to come from this site. */
async function postBody(req: IncomingMessage, ctx: TableContext): Promise<unknown> {
  sameSite(req, ctx);
  return readJson(req);
}

/** Takes one passkey request from the client's address (the socket's: a forwarded-for header is the client's to write). */
function limit(req: IncomingMessage, ctx: TableContext): void {
  const limiter = limiterOf(ctx);
  if (!limiter.take(req.socket.remoteAddress)) {
    const wait = limiter.retryAfterSeconds;
    throw httpProblem(429, 'http/rate-limited', 'http.slowDown.passkeys', { wait }, { 'Retry-After': String(wait) });
  }
}

const me = (account: Account | null): MeResponse => ({ account: account ? accountInfo(account) : null });

/** A new session for `account`, answered with its cookie. */
async function sessionFor(req: IncomingMessage, ctx: TableContext, account: Account): Promise<AccountAnswer> {
  const secret = await startSession(ctx.store.sql, account.id, ctx.now());
  const cookie = sessionCookie(secret, SESSION_DAYS * 86_400, secureSite(ctx.site.origin, req));
  return [200, me(account), { 'Set-Cookie': cookie }];
}

async function signOut(req: IncomingMessage, ctx: TableContext): Promise<AccountAnswer> {
  const { everywhere, endpoint } = parsed(signOutSchema, await postBody(req, ctx));
  const secret = sessionSecret(req);
  const sql = ctx.store.sql;
  const account = await sessionAccount(sql, secret, ctx.now());
  let ended = 0;
  if (account && secret !== undefined) {
    // Turn notifications stop with the sign-in: this browser's subscription, or (everywhere) every one of the account's.
    if (everywhere) {
      ended = await endAllSessions(sql, account.id);
      await removeAllSubscriptions(sql, account.id);
    } else {
      await endSession(sql, secret);
      if (endpoint !== undefined) await removeSubscription(sql, account.id, endpoint);
      ended = 1;
    }
  }
  // Cleared whatever it held: a cookie of an ended or unknown session is no use to keep.
  return [200, { ended }, { 'Set-Cookie': sessionCookie('', 0, secureSite(ctx.site.origin, req)) }];
}

const routes: Record<string, { method: 'GET' | 'POST'; run: (req: IncomingMessage, ctx: TableContext) => Promise<AccountAnswer> }> = {
  [ACCOUNT_HTTP.me]: {
    method: 'GET',
    run: async (req, ctx) => [200, me(await accountOf(req, ctx))],
  },
  [ACCOUNT_HTTP.registerOptions]: {
    method: 'POST',
    run: async (req, ctx) => {
      const body = parsed(profileSchema, await postBody(req, ctx));
      limit(req, ctx);
      const rp = relyingParty(ctx.site, req.headers.host);
      const options: PasskeyOptions = await registrationOptions(ctx.store.sql, rp, body.name, body.color, ctx.now());
      return [200, options];
    },
  },
  [ACCOUNT_HTTP.register]: {
    method: 'POST',
    run: async (req, ctx) => {
      const body = parsed(registerSchema, await postBody(req, ctx));
      limit(req, ctx);
      const rp = relyingParty(ctx.site, req.headers.host);
      const account = await register(ctx.store.sql, rp, body.challenge, body.response as RegistrationResponseJSON, ctx.now());
      return sessionFor(req, ctx, account);
    },
  },
  [ACCOUNT_HTTP.signInOptions]: {
    method: 'POST',
    run: async (req, ctx) => {
      parsed(emptySchema, await postBody(req, ctx));
      limit(req, ctx);
      const rp = relyingParty(ctx.site, req.headers.host);
      return [200, await signInOptions(ctx.store.sql, rp, ctx.now())];
    },
  },
  [ACCOUNT_HTTP.signIn]: {
    method: 'POST',
    run: async (req, ctx) => {
      const body = parsed(signInSchema, await postBody(req, ctx));
      limit(req, ctx);
      const rp = relyingParty(ctx.site, req.headers.host);
      const account = await signIn(ctx.store.sql, rp, body.challenge, body.response as AuthenticationResponseJSON, ctx.now());
      return sessionFor(req, ctx, account);
    },
  },
  [ACCOUNT_HTTP.signOut]: { method: 'POST', run: signOut },
  [ACCOUNT_HTTP.profile]: {
    method: 'POST',
    run: async (req, ctx) => {
      const body = parsed(profileSchema, await postBody(req, ctx));
      const account = await signedIn(req, ctx);
      await renameAccount(ctx.store.sql, account.id, body.name, body.color);
      return [200, me({ ...account, name: body.name, color: body.color })];
    },
  },
};

export const authRoutes: AccountRoute = async (req, pathname, ctx) => {
  const route = Object.prototype.hasOwnProperty.call(routes, pathname) ? routes[pathname] : undefined;
  if (!route) return null;
  if (req.method !== route.method) {
    req.resume();
    throw new HttpProblem(405, 'http/method', `${pathname} takes ${route.method} only.`, { Allow: route.method });
  }
  return route.run(req, ctx);
};
