/**
 * Accounts and passkeys over HTTP (server/accounts/auth-routes.ts, docs/PROTOCOL.md
 * "Accounts and passkeys"), driven by a software authenticator (tests/helpers/passkey.ts)
 * that signs what a real one would — or forges it.
 *
 * The server runs with no configured origin, as in development: it takes its origin from
 * each request's Host header. Requests here say `Host: localhost:PORT`, so the site is
 * `http://localhost:PORT` and its RP ID `localhost`, as a developer's browser has it (a
 * browser makes passkeys for a host name, never for 127.0.0.1); the socket still goes to
 * 127.0.0.1. Each test speaks from its own loopback address (`localAddress`), so the
 * per-address limit on passkey requests counts each test alone.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_HTTP, type MeResponse, type PasskeyOptions } from '../../wire/account-protocol.ts';
import { SESSION_COOKIE } from '../../server/accounts/cookies.ts';
import { PASSKEY_LIMIT } from '../../server/accounts/auth-routes.ts';
import { MAX_BODY_BYTES, MAX_JSON_DEPTH } from '../../server/guards.ts';
import { SoftAuthenticator } from '../helpers/passkey.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';

let t: TestServer;
let site: string;
const clients: TableClient[] = [];

beforeAll(async () => {
  t = await bootServer();
  site = `http://localhost:${t.server.port}`;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.leave().catch(() => undefined)));
  await t?.close();
});

let lastAddress = 10;
/** A loopback address of its own (Linux answers on all of 127.0.0.0/8). */
const freshAddress = (): string => `127.0.0.${++lastAddress}`;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> & { error?: string; message?: string };
}

interface Request {
  method?: string;
  /** JSON to send (a POST), or `raw` text as it is. */
  body?: unknown;
  raw?: string;
  /** Headers over the usual ones; undefined leaves one out. */
  headers?: Record<string, string | undefined>;
  /** The local address the request leaves from. */
  from?: string;
  /** The server's port (another server's). */
  port?: number;
}

/** One HTTP request as a browser page of `site` makes it: its Host, and for a POST its Origin and JSON. */
function request(path: string, r: Request = {}): Promise<Answer> {
  const port = r.port ?? t.server.port;
  const method = r.method ?? (r.body !== undefined || r.raw !== undefined ? 'POST' : 'GET');
  const text = r.raw ?? (r.body === undefined ? undefined : JSON.stringify(r.body));
  const given: Record<string, string | undefined> = {
    Host: `localhost:${port}`,
    ...(method === 'POST' ? { Origin: `http://localhost:${port}`, 'Content-Type': 'application/json' } : {}),
    ...r.headers,
  };
  const headers = Object.fromEntries(Object.entries(given).filter((e): e is [string, string] => e[1] !== undefined));
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, localAddress: r.from }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const got = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: got === '' ? {} : (JSON.parse(got) as Answer['body']) });
      });
    });
    req.on('error', reject);
    req.end(text);
  });
}

/** The session cookie an answer sets: its value and attributes. */
function setCookie(a: Answer): { value: string; attributes: string[] } | null {
  const line = (a.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!line) return null;
  const [pair, ...attributes] = line.split(';').map((s) => s.trim());
  return { value: pair!.slice(SESSION_COOKIE.length + 1), attributes };
}

/** A browser: its own address, its own cookie jar (the session cookie), its own passkeys. */
class Browser {
  cookie: string | null = null;
  readonly address = freshAddress();

  constructor(readonly authenticator = new SoftAuthenticator(site)) {}

  /** A request with this browser's cookie, from its address; the session cookie it sets is kept. */
  async call(path: string, r: Request = {}): Promise<Answer> {
    const cookie = this.cookie === null ? {} : { Cookie: `${SESSION_COOKIE}=${this.cookie}` };
    const answer = await request(path, { from: this.address, ...r, headers: { ...cookie, ...r.headers } });
    const set = setCookie(answer);
    if (set) this.cookie = set.attributes.includes('Max-Age=0') ? null : set.value;
    return answer;
  }

