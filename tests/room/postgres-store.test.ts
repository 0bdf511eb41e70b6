/**
 * The real server (`server/main.ts`) with DATABASE_URL set keeps its tables in PostgreSQL
 * and nothing in its data directory. Killed with SIGKILL while a player acts and a
 * spectator watches, another process on the same database (and another, empty, data
 * directory) brings the table back as its clients last saw it: every action anyone saw
 * accepted was committed before it was sent (DESIGN §4).
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresStore } from '../../server/store/postgres.ts';
import { type PgCluster, startPostgres } from '../helpers/postgres.ts';
import { spawnServer, type ChildServer } from './child-server.ts';
import { content, httpJson, TableClient, tempDataDir } from './helpers.ts';
import { mixedAction } from '../helpers/sandbox.ts';


describe('PostgreSQL store: DATABASE_URL', () => {
  let cluster: PgCluster | undefined;
  let server: ChildServer | null = null;
  const dirs = [tempDataDir(), tempDataDir()];
  beforeAll(async () => {
    cluster = await startPostgres();
  });
  afterAll(async () => {
    await server?.kill();
    await cluster?.stop();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('DESIGN §4 write before send: a table played on PostgreSQL survives SIGKILL and comes back through another process as its clients saw it', async () => {
    if (!cluster) throw new Error('the PostgreSQL cluster did not start');
    const url = await cluster.createDatabase();
    const [firstDir, secondDir] = dirs as [string, string];
    server = await spawnServer(firstDir, 20_000, { DATABASE_URL: url });
    expect(server.output.some((line) => line.includes('(store: PostgreSQL)'))).toBe(true);
    const created = await httpJson<{ code: string }>(server.url, '/api/tables', { method: 'POST', body: { game: 'sandbox', seats: 2 } });
    expect(created.status).toBe(201);
    const code = created.body.code;

    const p = await TableClient.join(server.endpoint, code, { name: 'Ann', seat: 0 });
    const s = await TableClient.join(server.endpoint, code, { name: 'Sam', spectator: true });
    await Promise.all([p, s].map((c) => c.until(() => c.projection, 'snapshot')));
    const seen = new Map<number, Record<string, unknown>>();
    let lastSeen: unknown = null;
    let inflight: Record<string, unknown> | null = null;
    // Acts one action at a time: a few first, then the process is killed a moment after
    // the next one is sent, likely with an action in flight. A throw refused for coming
    // too fast changes nothing and is not counted.
    const victim = server;
    let i = 0;
    let killer: NodeJS.Timeout | undefined;
    while (p.room.connection.isOpen && victim.alive()) {
      if (i === 6) killer = setTimeout(() => void victim.kill(), 150);
      const action = mixedAction(i++);
      const from = p.version;
      const refused = p.rejections().length;
      inflight = action;
      try {
        p.act(action);
      } catch {
        break;
      }
      await p.until(() => p.version > from || p.rejections().length > refused || !p.room.connection.isOpen, 'an answer', 10_000)
        .catch(() => undefined);
      if (p.version > from) {
        seen.set(p.version, action);
        lastSeen = content(p.projection);
        inflight = null;
      } else if (p.rejections().length > refused) {
        expect(p.rejections().at(-1)?.code).toBe('room/rate-limited');
        inflight = null;
      }
    }
    clearTimeout(killer);
    await victim.kill();
    const max = Math.max(p.version, s.version);
    expect(max).toBeGreaterThanOrEqual(6);

    // Nothing of the store was written locally.
    expect(fs.readdirSync(firstDir)).toEqual([]);

    // What PostgreSQL holds: every seen action, and at most the one unanswered after them.
    const store = await PostgresStore.connect(url);
    const stored = await store.listActions(code);
    await store.close();
    expect(stored.map((a) => a.version)).toEqual(stored.map((_, k) => k + 1));
    expect(stored.length).toBeGreaterThanOrEqual(max);
    expect(stored.length).toBeLessThanOrEqual(max + (inflight ? 1 : 0));
    for (const a of stored) expect(a.action, `action ${a.version}`).toEqual(a.version <= max ? seen.get(a.version) : inflight);

    // Another process, another (empty) data directory, the same database.
    server = await spawnServer(secondDir, 20_000, { DATABASE_URL: url });
    const opened = await httpJson(server.url, `/api/tables/${code}/open`, { method: 'POST', body: {} });
    expect(opened.status).toBe(200);
    const back = await TableClient.join(server.endpoint, code, { name: 'Ann', seat: 0 });
    await back.until(() => back.projection, 'snapshot');
    expect(back.version).toBe(stored.length);
    if (back.version === max) expect(content(back.projection)).toEqual(lastSeen);
    const before = back.version;
    back.act(mixedAction(i));
    await back.until(() => back.version > before, 'the next action accepted', 10_000);
    for (const c of [p, s, back]) expect(c.desync).toBeNull();
    await server.stop();
    expect(fs.readdirSync(secondDir)).toEqual([]);
  }, 90_000);
});
