/**
 * One port serves everything: the JSON API, the built client (with SPA fallback and
 * cache headers), the models and the game WebSocket.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'colyseus.js';
import type { GameInfo, TableListing } from '../../wire/protocol.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import { acceptsGzip, GZIP_FROM_BYTES } from '../../server/http/static.ts';
import { bootServer, httpJson, TableClient, type TestServer } from './helpers.ts';

const CREATE_BURST = 8;
let t: TestServer;
let staticDir: string;
let modelsDir: string;
const clients: TableClient[] = [];

beforeAll(async () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-static-'));
  staticDir = path.join(root, 'client');
  modelsDir = path.join(root, 'models');
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true });
  fs.mkdirSync(modelsDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Woodland Table</title>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-B4x9Qz1k.js'), 'console.log(1)');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg/>');
  fs.writeFileSync(path.join(modelsDir, 'd6.glb'), Buffer.from('glTF\x02\x00\x00\x00'));
  // Files long enough to be gzipped: a script and a model.
  fs.writeFileSync(path.join(staticDir, 'assets', 'table-C7d2Lm0q.js'), Array.from({ length: 400 }, (_, i) => `export const piece${i} = { x: ${i}, z: ${i % 7} };\n`).join(''));
  fs.writeFileSync(path.join(modelsDir, 'bag.glb'), Buffer.concat([Buffer.from('glTF\x02\x00\x00\x00'), Buffer.alloc(8000, 7)]));
  fs.writeFileSync(path.join(root, 'secret.txt'), 'do not serve');
  // A small creation limit, so that the rate-limit test reaches it quickly.
  t = await bootServer({ staticDir, modelsDir, createLimit: { perMinute: 1, burst: CREATE_BURST } });
});

afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await t?.close();
  fs.rmSync(path.dirname(staticDir), { recursive: true, force: true });
});

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** The response as the server sent it, not unzipped (fetch would unzip it). */
function raw(pathname: string, headers: Record<string, string>, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(t.server.url + pathname, { method, headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (b: Buffer) => parts.push(b));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function get(pathname: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(t.server.url + pathname, { headers });
}

describe('JSON API', () => {
  it('GET /api/games lists the registered games, saying which take boxes', async () => {
    const res = await httpJson<{ games: GameInfo[] }>(t.server.url, '/api/games');
    expect(res.status).toBe(200);
    expect(res.body.games.find((g) => g.id === 'sandbox')).toMatchObject({ id: 'sandbox', minSeats: 1, boxes: true });
    expect(res.body.games.filter((g) => g.boxes).map((g) => g.id)).toEqual(['sandbox']);
  });

  it('GET /api/tables lists live tables with seats, players and spectators', async () => {
    const a = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 3, name: 'Ann' });
    clients.push(a);
    await a.until(() => a.projection, 'snapshot');
    const s = await TableClient.join(t.endpoint, a.code, { name: 'Sam', spectator: true });
    clients.push(s);
    await s.until(() => s.projection, 'snapshot');
    await new Promise((r) => setTimeout(r, 50));
    const list = await httpJson<{ tables: TableListing[] }>(t.server.url, '/api/tables');
    expect(list.body.tables.find((x) => x.code === a.code)).toMatchObject({
      code: a.code, roomId: a.code, gameId: 'sandbox', seats: 3, players: 1, spectators: 1, live: true,
    });
    const one = await httpJson<TableListing>(t.server.url, `/api/tables/${a.code.toLowerCase()}`);
    expect(one.body).toMatchObject({ code: a.code, live: true });
  });

  it('POST /api/tables creates a table that clients then join by code', async () => {
    const created = await httpJson<{ code: string; roomId: string }>(t.server.url, '/api/tables', {
      method: 'POST', body: { game: 'sandbox', seats: 2 },
    });
    expect(created.status).toBe(201);
    expect(created.body.code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
    const c = await TableClient.join(t.endpoint, created.body.code, { name: 'Cat' });
    clients.push(c);
    await c.until(() => c.projection, 'snapshot');
    expect(c.seat).toBe(0);
    // A player who picks no colour wears the seat's colour (seat 2: blue).
    const d = await TableClient.join(t.endpoint, created.body.code, { name: 'Dan' });
    clients.push(d);
    await d.until(() => d.projection, 'snapshot');
    await c.until(() => c.state.seats[1]?.occupied, 'Dan seated');
    expect(c.state.seats[1]).toMatchObject({ name: 'Dan', color: '#2e6fd8' });
  });

  it('API errors are JSON with a code: bad body, unknown game, unknown table, unknown route', async () => {
    expect((await httpJson(t.server.url, '/api/tables', { method: 'POST', body: { seats: 99 } })).status).toBe(400);
    expect((await httpJson(t.server.url, '/api/tables', { method: 'POST', body: { game: 'chess' } })).status).toBe(400);
    const missing = await httpJson<{ error: string }>(t.server.url, '/api/tables/ZZZZZZ');
    expect(missing).toEqual({ status: 404, body: { error: 'http/no-table', message: expect.any(String), words: { id: 'http.noTable' } } });
    expect((await httpJson(t.server.url, '/api/nothing')).status).toBe(404);
  });
});

/** A raw request from a chosen loopback source address. */
function rawRequest(
  pathname: string, opts: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1', port: t.server.port, path: pathname, method: opts.method ?? 'GET', headers: opts.headers,
      localAddress: opts.from,
    }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => { body += c; });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

