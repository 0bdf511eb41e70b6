/**
 * The push sender's checks and wording (server/accounts/push.ts, server/room/turn-notices.ts):
 * which endpoints are stored, which addresses a message may go to when it is sent (with
 * the name resolution in the test's hand), the pinned connection, the message as a
 * browser decrypts it, a dropped subscription forgotten, and when a reminder is due.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import type { Sql } from '../store/sql.ts';
import { checkVapid, decryptPush, subscriptionKeys } from '../../tests/helpers/web-push-decrypt.ts';
import { pushEndpoint, type PushEndpoint } from '../../tests/room/push-endpoint.ts';
import { endpointProblem, inLanguageOf, isPublicAddress, keysProblem, sendAddress, sendOne, type PushPayload, type Resolver } from './push.ts';
import { serveStatic } from '../http/static.ts';
import { reminderDelay, reminderLead, reminderTitle, timeLeftWords } from '../room/turn-notices.ts';
import { phrase } from '../../engine/core/words.ts';

const vapid = webpush.generateVAPIDKeys();
const payload: PushPayload = { title: 'Your turn in Root', body: 'Alice moved 2 warriors to Glade.', url: '/t/ABCD', tag: 'turn-ABCD', code: 'ABCD' };

/** An Sql that records what is run (the sender deletes a dropped subscription through it). */
function recordingSql(): Sql & { runs: [string, readonly unknown[]][] } {
  const runs: [string, readonly unknown[]][] = [];
  return {
    dialect: 'sqlite',
    runs,
    all: () => Promise.resolve([]),
    run: (sql, params = []) => {
      runs.push([sql, params]);
      return Promise.resolve(1);
    },
    batch: () => Promise.resolve(),
  };
}

const answers = (map: Record<string, string[]>): Resolver => (host) => {
  const found = map[host];
  return found ? Promise.resolve(found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))) : Promise.reject(new Error('ENOTFOUND'));
};

let endpoint: PushEndpoint;
beforeAll(async () => {
  endpoint = await pushEndpoint();
});
afterAll(() => endpoint?.close());

