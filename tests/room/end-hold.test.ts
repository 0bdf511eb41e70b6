/**
 * The end of a game that delays its spectators stays hidden until their delayed feed has
 * shown it (docs/PROTOCOL.md §6a, §7, §7a): on a real server with a clock the test moves,
 * a 30 s spectator delay, the free table ended by a player. Nothing over HTTP tells the end
 * early — not the export (the seed and every action), not a replay's seat eyes through a
 * timeline kept from before the end, not the stored listing — and a restart does not
 * lift the hold: a table no room holds is judged by its stored times and delay.
 */
import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { C2S, exportTablePath, S2C, TABLE_NOT_OVER, type CastStatus, type HttpError, type SavedGame, type TableListing } from '../../wire/protocol.ts';
import { REPLAY, replayPath, type ReplayFrame, type ReplayTimeline } from '../../wire/replay-protocol.ts';
import { httpJson, seatTable, tempDataDir, type SeatedTable, type TableClient } from './helpers.ts';

const DELAY = 30_000;
let clock = 1_700_000_000_000;
const now = (): number => clock;

const tables: SeatedTable[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const t of tables) await t.close().catch(() => undefined);
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

/** A sandbox table (two players and a spectator) whose host delays its spectators by DELAY. */
async function delayedTable(dataDir?: string): Promise<SeatedTable> {
  const table = await seatTable(dataDir === undefined ? { now } : { now, dataDir }, { game: 'sandbox' });
  tables.push(table);
  const mark = table.a.received.length;
  table.a.send(C2S.cast, { op: 'delays', spectators: DELAY / 1000 });
  expect((await table.a.waitMessage<CastStatus>(S2C.cast, mark)).spectatorDelay).toBe(DELAY / 1000);
  return table;
}

async function act(table: SeatedTable, c: TableClient, action: Record<string, unknown>): Promise<number> {
  const v = table.room().currentMatch.version + 1;
  c.act(action);
  await Promise.all([table.a.waitVersion(v), table.b.waitVersion(v)]);
  return v;
}

/** A few actions, then the delay passes: the delayed feed has reached the last of them. */
async function playAndCatchUp(table: SeatedTable): Promise<number> {
  await act(table, table.a, { t: 'move', id: 'meeple-1-1', x: -2, z: 0 });
  await act(table, table.b, { t: 'shuffle', deck: 'deck' });
  clock += 1_000;
  const last = await act(table, table.a, { t: 'roll', ids: ['die-d6a'] });
  clock += DELAY;
  return last;
}

const get = <T>(base: string, path: string): Promise<{ status: number; body: T & HttpError }> => httpJson<T & HttpError>(base, path);

