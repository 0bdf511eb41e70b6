/**
 * Seat-reservation limits (server/room/reservations.ts, docs/PROTOCOL.md §6): a flood of
 * `POST /matchmake/joinById/CODE` from one address once took the table's 1,000 places
 * for 15 s, and every new player, spectator and seated player's return (what the browser
 * does after a silent drop) was refused as "locked". Now reservations waiting to be taken
 * up are limited per address and per table, the excess answered 429 with the reason, and
 * a seat's return always gets through.
 *
 * On loopback: the floods come from other addresses of 127.0.0.0/8 (the socket's source
 * address, which is what the server keys on), the players from 127.0.0.1.
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../wire/protocol.ts';
import { RESERVATION_LIMITS } from '../../server/room/reservations.ts';
import { bootServer, TableClient, type TestServer } from './helpers.ts';

let t: TestServer;
let a: TableClient;
const clients: TableClient[] = [];

interface Answer {
  status: number;
  body: { sessionId?: string; code?: unknown; error?: string };
  retryAfter: string | undefined;
}

/** `count` joinById requests from `from` (a loopback address), `parallel` at a time. */
async function flood(code: string, from: string, count: number, options: Record<string, unknown>, parallel = 50): Promise<Answer[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: parallel, localAddress: from });
  const one = (): Promise<Answer> => new Promise((resolve, reject) => {
    const body = JSON.stringify(options);
    const req = http.request({
      host: '127.0.0.1', port: t.server.port, path: `/matchmake/joinById/${code}`, method: 'POST', agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({
        status: res.statusCode ?? 0,
        body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer['body'],
        retryAfter: res.headers['retry-after'],
      }));
    });
    req.on('error', reject);
    req.end(body);
  });
  const out: Answer[] = [];
  try {
    for (let i = 0; i < count; i += parallel) {
      out.push(...(await Promise.all(Array.from({ length: Math.min(parallel, count - i) }, one))));
    }
  } finally {
    agent.destroy();
  }
  return out;
}

/** A join that must get in at once: its seat, within a second or two. */
async function joinsAtOnce(options: Record<string, unknown>): Promise<TableClient> {
  const started = performance.now();
  const c = await TableClient.join(t.endpoint, a.code, options);
  clients.push(c);
  await c.until(() => c.welcome && c.projection, 'welcome and snapshot');
  expect(performance.now() - started).toBeLessThan(2000);
  return c;
}

beforeAll(async () => {
  t = await bootServer();
  a = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 3, name: 'Ann' });
  clients.push(a);
  await a.until(() => a.welcome && a.projection, 'welcome and snapshot');
});

afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await t?.close();
});

describe('seat-reservation flood', () => {
  it('reservation limit (per address): a flood of joins from one address reserves at most its share, the rest 429 with the reason; a new player, a spectator and a seat\'s return still join at once', async () => {
    // More than the table's places: before the limits this took them all and locked the table.
    const answers = await flood(a.code, '127.0.0.2', LIMITS.spectators + 50, { name: 'Flood', spectator: true });
    const reserved = answers.filter((r) => r.status === 200 && typeof r.body.sessionId === 'string');
    const refused = answers.filter((r) => r.status === 429);
    expect(reserved.length).toBe(RESERVATION_LIMITS.perAddress);
    expect(refused.length).toBe(answers.length - reserved.length);
    expect(refused[0]?.body.error).toMatch(/too many joins .* from your address/i);
    expect(refused[0]?.retryAfter).toBe('5');

    // The reservations are still waiting (15 s): everyone else gets in at once.
    const b = await joinsAtOnce({ name: 'Ben' });
    expect(b.seat).toBe(1);
    const s = await joinsAtOnce({ name: 'Sam', spectator: true });
    expect(s.seat).toBe('spectator');
    // Ann's tab lost its network silently: her resume token takes seat 0 back.
    const back = await joinsAtOnce({ name: 'Ann', resume: a.welcome!.resume });
    expect(back.seat).toBe(0);
    expect(back.welcome?.resume).toBe(a.welcome!.resume);
  });

  it('reservation limit (per table): floods from many addresses stop at the table\'s limit with the reason; a seat\'s return still joins at once', async () => {
    const sources = ['127.0.0.3', '127.0.0.4', '127.0.0.5', '127.0.0.6', '127.0.0.7'];
    const answers = (await Promise.all(sources.map((from) => flood(a.code, from, 40, { name: 'Crowd', spectator: true }, 20)))).flat();
    const reserved = answers.filter((r) => r.status === 200 && typeof r.body.sessionId === 'string').length;
    const refused = answers.filter((r) => r.status === 429);
    // With the first flood's (while they wait) they reach the table's limit, no further.
    const waiting = t.server.room(a.code)!['waitingReservations']().filter((w) => w.returning === null);
    expect(waiting.length).toBe(RESERVATION_LIMITS.perTable);
    expect(reserved).toBeGreaterThan(0);
    expect(refused.length + reserved).toBe(answers.length);
    // Each refusal says why: the table's limit, or (an address that got its share) the address's.
    expect(refused.filter((r) => /too many people are joining table .* at once/i.test(r.body.error ?? '')).length).toBeGreaterThan(0);
    for (const r of refused) expect(r.body.error).toMatch(/at once|from your address/);
    // A returning player is let through whatever waits.
    const ben = clients.find((c) => c.seat === 1)!;
    const back = await joinsAtOnce({ name: 'Ben', resume: ben.welcome!.resume });
    expect(back.seat).toBe(1);
  });

  it('reservation limit (room): the room holds the limits itself, for a join that reaches it past this process\'s guard', async () => {
    const c = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, name: 'Cy' });
    clients.push(c);
    await c.until(() => c.welcome, 'welcome');
    const room = t.server.room(c.code)!;
    // What Colyseus does for a join that came through another process: reserve, with the address that process saw.
    const reserve = (i: number, options: Record<string, unknown>): Promise<boolean> => room['_reserveSeat'](`flood${i}`, options, { address: '10.0.0.9' });
    const made: boolean[] = [];
    for (let i = 0; i < RESERVATION_LIMITS.perAddress + 8; i++) made.push(await reserve(i, { name: 'Flood', spectator: true }));
    expect(made.filter(Boolean).length).toBe(RESERVATION_LIMITS.perAddress);
    // The seat's return from that same address is still reserved.
    expect(await reserve(99, { name: 'Cy', resume: c.welcome!.resume })).toBe(true);
  });
});