describe('hostile HTTP', () => {
  it('a malformed %-escape in a table code is a 400, not a server error', async () => {
    const before = t.logs.length;
    for (const p of ['/api/tables/%zz', '/api/tables/%E0%A4%A/open', '/api/tables/%/export']) {
      const post = p.endsWith('/open');
      const res = await rawRequest(p, post ? { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' } : {});
      expect(res.status, p).toBe(400);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'http/bad-request' });
    }
    expect(t.logs.slice(before).filter((l) => /error/i.test(l))).toEqual([]);
  });

  it('a malformed %-escape in a static path is a 400, not the page or a server error', async () => {
    const before = t.logs.length;
    for (const p of ['/%zz', '/table/%E0%A4%A', '/assets/models/%zz.glb']) {
      const res = await rawRequest(p);
      expect(res.status, p).toBe(400);
      expect(res.body, p).toMatch(/malformed %-escape/);
    }
    expect(t.logs.slice(before)).toEqual([]);
  });

  it('a request target that is not a URL path is a 400', async () => {
    expect((await rawRequest('//[')).status).toBe(400);
  });

  it('deeply nested JSON is refused with the depth limit, before anything recursive reads it', async () => {
    const body = '{"game":"sandbox","options":' + '{"a":'.repeat(2000) + '1' + '}'.repeat(2001);
    const res = await rawRequest('/api/tables', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toMatchObject({ error: 'http/too-deep', message: expect.stringMatching(/32 deep/) });
  });

  it('CSRF: a create or open that is not application/json is a 415 and makes no table', async () => {
    const tables = async () => (await httpJson<{ tables: TableListing[] }>(t.server.url, '/api/tables')).body.tables.length;
    const before = await tables();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await rawRequest('/api/tables', { method: 'POST', headers: { 'Content-Type': type }, body: '{"game":"sandbox","seats":2}' });
      expect(res.status, type).toBe(415);
    }
    expect((await rawRequest('/api/tables', { method: 'POST', body: '{"game":"sandbox"}' })).status).toBe(415);
    expect((await rawRequest('/api/tables/ABCDEF/open', { method: 'POST', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect(await tables()).toBe(before);
  });

  it('the matchmaker\'s own create and join are closed: a table is made over HTTP and joined by code', async () => {
    const tables = async () => (await httpJson<{ tables: TableListing[] }>(t.server.url, '/api/tables')).body.tables.length;
    const before = await tables();
    await expect(new Client(t.endpoint).create('table', { game: 'sandbox', seats: 2 })).rejects.toThrow(/invalid method "create"/);
    await expect(new Client(t.endpoint).joinOrCreate('table', { game: 'sandbox', seats: 2 })).rejects.toThrow(/invalid method "joinOrCreate"/);
    await expect(new Client(t.endpoint).join('table', {})).rejects.toThrow(/invalid method "join"/);
    expect(await tables()).toBe(before);
  });

  it('matchmaking bodies are bounded (413 whether the length is declared or not) and other methods are answered (405)', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(20 * 1024) });
    const declared = await rawRequest('/matchmake/joinById/ABCDEF', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big,
    });
    expect(declared.status).toBe(413);
    expect(JSON.parse(declared.body)).toMatchObject({ error: 'http/too-large' });
    const chunked = await new Promise<number>((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1', port: t.server.port, path: '/matchmake/joinById/ABCDEF', method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
      }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', (e) => (req.writableEnded ? undefined : reject(e)));
      req.write(big); // never ended: the server answers while the body still comes
    });
    expect(chunked).toBe(413);
    const put = await rawRequest('/matchmake/joinById/ABCDEF', { method: 'PUT', body: '{}' });
    expect(put.status).toBe(405);
    // A small one still reaches the matchmaker, which answers it as usual.
    const small = await rawRequest('/matchmake/joinById/ZZZZZZ', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toMatchObject({ error: expect.stringMatching(/ZZZZZZ/) });
  });

  it('a table nobody ever sat at is forgotten when its room closes; one a player joined is kept', async () => {
    const lonely = await httpJson<{ code: string }>(t.server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
    const watched = await httpJson<{ code: string }>(t.server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
    const s = await TableClient.join(t.endpoint, watched.body.code, { name: 'Sam', spectator: true });
    await s.until(() => s.projection, 'snapshot');
    const kept = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, name: 'Kim' });
    await kept.until(() => kept.projection, 'snapshot');
    expect(await t.server.store.getTable(lonely.body.code)).not.toBeNull();
    await s.leave();
    await kept.leave();
    for (const code of [lonely.body.code, watched.body.code, kept.code]) {
      const room = t.server.room(code);
      if (room) {
        await room.disconnect();
        await room.closed;
      }
    }
    expect(await t.server.store.getTable(lonely.body.code)).toBeNull();
    expect(await t.server.store.getTable(watched.body.code)).toBeNull();
    expect(await t.server.store.getTable(kept.code)).not.toBeNull();
  });

  it('table creation is limited per client address: 429 with Retry-After after the burst; another address is not affected', async () => {
    const create = (from: string) => rawRequest('/api/tables', {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"game":"sandbox","seats":1}', from,
    });
    const statuses: number[] = [];
    for (let i = 0; i <= CREATE_BURST; i++) statuses.push((await create('127.0.0.1')).status);
    expect(statuses).toContain(429);
    const limited = await create('127.0.0.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(limited.body)).toMatchObject({ error: 'http/rate-limited' });
    expect((await create('127.0.0.2')).status).toBe(201);
  });
});

