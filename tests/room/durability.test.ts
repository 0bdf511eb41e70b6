/**
 * Write before send and containment, in-process with a store the test controls
 * (DESIGN §2, §4): nothing about an action leaves the server before the store has it; a
 * store that refuses an action refuses it to the player; an error after an action was
 * stored rebuilds the table from its log, and a table that cannot be rebuilt is closed
 * while the others go on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSE_TABLE_FAILED, ROOM_ERRORS, type RejectedMessage } from '../../wire/protocol.ts';
import { MemoryStore } from '../../server/store/memory.ts';
import type { StoredAction } from '../../server/store/types.ts';
import { httpJson, seatTable, TableClient, type SeatedTable } from './helpers.ts';

/** A MemoryStore whose action writes can be held back, refused, and whose loads can fail. */
class ControlledStore extends MemoryStore {
  private gate: Promise<void> | null = null;
  private openGate: (() => void) | null = null;
  refuseNext = false;
  failLoads = false;

  hold(): void {
    this.gate = new Promise((resolve) => { this.openGate = resolve; });
  }

  release(): void {
    this.openGate?.();
    this.gate = null;
  }

  override async appendAction(code: string, action: StoredAction): Promise<void> {
    if (this.gate) await this.gate;
    if (this.refuseNext) {
      this.refuseNext = false;
      throw new Error('disk full');
    }
    return super.appendAction(code, action);
  }

  override async loadTable(code: string): ReturnType<MemoryStore['loadTable']> {
    if (this.failLoads) throw new Error('store unreachable');
    return super.loadTable(code);
  }
}

const store = new ControlledStore();
let sat: SeatedTable;

beforeAll(async () => {
  sat = await seatTable({ store }, { game: 'sandbox', seats: 2 });
});
afterAll(async () => {
  await sat?.close();
});

const patchesOf = (c: TableClient, mark: number): number => c.received.slice(mark).filter((r) => r.type === 'patch' || r.type === 'roll').length;

describe('write before send', () => {
  it('DESIGN §4: no patch or roll reaches anyone until the store has the action', async () => {
    const { a, b, s } = sat;
    const marks = [a, b, s].map((c) => c.received.length);
    const from = a.version;
    store.hold();
    a.act({ t: 'roll', ids: ['die-d6a'] });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect([a, b, s].map((c, i) => patchesOf(c, marks[i] as number))).toEqual([0, 0, 0]);
    expect(sat.room().currentMatch.version).toBe(from);
    expect((await store.listActions(a.code)).length).toBe(from);
    store.release();
    await Promise.all([a, b, s].map((c) => c.waitVersion(from + 1)));
    expect((await store.listActions(a.code)).map((x) => x.version)).toContain(from + 1);
  });

  it('DESIGN §4: a store that refuses an action refuses it to the player (room/not-saved); nobody sees it and play goes on', async () => {
    const { a, b, s } = sat;
    const marks = [a, b, s].map((c) => c.received.length);
    const from = a.version;
    store.refuseNext = true;
    a.act({ t: 'shuffle', deck: 'deck' }, { ref: 'lost' });
    const rej = await a.waitMessage<RejectedMessage>('rejected', marks[0]);
    expect(rej).toMatchObject({ code: ROOM_ERRORS.notSaved, ref: 'lost' });
    await Promise.all([b, s].map((c) => c.ping()));
    expect([a, b, s].map((c, i) => patchesOf(c, marks[i] as number))).toEqual([0, 0, 0]);
    expect(sat.room().currentMatch.version).toBe(from);
    a.act({ t: 'shuffle', deck: 'deck' });
    await Promise.all([a, b, s].map((c) => c.waitVersion(from + 1)));
  });
});

describe('containment', () => {
  it('an error after an action is stored rebuilds the table from its log: everyone gets a fresh snapshot with the action', async () => {
    const { a, b, s } = sat;
    const room = sat.room();
    const sync = room['table'].sync;
    const from = a.version;
    const marks = [a, b, s].map((c) => c.received.length);
    sync.sendPatches = () => { throw new Error('sync bug'); };
    a.act({ t: 'draw', deck: 'deck', n: 1, to: 'hand' });
    await Promise.all([a, b, s].map((c, i) => c.waitMessage<{ projection: { version: number } }>('snapshot', marks[i], (m) => m.projection.version === from + 1)));
    expect(sat.t.logs.some((l) => l.includes('rebuilt from its log'))).toBe(true);
    expect(room['table'].sync).not.toBe(sync);
    // Play goes on from the rebuilt table, and every client holds its own projection.
    a.act({ t: 'rotate', id: 'tile-1', dir: 1 });
    await Promise.all([a, b, s].map((c) => c.waitVersion(from + 2)));
    for (const c of [a, b, s]) expect(c.desync).toBeNull();
  });

  it('a table that cannot be rebuilt is closed (CLOSE_TABLE_FAILED); another table plays on, and it reopens from the store', async () => {
    const other = await TableClient.create(sat.t.endpoint, { game: 'sandbox', seats: 1, name: 'Olga' });
    await other.until(() => other.projection, 'snapshot');
    const { a, b } = sat;
    const code = a.code;
    const from = a.version;
    const closed = new Promise<number>((resolve) => a.room.onLeave(resolve));
    store.failLoads = true;
    sat.room()['table'].sync.sendPatches = () => { throw new Error('sync bug'); };
    a.act({ t: 'flip', id: 'tile-2' });
    expect(await closed).toBe(CLOSE_TABLE_FAILED);
    store.failLoads = false;

    const o = other.version;
    other.act({ t: 'flip', id: 'tile-1' });
    await other.waitVersion(o + 1);

    // The action was stored before the failure: the reopened table has it.
    await sat.t.server.room(code)?.closed;
    expect((await httpJson(sat.t.server.url, `/api/tables/${code}/open`, { method: 'POST', body: {} })).status).toBe(200);
    const back = await TableClient.join(sat.t.endpoint, code, { name: 'Ann', seat: 0 });
    await back.until(() => back.projection, 'snapshot');
    expect(back.version).toBe(from + 1);
    for (const c of [other, back, b]) await c.leave().catch(() => undefined);
  });
});
