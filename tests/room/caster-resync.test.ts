/**
 * A caster's `resync` is limited like a spectator's (LIMITS.resync, docs/PROTOCOL.md §6):
 * each one costs a fresh snapshot of the whole table with every hand in it, so a caster
 * sending them without end would have the server compress and send snapshot after
 * snapshot while the host's table waits. A burst gets the allowed snapshots and a plain
 * `room/rate-limited` for the rest, and the host's table keeps answering.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { C2S, LIMITS, ROOM_ERRORS, S2C, type CastStatus, type RejectedMessage } from '../../wire/protocol.ts';
import { TableClient, seatTable, type SeatedTable } from './helpers.ts';

let clock = 1_700_000_000_000;
let table: SeatedTable;
let caster: TableClient;

beforeAll(async () => {
  table = await seatTable({ now: () => clock }, { game: 'sandbox' });
  const { a } = table;
  const mark = a.received.length;
  a.send(C2S.cast, { op: 'link' });
  const status = await a.waitMessage<CastStatus>(S2C.cast, mark, (m) => m.casterToken !== null);
  caster = await TableClient.join(table.t.endpoint, a.code, { caster: status.casterToken });
  await caster.until(() => caster.welcome, 'welcome');
  // The caster's feed serves version 0 once the caster delay has passed.
  clock += status.casterDelay * 1000 + 1000;
  await caster.until(() => caster.projection, 'the caster feed\'s first snapshot');
});

afterAll(async () => {
  await table?.close([caster]);
});

describe('caster resync', () => {
  it('resync limit (caster): a burst of 60 resyncs gets at most the burst of snapshots, the rest room/rate-limited; the host stays responsive', async () => {
    const { a } = table;
    const burst = 60;
    const mark = caster.received.length;
    for (let i = 0; i < burst; i++) caster.send(C2S.resync, {});
    await caster.ping();
    const after = caster.received.slice(mark);
    const snapshots = after.filter((r) => r.type === S2C.snapshot).length;
    const limited = after.filter((r) => r.type === S2C.rejected && (r.message as RejectedMessage).code === ROOM_ERRORS.rateLimited);
    // The bucket holds `burst` resyncs and refills at `perSecond` (one more at most while the burst is read).
    expect(snapshots).toBeGreaterThanOrEqual(1);
    expect(snapshots).toBeLessThanOrEqual(LIMITS.resync.burst + 1);
    expect(limited.length).toBe(burst - snapshots);
    expect((limited[0]?.message as RejectedMessage).message).toMatch(/too many resyncs/i);
    // The host's table answers at once, and the caster still watches it.
    const started = performance.now();
    await a.ping();
    expect(performance.now() - started).toBeLessThan(1000);
    expect(caster.room.connection.isOpen).toBe(true);
  });
});
