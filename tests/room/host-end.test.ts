/**
 * Only the host (the first player to sit down, server/room/caster.ts) may end a free
 * table: another seat's "end the table" is refused with room/not-host, and nothing changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_ERRORS, type RejectedMessage } from '../../wire/protocol.ts';
import { TableClient, seatTable, type SeatedTable } from './helpers.ts';

let table: SeatedTable;
let stranger: TableClient;

beforeAll(async () => {
  table = await seatTable({}, { game: 'sandbox', seats: 3 });
  // A stranger who found the table in the open-tables list takes the last seat.
  stranger = await TableClient.join(table.t.endpoint, table.a.code, { name: 'Zed' });
  await stranger.until(() => stranger.projection, 'snapshot');
});

afterAll(async () => {
  await table?.close([stranger]);
});

/** Sends `action` from `c`; returns the rejection, after checking the table did not move. */
async function refused(c: TableClient, action: Record<string, unknown>): Promise<RejectedMessage> {
  const before = table.room().currentMatch;
  const mark = c.received.length;
  c.act(action, { ref: 'end-1' });
  const r = await c.waitMessage<RejectedMessage>('rejected', mark);
  await Promise.all([table.a, table.b, c].map((x) => x.ping()));
  // Rejects: the match (state and Rng) is the very same object, and nobody saw a change.
  expect(table.room().currentMatch).toBe(before);
  for (const x of [table.a, table.b, table.s, c]) expect(x.state.over).toBe(false);
  return r;
}

describe('ending a free table', () => {
  it('a seated player who is not the host cannot end the table for everyone', async () => {
    expect(table.b.welcome?.host).toBeUndefined();
    const r = await refused(table.b, { t: 'end' });
    expect(r).toMatchObject({ code: ROOM_ERRORS.notHost, ref: 'end-1' });
    expect(r.message).toMatch(/Only the table's host .* can end the table/);
  });

  it('a stranger who just joined cannot either, whatever else the action carries', async () => {
    expect(stranger.seat).toBe(2);
    expect((await refused(stranger, { t: 'end' })).code).toBe(ROOM_ERRORS.notHost);
    const extra = await refused(stranger, { t: 'end', by: 0 });
    expect(extra.ref).toBe('end-1');
  });

  it('the other seats still play: only ending is the host\'s', async () => {
    const v = table.room().currentMatch.version;
    table.b.act({ t: 'shuffle', deck: 'deck' });
    await table.b.waitVersion(v + 1);
  });

  it('the host (the first player to sit down) ends the table', async () => {
    expect(table.a.welcome?.host).toBe(true);
    const v = table.room().currentMatch.version;
    table.a.act({ t: 'end' });
    for (const c of [table.a, table.b, table.s, stranger]) await c.until(() => c.state.over, 'over');
    expect(table.room().currentMatch.version).toBe(v + 1);
    expect(table.a.projection?.status).toMatchObject({ over: true, headline: 'Table ended by Seat 1' });
  });
});
