/**
 * Several server processes, one table (DESIGN §4 scale-out, docs/DEPLOY.md): three real
 * servers (`server/main.ts`) in child processes share Colyseus' Redis presence and driver
 * and one PostgreSQL store, all on loopback. A table created through the first process is
 * listed and joined by code through the second, and played with a spectator on each side;
 * then the first process is killed (SIGKILL) with an action in flight, and its players and
 * spectators come back at once, half through the second process and half through the
 * third — exactly one of which reopens the table from the store — and the game goes on
 * with every accepted action intact. Clients come back as the browser does
 * (client/net/rejoin.ts).
 */
import fs from 'node:fs';
import { Client } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import { openStoredTable } from '../../client/net/api.ts';
import { comeBack, joinOrOpen } from '../../client/net/rejoin.ts';
import type { StoredToken } from '../../client/net/storage.ts';
import sharp from 'sharp';
import { C2S, FACE_TICKET_HEADER, facePath, S2C, type FaceTicket, type TableListing, type UploadTicket, type UploadedImage } from '../../wire/protocol.ts';
import { PostgresStore } from '../../server/store/postgres.ts';
import { type PgCluster, startPostgres } from '../helpers/postgres.ts';
import { type RedisServer, startRedis } from '../helpers/redis.ts';
import { spawnServer, type ChildServer } from './child-server.ts';
import { content, httpJson, TableClient, tempDataDir } from './helpers.ts';
import { mixedAction } from '../helpers/sandbox.ts';


/** The port a client's WebSocket is connected to: the process that holds its table. */
function socketPort(c: TableClient): number {
  const ws = (c.room.connection as unknown as { transport: { ws: { url: string } } }).transport.ws;
  return Number(new URL(ws.url).port);
}