describe('rules versions', () => {
  const stored = (code: string, rulesVersion: number) => t.server.store.createTable({
    code, gameId: 'sandbox', rulesVersion, seats: 2, options: {}, seed: 'rules', seedCommit: 'c', createdAt: Date.now(), finishedAt: null,
  });

  it('rules version: a stored table played under older rules is refused up front even when its log would replay; with the game\'s migration for that version it reopens', async () => {
    await stored('RULES2', 0);
    await t.server.store.appendAction('RULES2', { version: 1, seat: 0, action: { t: 'flip', id: 'tile-one' }, at: 1 });
    const listing = await httpJson<TableListing>(t.server.url, '/api/tables/RULES2');
    expect(listing.body).toMatchObject({ live: false, rulesVersion: 0, currentRules: false });
    const refused = await httpJson<{ error: string; message: string }>(t.server.url, '/api/tables/RULES2/open', { method: 'POST' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'http/older-rules', message: expect.stringMatching(/rules version 0; this server plays version \d+/) } });
    expect(t.server.room('RULES2')).toBeUndefined();
    // A migration for version 0 (here: a piece renamed since) brings its log forward.
    sandbox.migrations = { 0: { action: (a) => ({ ...(a as object), id: (a as { id: string }).id === 'tile-one' ? 'tile-1' : (a as { id: string }).id }) } };
    try {
      expect(await httpJson(t.server.url, '/api/tables/RULES2/open', { method: 'POST' })).toMatchObject({ status: 200, body: { restored: true } });
      expect(t.server.room('RULES2')?.currentMatch.version).toBe(1);
    } finally {
      delete sandbox.migrations;
    }
  });

  it('a reopened table a player sits at is recorded as joined, so the cleanup of unjoined tables keeps it', async () => {
    await stored('JNREC2', sandbox.rulesVersion);
    expect((await httpJson(t.server.url, '/api/tables/JNREC2/open', { method: 'POST' })).status).toBe(200);
    const p = await TableClient.join(t.endpoint, 'JNREC2', { name: 'Pat' });
    clients.push(p);
    await p.until(() => p.projection, 'snapshot');
    await t.server.room('JNREC2')?.flushed();
    expect(await t.server.store.deleteUnjoined(Date.now() + 60_000)).not.toContain('JNREC2');
  });

  it('a stored table the current rules cannot replay is refused plainly as older rules (409), never rebuilt wrongly', async () => {
    await stored('RULBAD', 0);
    await t.server.store.appendAction('RULBAD', { version: 1, seat: 0, action: { t: 'flip', id: 'a-piece-of-old-rules' }, at: 1 });
    const res = await httpJson<{ error: string; message: string }>(t.server.url, '/api/tables/RULBAD/open', { method: 'POST' });
    expect(res).toMatchObject({ status: 409, body: { error: 'http/older-rules' } });
    expect(res.body.message).toBe(`Table RULBAD was played with Free table rules version 0; this server plays version ${sandbox.rulesVersion} `
      + 'and has no way to bring it forward, so it will not rebuild it with rules it was not played under.');
    expect(t.server.room('RULBAD')).toBeUndefined();
    // The same log under the current version is a log that does not replay: said as such.
    await stored('CURBAD', sandbox.rulesVersion);
    await t.server.store.appendAction('CURBAD', { version: 1, seat: 0, action: { t: 'flip', id: 'a-piece-of-old-rules' }, at: 1 });
    const same = await httpJson<{ error: string; message: string }>(t.server.url, '/api/tables/CURBAD/open', { method: 'POST' });
    expect(same).toMatchObject({ status: 409, body: { error: 'http/cannot-replay' } });
    expect(same.body.message).toMatch(/^Table CURBAD cannot be rebuilt from its log/);
  });
});

