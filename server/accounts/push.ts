/**
 * Turn notifications over Web Push (RFC 8030, VAPID RFC 8292, payload RFC 8291): the
 * browsers an account subscribed, and the sender. A push endpoint is an address a browser
 * hands us and the server then POSTs to, so it is checked twice: when it is stored (an
 * `https` URL on a public host name or address) and again when a message goes out (every
 * address its name resolves to is public, and the connection goes to the address that was
 * checked, so a name that changes its answer in between cannot point the server at its own
 * network). The one exception is `site.push.allowedOrigins`, set only by tests for a
 * loopback endpoint. Sending never throws into a room: failures are logged.
 */
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import type { Phrase } from '../../engine/core/words.ts';
import { pushLang, pushText } from '../../wire/push-words.ts';
import type { Sql } from '../store/sql.ts';
import type { PushConfig } from './site.ts';

/** The most browsers one account may subscribe; the next is refused until one is removed. */
export const MAX_SUBSCRIPTIONS = 20;
/** The longest endpoint URL taken (push services' are a few hundred characters). */
export const MAX_ENDPOINT_LENGTH = 2048;
/** How long one push request may take before it is given up. */
export const PUSH_TIMEOUT_MS = 10_000;

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The language the browser's page was in when it subscribed (client/words/say.ts `currentLang`); null: not said. */
  lang?: string | null;
}

/**
 * What a notification says; the service worker (client/public-sw/sw.js) shows it. Public
 * words only. `title` and `body` are English; `titleWords` and `bodyWords` (phrases of
 * wire/push-words.ts), when given, word them again in each browser's language before it
 * is sent (the phrases themselves are not sent). A body that is the game's log line
 * (`bodyIsLogLine`) is English the server cannot word again: a browser in English gets
 * it, any other gets `bodyWords` instead.
 */
export interface PushPayload {
  title: string;
  body: string;
  titleWords?: Phrase;
  bodyWords?: Phrase;
  /** `body` is the game's English log line: only a browser in English gets it. */
  bodyIsLogLine?: boolean;
  /** The page a click opens (`/t/<CODE>`). */
  url: string;
  /** One notification per table on a device: a newer one replaces the older. */
  tag: string;
  code: string;
}

// ---------------------------------------------------------------------------------------
// Addresses

const blocked = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) blocked.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  // :: and ::1 among the old IPv4-compatible block; mapped IPv4 is judged by its IPv4 address.
  ['::', 96], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) blocked.addSubnet(prefix, bits, 'ipv6');

/** The IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:10.0.0.1`, `::ffff:a00:1`), else null. */
function mappedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:0{0,4}:){0,4}:?(?:0{0,4}:)?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const hi = parseInt(hex[1]!, 16);
  const lo = parseInt(hex[2]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether `address` (an IP literal) is a public unicast address a push service could have. */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return !blocked.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = mappedV4(address);
  if (v4 !== null) return net.isIPv4(v4) && !blocked.check(v4, 'ipv4');
  return !blocked.check(address, 'ipv6');
}

/** A URL's host name without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.startsWith('[') ? url.hostname.slice(1, -1) : url.hostname;
}

/** Why an endpoint cannot be stored (the `why` of wire/http-words.en.ts `http.push.endpoint`). */
export type EndpointProblem = 'long' | 'notUrl' | 'https' | 'credentials' | 'port' | 'address' | 'host';

/**
 * Why an endpoint cannot be stored, or null when it can: an `https` URL on the default
 * port with a public host name or address — or one of the test-only allowed origins.
 */