  async registerOptions(name = 'Robin', color = '#2e7d32'): Promise<PasskeyOptions> {
    const a = await this.call(ACCOUNT_HTTP.registerOptions, { body: { name, color } });
    expect(a.status, a.body.message).toBe(200);
    return a.body as unknown as PasskeyOptions;
  }

  async signInOptions(): Promise<PasskeyOptions> {
    const a = await this.call(ACCOUNT_HTTP.signInOptions, { body: {} });
    expect(a.status, a.body.message).toBe(200);
    return a.body as unknown as PasskeyOptions;
  }

  /** Makes an account with a new passkey. */
  async signUp(name = 'Robin', color = '#2e7d32'): Promise<Answer> {
    const o = await this.registerOptions(name, color);
    const { response } = this.authenticator.create(o.options);
    return this.call(ACCOUNT_HTTP.register, { body: { challenge: o.challenge, response } });
  }

  async signIn(): Promise<Answer> {
    const o = await this.signInOptions();
    return this.call(ACCOUNT_HTTP.signIn, { body: { challenge: o.challenge, response: this.authenticator.get(o.options) } });
  }

  async me(): Promise<MeResponse['account']> {
    const a = await this.call(ACCOUNT_HTTP.me);
    expect(a.status).toBe(200);
    return (a.body as unknown as MeResponse).account;
  }
}

async function rows(table: 'accounts' | 'passkeys' | 'sessions' | 'auth_challenges'): Promise<number> {
  const [row] = await t.server.store.sql.all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row?.n ?? 0);
}

async function everything(): Promise<number[]> {
  return Promise.all((['accounts', 'passkeys', 'sessions', 'auth_challenges'] as const).map(rows));
}