describe('push endpoints and addresses', () => {
  it('PUSH.U1 public addresses only: loopback, private, shared, link-local, benchmark, multicast, unique-local and mapped ones are not', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '2606:4700:4700::1111', '2a00:1450:4001:82b::200a', '::ffff:8.8.8.8']) expect(isPublicAddress(a), a).toBe(true);
    for (const a of [
      '0.0.0.0', '0.1.2.3', '10.1.2.3', '100.64.0.1', '100.127.255.254', '127.0.0.1', '127.9.9.9', '169.254.169.254', '172.16.0.1', '172.31.255.255',
      '192.0.0.8', '192.168.1.1', '198.18.0.1', '198.19.255.255', '224.0.0.1', '239.255.255.250', '240.0.0.1', '255.255.255.255',
      '::', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '::ffff:a00:1', '::ffff:c0a8:101',
      'not-an-ip', '',
    ]) expect(isPublicAddress(a), a).toBe(false);
    expect(isPublicAddress('172.32.0.1')).toBe(true);
    expect(isPublicAddress('100.128.0.1')).toBe(true);
  });

  it('PUSH.U2 stored endpoints: https on the default port with a public name or address; test origins as listed', () => {
    for (const ok of ['https://fcm.googleapis.com/fcm/send/abc', 'https://updates.push.services.mozilla.com:443/wpush/v2/x', 'https://8.8.8.8/x']) {
      expect(endpointProblem(ok, []), ok).toBeNull();
    }
    for (const bad of [
      'http://fcm.googleapis.com/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://[::1]/x', 'https://localhost/x', 'https://push.localhost/x',
      'https://intranet/x', 'https://fcm.googleapis.com:8443/x', 'https://u:p@fcm.googleapis.com/x', 'https://[::ffff:192.168.0.1]/x',
      'ftp://fcm.googleapis.com/x', 'not a url', `https://fcm.googleapis.com/${'a'.repeat(2048)}`,
    ]) expect(endpointProblem(bad, []), bad).toMatch(/./);
    expect(endpointProblem(`${endpoint.origin}/sub`, [endpoint.origin])).toBeNull();
    expect(endpointProblem(`${endpoint.origin}/sub`, ['http://127.0.0.1:1'])).toMatch(/https/);
  });

  it('PUSH.U3 keys: an uncompressed P-256 point and a 16-byte auth secret', () => {
    const { keys } = subscriptionKeys();
    expect(keysProblem(keys.p256dh, keys.auth)).toBeNull();
    expect(keysProblem(keys.p256dh.slice(0, 40), keys.auth)).toMatch(/65 bytes/);
    expect(keysProblem(keys.p256dh, Buffer.alloc(8).toString('base64url'))).toMatch(/16 bytes/);
    expect(keysProblem('not base64!', keys.auth)).toMatch(/base64url/);
  });

  it('PUSH.U4 at send time every address the host resolves to must be public', async () => {
    const resolve = answers({
      'push.example.com': ['203.0.114.9', '2606:4700::1'],
      'rebind.example.com': ['93.184.216.34', '10.0.0.7'],
      'inner.example.com': ['::ffff:127.0.0.1'],
    });
    expect(await sendAddress(new URL('https://push.example.com/x'), [], resolve)).toEqual({ address: '203.0.114.9', family: 4 });
    expect(await sendAddress(new URL('https://rebind.example.com/x'), [], resolve)).toMatch(/non-public address \(10\.0\.0\.7\)/);
    expect(await sendAddress(new URL('https://inner.example.com/x'), [], resolve)).toMatch(/non-public/);
    expect(await sendAddress(new URL('https://gone.example.com/x'), [], resolve)).toMatch(/does not resolve/);
    expect(await sendAddress(new URL('https://127.0.0.1/x'), [], resolve)).toMatch(/non-public/);
    expect(await sendAddress(new URL('http://push.example.com/x'), [], resolve)).toMatch(/not https/);
  });

  it('PUSH.U5 a refused address is never connected to; the failure is logged, not thrown', async () => {
    const lines: string[] = [];
    const sql = recordingSql();
    const { keys } = subscriptionKeys();
    const before = endpoint.received.length;
    const status = await sendOne(
      { sql, push: { ...vapid, subject: 'mailto:ops@example.org', allowedOrigins: [], windowGraceMs: 10_000 }, log: (l) => lines.push(l), resolve: answers({ 'push.example.com': ['127.0.0.1'] }) },
      { endpoint: `https://push.example.com:443/sub`, ...keys }, payload, 60,
    );
    expect(status).toBeNull();
    expect(lines.join('\n')).toMatch(/refused: push\.example\.com resolves to a non-public address/);
    expect(endpoint.received.length).toBe(before);
  });

  it('PUSH.U6 the connection goes to the checked address; the browser decrypts the message and the VAPID claim is the server\'s', async () => {
    const sub = subscriptionKeys();
    const port = new URL(endpoint.origin).port;
    // A name nothing resolves but the injected resolver: reaching the endpoint proves the pinned address was used.
    const url = `http://push.test:${port}/pinned`;
    const status = await sendOne(
      { sql: recordingSql(), push: { ...vapid, subject: 'mailto:ops@example.org', allowedOrigins: [`http://push.test:${port}`], windowGraceMs: 10_000 }, log: () => undefined,
        resolve: answers({ 'push.test': ['127.0.0.1'] }) },
      { endpoint: url, ...sub.keys }, payload, 60,
    );
    expect(status).toBe(201);
    const [got] = endpoint.at('/pinned');
    expect(got?.headers['content-encoding']).toBe('aes128gcm');
    expect(got?.headers.ttl).toBe('60');
    expect(JSON.parse(decryptPush(got!.body, sub))).toEqual(payload);
    expect(checkVapid(got!.headers.authorization, vapid.publicKey, url)).toMatchObject({ sub: 'mailto:ops@example.org' });
    // Another subscription's keys do not open it.
    expect(() => decryptPush(got!.body, subscriptionKeys())).toThrow();
  });

  it('PUSH.U7 a 404 or 410 forgets the subscription', async () => {
    const sql = recordingSql();
    endpoint.answer.set('/gone', 410);
    const sub = subscriptionKeys();
    const status = await sendOne(
      { sql, push: { ...vapid, subject: 'mailto:ops@example.org', allowedOrigins: [endpoint.origin], windowGraceMs: 10_000 }, log: () => undefined },
      { endpoint: `${endpoint.origin}/gone`, ...sub.keys }, payload, 60,
    );
    expect(status).toBe(410);
    expect(sql.runs).toEqual([['DELETE FROM push_subscriptions WHERE endpoint = ?', [`${endpoint.origin}/gone`]]]);
  });
  it('PUSH.U11 a push service that never answers is given up after the timeout, logged', async () => {
    endpoint.answer.set('/silent', 0);
    const lines: string[] = [];
    const started = Date.now();
    const status = await sendOne(
      { sql: recordingSql(), push: { ...vapid, subject: 'mailto:ops@example.org', allowedOrigins: [endpoint.origin], windowGraceMs: 10_000 }, log: (l) => lines.push(l), timeoutMs: 300 },
      { endpoint: `${endpoint.origin}/silent`, ...subscriptionKeys().keys }, payload, 60,
    );
    expect(status).toBeNull();
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(lines.join('\n')).toMatch(/failed: no answer in 0\.3 s/);
  });
});