export function endpointProblem(endpoint: string, allowedOrigins: readonly string[]): EndpointProblem | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH) return 'long';
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return 'notUrl';
  }
  if (allowedOrigins.includes(url.origin)) return null;
  if (url.protocol !== 'https:') return 'https';
  if (url.username !== '' || url.password !== '') return 'credentials';
  if (url.port !== '' && url.port !== '443') return 'port';
  const host = bareHost(url);
  if (net.isIP(host) !== 0) return isPublicAddress(host) ? null : 'address';
  const name = host.toLowerCase().replace(/\.$/, '');
  if (!name.includes('.') || name === 'localhost' || /\.(localhost|local|internal|home\.arpa)$/.test(name)) return 'host';
  return null;
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Why a subscription's keys are unusable, or null: p256dh an uncompressed P-256 point, auth 16 bytes. */
export function keysProblem(p256dh: string, auth: string): string | null {
  if (!BASE64URL.test(p256dh) || !BASE64URL.test(auth)) return 'The keys must be base64url.'; // words-ok: the keys are the browser's own; what it sent wrong
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) return 'p256dh must be an uncompressed P-256 public key (65 bytes).'; // words-ok: the keys are the browser's own; what it sent wrong
  if (Buffer.from(auth, 'base64url').length !== 16) return 'auth must be 16 bytes.'; // words-ok: the keys are the browser's own; what it sent wrong
  return null;
}

export type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;

const systemResolver: Resolver = (host) => dns.promises.lookup(host, { all: true, verbatim: true });

/**
 * The address a push to `url` connects to, checked now: every address its host resolves
 * to must be public (one private answer among public ones is refused too), unless the
 * origin is allowed for tests. A string is the reason it is refused.
 */
export async function sendAddress(
  url: URL, allowedOrigins: readonly string[], resolve: Resolver = systemResolver,
): Promise<{ address: string; family: number } | string> {
  const allowed = allowedOrigins.includes(url.origin);
  if (!allowed && url.protocol !== 'https:') return `not https: ${url.origin}`;
  const host = bareHost(url);
  const literal = net.isIP(host);
  const found = literal !== 0 ? [{ address: host, family: literal }] : await resolve(host).catch(() => []);
  if (found.length === 0) return `${host} does not resolve`;
  if (!allowed) {
    const inner = found.find((a) => !isPublicAddress(a.address));
    if (inner) return `${host} resolves to a non-public address (${inner.address})`;
  }
  return found[0]!;
}

// ---------------------------------------------------------------------------------------
// Subscriptions

/**
 * Stores a browser's subscription for `accountId` — the same endpoint again takes the new
 * keys and account (a browser re-subscribed, or another account signed in on it). False:
 * the account already has MAX_SUBSCRIPTIONS others.
 */
export async function addSubscription(sql: Sql, accountId: string, sub: StoredSubscription, now: number): Promise<boolean> {
  const [row] = await sql.all<{ n: number | string }>(
    'SELECT COUNT(*) AS n FROM push_subscriptions WHERE account_id = ? AND endpoint <> ?', [accountId, sub.endpoint],
  );
  if (Number(row?.n ?? 0) >= MAX_SUBSCRIPTIONS) return false;
  await sql.run(
    `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth, created_at, lang) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (endpoint) DO UPDATE SET account_id = excluded.account_id, p256dh = excluded.p256dh, auth = excluded.auth,
     created_at = excluded.created_at, lang = excluded.lang`,
    [sub.endpoint, accountId, sub.p256dh, sub.auth, now, sub.lang ?? null],
  );
  return true;
}

/** Forgets a subscription of `accountId` (another account's is left alone). */
export async function removeSubscription(sql: Sql, accountId: string, endpoint: string): Promise<void> {
  await sql.run('DELETE FROM push_subscriptions WHERE endpoint = ? AND account_id = ?', [endpoint, accountId]);
}

/** Forgets every subscription of an account (it signed out everywhere). */
export async function removeAllSubscriptions(sql: Sql, accountId: string): Promise<void> {
  await sql.run('DELETE FROM push_subscriptions WHERE account_id = ?', [accountId]);
}

export function subscriptionsOf(sql: Sql, accountId: string): Promise<StoredSubscription[]> {
  return sql.all<StoredSubscription>(
    'SELECT endpoint, p256dh, auth, lang FROM push_subscriptions WHERE account_id = ? ORDER BY created_at', [accountId],
  );
}

/** Records that `turn` of table `code` was told to `accountId`; false when it already was (nothing is sent twice). */
export async function firstNotice(sql: Sql, accountId: string, code: string, turn: string, now: number): Promise<boolean> {
  const inserted = await sql.run(
    'INSERT INTO push_sent (account_id, code, turn, sent_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING', [accountId, code, turn, now],
  );
  return inserted > 0;
}

// ---------------------------------------------------------------------------------------
// Sending

