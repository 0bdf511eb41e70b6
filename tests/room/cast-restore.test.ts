/**
 * The streaming delays survive a server restart (docs/PROTOCOL.md §6a): they are stored
 * with the table, so a restored room delays its spectators — and its replay — as before,
 * each version shown once the delay since it went live (its stored time) has passed. The
 * caster link does not survive: a restart revokes it.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { C2S, S2C, openTablePath, type CastStatus, type HttpError, type OpenTableResponse, type SnapshotMessage } from '../../wire/protocol.ts';
import { REPLAY, replayPath, type ReplayTimeline } from '../../wire/replay-protocol.ts';
import { bootServer, httpJson, TableClient, tempDataDir, type TestServer } from './helpers.ts';

const dataDir = tempDataDir();
let clock = 1_700_000_000_000;
let t: TestServer | null = null;
const clients: TableClient[] = [];

afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function join(code: string, options: Record<string, unknown>): Promise<TableClient> {
  const c = await TableClient.join(t!.endpoint, code, options);
  clients.push(c);
  return c;
}

/** Sends a cast request as the host and waits for the status it answers with. */
async function cast(host: TableClient, payload: Record<string, unknown>): Promise<CastStatus> {
  const mark = host.received.length;
  host.send(C2S.cast, payload);
  return host.waitMessage<CastStatus>(S2C.cast, mark);
}

describe('streaming delays across a restart', () => {
  it('cast: a restored table keeps the spectator and caster delays the host set, and its replay stays behind', async () => {
    t = await bootServer({ dataDir, now: () => clock });
    const a = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, name: 'Ann' });
    clients.push(a);
    await a.until(() => a.projection, 'snapshot');
    const code = a.code;
    const b = await join(code, { name: 'Ben' });
    await b.until(() => b.projection, 'snapshot');
    const linked = await cast(a, { op: 'link' });
    expect(linked.casterToken).toMatch(/^[\w-]{32}$/);
    expect(await cast(a, { op: 'delays', caster: 45, spectators: 30 })).toMatchObject({ casterDelay: 45, spectatorDelay: 30 });
    a.act({ t: 'move', id: 'meeple-1-1', x: -2, z: 0 });
    await a.waitVersion(1);
    clock += 10_000;
    b.act({ t: 'roll', ids: ['die-d6a'] });
    await Promise.all([a.waitVersion(2), b.waitVersion(2)]);
    await t.close();
    clients.length = 0;

    // Five seconds later the server is back and the table reopens from the store.
    clock += 5_000;
    t = await bootServer({ dataDir, now: () => clock });
    const opened = await httpJson<OpenTableResponse>(t.server.url, openTablePath(code), { method: 'POST' });
    expect(opened.body.restored).toBe(true);
    // A spectator is delayed as before: nothing yet (version 2 went live 5 s ago, version 1 is not kept).
    const s = await join(code, { name: 'Sam', spectator: true });
    await s.until(() => s.welcome, 'welcome');
    expect(s.welcome?.delayed).toEqual({ caster: false, seconds: 30 });
    const tl = await httpJson<ReplayTimeline>(t.server.url, replayPath(code));
    expect(tl.body).toMatchObject({ delayed: true, last: 0 });
    const past = await httpJson<HttpError>(t.server.url, replayPath(code, 2));
    expect(past).toMatchObject({ status: 404, body: { error: REPLAY.noVersion } });

    // The host sits down again: the caster delay is kept, the caster link is not.
    const host = await join(code, { name: 'Ann', seat: 0 });
    const status = await host.waitMessage<CastStatus>(S2C.cast);
    expect(status).toMatchObject({ casterToken: null, casterDelay: 45, spectatorDelay: 30 });
    const refused = await TableClient.join(t.endpoint, code, { caster: linked.casterToken }).then(() => 'joined', (e: Error) => e.message);
    expect(refused).toMatch(/not valid/);

    // Thirty seconds after version 2 went live (before the restart), the audience and the replay reach it.
    clock += 25_000;
    const snap = await s.waitMessage<SnapshotMessage>(S2C.snapshot);
    expect(snap.projection.version).toBe(2);
    expect((await httpJson<ReplayTimeline>(t.server.url, replayPath(code))).body).toMatchObject({ delayed: true, last: 2 });
  });
});