/** Polls `check` until it holds (or fails after `ms`). */
async function eventually<T>(check: () => Promise<T | null | undefined | false>, label: string, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Member {
  name: string;
  client: TableClient;
  spectator: boolean;
}

describe('several processes on Redis and one PostgreSQL store', () => {
  let redis: RedisServer | undefined;
  let cluster: PgCluster | undefined;
  let databaseUrl = '';
  let servers: ChildServer[] = [];
  const dirs = [tempDataDir(), tempDataDir(), tempDataDir()];
  const members: Member[] = [];
  /** version → the action that made it, as the players saw it accepted. */
  const seen = new Map<number, Record<string, unknown>>();
  let code = '';
  let counter = 0;
  /** The port of the process that reopened the table after the kill. */
  let holderPort = 0;

  beforeAll(async () => {
    [redis, cluster] = await Promise.all([startRedis(), startPostgres()]);
    databaseUrl = await cluster.createDatabase();
    const env = { DATABASE_URL: databaseUrl, REDIS_URL: redis.url };
    servers = await Promise.all(dirs.map((dir) => spawnServer(dir, 60_000, env)));
  }, 120_000);

  afterAll(async () => {
    for (const m of members) await m.client.leave().catch(() => undefined);
    await Promise.all(servers.map((s) => s.kill()));
    await redis?.stop();
    await cluster?.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** What each server printed, shown when a test fails. */
  const showOutput = (): void => onTestFailed(() => {
    for (const s of servers) console.error(`server on ${s.port}:\n${s.output.join('\n')}`);
  });

  const member = (name: string): TableClient => {
    const found = members.find((m) => m.name === name);
    if (!found) throw new Error(`no ${name}`);
    return found.client;
  };

  /** `seat`'s player sends the next action; every member holds the new version after it. */
  async function play(player: TableClient): Promise<void> {
    const action = mixedAction(counter++, 9);
    const from = player.version;
    player.act(action);
    await Promise.all(members.map((m) => m.client.waitVersion(from + 1)));
    seen.set(from + 1, action);
  }

  it('DESIGN §4 scale-out: a table created through one process is listed and joined by code through another, with a spectator on each side', async () => {
    showOutput();
    const [first, second] = servers as [ChildServer, ChildServer, ChildServer];
    for (const s of servers) expect(s.output.join('\n')).toMatch(/matchmaking: Redis, reached at 127\.0\.0\.1:\d+/);
    const created = await httpJson<{ code: string }>(first.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
    expect(created.status).toBe(201);
    code = created.body.code;
    // Made by the process the request reached.
    expect(first.output.some((line) => line.includes(`table ${code} created`))).toBe(true);

    // Listed and found by code through the second process.
    const listed = await httpJson<{ tables: TableListing[] }>(second.url, '/api/tables');
    expect(listed.body.tables.filter((t) => t.code === code)).toMatchObject([{ code, gameId: 'sandbox', live: true }]);
    expect((await httpJson<TableListing>(second.url, `/api/tables/${code}`)).body).toMatchObject({ code, live: true });

    // Seats reserved through either process; every socket goes to the first, which holds the table.
    const join = async (name: string, through: ChildServer, options: Record<string, unknown>): Promise<void> => {
      const client = await TableClient.join(through.endpoint, code, { name, ...options });
      members.push({ name, client, spectator: options.spectator === true });
    };
    await join('Ann', second, { seat: 0 });
    await join('Ben', first, { seat: 1 });
    await join('Sam', first, { spectator: true });
    await join('Sue', second, { spectator: true });
    await Promise.all(members.map((m) => m.client.until(() => m.client.projection, 'snapshot')));
    expect(members.map((m) => m.client.seat)).toEqual([0, 1, 'spectator', 'spectator']);
    expect(members.map((m) => socketPort(m.client))).toEqual(members.map(() => first.port));

    for (let i = 0; i < 6; i++) await play(member(i % 2 === 0 ? 'Ann' : 'Ben'));
    expect(member('Sam').version).toBe(6);
    expect(JSON.stringify(member('Sue').projection)).toBe(JSON.stringify(member('Sam').projection));
    // The listing the second process reads is the first one's, through Redis.
    await eventually(async () => {
      const t = (await httpJson<TableListing>(second.url, `/api/tables/${code}`)).body;
      return t.players === 2 && t.spectators === 2;
    }, 'two players and two spectators listed');
    for (const m of members) expect(m.client.desync).toBeNull();
  }, 60_000);

  it('DESIGN §4 images on every process: an image uploaded and a deck composed through one process are served by another, to the viewer whose projection shows them only', async () => {
    showOutput();
    const [first, second] = servers as [ChildServer, ChildServer, ChildServer];
    const ann = member('Ann');
    const ask = async <T,>(c: TableClient, type: string, message: unknown, answer: string): Promise<T> => {
      const mark = c.received.length;
      c.send(type, message);
      return c.waitMessage<T>(answer, mark);
    };
    // A 2 × 1 sheet: one card and its back; uploaded through the second process, which asks the first for the ticket.
    const cells = [[200, 30, 30], [30, 30, 200]].map(([r, g, b], i) => ({ input: { create: { width: 40, height: 60, channels: 3 as const, background: { r: r!, g: g!, b: b! } } }, left: i * 40, top: 0 }));
    const png = await sharp({ create: { width: 80, height: 60, channels: 3, background: '#000000' } }).composite(cells).png().toBuffer();
    const ticket = await ask<UploadTicket>(ann, C2S.uploadTicket, {}, S2C.uploadTicket);
    const up = await fetch(`${second.url}/api/tables/${code}/images`, { method: 'POST', headers: { 'Content-Type': 'image/png', 'X-Upload-Ticket': ticket.ticket }, body: new Uint8Array(png) });
    expect(up.status).toBe(201);
    const sheet = (await up.json()) as UploadedImage;
    const from = ann.version;
    ann.send(C2S.compose, { what: { kind: 'sheet', name: 'Pair', image: sheet.hash, cols: 2, rows: 1, count: 1, back: { kind: 'last' } }, x: 18, z: 10 });
    await Promise.all(members.map((m) => m.client.waitVersion(from + 1)));
    // The deck's back, shown to everyone, through the second process; the face, on no one's table, refused there.
    const pieces = Object.values(member('Sue').projection!.table.pieces);
    const back = pieces.find((p) => p.kind === 'deck' && p.label === 'Pair')?.backImage;
    expect(typeof back).toBe('string');
    const sue = await ask<FaceTicket>(member('Sue'), C2S.faceTicket, {}, S2C.faceTicket);
    const served = await fetch(`${second.url}${facePath(code, back!, 'phone')}`, { headers: { [FACE_TICKET_HEADER]: sue.ticket } });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const drew = ann.version;
    ann.act({ t: 'draw', deck: pieces.find((p) => p.kind === 'deck' && p.label === 'Pair')!.id, n: 1, to: 'hand', from: 'top' });
    await Promise.all(members.map((m) => m.client.waitVersion(drew + 1)));
    const face = ann.projection!.table.hands['0']!.cards![0]!.image!;
    const annTicket = await ask<FaceTicket>(ann, C2S.faceTicket, {}, S2C.faceTicket);
    expect((await fetch(`${second.url}${facePath(code, face)}`, { headers: { [FACE_TICKET_HEADER]: annTicket.ticket } })).status).toBe(200);
    expect((await fetch(`${first.url}${facePath(code, face)}`, { headers: { [FACE_TICKET_HEADER]: sue.ticket } })).status).toBe(403);
    expect((await fetch(`${second.url}${facePath(code, face)}`, { headers: { [FACE_TICKET_HEADER]: sue.ticket } })).status).toBe(403);
    seen.set(from + 1, { t: 'add' });
    seen.set(drew + 1, { t: 'draw' });
  }, 60_000);

  it('DESIGN §4 failover: SIGKILL the process holding the table; everyone comes back through the two others, one of them reopens it, every accepted action intact', async () => {
    showOutput();
    if (!code) throw new Error('the table of the previous test was not created');
    const [first, second, third] = servers as [ChildServer, ChildServer, ChildServer];
    const ann = member('Ann');
    // The first process dies right after a player sends an action: it may have been stored
    // (and even sent) or not.
    const inflight = mixedAction(counter++, 9);
    const from = ann.version;
    ann.act(inflight);
    const killedAt = performance.now();
    await first.kill();
    await Promise.all(members.map((m) => m.client.until(() => !m.client.room.connection.isOpen, 'the dropped socket')));
    const max = Math.max(...members.map((m) => m.client.version));
    const lastSeen = content(ann.projection);

    // What PostgreSQL holds: every version anyone saw, and at most the one in flight after them.
    const store = await PostgresStore.connect(databaseUrl);
    const before = await store.listActions(code);
    expect(before.map((a) => a.version)).toEqual(before.map((_, k) => k + 1));
    expect(before.length).toBeGreaterThanOrEqual(max);
    expect(before.length).toBeLessThanOrEqual(from + 1);
    for (const a of before) expect(a.action, `action ${a.version}`).toEqual(a.version <= from ? seen.get(a.version) : inflight);
    if (before.length > from) seen.set(from + 1, inflight);

    // Everyone at once, as the browser comes back after a drop: half through each survivor.
    await Promise.all(members.map(async (m, i) => {
      const through = i % 2 === 0 ? second : third;
      const stored: StoredToken = { token: m.client.room.reconnectionToken, spectator: m.spectator };
      if (!m.spectator) Object.assign(stored, { resume: m.client.welcome?.resume, seat: m.client.seat });
      const mark = m.client.received.length;
      const rejoin = { client: new Client(through.endpoint), open: (c: string) => openStoredTable(c, through.url), profile: () => ({ name: m.name, color: '#2980b9' }) };
      const room = await comeBack(rejoin, code, stored);
      if (!room) throw new Error(`${m.name} did not come back`);
      m.client.attach(room);
      await m.client.waitMessage('snapshot', mark);
    }));

    const failoverMs = Math.round(performance.now() - killedAt);

    // Exactly one process reopened the table, and everyone is connected to it.
    const reopened = [second, third].filter((s) => s.output.some((line) => line.includes(`table ${code} restored at version`)));
    expect(reopened).toHaveLength(1);
    const holder = reopened[0] as ChildServer;
    expect(members.map((m) => socketPort(m.client))).toEqual(members.map(() => holder.port));
    expect(members.map((m) => m.client.seat)).toEqual([0, 1, 'spectator', 'spectator']);
    for (const m of members) expect(m.client.version).toBe(before.length);
    if (before.length === max) expect(content(ann.projection)).toEqual(lastSeen);
    for (const s of [second, third]) {
      const listed = await httpJson<{ tables: TableListing[] }>(s.url, '/api/tables');
      expect(listed.body.tables.filter((t) => t.code === code)).toHaveLength(1);
    }

    // The game goes on, and the store holds exactly what everyone saw accepted.
    for (let i = 0; i < 4; i++) await play(member(i % 2 === 0 ? 'Ben' : 'Ann'));
    const after = await store.listActions(code);
    await store.close();
    expect(after.map((a) => a.version)).toEqual([...seen.keys()].sort((x, y) => x - y));
    for (const a of after) expect(a.action, `action ${a.version}`).toEqual(seen.get(a.version));
    expect(JSON.stringify(member('Sue').projection)).toBe(JSON.stringify(member('Sam').projection));
    for (const m of members) expect(m.client.desync).toBeNull();
    console.log(JSON.stringify({ test: 'scale', failoverMs, actionsBeforeKill: before.length, actionsStored: after.length }));
    holderPort = holder.port;
  }, 90_000);

  it('DESIGN §4 one room per table: when Redis loses the listings, the running table lists itself again when someone asks for it through another process, and is not reopened a second time', async () => {
    showOutput();
    const holder = servers.find((s) => s.port === holderPort);
    const other = servers.find((s) => s.port !== holderPort && s.alive());
    if (!holder || !other || !redis) throw new Error('the table of the previous test was not reopened');
    await redis.command('DEL', 'roomcaches');
    const listed = await httpJson<{ tables: TableListing[] }>(other.url, '/api/tables');
    expect(listed.body.tables.filter((t) => t.code === code)).toHaveLength(0);

    // A new spectator enters by the code through the other process, as the browser does.
    const room = await joinOrOpen({ client: new Client(other.endpoint), open: (c) => openStoredTable(c, other.url), profile: () => ({ name: 'Zoe', color: '#2980b9' }) }, code, true);
    const zoe = new TableClient(room);
    members.push({ name: 'Zoe', client: zoe, spectator: true });
    await zoe.until(() => zoe.projection, 'snapshot');
    expect(socketPort(zoe)).toBe(holder.port);
    const restores = servers.flatMap((s) => s.output.filter((line) => line.includes(`table ${code} restored at version`)));
    expect(restores).toHaveLength(1);
    expect((await httpJson<TableListing>(other.url, `/api/tables/${code}`)).body).toMatchObject({ code, live: true });
    for (let i = 0; i < 2; i++) await play(member(i % 2 === 0 ? 'Ben' : 'Ann'));
    expect(content(zoe.projection)).toEqual(content(member('Sam').projection));
    for (const m of members) expect(m.client.desync).toBeNull();
  }, 60_000);
});