describe('the export of a game that delays its spectators', () => {
  it('PROTOCOL §7 export: the seed and the actions wait until the delayed feed has shown the end, answered as before the end', async () => {
    const table = await delayedTable();
    const base = table.t.server.url;
    const code = table.a.code;
    await playAndCatchUp(table);
    // Before the end: the export is refused.
    const running = await get<SavedGame>(base, exportTablePath(code));
    expect(running.status).toBe(409);
    expect(running.body.error).toBe(TABLE_NOT_OVER);

    const end = await act(table, table.a, { t: 'end' });
    expect(table.room().state.over).toBe(true);
    // At once after the end: refused, no seed, and in the very same words as before the
    // end (the answer tells nobody the game ended), which say why.
    const held = await get<SavedGame>(base, exportTablePath(code));
    expect(held.status).toBe(409);
    expect(JSON.stringify(held.body)).not.toContain(table.room().secretSeed);
    expect(held.body).toEqual(running.body);
    expect(held.body.message).toContain('30 s behind');

    // Still held a moment before the delay has passed since the end.
    clock += DELAY - 1;
    expect((await get<SavedGame>(base, exportTablePath(code))).status).toBe(409);

    // The delayed feed reaches the end: the saved game comes out whole.
    clock += 1;
    const out = await get<SavedGame>(base, exportTablePath(code));
    expect(out.status).toBe(200);
    expect(out.body.seed).toBe(table.room().secretSeed);
    expect(out.body.actions.map((a) => a.version).at(-1)).toBe(end);
  });

  it('PROTOCOL §7 export after a restart: a table that ended within the delay before the server stopped is still held, by its stored end and delay', async () => {
    const dataDir = tempDataDir();
    dirs.push(dataDir);
    const table = await delayedTable(dataDir);
    const code = table.a.code;
    await playAndCatchUp(table);
    const end = await act(table, table.a, { t: 'end' });
    const seed = table.room().secretSeed;
    clock += 5_000;
    await table.close();
    tables.splice(tables.indexOf(table), 1);

    // The server comes back on the same data; nobody opens the table (no room holds it).
    const again = await seatTable({ now, dataDir }, { game: 'sandbox' });
    tables.push(again);
    const base = again.t.server.url;
    expect(again.t.server.room(code)).toBeFalsy();

    const held = await get<SavedGame>(base, exportTablePath(code));
    expect(held.status).toBe(409);
    expect(held.body.error).toBe(TABLE_NOT_OVER);
    expect(held.body.message).toContain('30 s behind');
    expect(JSON.stringify(held.body)).not.toContain(seed);
    // Nor does the stored listing tell when it ended, nor the replay show the end.
    const listing = await get<TableListing>(base, `/api/tables/${code}`);
    expect(listing.status).toBe(200);
    expect(listing.body).toMatchObject({ live: false, finishedAt: null });
    const timeline = (await get<ReplayTimeline>(base, replayPath(code))).body;
    expect(timeline).toMatchObject({ over: false, delayed: true, last: end - 1 });
    expect(timeline.seed).toBeUndefined();
    expect((await get<ReplayFrame>(base, replayPath(code, 1, 'full'))).body.error).toBe(REPLAY.notOver);
    expect((await get<ReplayFrame>(base, replayPath(code, end))).body.error).toBe(REPLAY.noVersion);

    // The delay since the end passes: all of it is out.
    clock += DELAY - 5_000;
    const out = await get<SavedGame>(base, exportTablePath(code));
    expect(out.status).toBe(200);
    expect(out.body.seed).toBe(seed);
    expect((await get<TableListing>(base, `/api/tables/${code}`)).body.finishedAt).toBe(out.body.finishedAt);
    expect((await get<ReplayTimeline>(base, replayPath(code))).body).toMatchObject({ over: true, last: end, seed });
    expect((await get<ReplayFrame>(base, replayPath(code, 1, 'full'))).status).toBe(200);
  });
});

describe('every seat\'s eyes in a replay through a timeline kept from before the end', () => {
  it('PROTOCOL §7a view=full: a timeline read while the game ran grants no version every seat\'s view until the delayed feed has shown the end', async () => {
    const table = await delayedTable();
    const base = table.t.server.url;
    const code = table.a.code;
    const last = await playAndCatchUp(table);
    // Read while live: the kept timeline ends at `last`, all of which the public has seen.
    const live = (await get<ReplayTimeline>(base, replayPath(code))).body;
    expect(live).toMatchObject({ over: false, last });

    const end = await act(table, table.a, { t: 'end' });
    // At once: no version answers with the seats' views, the end is not listed.
    for (let v = 0; v <= last; v++) {
      const full = await get<ReplayFrame>(base, replayPath(code, v, 'full'));
      expect({ v, status: full.status, error: full.body.error }).toEqual({ v, status: 403, error: REPLAY.notOver });
      expect(full.body.seats).toBeUndefined();
    }
    expect((await get<ReplayFrame>(base, replayPath(code, end, 'full'))).status).toBe(403);
    expect((await get<ReplayTimeline>(base, replayPath(code))).body).toMatchObject({ over: false, delayed: true, last });

    // Once the delayed feed has shown the end, every version has them.
    clock += DELAY;
    for (const v of [0, last, end]) {
      const full = await get<ReplayFrame>(base, replayPath(code, v, 'full'));
      expect(full.status).toBe(200);
      expect(full.body.seats).toHaveLength(2);
    }
  });
});