describe('accounts and passkeys', () => {
  it('AUTH.1 a passkey signs up, the cookie is HttpOnly, SameSite=Lax and Path=/, and me shows the account', async () => {
    const b = new Browser();
    expect(await b.me()).toBeNull();
    const o = await b.registerOptions('Robin', '#2e7d32');
    expect(o.options).toMatchObject({
      rp: { id: 'localhost', name: 'Woodland Table' },
      user: { name: 'Robin' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    const { response } = b.authenticator.create(o.options);
    const a = await b.call(ACCOUNT_HTTP.register, { body: { challenge: o.challenge, response } });
    expect(a.status, a.body.message).toBe(200);
    const account = (a.body as unknown as MeResponse).account;
    expect(account).toMatchObject({ name: 'Robin', color: '#2e7d32' });
    const cookie = setCookie(a);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(cookie?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${30 * 86_400}`]));
    // Served over http with no configured https origin: a Secure cookie would never come back.
    expect(cookie?.attributes).not.toContain('Secure');
    expect(await b.me()).toEqual(account);
    // The user handle the passkey carries is not the account's public id.
    expect(b.authenticator.credentials[0]!.userHandle).not.toBe(account!.id);
  });

  it('AUTH.2 signing out makes the browser a guest; the same passkey on another device signs in to the same account', async () => {
    const phone = new Browser();
    const up = await phone.signUp('Wren');
    const account = (up.body as unknown as MeResponse).account!;
    const out = await phone.call(ACCOUNT_HTTP.signOut, { body: {} });
    expect([out.status, out.body]).toEqual([200, { ended: 1 }]);
    expect(setCookie(out)?.attributes).toContain('Max-Age=0');
    expect(phone.cookie).toBeNull();
    expect(await phone.me()).toBeNull();

    // The passkey synced to a laptop: no cookie there, a discoverable sign-in.
    const laptop = new Browser(phone.authenticator);
    const o = await laptop.signInOptions();
    expect(o.options).toMatchObject({ rpId: 'localhost', userVerification: 'preferred' });
    expect((o.options as { allowCredentials?: unknown[] }).allowCredentials ?? []).toEqual([]);
    const a = await laptop.call(ACCOUNT_HTTP.signIn, { body: { challenge: o.challenge, response: laptop.authenticator.get(o.options) } });
    expect(a.status, a.body.message).toBe(200);
    expect((a.body as unknown as MeResponse).account).toEqual(account);
    expect(setCookie(a)?.attributes).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(await laptop.me()).toEqual(account);
    const [key] = await t.server.store.sql.all<{ counter: number }>('SELECT counter FROM passkeys WHERE account_id = ?', [account.id]);
    expect(Number(key?.counter)).toBe(1);

    // Signed out already: nothing to end, still a 200.
    const again = await phone.call(ACCOUNT_HTTP.signOut, { body: {} });
    expect([again.status, again.body]).toEqual([200, { ended: 0 }]);
  });

  it('AUTH.3 a forged registration (another origin, another RP ID, another challenge) is refused and writes nothing', async () => {
    const b = new Browser();
    const forgeries = [{ origin: 'http://evil.example' }, { rpId: 'evil.example' }, { challenge: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }];
    for (const forge of forgeries) {
      const o = await b.registerOptions();
      const [accounts, passkeys, sessions] = await everything();
      const { response } = b.authenticator.create(o.options, forge);
      const a = await b.call(ACCOUNT_HTTP.register, { body: { challenge: o.challenge, response } });
      expect([a.status, a.body.error], JSON.stringify(forge)).toEqual([400, 'http/passkey-refused']);
      expect(a.body.message).toMatch(/^The passkey was refused: /);
      expect(setCookie(a)).toBeNull();
      expect((await everything()).slice(0, 3)).toEqual([accounts, passkeys, sessions]);
    }
    expect(await b.me()).toBeNull();
  });

  it('AUTH.4 a forged sign-in (broken signature, another origin, another RP ID, an unknown passkey) is refused and starts no session', async () => {
    const owner = new Browser();
    expect((await owner.signUp('Finch')).status).toBe(200);
    const thief = new Browser(owner.authenticator);
    const sessions = await rows('sessions');
    for (const forge of [{ badSignature: true }, { origin: 'http://evil.example' }, { rpId: 'evil.example' }]) {
      const o = await thief.signInOptions();
      const a = await thief.call(ACCOUNT_HTTP.signIn, { body: { challenge: o.challenge, response: thief.authenticator.get(o.options, forge) } });
      expect([a.status, a.body.error], JSON.stringify(forge)).toEqual([400, 'http/passkey-refused']);
      expect(setCookie(a)).toBeNull();
    }
    const stranger = new Browser();
    const o = await stranger.registerOptions();
    stranger.authenticator.create(o.options); // made, never registered
    const s = await stranger.signInOptions();
    const unknown = await stranger.call(ACCOUNT_HTTP.signIn, { body: { challenge: s.challenge, response: stranger.authenticator.get(s.options) } });
    expect([unknown.status, unknown.body.error]).toEqual([400, 'http/passkey-refused']);
    expect(await rows('sessions')).toBe(sessions);
    expect(await thief.me()).toBeNull();
  });

  it('AUTH.5 a replayed sign-in or registration response finds its challenge used and is refused', async () => {
    const b = new Browser();
    const o = await b.registerOptions('Jay');
    const registration = { challenge: o.challenge, response: b.authenticator.create(o.options).response };
    expect((await b.call(ACCOUNT_HTTP.register, { body: registration })).status).toBe(200);
    const accounts = await rows('accounts');
    const replayedUp = await b.call(ACCOUNT_HTTP.register, { body: registration });
    expect([replayedUp.status, replayedUp.body.error]).toEqual([400, 'http/no-challenge']);
    expect(await rows('accounts')).toBe(accounts);

    const other = new Browser(b.authenticator);
    const s = await other.signInOptions();
    const body = { challenge: s.challenge, response: other.authenticator.get(s.options) };
    expect((await other.call(ACCOUNT_HTTP.signIn, { body })).status).toBe(200);
    const sessions = await rows('sessions');
    const eavesdropper = new Browser();
    const replayed = await eavesdropper.call(ACCOUNT_HTTP.signIn, { body });
    expect([replayed.status, replayed.body.error]).toEqual([400, 'http/no-challenge']);
    expect(setCookie(replayed)).toBeNull();
    expect(await rows('sessions')).toBe(sessions);
    expect(await eavesdropper.me()).toBeNull();
  });

  it('AUTH.6 a stolen session cookie, used from another address, signs in nowhere after "sign out everywhere"', async () => {
    const home = new Browser();
    const account = ((await home.signUp('Lark')).body as unknown as MeResponse).account!;
    const work = new Browser(home.authenticator);
    expect((await work.signIn()).status).toBe(200);
    const thief = new Browser();
    thief.cookie = work.cookie;
    // A cookie is a bearer secret: until it is ended, it works from anywhere.
    expect(await thief.me()).toEqual(account);
    const out = await home.call(ACCOUNT_HTTP.signOut, { body: { everywhere: true } });
    expect([out.status, out.body]).toEqual([200, { ended: 2 }]);
    expect(await thief.me()).toBeNull();
    expect(await work.me()).toBeNull();
    const rename = await thief.call(ACCOUNT_HTTP.profile, { body: { name: 'Thief', color: '#000000' } });
    expect([rename.status, rename.body.error]).toEqual([401, 'http/signed-out']);
    const [row] = await t.server.store.sql.all<{ name: string }>('SELECT name FROM accounts WHERE id = ?', [account.id]);
    expect(row?.name).toBe('Lark');
  });

  it('AUTH.7 the profile renames a signed-in account under the join rules; a guest gets 401', async () => {
    const b = new Browser();
    const account = ((await b.signUp('Heron')).body as unknown as MeResponse).account!;
    const renamed = await b.call(ACCOUNT_HTTP.profile, { body: { name: 'Grey Heron', color: '#607d8b' } });
    expect([renamed.status, renamed.body]).toEqual([200, { account: { id: account.id, name: 'Grey Heron', color: '#607d8b' } }]);
    expect(await b.me()).toEqual({ id: account.id, name: 'Grey Heron', color: '#607d8b' });
    for (const body of [{ name: '', color: '#607d8b' }, { name: 'x'.repeat(25), color: '#607d8b' }, { name: 'Heron', color: 'blue' }, { name: 'Heron' }]) {
      const bad = await b.call(ACCOUNT_HTTP.profile, { body });
      expect([bad.status, bad.body.error], JSON.stringify(body)).toEqual([400, 'http/bad-request']);
    }
    const guest = await new Browser().call(ACCOUNT_HTTP.profile, { body: { name: 'Guest', color: '#607d8b' } });
    expect(guest.status).toBe(401);
  });

  it('AUTH.8 every POST from another site is refused (403) and a text/plain body (415), and nothing changes', async () => {
    const b = new Browser();
    const account = ((await b.signUp('Owl')).body as unknown as MeResponse).account!;
    const o = await b.signInOptions();
    const signInBody = { challenge: o.challenge, response: b.authenticator.get(o.options) };
    const bodies: Record<string, unknown> = {
      [ACCOUNT_HTTP.registerOptions]: { name: 'Evil', color: '#000000' },
      [ACCOUNT_HTTP.register]: { challenge: o.challenge, response: {} },
      [ACCOUNT_HTTP.signInOptions]: {},
      [ACCOUNT_HTTP.signIn]: signInBody,
      [ACCOUNT_HTTP.signOut]: { everywhere: true },
      [ACCOUNT_HTTP.profile]: { name: 'Evil', color: '#000000' },
    };
    const before = await everything();
    for (const [path, body] of Object.entries(bodies)) {
      const cross = await b.call(path, { body, headers: { Origin: 'http://evil.example' } });
      expect([cross.status, cross.body.error], path).toEqual([403, 'http/cross-site']);
      const plain = await b.call(path, { raw: JSON.stringify(body), headers: { 'Content-Type': 'text/plain' } });
      expect([plain.status, plain.body.error], path).toEqual([415, 'http/not-json']);
    }
    expect(await everything()).toEqual(before);
    expect(await b.me()).toEqual(account);
    // The untouched challenge still signs in: the refused requests did not take it.
    expect((await b.call(ACCOUNT_HTTP.signIn, { body: signInBody })).status).toBe(200);
  });

  it('AUTH.9 bodies are bounded and checked: too large 413, not JSON 400, too deep 400, wrong shapes 400', async () => {
    const b = new Browser();
    const before = await everything();
    const big = JSON.stringify({ name: 'x'.repeat(MAX_BODY_BYTES), color: '#000000' });
    const large = await b.call(ACCOUNT_HTTP.registerOptions, { raw: big });
    expect([large.status, large.body.error]).toEqual([413, 'http/too-large']);
    const broken = await b.call(ACCOUNT_HTTP.signInOptions, { raw: '{"a":' });
    expect([broken.status, broken.body.error]).toEqual([400, 'http/bad-json']);
    const deep = await b.call(ACCOUNT_HTTP.signIn, { raw: '['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1) });
    expect([deep.status, deep.body.error]).toEqual([400, 'http/too-deep']);
    const shapes: Array<[string, unknown]> = [
      [ACCOUNT_HTTP.registerOptions, { name: 'Ok' }],
      [ACCOUNT_HTTP.registerOptions, { name: 'Ok', color: '#000000', admin: true }],
      [ACCOUNT_HTTP.registerOptions, []],
      [ACCOUNT_HTTP.register, { challenge: 'x' }],
      [ACCOUNT_HTTP.register, { challenge: 'x', response: { id: 'a', rawId: 'a', type: 'password', response: {} } }],
      [ACCOUNT_HTTP.signInOptions, { extra: 1 }],
      [ACCOUNT_HTTP.signIn, { challenge: 'x', response: { id: 'not base64url!', rawId: 'a', type: 'public-key', response: {} } }],
      [ACCOUNT_HTTP.signOut, { everywhere: 'yes' }],
    ];
    for (const [path, body] of shapes) {
      const a = await b.call(path, { body });
      expect([a.status, a.body.error], `${path} ${JSON.stringify(body)}`).toEqual([400, 'http/bad-request']);
    }
    const unknownChallenge = await b.call(ACCOUNT_HTTP.signIn, { body: { challenge: 'nope', response: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'a', authenticatorData: 'a', signature: 'a' } } } });
    expect([unknownChallenge.status, unknownChallenge.body.error]).toEqual([400, 'http/no-challenge']);
    const get = await b.call(ACCOUNT_HTTP.signIn, { method: 'GET' });
    expect(get.status).toBe(405);
    expect(await everything()).toEqual(before);
  });

  it('AUTH.10 a request whose site cannot be worked out (no usable Host) is refused with 400', async () => {
    const a = await request(ACCOUNT_HTTP.signInOptions, { from: freshAddress(), body: {}, headers: { Host: 'bad_host', Origin: 'http://bad_host' } });
    // Its Origin cannot match a site that has none either: the cross-site check answers first.
    expect(a.status).toBe(403);
    const b = await request(ACCOUNT_HTTP.signInOptions, { from: freshAddress(), body: {}, headers: { Host: 'bad_host', Origin: undefined } });
    expect([b.status, b.body.error]).toEqual([400, 'http/no-origin']);
  });

  it('AUTH.11 passkey requests are limited per address: past the burst, 429 with Retry-After; another address is not held up', async () => {
    const b = new Browser();
    const answers: number[] = [];
    for (let i = 0; i < PASSKEY_LIMIT.burst + 2; i++) answers.push((await b.call(ACCOUNT_HTTP.signInOptions, { body: {} })).status);
    expect(answers.slice(0, PASSKEY_LIMIT.burst).every((s) => s === 200)).toBe(true);
    const last = await b.call(ACCOUNT_HTTP.signInOptions, { body: {} });
    expect([last.status, last.body.error]).toEqual([429, 'http/rate-limited']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await new Browser().call(ACCOUNT_HTTP.signInOptions, { body: {} })).status).toBe(200);
  });

  it('AUTH.12 expired challenges are swept when a new one is made, and an expired one is refused', async () => {
    const b = new Browser();
    const o = await b.registerOptions();
    await t.server.store.sql.run('UPDATE auth_challenges SET expires_at = ? WHERE id = ?', [Date.now() - 1, o.challenge]);
    const { response } = b.authenticator.create(o.options);
    const late = await b.call(ACCOUNT_HTTP.register, { body: { challenge: o.challenge, response } });
    expect([late.status, late.body.error]).toEqual([400, 'http/no-challenge']);
    const stale = await b.signInOptions();
    await t.server.store.sql.run('UPDATE auth_challenges SET expires_at = ? WHERE id = ?', [Date.now() - 1, stale.challenge]);
    await b.signInOptions();
    expect(await t.server.store.sql.all('SELECT id FROM auth_challenges WHERE id = ?', [stale.challenge])).toEqual([]);
  });

  it('AUTH.13 a browser signed in with a passkey sits down at a table under its account name', async () => {
    const first = new Browser();
    const account = ((await first.signUp('Nightjar', '#6a1b9a')).body as unknown as MeResponse).account!;
    const b = new Browser(first.authenticator);
    expect((await b.signIn()).status).toBe(200);
    const host = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 3, name: 'Host' });
    clients.push(host);
    await host.until(() => host.projection, 'snapshot');
    const player = await TableClient.join(t.endpoint, host.code, { name: 'typed name' }, { Cookie: `${SESSION_COOKIE}=${b.cookie}` });
    clients.push(player);
    await player.until(() => player.projection, 'snapshot');
    expect(player.seat).toBe(1);
    expect(t.server.room(host.code)?.state.seats[1]?.name).toBe(account.name);
  });

  it('AUTH.14 with an https origin configured, the session cookie is Secure and passkeys are bound to that origin', async () => {
    const secure = await bootServer({ origin: 'https://table.example' });
    try {
      const port = secure.server.port;
      const from = freshAddress();
      const authenticator = new SoftAuthenticator('https://table.example');
      const post = (path: string, body: unknown): Promise<Answer> =>
        request(path, { port, from, body, headers: { Origin: 'https://table.example' } });
      const o = (await post(ACCOUNT_HTTP.registerOptions, { name: 'Kite', color: '#ff8f00' })).body as unknown as PasskeyOptions;
      expect(o.options).toMatchObject({ rp: { id: 'table.example' } });
      // A response made on the development origin does not verify here.
      const wrong = await post(ACCOUNT_HTTP.register, { challenge: o.challenge, response: authenticator.create(o.options, { origin: `http://localhost:${port}` }).response });
      expect([wrong.status, wrong.body.error]).toEqual([400, 'http/passkey-refused']);
      const o2 = (await post(ACCOUNT_HTTP.registerOptions, { name: 'Kite', color: '#ff8f00' })).body as unknown as PasskeyOptions;
      const a = await post(ACCOUNT_HTTP.register, { challenge: o2.challenge, response: authenticator.create(o2.options).response });
      expect(a.status, a.body.message).toBe(200);
      expect(setCookie(a)?.attributes).toEqual(expect.arrayContaining(['Secure', 'HttpOnly', 'SameSite=Lax', 'Path=/']));
      // The Host header says nothing once the origin is configured: a page of localhost is another site.
      const local = await request(ACCOUNT_HTTP.signInOptions, { port, from, body: {} });
      expect(local.status).toBe(403);
    } finally {
      await secure.close();
    }
  });
});