export interface PushSender {
  sql: Sql;
  push: PushConfig;
  log: (line: string) => void;
  /** Name resolution (tests inject one). */
  resolve?: Resolver;
  /** How long one push may take (default PUSH_TIMEOUT_MS). */
  timeoutMs?: number;
}

/** A lookup that answers with the checked address whatever is asked, so the socket cannot reach another. */
function pinned(address: string, family: number): LookupFunction {
  return ((_host: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  }) as LookupFunction;
}

/**
 * Sends one encrypted message to one subscription; resolves with the push service's status
 * (null: not sent — refused address, network error, timeout). A 404 or 410 means the
 * browser dropped the subscription: it is forgotten.
 */
export async function sendOne(sender: PushSender, sub: StoredSubscription, payload: PushPayload, ttlSeconds: number): Promise<number | null> {
  const { push, log } = sender;
  const where = safeOrigin(sub.endpoint);
  try {
    const url = new URL(sub.endpoint);
    const target = await sendAddress(url, push.allowedOrigins, sender.resolve);
    if (typeof target === 'string') {
      log(`push to ${where} refused: ${target}`);
      return null;
    }
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: push.subject, publicKey: push.publicKey, privateKey: push.privateKey },
        TTL: ttlSeconds, urgency: 'high', contentEncoding: 'aes128gcm',
      },
    );
    const status = await post(url, details.headers, details.body, target, sender.timeoutMs ?? PUSH_TIMEOUT_MS);
    if (status === 404 || status === 410) {
      await sender.sql.run('DELETE FROM push_subscriptions WHERE endpoint = ?', [sub.endpoint]);
      log(`push subscription at ${where} is gone (${status}); forgotten`);
    } else if (status < 200 || status >= 300) {
      log(`push to ${where} answered ${status}`);
    }
    return status;
  } catch (e) {
    log(`push to ${where} failed: ${e instanceof Error ? e.message : String(e)}`);
    return null;
  }
}

/** `payload` worded in the language `sub` subscribed in (English when it said none), without its phrases. */
export function inLanguageOf(payload: PushPayload, sub: StoredSubscription): PushPayload {
  const { titleWords, bodyWords, bodyIsLogLine, ...said } = payload;
  const lang = pushLang(sub.lang);
  if (titleWords) said.title = pushText(titleWords, lang);
  if (bodyWords && !(bodyIsLogLine === true && lang === 'en')) said.body = pushText(bodyWords, lang);
  return said;
}

/** Sends `payload` to every browser `accountId` subscribed; never rejects. */
export async function pushToAccount(sender: PushSender, accountId: string, payload: PushPayload, ttlSeconds: number): Promise<void> {
  try {
    const subs = await subscriptionsOf(sender.sql, accountId);
    await Promise.all(subs.map((sub) => sendOne(sender, sub, inLanguageOf(payload, sub), ttlSeconds)));
  } catch (e) {
    sender.log(`push to account ${accountId} failed: ${e instanceof Error ? e.message : String(e)}`);
  }
}

/** The endpoint's origin for the log (the path is the subscription's secret). */
function safeOrigin(endpoint: string): string {
  try {
    return new URL(endpoint).origin;
  } catch {
    return '(bad endpoint)';
  }
}

function post(
  url: URL, headers: Record<string, string | number>, body: Buffer | null, target: { address: string; family: number }, timeoutMs: number,
): Promise<number> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': body?.length ?? 0 },
      lookup: pinned(target.address, target.family),
      // A socket of its own: none is kept for a later message, which checks its address anew.
      agent: false,
      // An IP literal is connected to as is; a name still verifies its certificate against the name.
      ...(url.protocol === 'https:' && net.isIP(bareHost(url)) === 0 ? { servername: bareHost(url) } : {}),
    }, (res) => {
      // Only the status matters; whatever body follows is not waited for.
      clearTimeout(timer);
      resolve(res.statusCode ?? 0);
      res.destroy();
    });
    // The whole exchange, not only a silent socket: a service that trickles its answer is cut off too.
    const timer = setTimeout(() => req.destroy(new Error(`no answer in ${timeoutMs / 1000} s`)), timeoutMs);
    req.on('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
    req.end(body ?? undefined);
  });
}
