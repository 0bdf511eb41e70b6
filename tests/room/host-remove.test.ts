/**
 * The host's kick and ban (server/room/removal.ts): only the host (the first player to
 * sit down) removes a player, never their own seat; a kick frees the seat as a leave
 * would and the player may come back, a ban also refuses that browser's seat token and
 * name a seat; every removal, join and leave is a table event everyone sees.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  C2S, CLOSE_REMOVED, ROOM_ERRORS, S2C, type RejectedMessage, type TableEvent,
} from '../../wire/protocol.ts';
import { TableClient, seatTable, type SeatedTable } from './helpers.ts';
import { removedReason, splitWords } from '../../wire/refusal-words.ts';
import { roomSay } from '../../wire/room-words.en.ts';

let table: SeatedTable;
let cid: TableClient;
const extra: TableClient[] = [];

beforeAll(async () => {
  table = await seatTable({}, { game: 'sandbox', seats: 3 });
  cid = await TableClient.join(table.t.endpoint, table.a.code, { name: 'Cid' });
  await cid.until(() => cid.projection, 'snapshot');
  extra.push(cid);
});

afterAll(async () => {
  await table?.close(extra);
});

function events(c: TableClient, after = 0): TableEvent[] {
  return c.received.slice(after).filter((r) => r.type === S2C.event).map((r) => r.message as TableEvent);
}

/** `c` asks to remove `seat`; returns the rejection after checking nothing moved. */
async function refused(c: TableClient, payload: Record<string, unknown>): Promise<RejectedMessage> {
  const before = table.room().currentMatch;
  // The server's seats (a client's copy may still be waiting for a Schema patch of an earlier join).
  const seats = JSON.stringify(table.room().state.seats.toJSON());
  const marks = [table.a, table.b, table.s, cid].map((x) => x.received.length);
  const mark = c.received.length;
  c.send(C2S.remove, payload);
  const r = await c.waitMessage<RejectedMessage>(S2C.rejected, mark);
  await Promise.all([table.a, table.b, table.s, cid].map((x) => x.ping()));
  expect(table.room().currentMatch).toBe(before);
  expect(JSON.stringify(table.room().state.seats.toJSON())).toBe(seats);
  [table.a, table.b, table.s, cid].forEach((x, i) => expect(events(x, marks[i])).toEqual([]));
  return r;
}

function closed(c: TableClient): Promise<number> {
  return closedWith(c).then((r) => r.code);
}

/** The close code and reason a connection ends with. */
function closedWith(c: TableClient): Promise<{ code: number; reason?: string }> {
  return new Promise((resolve) => c.room.onLeave((code, reason?: string) => resolve({ code, reason })));
}

