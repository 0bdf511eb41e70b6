/**
 * The push routes (wire/account-protocol.ts, docs/PROTOCOL.md "Turn notifications"): the
 * VAPID key a browser subscribes with, and a signed-in browser's subscribing and
 * unsubscribing. The endpoint and keys are checked before anything is stored
 * (server/accounts/push.ts).
 */
import { z } from 'zod';
import { ACCOUNT_HTTP } from '../../wire/account-protocol.ts';
import { pushLang } from '../../wire/push-words.ts';
import type { AccountRoute } from '../http/accounts.ts';
import { readJson } from '../http/json.ts';
import { HttpProblem, httpProblem } from '../http/problem.ts';
import { sameSite, signedIn } from './http.ts';
import { addSubscription, endpointProblem, keysProblem, MAX_ENDPOINT_LENGTH, MAX_SUBSCRIPTIONS, removeSubscription } from './push.ts';

const SubscribeBody = z.object({
  subscription: z.object({
    endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH + 1),
    // A browser's toJSON() also carries expirationTime; it is not kept.
    expirationTime: z.number().nullable().optional(),
    keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  }),
  /** The page's language (client/words/say.ts `currentLang`): notifications are worded in it. */
  lang: z.string().max(16).optional(),
});

const UnsubscribeBody = z.object({ endpoint: z.string().min(1).max(MAX_ENDPOINT_LENGTH + 1) });

function parsed<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new HttpProblem(400, 'http/bad-request', result.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; '));
  }
  return result.data;
}

export const pushRoutes: AccountRoute = async (req, pathname, ctx) => {
  if (pathname === ACCOUNT_HTTP.pushKey) {
    if (req.method !== 'GET') return null;
    return [200, { publicKey: ctx.site.push.publicKey }];
  }
  if (pathname === ACCOUNT_HTTP.pushSubscribe && req.method === 'POST') {
    sameSite(req, ctx);
    const account = await signedIn(req, ctx);
    const { subscription: { endpoint, keys }, lang } = parsed(SubscribeBody, await readJson(req));
    const badKeys = keysProblem(keys.p256dh, keys.auth);
    if (badKeys) throw new HttpProblem(400, 'http/push-keys', badKeys);
    const badEndpoint = endpointProblem(endpoint, ctx.site.push.allowedOrigins);
    if (badEndpoint) throw httpProblem(422, 'http/push-endpoint', 'http.push.endpoint', { why: badEndpoint, most: MAX_ENDPOINT_LENGTH });
    if (!(await addSubscription(ctx.store.sql, account.id, { endpoint, p256dh: keys.p256dh, auth: keys.auth, lang: pushLang(lang) }, ctx.now()))) {
      throw httpProblem(409, 'http/push-too-many', 'http.push.tooMany', { most: MAX_SUBSCRIPTIONS });
    }
    return [201, {}];
  }
  if (pathname === ACCOUNT_HTTP.pushUnsubscribe && req.method === 'POST') {
    sameSite(req, ctx);
    const account = await signedIn(req, ctx);
    const { endpoint } = parsed(UnsubscribeBody, await readJson(req));
    await removeSubscription(ctx.store.sql, account.id, endpoint);
    return [200, {}];
  }
  return null;
};
