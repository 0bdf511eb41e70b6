/**
 * Rules versions are enforced (DESIGN §3, docs/ARCHITECTURE.md `rulesVersion`): a stored
 * table, or a snapshot of it, under another rules version than the game's is refused up
 * front with the reason — `open` never answers `restored: true` for it, no room is made
 * and nothing stored changes — and a snapshot from before snapshots carried their rules
 * version is not trusted: the action log rebuilds the table.
 */
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import { LIMITS, openTablePath } from '../../wire/protocol.ts';
import { type ReplayTimeline } from '../../wire/replay-protocol.ts';
import { SNAPSHOT_EVERY } from '../../server/store/types.ts';
import { bootServer, httpJson, TableClient, tempDataDir, type TestServer } from './helpers.ts';

const dataDir = tempDataDir();
let t: TestServer;

beforeAll(async () => {
  t = await bootServer({ dataDir });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Runs `sql` on the server's SQLite file through a connection of its own (what an older server, or an operator, left). */
function tamper(sql: string, ...params: unknown[]): void {
  const db = new Database(path.join(dataDir, 'woodland.sqlite'));
  try {
    db.prepare(sql).run(...params);
  } finally {
    db.close();
  }
}

/** A free table played `moves` moves by one player, who then leaves: the room closes and the table stays in the store. */
async function storedTable(moves: number): Promise<{ code: string; match: string }> {
  const a = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 1, name: 'Ann' });
  await a.until(() => a.projection, 'snapshot');
  // Within the room's action limit (LIMITS.intents): its burst at once, then paced under its rate.
  const pace = 1000 / LIMITS.intents.perSecond + 5;
  for (let i = 1; i <= moves; i++) {
    if (i > LIMITS.intents.burst / 2) await new Promise((r) => setTimeout(r, pace));
    a.act({ t: 'move', id: 'meeple-1-1', x: (i % 9) - 4, z: 8 });
    await a.waitVersion(i);
  }
  const room = t.server.room(a.code)!;
  const match = JSON.stringify(room.currentMatch);
  await a.leave();
  await room.closed;
  return { code: a.code, match };
}

interface Problem { error: string; message: string }

describe('rules versions are enforced', () => {
  it('rules version: a table stored under another rules version is refused up front with the reason; no room is made and nothing changes', async () => {
    const { code } = await storedTable(6);
    const older = sandbox.rulesVersion - 1;
    tamper('UPDATE tables SET rules_version = ? WHERE code = ?', older, code);
    const actionsBefore = JSON.stringify(await t.server.store.listActions(code));

    const opened = await httpJson<Problem>(t.server.url, openTablePath(code), { method: 'POST' });
    expect(opened.status).toBe(409);
    expect(opened.body).not.toHaveProperty('restored');
    expect(opened.body.error).toBe('http/older-rules');
    expect(opened.body.message).toBe(
      `Table ${code} was played with Free table rules version ${older}; this server plays version ${sandbox.rulesVersion} `
      + 'and has no way to bring it forward, so it will not rebuild it with rules it was not played under.',
    );
    expect(t.server.context.live.has(code)).toBe(false);
    expect(t.server.room(code)).toBeUndefined();
    expect(JSON.stringify(await t.server.store.listActions(code))).toBe(actionsBefore);
    expect((await t.server.store.getTable(code))?.rulesVersion).toBe(older);

    // A replay says the same, and no past version is rebuilt under today's rules.
    const timeline = await httpJson<ReplayTimeline>(t.server.url, `/api/tables/${code}/replay`);
    expect(timeline.body).toMatchObject({ playable: false, reason: opened.body.message });
    expect((await httpJson<Problem>(t.server.url, `/api/tables/${code}/replay/3`)).status).toBe(409);
  });

  it('rules version: a snapshot taken under another rules version is refused with the reason; one from before snapshots were tagged is ignored and the log rebuilds the table', async () => {
    const { code, match } = await storedTable(SNAPSHOT_EVERY + 3);
    const stored = await t.server.store.loadTable(code);
    expect([stored?.snapshot?.version, stored?.snapshot?.rulesVersion]).toEqual([SNAPSHOT_EVERY, sandbox.rulesVersion]);

    tamper('UPDATE snapshots SET rules_version = ? WHERE code = ?', 99, code);
    const refused = await httpJson<Problem>(t.server.url, openTablePath(code), { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: 'http/older-rules',
      message: `Table ${code} has a snapshot at version ${SNAPSHOT_EVERY} taken under Free table rules version 99; this server plays `
        + `version ${sandbox.rulesVersion} and will not rebuild the table from it.`,
      // The same as a phrase, for the reader's language.
      words: { id: 'http.rules.snapshot', values: { code, version: SNAPSHOT_EVERY, game: 'Free table', rules: 99, plays: sandbox.rulesVersion } },
    });
    expect(t.server.context.live.has(code)).toBe(false);
    // Time travel past the snapshot is refused alike, with the reason.
    const frame = await httpJson<Problem>(t.server.url, `/api/tables/${code}/replay/${SNAPSHOT_EVERY + 1}`);
    expect(frame).toMatchObject({ status: 409, body: { message: refused.body.message } });

    // Untagged (as a server before the tag wrote it): not trusted, not refused — rebuilt from the log alone.
    tamper('UPDATE snapshots SET rules_version = NULL, match = ? WHERE code = ?', '{"garbage":true}', code);
    const opened = await httpJson<{ restored: boolean }>(t.server.url, openTablePath(code), { method: 'POST' });
    expect(opened).toEqual({ status: 200, body: { code, roomId: code, restored: true } });
    expect(JSON.stringify(t.server.room(code)?.currentMatch)).toBe(match);
  });
});