describe('static files', () => {
  it('static: / and unknown page routes serve index.html (SPA fallback), revalidated', async () => {
    for (const p of ['/', '/table/ABCDEF']) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('Woodland Table');
    }
  });

  it('static: hashed build assets are cached as immutable; an ETag answers 304', async () => {
    const res = await get('/assets/index-B4x9Qz1k.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const etag = res.headers.get('etag')!;
    expect((await get('/assets/index-B4x9Qz1k.js', { 'If-None-Match': etag })).status).toBe(304);
    expect((await get('/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('static: models come from assets/models as model/gltf-binary', async () => {
    const res = await get('/assets/models/d6.glb');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('model/gltf-binary');
    expect(Buffer.from(await res.arrayBuffer()).subarray(0, 4).toString()).toBe('glTF');
    expect((await get('/assets/models/none.glb')).status).toBe(404);
  });

  it('static: a browser that accepts gzip gets scripts and models gzipped, the very bytes once unzipped; one that does not, or refuses it, gets them plain', async () => {
    for (const [pathname, file] of [['/assets/table-C7d2Lm0q.js', path.join(staticDir, 'assets', 'table-C7d2Lm0q.js')], ['/assets/models/bag.glb', path.join(modelsDir, 'bag.glb')]] as const) {
      const original = fs.readFileSync(file);
      const zipped = await raw(pathname, { 'Accept-Encoding': 'gzip, deflate, br' });
      expect(zipped.status).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toBe('Accept-Encoding');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
      expect(zipped.body.length * 4).toBeLessThan(original.length);
      expect(zlib.gunzipSync(zipped.body).equals(original)).toBe(true);
      // Its own ETag: a 304 for the gzipped copy, and the plain one is not taken for it.
      const etag = String(zipped.headers.etag);
      expect((await raw(pathname, { 'Accept-Encoding': 'gzip', 'If-None-Match': etag })).status).toBe(304);
      const head = await raw(pathname, { 'Accept-Encoding': 'gzip' }, 'HEAD');
      expect(head.headers['content-length']).toBe(zipped.headers['content-length']);
      expect(head.body.length).toBe(0);
      for (const refused of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'gzip;q=0, deflate' }] as Record<string, string>[]) {
        const plain = await raw(pathname, { ...refused, 'If-None-Match': etag });
        expect(plain.status).toBe(200);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.body.equals(original)).toBe(true);
      }
    }
    // A short file goes as it is, whatever the browser accepts.
    const small = await raw('/assets/index-B4x9Qz1k.js', { 'Accept-Encoding': 'gzip' });
    expect(fs.statSync(path.join(staticDir, 'assets', 'index-B4x9Qz1k.js')).size).toBeLessThan(GZIP_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('API: a long JSON answer goes gzipped to a client that accepts it, the same JSON once unzipped; a short one and a client that does not get it plain', async () => {
    // A table's first frame, as its replay serves it: a projection of a few kilobytes (of
    // any table here that the replay can play: one of this file's tables is of older rules).
    const raws = (await httpJson<{ tables: TableListing[] }>(t.server.url, '/api/tables')).body.tables.map((x) => `/api/tables/${x.code}/replay/0`);
    let frame = '';
    let plain: RawResponse = { status: 0, headers: {}, body: Buffer.alloc(0) };
    for (const each of raws) {
      plain = await raw(each, {});
      frame = each;
      if (plain.body.length >= GZIP_FROM_BYTES) break;
    }
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThanOrEqual(GZIP_FROM_BYTES);
    const zipped = await raw(frame, { 'Accept-Encoding': 'gzip' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
    expect(zipped.body.length).toBeLessThan(plain.body.length);
    expect(JSON.parse(zlib.gunzipSync(zipped.body).toString())).toEqual(JSON.parse(plain.body.toString()));
    const missing = await raw('/api/tables/ZZZZZZ', { 'Accept-Encoding': 'gzip' });
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(missing.body.toString())).toMatchObject({ error: expect.any(String) });
  });

  it('static: Accept-Encoding is read as HTTP says: by name or *, with a q above 0', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip(['deflate', 'x-gzip'])).toBe(true);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('*;q=0')).toBe(false);
    expect(acceptsGzip('gzip;q=abc')).toBe(false);
  });

  it('static: missing files are 404 and paths cannot leave the served folders', async () => {
    expect((await get('/assets/missing-12345678.js')).status).toBe(404);
    expect((await get('/..%2fsecret.txt')).status).toBe(404);
    expect((await get('/assets/models/..%2f..%2fsecret.txt')).status).toBe(404);
  });
});
