import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Match } from '../../engine/core/match.ts';
import { MemoryStore } from './memory.ts';
import { SqliteStore } from './sqlite.ts';
import type { GameStore, StoredTable } from './types.ts';

const dirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-store-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

function table(code: string): StoredTable {
  return {
    code, gameId: 'sandbox', seats: 2, options: { demo: true }, seed: 'secret-seed', seedCommit: 'c0ffee',
    createdAt: 1000, finishedAt: null,
  };
}

function match(version: number): Match {
  return { gameId: 'sandbox', version, seats: 2, options: {}, rng: { s: [1, 2, 3, version] }, state: { n: version }, log: [] };
}

const stores: Array<[string, () => GameStore]> = [
  ['memory', () => new MemoryStore()],
  ['sqlite', () => SqliteStore.open(tmpDir())],
];

describe.each(stores)('GameStore contract (%s)', (_name, make) => {
  it('persistence: a table with no snapshot loads with every action in version order', async () => {
    const store = make();
    await store.createTable(table('ABCDEF'));
    for (const v of [1, 2, 3]) await store.appendAction('ABCDEF', { version: v, seat: v % 2, action: { t: 'flip', id: `p${v}` }, at: v });
    const loaded = await store.loadTable('ABCDEF');
    expect(loaded?.table).toEqual(table('ABCDEF'));
    expect(loaded?.snapshot).toBeNull();
    expect(loaded?.actions.map((a) => a.version)).toEqual([1, 2, 3]);
    expect(loaded?.actions[0]).toEqual({ version: 1, seat: 1, action: { t: 'flip', id: 'p1' }, at: 1 });
    await store.close();
  });

  it('persistence: the latest snapshot comes with only the actions after it', async () => {
    const store = make();
    await store.createTable(table('SNAPSH'));
    for (let v = 1; v <= 7; v++) {
      await store.appendAction('SNAPSH', { version: v, seat: 0, action: { v }, at: v });
      if (v === 3 || v === 5) await store.saveSnapshot('SNAPSH', { version: v, match: match(v) });
    }
    const loaded = await store.loadTable('SNAPSH');
    expect(loaded?.snapshot).toEqual({ version: 5, match: match(5) });
    expect(loaded?.actions.map((a) => a.version)).toEqual([6, 7]);
    await store.close();
  });

  it('persistence: an action version is written once; unknown codes load as null', async () => {
    const store = make();
    await store.createTable(table('ONCEAB'));
    await store.appendAction('ONCEAB', { version: 1, seat: 0, action: {}, at: 1 });
    await expect(store.appendAction('ONCEAB', { version: 1, seat: 0, action: {}, at: 1 })).rejects.toThrow();
    expect(await store.loadTable('NOSUCH')).toBeNull();
    expect(await store.getTable('NOSUCH')).toBeNull();
    await store.close();
  });

  it('persistence: finished tables drop out of listUnfinished', async () => {
    const store = make();
    await store.createTable(table('AAAAAA'));
    await store.createTable(table('BBBBBB'));
    await store.markFinished('AAAAAA', 5000);
    expect((await store.listUnfinished()).map((t) => t.code)).toEqual(['BBBBBB']);
    expect((await store.getTable('AAAAAA'))?.finishedAt).toBe(5000);
    await store.close();
  });
});

describe('SqliteStore', () => {
  it('persistence: data survives closing and reopening the same dataDir (WAL file)', async () => {
    const dir = tmpDir();
    const first = SqliteStore.open(dir);
    await first.createTable(table('REOPEN'));
    await first.appendAction('REOPEN', { version: 1, seat: 1, action: { t: 'roll', ids: ['d'] }, at: 9 });
    await first.close();
    expect(fs.existsSync(path.join(dir, 'woodland.sqlite'))).toBe(true);
    const second = SqliteStore.open(dir);
    const loaded = await second.loadTable('REOPEN');
    expect(loaded?.actions).toEqual([{ version: 1, seat: 1, action: { t: 'roll', ids: ['d'] }, at: 9 }]);
    await second.close();
  });
});
