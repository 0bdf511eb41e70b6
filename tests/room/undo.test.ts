/**
 * Undo through the real room (engine/core/undo.ts, docs/PROTOCOL.md): a seat's own
 * projection says whether it may take back its last action and why not; an `undo`
 * message takes it back for everyone with "took back" in every log; spectators, other
 * seats and stale views are refused and change nothing; the store replays it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getGame } from '../../engine/games/registry.ts';
import { C2S, ROOM_ERRORS } from '../../wire/protocol.ts';
import { replayTable } from '../../server/store/replay.ts';
import { seatTable, serverProjection, type SeatedTable, type TableClient } from './helpers.ts';

let table: SeatedTable;
let a: TableClient;
let b: TableClient;
let s: TableClient;

beforeAll(async () => {
  table = await seatTable({}, { game: 'sandbox' });
  ({ a, b, s } = table);
});

afterAll(async () => {
  await table?.close();
});

const meeple = (c: TableClient, id: string) => (c.projection?.table.pieces[id] as { x: number; z: number } | undefined);

/** Sends and waits for every client to hold version `v`. */
async function everyoneAt(v: number): Promise<void> {
  await Promise.all([a, b, s].map((c) => c.waitVersion(v)));
}

describe('undo in the room', () => {
  it('UNDO.room a move is taken back for everyone; the log of every viewer says so', async () => {
    const start = { ...meeple(a, 'meeple-1-1')! };
    expect(a.projection?.undo).toEqual({ can: false, reason: 'Nothing to take back yet.', words: { id: 'core.undo.nothing' } });
    a.act({ t: 'move', id: 'meeple-1-1', x: 4, z: 6 });
    await everyoneAt(1);
    expect(meeple(s, 'meeple-1-1')).toMatchObject({ x: 4, z: 6 });
    expect(a.projection?.undo).toMatchObject({ can: true });
    expect(b.projection?.undo).toEqual({ can: false, reason: 'Seat 1 acted last.', last: 0 });
    expect(s.projection?.undo).toBeUndefined();

    a.undo({ ref: 'u1' });
    await everyoneAt(2);
    for (const c of [a, b, s]) {
      expect(meeple(c, 'meeple-1-1')).toMatchObject({ x: start.x, z: start.z });
      expect(c.projection?.log.at(-1)).toMatchObject({ kind: 'undo', seat: 0, v: 2 });
      expect(c.projection?.log.at(-1)?.text).toMatch(/^Seat 1 took back: /);
    }
    expect(a.projection).toEqual(serverProjection(table.room(), 0));
  });

  it('UNDO.room refusals change nothing: a spectator, another seat, a stale view, a malformed message, nothing left', async () => {
    a.act({ t: 'move', id: 'meeple-1-1', x: -3, z: 5 });
    await everyoneAt(3);
    const before = JSON.stringify(table.room().currentMatch);
    const marks = [s, b, a].map((c) => c.rejections().length);
    s.undo({ ref: 'spy' });
    b.undo({ ref: 'other' });
    a.undo({ v: 2, ref: 'old' });
    a.send(C2S.undo, { v: 3, extra: 1 });
    a.send(C2S.undo, 'back');
    await Promise.all([s, b].map((c, i) => c.until(() => c.rejections().length > marks[i]!, 'rejection')));
    await a.until(() => a.rejections().length >= marks[2]! + 3, 'three rejections');
    expect(s.rejections().at(-1)).toMatchObject({ code: ROOM_ERRORS.spectator, ref: 'spy' });
    expect(b.rejections().at(-1)).toMatchObject({ code: 'undo/not-allowed', ref: 'other' });
    expect(b.rejections().at(-1)?.message).toMatch(/Seat 1 acted last/);
    // Malformed messages are refused at once; the stale one once its turn in the queue comes.
    const mine = a.rejections().slice(marks[2]);
    expect(mine.map((r) => r.code).sort()).toEqual([ROOM_ERRORS.badPayload, ROOM_ERRORS.badPayload, ROOM_ERRORS.stale]);
    expect(mine.find((r) => r.code === ROOM_ERRORS.stale)?.ref).toBe('old');
    expect(JSON.stringify(table.room().currentMatch)).toBe(before);

    a.undo();
    await everyoneAt(4);
    expect(a.projection?.undo).toMatchObject({ can: false });
    a.undo({ ref: 'none' });
    await a.until(() => a.rejections().at(-1)?.ref === 'none', 'refusal');
    expect(a.rejections().at(-1)).toMatchObject({ code: 'undo/not-allowed' });
    expect(table.room().currentMatch.version).toBe(4);
  });

  it('UNDO.room a roll cannot be taken back: the roller\'s projection says why before it asks', async () => {
    b.act({ t: 'roll', ids: ['die-d6a'] });
    await everyoneAt(5);
    expect(b.projection?.undo).toMatchObject({ can: false });
    expect((b.projection?.undo as { reason: string }).reason).toMatch(/drew randomness/);
  });

  it('UNDO.room the store replays undos: the rebuilt match is the live one', async () => {
    const loaded = await table.t.server.store.loadTable(a.code);
    const rebuilt = replayTable(getGame('sandbox')!, loaded!);
    expect(JSON.stringify(rebuilt.state)).toBe(JSON.stringify(table.room().currentMatch.state));
    expect(rebuilt.version).toBe(5);
    expect(rebuilt.undo).toEqual(table.room().currentMatch.undo);
  });
});
