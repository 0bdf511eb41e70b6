/**
 * Seats choosing at the same time through a real server (DESIGN §3, issue foundations):
 * two players send sealed choices made from the same view and both are judged (neither
 * is refused as stale), and nothing about a choice reaches another client before the
 * reveal — checked byte for byte by playing the same table twice with different choices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../engine/games/registry.ts';
import { duel } from '../helpers/duel.ts';
import { seatTable, TableClient, type SeatedTable } from './helpers.ts';

let one: SeatedTable;
let two: { a: TableClient; b: TableClient; s: TableClient };

beforeAll(async () => {
  one = await seatTable({ games: { ...games, duel } }, { game: 'duel', seats: 2 });
  const a = await TableClient.create(one.t.endpoint, { game: 'duel', seats: 2, options: {}, name: 'Ann' });
  const b = await TableClient.join(one.t.endpoint, a.code, { name: 'Ben' });
  const s = await TableClient.join(one.t.endpoint, a.code, { name: 'Sam', spectator: true });
  await Promise.all([a, b, s].map((c) => c.until(() => c.projection, 'snapshot')));
  two = { a, b, s };
});
afterAll(async () => {
  await one?.close([two?.a, two?.b, two?.s]);
});

/**
 * Everything a client received after joining, without the per-connection welcome and the
 * table events (who sat down, stamped with each table's own clock; they hold nothing hidden).
 */
const stream = (c: TableClient): string => JSON.stringify(c.received.filter((r) => r.type !== 'welcome' && r.type !== 'event'));

describe('seats deciding at once', () => {
  it('byte level: a sealed choice, and a change of it, reach no other client — their messages are identical whatever was chosen', async () => {
    one.a.act({ t: 'choose', n: 1 });
    two.a.act({ t: 'choose', n: 5 });
    await Promise.all([one.b, one.s, two.b, two.s].map((c) => c.waitVersion(1)));
    expect(stream(one.b)).toBe(stream(two.b));
    expect(stream(one.s)).toBe(stream(two.s));
    expect(one.b.projection?.log.at(-1)?.text).toBe('Seat 1 has chosen.');
    expect(one.a.projection?.log.at(-1)?.text).toBe('You chose 1 (hidden until everyone has chosen).');

    one.a.act({ t: 'choose', n: 4 });
    two.a.act({ t: 'choose', n: 2 });
    await Promise.all([one.b, one.s, two.b, two.s].map((c) => c.waitVersion(2)));
    expect(stream(one.b)).toBe(stream(two.b));
    expect(stream(one.s)).toBe(stream(two.s));
    expect(two.a.projection?.view).toMatchObject({ sealed: { mine: 2 } });

    // The reveal: now they differ, so the comparison above could fail.
    for (const t of [one, two]) t.b.act({ t: 'choose', n: 3 });
    await Promise.all([one.b, one.s, two.b, two.s].map((c) => c.waitVersion(3)));
    expect(stream(one.b)).not.toBe(stream(two.b));
    expect(one.s.projection?.log.at(-1)?.text).toBe('Round 1: Seat 1 chose 4, Seat 2 chose 3. Seat 1 scores.');
    expect(two.s.projection?.log.at(-1)?.text).toBe('Round 1: Seat 1 chose 2, Seat 2 chose 3. Seat 2 scores.');
  });

  it('deciding: two choices made from the same view are both judged, not refused as stale', async () => {
    const { a, b, s } = one;
    const v = a.version;
    expect(b.version).toBe(v);
    const refused = [a, b].map((c) => c.rejections().length);
    a.act({ t: 'choose', n: 5 }, { v });
    b.act({ t: 'choose', n: 2 }, { v });
    await Promise.all([a, b, s].map((c) => c.waitVersion(v + 2)));
    expect([a, b].map((c, i) => c.rejections().length - (refused[i] as number))).toEqual([0, 0]);
    expect(s.projection?.log.at(-1)?.text).toMatch(/^Round 2: Seat 1 chose 5, Seat 2 chose 2\. Seat 1 scores\.$/);
    for (const c of [a, b, s]) expect(c.desync).toBeNull();
  });

  it('staleness stays per seat: a second choice made from a view that predates the seat\'s own first is stale', async () => {
    const { a } = one;
    const v = a.version;
    a.act({ t: 'choose', n: 1 }, { v });
    await a.waitVersion(v + 1);
    const mark = a.received.length;
    a.act({ t: 'choose', n: 2 }, { v, ref: 'double' });
    expect(await a.waitMessage('rejected', mark)).toMatchObject({ code: 'room/stale', ref: 'double' });
  });
});