describe('host kick and ban', () => {
  it('a seated player sitting down is a table event everyone sees', async () => {
    const seen = events(table.a).filter((e) => e.kind === 'join').map((e) => `${e.name}@${e.seat}`);
    expect(seen).toEqual(expect.arrayContaining(['Ben@1', 'Cid@2']));
    expect(events(table.s).some((e) => e.kind === 'join' && e.name === 'Cid')).toBe(true);
  });

  it('a late joiner is told who sat down before it came, in order, once each', async () => {
    const seen = events(cid).filter((e) => e.kind === 'join').map((e) => `${e.name}@${e.seat}`);
    expect(seen).toEqual(['Ann@0', 'Ben@1', 'Cid@2']);
    // Each with the table's version when it happened, for the joiner's log.
    expect(events(cid).every((e) => typeof e.v === 'number')).toBe(true);
  });

  it('a player who is not the host cannot remove anyone, and nothing changes', async () => {
    const r = await refused(table.b, { seat: 2 });
    expect(r.code).toBe(ROOM_ERRORS.notHost);
    expect(r.message).toMatch(/Only the table's host/);
    expect((await refused(cid, { seat: 0, ban: true })).code).toBe(ROOM_ERRORS.notHost);
  });

  it('a spectator cannot remove anyone', async () => {
    expect((await refused(table.s, { seat: 1 })).code).toBe(ROOM_ERRORS.notHost);
  });

  it('the host cannot remove themself, nor an empty or unknown seat', async () => {
    expect((await refused(table.a, { seat: 0 })).code).toBe(ROOM_ERRORS.ownSeat);
    expect((await refused(table.a, { seat: 5 })).code).toBe(ROOM_ERRORS.noPlayer);
    expect((await refused(table.a, { seat: 1, why: 'x' })).code).toBe(ROOM_ERRORS.badPayload);
  });

  it('the host kicks a player mid-game: the seat is free at once, the hand stays, everyone is told', async () => {
    const v = table.room().currentMatch.version;
    cid.act({ t: 'draw', deck: 'deck', n: 2, to: 'hand' });
    await table.a.waitVersion(v + 1);
    const marks = [table.a, table.b, table.s].map((x) => x.received.length);
    const gone = closed(cid);
    table.a.send(C2S.remove, { seat: 2 });
    expect(await gone).toBe(CLOSE_REMOVED);
    for (const [i, c] of [table.a, table.b, table.s].entries()) {
      const e = await c.waitMessage<TableEvent>(S2C.event, marks[i]);
      expect(e).toMatchObject({ kind: 'kick', seat: 2, name: 'Cid', by: 'Ann' });
    }
    await table.a.until(() => !table.a.state.seats[2]?.occupied, 'seat 2 free');
    // Not an action: the game did not move, and seat 2's cards wait for its next player.
    expect(table.room().currentMatch.version).toBe(v + 1);
    expect(table.a.projection?.table.hands['2']?.count).toBe(2);
  });

  it('a kicked player may come back as a new joiner', async () => {
    const back = await TableClient.join(table.t.endpoint, table.a.code, { name: 'Cid' });
    extra.push(back);
    await back.until(() => back.projection, 'snapshot');
    expect(back.seat).toBe(2);
    expect(back.projection?.table.hands['2']?.count).toBe(2);
    cid = back;
  });

  it('a ban removes the player and refuses their seat token and name a seat; they may still watch', async () => {
    const resume = table.b.welcome?.resume;
    expect(resume).toBeTruthy();
    const mark = table.a.received.length;
    const gone = closedWith(table.b);
    table.a.send(C2S.remove, { seat: 1, ban: true });
    // The reason is data the page words in its reader's language: a ban, by the host.
    expect(await gone).toEqual({ code: CLOSE_REMOVED, reason: removedReason({ ban: true, by: 'Ann' }) });
    expect(await table.a.waitMessage<TableEvent>(S2C.event, mark)).toMatchObject({ kind: 'ban', seat: 1, name: 'Ben', by: 'Ann' });
    await table.a.until(() => !table.a.state.seats[1]?.occupied, 'seat 1 free');

    const banned = await TableClient.join(table.t.endpoint, table.a.code, { name: 'Benjamin', resume, seat: 1 }).then(() => '', (e: Error) => e.message);
    expect(splitWords(banned)).toEqual({ text: roomSay('room.join.banned'), words: { id: 'room.join.banned' } });
    await expect(TableClient.join(table.t.endpoint, table.a.code, { name: ' ben ' })).rejects.toThrow(/banned/);
    expect(table.a.state.seats[1]?.occupied).toBe(false);

    const watching = await TableClient.join(table.t.endpoint, table.a.code, { name: 'Ben', spectator: true });
    extra.push(watching);
    await watching.until(() => watching.projection, 'snapshot');
    expect(watching.seat).toBe('spectator');

    // Someone else takes the freed seat.
    const dee = await TableClient.join(table.t.endpoint, table.a.code, { name: 'Dee' });
    extra.push(dee);
    await dee.until(() => dee.projection, 'snapshot');
    expect(dee.seat).toBe(1);
  });

  it('a player leaving is a table event too', async () => {
    const mark = table.a.received.length;
    await cid.leave();
    expect(await table.a.waitMessage<TableEvent>(S2C.event, mark)).toMatchObject({ kind: 'leave', seat: 2, name: 'Cid' });
  });
});
