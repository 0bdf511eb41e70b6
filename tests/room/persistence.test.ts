/**
 * Persistence (DESIGN §4): every accepted action is stored, with a snapshot every 50; after
 * a server restart a table reopens under its code from snapshot + replayed actions, and
 * the deterministic engine rebuilds exactly the same match.
 */
import fs from 'node:fs';
import { Client } from 'colyseus.js';
import { afterAll, describe, expect, it } from 'vitest';
import { projectWithUndo } from '../../engine/core/undo.ts';
import { openTable } from '../../server/http/api.ts';
import { CLOSE_SERVER_SHUTDOWN, HTTP, openTablePath, type OpenTableResponse, type TableListing } from '../../wire/protocol.ts';
import { bootServer, httpJson, TableClient, tempDataDir, type TestServer } from './helpers.ts';

const dataDir = tempDataDir();
let t: TestServer | null = null;
const clients: TableClient[] = [];

afterAll(async () => {
  for (const c of clients) await c.leave().catch(() => undefined);
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A varied game: draws, bag draws, rolls, shuffles, moves and flips, from two seats. */
function actionFor(i: number): Record<string, unknown> {
  switch (i % 7) {
    case 0: return { t: 'draw', deck: 'deck', n: 1, to: 'hand' };
    case 1: return { t: 'roll', ids: ['die-d6a', 'die-d12', 'die-d20'] };
    case 2: return { t: 'move', id: 'meeple-1-1', x: (i % 10) - 5, z: 10 };
    case 3: return { t: 'shuffle', deck: 'deck' };
    case 4: return { t: 'flip', id: 'tile-2' };
    case 5: return { t: 'rotate', id: 'tile-4', dir: 1 };
    default: return { t: 'bagDraw', bag: 'bag', to: 'hand' };
  }
}

describe('persistence and restore', () => {
  let code = '';
  let before = '';

  it('persistence: accepted actions and a snapshot at version 50 reach the SQLite store', async () => {
    t = await bootServer({ dataDir });
    const a = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, name: 'Ann' });
    await a.until(() => a.projection, 'snapshot');
    const b = await TableClient.join(t.endpoint, a.code, { name: 'Ben' });
    await b.until(() => b.projection, 'snapshot');
    clients.push(a, b);
    code = a.code;
    const total = 57; // a snapshot at 50, then 7 actions to replay on top of it
    for (let i = 0; i < total; i++) {
      const actor = i % 2 === 0 ? a : b;
      actor.act(actionFor(i));
      await Promise.all([a.waitVersion(i + 1), b.waitVersion(i + 1)]);
    }
    const room = t.server.room(code)!;
    expect(room.currentMatch.version).toBe(total);
    before = JSON.stringify(room.currentMatch);
    // Shutting down with players at the table: they are told the server went away.
    const codes = [a, b].map((c) => new Promise<number>((resolve) => c.room.onLeave((code) => resolve(code))));
    await t.close();
    t = null;
    expect(await Promise.all(codes)).toEqual([CLOSE_SERVER_SHUTDOWN, CLOSE_SERVER_SHUTDOWN]);

    // What the store holds: table row, snapshot 50, actions 51..57 after it.
    const check = await bootServer({ dataDir });
    const loaded = await check.server.store.loadTable(code);
    expect(loaded?.table.gameId).toBe('sandbox');
    expect(loaded?.snapshot?.version).toBe(50);
    expect(loaded?.actions.map((x) => x.version)).toEqual([51, 52, 53, 54, 55, 56, 57]);
    t = check;
  });

  it('restore: after a restart a stored table is listed as not live, reopens under its code, and the match is identical', async () => {
    const server = t!;
    const listing = await httpJson<TableListing>(server.server.url, `/api/tables/${code}`);
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({ code, live: false, gameId: 'sandbox', seats: 2 });

    const opened = await httpJson<OpenTableResponse>(server.server.url, openTablePath(code), { method: 'POST' });
    expect(opened).toEqual({ status: 200, body: { code, roomId: code, restored: true } });
    const again = await httpJson<OpenTableResponse>(server.server.url, openTablePath(code), { method: 'POST' });
    expect(again.body.restored).toBe(false);

    const room = server.server.room(code)!;
    expect(JSON.stringify(room.currentMatch)).toBe(before);

    // Players rejoin the seats they had, in any order (the seat preference).
    const b = await TableClient.join(server.endpoint, code, { name: 'Ben again', seat: 1 });
    clients.push(b);
    await b.until(() => b.projection, 'snapshot');
    expect(b.seat).toBe(1);
    const a = await TableClient.join(server.endpoint, code, { name: 'Ann again', seat: 0 });
    clients.push(a);
    await a.until(() => a.projection, 'snapshot');
    expect(a.seat).toBe(0);
    expect(a.projection).toEqual(JSON.parse(JSON.stringify(projectWithUndo(room['table'].game, JSON.parse(before), 0))));
    expect(a.state.seedCommit).toBe(a.welcome?.seedCommit);

    // The restored table plays on from version 57.
    a.act({ t: 'roll', ids: ['die-d4'] });
    await a.waitVersion(58);
    expect(a.desync).toBeNull();
  });

  it('restore: concurrent opens of one code make one room; unknown codes are 404', async () => {
    const server = t!;
    const c = await TableClient.create(server.endpoint, { game: 'sandbox', seats: 1, name: 'Solo' });
    await c.until(() => c.projection, 'snapshot');
    const solo = c.code;
    const live = server.server.context.live.get(solo);
    await c.leave();
    await live?.closed;
    const ctx = server.server.context;
    const [x, y] = await Promise.all([openTable(ctx, solo), openTable(ctx, solo)]);
    expect([x.restored, y.restored]).toEqual([true, true]); // one shared job
    expect([...server.server.context.live.keys()].filter((k) => k === solo)).toHaveLength(1);
    const missing = await httpJson(server.server.url, openTablePath('ZZZZZZ'), { method: 'POST' });
    expect(missing.status).toBe(404);
  });

  it('restore: a client cannot restore (or duplicate) a table by passing `restore` to create', async () => {
    const server = t!;
    const rooms = server.server.context.live.size;
    // The matchmaker's own create is closed to clients; the HTTP create refuses the field.
    await expect(new Client(server.endpoint).create('table', { restore: code, name: 'Mallory' })).rejects.toThrow(/invalid method "create"/);
    for (const body of [{ restore: code }, { game: 'sandbox', seats: 2, restore: code }]) {
      const viaHttp = await httpJson<{ error: string; message: string }>(server.server.url, HTTP.createTable, { method: 'POST', body });
      expect(viaHttp).toMatchObject({ status: 400, body: { error: 'http/bad-request', message: expect.stringMatching(/restore/) } });
    }
    expect(server.server.context.live.size).toBe(rooms); // no room made, restored or duplicated
    expect(server.server.room(code)?.currentMatch.version).toBe(58);
  });
});