describe('reminders', () => {
  it('PUSH.U8 a reminder comes a quarter of the move time before the deadline, at most an hour', () => {
    expect(reminderLead(2_000)).toBe(500);
    expect(reminderLead(60 * 60_000)).toBe(15 * 60_000);
    expect(reminderLead(24 * 3_600_000)).toBe(3_600_000);
    expect(reminderDelay(24 * 3_600_000, 24 * 3_600_000)).toBe(23 * 3_600_000);
    // A reopened table with less left than the lead reminds at once; none once the time is out.
    expect(reminderDelay(10 * 60_000, 24 * 3_600_000)).toBe(0);
    expect(reminderDelay(0, 24 * 3_600_000)).toBeNull();
  });

  it('PUSH.U9 the time left in words', () => {
    expect(timeLeftWords(500)).toBe('1 minute');
    expect(timeLeftWords(15 * 60_000)).toBe('15 minutes');
    expect(timeLeftWords(60 * 60_000)).toBe('60 minutes');
    expect(timeLeftWords(3 * 3_600_000)).toBe('3 hours');
  });

  it('PUSH.U11 a notification is worded in the language its browser subscribed in, English when it said none; its phrases are not sent', () => {
    const told: PushPayload = { ...payload, ...reminderTitle('Root', 45 * 60_000), body: 'It is your turn.', bodyWords: phrase('push.turn.body') };
    expect(told.title).toBe('Your turn in Root ends in 45 minutes');
    const sub = { endpoint: 'https://push.example.com/sub', p256dh: 'k', auth: 'a' };
    const { titleWords: _t, bodyWords: _b, ...english } = told;
    expect(inLanguageOf(told, sub)).toEqual(english);
    expect(inLanguageOf(told, { ...sub, lang: 'de' })).toEqual(english);
    expect(inLanguageOf(told, { ...sub, lang: 'fr' })).toEqual({ ...english, title: 'Votre tour à Root se termine dans 45 minutes', body: 'À vous de jouer.' });
    // A log line the server does not word again stays as it is.
    expect(inLanguageOf(payload, { ...sub, lang: 'fr' })).toEqual(payload);
    // PUSH.U12 the game's English log line goes to a browser in English only; another is told its turn in its language.
    const line: PushPayload = { ...payload, bodyWords: phrase('push.turn.body'), bodyIsLogLine: true };
    expect(inLanguageOf(line, sub)).toEqual(payload);
    expect(inLanguageOf(line, { ...sub, lang: 'fr' })).toEqual({ ...payload, body: 'À vous de jouer.' });
  });
});

describe('the service worker', () => {
  it('PUSH.U10 /sw.js is served from the site root as JavaScript, revalidated on every visit', async () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-sw-'));
    fs.copyFileSync(path.resolve('client/public-sw/sw.js'), path.join(clientDir, 'sw.js'));
    const server = http.createServer((req, res) => serveStatic(req, res, new URL(req.url ?? '/', 'http://x').pathname, { clientDir, modelsDir: clientDir }));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/sw.js`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const text = await res.text();
      expect(text).toContain("addEventListener('push'");
      expect(text).toContain("addEventListener('notificationclick'");
    } finally {
      server.close();
      fs.rmSync(clientDir, { recursive: true, force: true });
    }
  });
});
