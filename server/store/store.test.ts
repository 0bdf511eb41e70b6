import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Match } from '../../engine/core/match.ts';
import type { PreparedImage } from '../images/prepare.ts';
import { type PgCluster, startPostgres } from '../../tests/helpers/postgres.ts';
import { MemoryStore } from './memory.ts';
import { PG_SCHEMA_VERSION, PostgresStore } from './postgres.ts';
import { SqliteStore } from './sqlite.ts';
import type { GameStore, StoredRoll, StoredTable } from './types.ts';

const dirs: string[] = [];
function tmpDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-store-'));
  dirs.push(dir);
  return dir;
}
// One PostgreSQL cluster for the file, started by the first PostgreSQL suite (missing
// binaries fail those suites, not the others); every PostgreSQL store gets a database of its own.
let cluster: PgCluster | undefined;
const startCluster = async (): Promise<void> => {
  cluster ??= await startPostgres();
};
afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await cluster?.stop();
});

function pgCluster(): PgCluster {
  if (!cluster) throw new Error('the PostgreSQL cluster did not start');
  return cluster;
}

function table(code: string): StoredTable {
  return {
    code, gameId: 'sandbox', rulesVersion: 1, seats: 2, options: { demo: true }, seed: 'secret-seed', seedCommit: 'c0ffee',
    createdAt: 1000, finishedAt: null,
  };
}

function match(version: number): Match {
  return { gameId: 'sandbox', version, seats: 2, options: {}, rng: { s: [1, 2, 3, version] }, state: { n: version }, log: [] };
}

/**
 * An image as server/images/prepare.ts hands it over, with made-up variant bytes (every
 * byte value, zeros included, so that a store that is not binary-safe shows).
 */
function image(seed: number, fullBytes = 3000, phoneBytes = 700): PreparedImage {
  const bytes = (n: number, salt: number): Buffer => Buffer.from(Array.from({ length: n }, (_, i) => (i * 7 + seed * 31 + salt) % 256));
  return {
    hash: String(seed).padStart(2, '0').repeat(32),
    width: 2000 + seed,
    height: 1000 + seed,
    variants: {
      full: { bytes: bytes(fullBytes, 1), width: 2000 + seed, height: 1000 + seed, mime: 'image/webp' },
      phone: { bytes: bytes(phoneBytes, 2), width: 1024, height: 512, mime: 'image/webp' },
    },
  };
}
const storedBytes = (img: PreparedImage): number => img.variants.full.bytes.length + img.variants.phone.bytes.length;

const stores: Array<[string, () => GameStore | Promise<GameStore>]> = [
  ['memory', () => new MemoryStore()],
  ['sqlite', () => SqliteStore.open(tmpDir())],
  ['postgres', async () => PostgresStore.connect(await pgCluster().createDatabase())],
];

describe.each(stores)('GameStore contract (%s)', (name, open) => {
  if (name === 'postgres') beforeAll(startCluster);
  const make = async (): Promise<GameStore> => open();
  it('persistence: who sat at each seat and the streaming delays are kept with the table; a later player replaces a seat\'s', async () => {
    const store = await make();
    await store.createTable(table('NAMED1'));
    expect(await store.getTable('NAMED1')).not.toHaveProperty('players');
    expect(await store.getTable('NAMED1')).not.toHaveProperty('delays');
    await store.seatPlayer('NAMED1', 1, { name: 'Ben', color: '#2e6fd8' });
    expect((await store.getTable('NAMED1'))?.players).toEqual([null, { name: 'Ben', color: '#2e6fd8' }]);
    await store.seatPlayer('NAMED1', 0, { name: 'Ann', color: '#c0392b' });
    await store.seatPlayer('NAMED1', 1, { name: 'Cy', color: '#2a9d5c' });
    await store.saveDelays('NAMED1', { caster: 45, spectators: 30 });
    const loaded = await store.loadTable('NAMED1');
    expect(loaded?.table.players).toEqual([{ name: 'Ann', color: '#c0392b' }, { name: 'Cy', color: '#2a9d5c' }]);
    expect(loaded?.table.delays).toEqual({ caster: 45, spectators: 30 });
    await store.seatPlayer('NOSUCH', 0, { name: 'Zed', color: '#000000' }); // an unknown table: nothing happens
    expect(await store.getTable('NOSUCH')).toBeNull();
    await store.close();
  });

  it('expiry: tables nobody joined and that hold no action are deleted once old; joined or played ones stay', async () => {
    const store = await make();
    for (const code of ['AAAAAA', 'BBBBBB', 'CCCCCC', 'DDDDDD']) await store.createTable(table(code));
    await store.markJoined('BBBBBB', 1500);
    await store.appendAction('CCCCCC', { version: 1, seat: 0, action: { t: 'flip', id: 'p1' }, at: 1200 });
    await store.saveSnapshot('DDDDDD', { version: 0, rulesVersion: 1, match: match(0) });
    expect(await store.deleteUnjoined(900)).toEqual([]);
    expect((await store.deleteUnjoined(2000)).sort()).toEqual(['AAAAAA', 'DDDDDD']);
    expect(await store.getTable('AAAAAA')).toBeNull();
    expect(await store.loadTable('DDDDDD')).toBeNull();
    expect(await store.getTable('BBBBBB')).not.toBeNull();
    expect((await store.loadTable('CCCCCC'))?.actions).toHaveLength(1);
    await store.deleteTable('CCCCCC');
    expect(await store.loadTable('CCCCCC')).toBeNull();
    await store.close();
  });

  it('persistence: a table with no snapshot loads with every action in version order', async () => {
    const store = await make();
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
    const store = await make();
    await store.createTable(table('SNAPSH'));
    for (let v = 1; v <= 7; v++) {
      await store.appendAction('SNAPSH', { version: v, seat: 0, action: { v }, at: v });
      if (v === 3 || v === 5) await store.saveSnapshot('SNAPSH', { version: v, rulesVersion: 1, match: match(v) });
    }
    const loaded = await store.loadTable('SNAPSH');
    expect(loaded?.snapshot).toEqual({ version: 5, rulesVersion: 1, match: match(5) });
    expect(loaded?.actions.map((a) => a.version)).toEqual([6, 7]);
    await store.close();
  });

  it('persistence: an action version is written once; unknown codes load as null', async () => {
    const store = await make();
    await store.createTable(table('ONCEAB'));
    await store.appendAction('ONCEAB', { version: 1, seat: 0, action: {}, at: 1 });
    await expect(store.appendAction('ONCEAB', { version: 1, seat: 0, action: {}, at: 1 })).rejects.toThrow();
    expect(await store.loadTable('NOSUCH')).toBeNull();
    expect(await store.getTable('NOSUCH')).toBeNull();
    await store.close();
  });

  it('fairness: listActions gives every action (snapshots or not) with its throw and commitments, for the export', async () => {
    const store = await make();
    await store.createTable(table('EXPORT'));
    const roll = { message: { rollId: 'EXPORT:2', version: 2, seat: 0, dice: [{ id: 'die-d6a', value: 4 }] }, anchors: { 'die-d6a': { x: 1, z: 2 } } };
    await store.appendAction('EXPORT', { version: 1, seat: 1, action: { t: 'shuffle', deck: 'deck' }, at: 10, commits: ['aa'.repeat(32)] });
    await store.appendAction('EXPORT', { version: 2, seat: 0, action: { t: 'roll', ids: ['die-d6a'] }, at: 11, roll: roll as unknown as StoredRoll });
    await store.saveSnapshot('EXPORT', { version: 2, rulesVersion: 1, match: match(2) });
    await store.appendAction('EXPORT', { version: 3, seat: 0, action: { t: 'end' }, at: 12 });
    expect(await store.listActions('EXPORT')).toEqual([
      { version: 1, seat: 1, action: { t: 'shuffle', deck: 'deck' }, at: 10, commits: ['aa'.repeat(32)] },
      { version: 2, seat: 0, action: { t: 'roll', ids: ['die-d6a'] }, at: 11, roll },
      { version: 3, seat: 0, action: { t: 'end' }, at: 12 },
    ]);
    expect(await store.listActions('NOSUCH')).toEqual([]);
    await store.close();
  });

  it('rules versions: a snapshot comes back with the rules version it was taken under', async () => {
    const store = await make();
    await store.createTable(table('TAGGED'));
    await store.appendAction('TAGGED', { version: 1, seat: 0, action: { v: 1 }, at: 1 });
    await store.saveSnapshot('TAGGED', { version: 1, rulesVersion: 7, match: match(1) });
    expect((await store.loadTable('TAGGED'))?.snapshot).toEqual({ version: 1, rulesVersion: 7, match: match(1) });
    expect((await store.loadAt('TAGGED', 1))?.snapshot?.rulesVersion).toBe(7);
    await store.close();
  });

  it('dice after a restart: the rests stored with the latest action that has them come back with the table (null when none has)', async () => {
    const store = await make();
    await store.createTable(table('RESTS1'));
    await store.appendAction('RESTS1', { version: 1, seat: 0, action: { t: 'flip' }, at: 1 });
    expect((await store.loadTable('RESTS1'))?.rests).toBeNull();
    const rest = (value: number, x: number) => ({
      die: { id: 'die-d6a', kind: 'd6' as const, value, labelMap: [0, 1, 2, 3, 4, 5], final: { p: [x, 1, 0] as [number, number, number], q: [0, 0, 0, 1] as [number, number, number, number] } },
      anchor: { x, z: 0 },
    });
    await store.appendAction('RESTS1', { version: 2, seat: 0, action: { t: 'roll' }, at: 2, rests: [rest(4, 1)] });
    await store.appendAction('RESTS1', { version: 3, seat: 0, action: { t: 'move' }, at: 3, rests: [] });
    await store.appendAction('RESTS1', { version: 4, seat: 0, action: { t: 'flip' }, at: 4 });
    expect((await store.loadTable('RESTS1'))?.rests).toEqual([]);
    await store.appendAction('RESTS1', { version: 5, seat: 0, action: { t: 'roll' }, at: 5, rests: [rest(2, 3)] });
    expect((await store.loadTable('RESTS1'))?.rests).toEqual([rest(2, 3)]);
    await store.close();
  });

  it('images: an image is stored once under its hash; its variants read back byte-identical; an unknown hash is null', async () => {
    const store = await make();
    const first = image(1);
    expect(await store.putImage(first)).toBe(true);
    // The same hash again (here with other bytes): nothing new is stored.
    expect(await store.putImage({ ...image(1, 10, 10), hash: first.hash })).toBe(false);
    const full = await store.getImage(first.hash, 'full');
    expect(full).toEqual({ bytes: first.variants.full.bytes, mime: 'image/webp', width: 2001, height: 1001 });
    expect(full?.bytes.equals(first.variants.full.bytes)).toBe(true);
    const phone = await store.getImage(first.hash, 'phone');
    expect(phone?.bytes.equals(first.variants.phone.bytes)).toBe(true);
    expect([phone?.width, phone?.height, phone?.mime]).toEqual([1024, 512, 'image/webp']);
    expect(await store.getImage('ff'.repeat(32), 'full')).toBeNull();
    await store.close();
  });

  it('images: a table\'s images in the order linked and the bytes they take (its quota), each image counted once; links go with the table, images stay', async () => {
    const store = await make();
    await store.createTable(table('IMAGES'));
    await store.createTable(table('OTHERS'));
    const [a, b] = [image(2, 5000, 900), image(3, 4000, 800)];
    await store.putImage(a);
    await store.putImage(b);
    expect(await store.tableImages('IMAGES')).toEqual([]);
    expect(await store.tableImageBytes('IMAGES')).toBe(0);
    await store.linkImage('IMAGES', b.hash);
    await store.linkImage('IMAGES', a.hash);
    await store.linkImage('IMAGES', b.hash); // again: nothing changes
    await store.linkImage('OTHERS', a.hash);
    expect(await store.tableImages('IMAGES')).toEqual([
      { hash: b.hash, width: b.width, height: b.height, bytes: 4800 },
      { hash: a.hash, width: a.width, height: a.height, bytes: 5900 },
    ]);
    expect(await store.tableImageBytes('IMAGES')).toBe(storedBytes(a) + storedBytes(b));
    expect(await store.tableImageBytes('OTHERS')).toBe(storedBytes(a));
    expect(await store.tableImages('NOSUCH')).toEqual([]);
    expect(await store.tableImageBytes('NOSUCH')).toBe(0);
    await expect(store.linkImage('IMAGES', 'ee'.repeat(32))).rejects.toThrow();
    await expect(store.linkImage('NOSUCH', a.hash)).rejects.toThrow();
    await store.deleteTable('IMAGES');
    expect(await store.tableImages('IMAGES')).toEqual([]);
    expect(await store.tableImageBytes('OTHERS')).toBe(storedBytes(a));
    // A table nobody joined goes with its links too.
    expect(await store.deleteUnjoined(2000)).toEqual(['OTHERS']);
    expect(await store.tableImageBytes('OTHERS')).toBe(0);
    expect((await store.getImage(a.hash, 'full'))?.bytes.equals(a.variants.full.bytes)).toBe(true);
    expect((await store.getImage(b.hash, 'phone'))?.bytes.equals(b.variants.phone.bytes)).toBe(true);
    await store.close();
  });

  it('settings: a deployment setting is written once; later writers read the first value, and so does a reopened store', async () => {
    const store = await make();
    expect(await store.settingOnce('asset-key', 'aa'.repeat(32))).toBe('aa'.repeat(32));
    expect(await store.settingOnce('asset-key', 'bb'.repeat(32))).toBe('aa'.repeat(32));
    const both = await Promise.all([store.settingOnce('other', 'x'), store.settingOnce('other', 'y')]);
    expect(both).toEqual(['x', 'x']);
    await store.close();
  });

  it('boxes: a kept box reads back whole; the list is newest first without manifests; an id in use is refused', async () => {
    const store = await make();
    const box = (id: string, at: number) => ({ id, name: `Box ${id}`, manifest: JSON.stringify({ id }), createdAt: at, pieces: 3, bytes: 1000 });
    await store.putBox(box('first-box-0000000', 1000));
    await store.putBox(box('second-box-000000', 2000));
    expect(await store.getBox('first-box-0000000')).toEqual(box('first-box-0000000', 1000));
    expect(await store.getBox('no-such-box-00000')).toBeNull();
    const { manifest: _m, ...listing } = box('second-box-000000', 2000);
    expect((await store.listBoxes(10))[0]).toEqual(listing);
    expect((await store.listBoxes(10)).map((b) => b.id)).toEqual(['second-box-000000', 'first-box-0000000']);
    expect(await store.listBoxes(1)).toHaveLength(1);
    await expect(store.putBox(box('first-box-0000000', 3000))).rejects.toThrow();
    await store.close();
  });

  it('persistence: finished tables drop out of listUnfinished', async () => {
    const store = await make();
    await store.createTable(table('AAAAAA'));
    await store.createTable(table('BBBBBB'));
    await store.markFinished('AAAAAA', 5000);
    expect((await store.listUnfinished()).map((t) => t.code)).toEqual(['BBBBBB']);
    expect((await store.getTable('AAAAAA'))?.finishedAt).toBe(5000);
    await store.close();
  });
});

describe('SqliteStore', () => {
  it('persistence: a schema v2 file migrates to v14 (commitments, first join, rules version 1, undo, settings, stand-ins and clocks, seat players and delays, snapshots\' rules versions, dice rests, images, the deployment\'s settings, boxes, accounts, push languages) and keeps its actions; a played table counts as joined; an untagged snapshot is ignored', async () => {
    const dir = tmpDir();
    const file = path.join(dir, 'woodland.sqlite');
    const old = new Database(file);
    old.exec(`
      CREATE TABLE tables (code TEXT PRIMARY KEY, game TEXT NOT NULL, seats INTEGER NOT NULL, options TEXT NOT NULL,
        seed TEXT NOT NULL, seed_commit TEXT NOT NULL, created_at INTEGER NOT NULL, finished_at INTEGER);
      CREATE TABLE actions (code TEXT NOT NULL REFERENCES tables(code), version INTEGER NOT NULL, seat INTEGER NOT NULL,
        action TEXT NOT NULL, at INTEGER NOT NULL, roll TEXT, PRIMARY KEY (code, version)) WITHOUT ROWID;
      CREATE TABLE snapshots (code TEXT NOT NULL REFERENCES tables(code), version INTEGER NOT NULL, match TEXT NOT NULL,
        at INTEGER NOT NULL, PRIMARY KEY (code, version)) WITHOUT ROWID;
      INSERT INTO tables VALUES ('OLDTAB', 'sandbox', 2, '{}', 's', 'c', 1, NULL);
      INSERT INTO tables VALUES ('UNUSED', 'sandbox', 2, '{}', 's', 'c', 1, NULL);
      INSERT INTO actions VALUES ('OLDTAB', 1, 0, '{"t":"flip","id":"tile-1"}', 5, NULL);
      INSERT INTO snapshots VALUES ('OLDTAB', 1, '{"version":1}', 5);
      PRAGMA user_version = 2;
    `);
    old.close();
    const store = SqliteStore.open(dir);
    // A snapshot from before they carried their rules version is not trusted: the log rebuilds the table.
    expect((await store.loadTable('OLDTAB'))?.snapshot).toBeNull();
    expect((await store.loadTable('OLDTAB'))?.actions.map((a) => a.version)).toEqual([1]);
    expect((await store.loadAt('OLDTAB', 1))?.snapshot).toBeNull();
    expect(await store.listActions('OLDTAB')).toEqual([{ version: 1, seat: 0, action: { t: 'flip', id: 'tile-1' }, at: 5 }]);
    await store.appendAction('OLDTAB', { version: 2, seat: 1, action: { t: 'shuffle', deck: 'deck' }, at: 6, commits: ['bb'.repeat(32)] });
    expect((await store.listActions('OLDTAB'))[1]?.commits).toEqual(['bb'.repeat(32)]);
    await store.appendAction('OLDTAB', { version: 3, seat: 1, action: null, undo: true, at: 7 });
    expect((await store.listActions('OLDTAB'))[2]).toEqual({ version: 3, seat: 1, action: null, undo: true, at: 7 });
    expect((await store.loadTable('OLDTAB'))?.actions.map((a) => a.undo ?? false)).toEqual([false, false, true]);
    expect(await store.deleteUnjoined(100)).toEqual(['UNUSED']);
    expect((await store.getTable('OLDTAB'))?.rulesVersion).toBe(1);
    expect((await store.getTable('OLDTAB'))?.settings).toBeUndefined();
    const clocks = { at: 8, left: [1000, 0], running: [1] };
    await store.appendAction('OLDTAB', { version: 4, seat: 1, action: { t: 'flip', id: 'tile-1' }, at: 8, by: 'bot', clocks });
    expect((await store.listActions('OLDTAB'))[3]).toEqual({ version: 4, seat: 1, action: { t: 'flip', id: 'tile-1' }, at: 8, by: 'bot', clocks });
    expect((await store.loadTable('OLDTAB'))?.clocks).toEqual(clocks);
    expect(await store.getTable('OLDTAB')).not.toHaveProperty('delays');
    await store.seatPlayer('OLDTAB', 0, { name: 'Ann', color: '#c0392b' });
    await store.saveDelays('OLDTAB', { caster: 120, spectators: 60 });
    expect(await store.getTable('OLDTAB')).toMatchObject({ players: [{ name: 'Ann', color: '#c0392b' }, null], delays: { caster: 120, spectators: 60 } });
    await store.putImage(image(4));
    await store.linkImage('OLDTAB', image(4).hash);
    expect(await store.tableImageBytes('OLDTAB')).toBe(storedBytes(image(4)));
    expect(await store.settingOnce('asset-key', 'ab')).toBe('ab');
    await store.close();
    const check = new Database(file);
    expect(check.pragma('user_version', { simple: true })).toBe(14);
    check.close();
  });

  it('DESIGN §4 write before send: a write resolves only once the WAL file is synced to disk, and a failed sync fails the write', async () => {
    const dir = tmpDir();
    const store = SqliteStore.open(dir);
    // A commit writes the WAL file (NORMAL); the write then syncs it.
    expect(store['db'].pragma('synchronous', { simple: true })).toBe(1);
    const held: Array<{ fd: number; done: (e: NodeJS.ErrnoException | null) => void }> = [];
    const spy = vi.spyOn(fs, 'fdatasync').mockImplementation(((fd: number, done: (e: NodeJS.ErrnoException | null) => void) => {
      held.push({ fd, done });
    }) as typeof fs.fdatasync);
    try {
      let stored = false;
      const writing = store.createTable(table('SYNCED')).then(() => { stored = true; });
      await new Promise((r) => setTimeout(r, 20));
      expect(stored, 'resolved before its sync ended').toBe(false);
      expect(held).toHaveLength(1);
      // The file synced is the database's WAL file, which holds the commit.
      expect(fs.readlinkSync(`/proc/self/fd/${held[0]!.fd}`)).toBe(fs.realpathSync(path.join(dir, 'woodland.sqlite-wal')));
      held[0]!.done(null);
      await writing;
      expect(stored).toBe(true);

      const failing = store.appendAction('SYNCED', { version: 1, seat: 0, action: { t: 'flip', id: 'tile-1' }, at: 2 });
      await new Promise((r) => setTimeout(r, 20));
      expect(held).toHaveLength(2);
      held[1]!.done(Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' }));
      await expect(failing).rejects.toThrow(/EIO/);
      // Refused, so not stored: the same version can be written again.
      expect(await store.listActions('SYNCED')).toEqual([]);
    } finally {
      spy.mockRestore();
    }
    // Every write waits for a sync: one per write, none skipped.
    const real = vi.spyOn(fs, 'fdatasync');
    await store.appendAction('SYNCED', { version: 1, seat: 0, action: { t: 'flip', id: 'tile-2' }, at: 3 });
    await store.saveSnapshot('SYNCED', { version: 1, rulesVersion: 1, match: match(1) });
    expect((await store.listActions('SYNCED')).map((a) => a.action)).toEqual([{ t: 'flip', id: 'tile-2' }]);
    await store.markFinished('SYNCED', 4);
    expect(real).toHaveBeenCalledTimes(3);
    real.mockRestore();
    await store.close();
  });

  it('DESIGN §4 write before send: a database that cannot keep a WAL file (here one in memory) syncs inside each commit instead', async () => {
    const store = new SqliteStore(':memory:');
    const sync = vi.spyOn(fs, 'fdatasync');
    await store.createTable(table('MEMORY'));
    await store.appendAction('MEMORY', { version: 1, seat: 0, action: { t: 'flip', id: 'tile-1' }, at: 2 });
    expect(sync).not.toHaveBeenCalled();
    sync.mockRestore();
    expect((await store.listActions('MEMORY')).map((a) => a.version)).toEqual([1]);
    expect(store['db'].pragma('synchronous', { simple: true })).toBe(2);
    await store.close();
  });

  it('DESIGN §4 write before send: the WAL file has its working size from the start, so no commit lengthens it, and a crash image of it reopens with every stored action', async () => {
    const dir = tmpDir();
    const store = SqliteStore.open(dir);
    const wal = path.join(dir, 'woodland.sqlite-wal');
    const size = fs.statSync(wal).size;
    // wal_autocheckpoint (1,000) frames and a margin of 4 KB pages, each with its 24-byte header.
    expect(size).toBeGreaterThanOrEqual(32 + 1000 * (4096 + 24));
    await store.createTable(table('SIZED'));
    // Past the automatic checkpoint, after which SQLite writes the file from its beginning again.
    for (let v = 1; v <= 1500; v++) {
      await store.appendAction('SIZED', { version: v, seat: v % 2, action: { t: 'move', id: `meeple-${v}`, x: v, z: -v }, at: v });
      if (v % 500 === 0) await store.saveSnapshot('SIZED', { version: v, rulesVersion: 1, match: match(v) });
    }
    expect(fs.statSync(wal).size, 'a commit lengthened the WAL file').toBe(size);
    // What a power cut would leave once the last write resolved: both files as they are now,
    // the WAL file's zeros and stale frames included, opened without this store's close.
    const image = tmpDir();
    fs.copyFileSync(path.join(dir, 'woodland.sqlite'), path.join(image, 'woodland.sqlite'));
    fs.copyFileSync(wal, path.join(image, 'woodland.sqlite-wal'));
    await store.close();
    const reopened = SqliteStore.open(image);
    const loaded = await reopened.loadTable('SIZED');
    expect(loaded?.snapshot?.version).toBe(1500);
    expect((await reopened.listActions('SIZED')).map((a) => a.version)).toEqual(Array.from({ length: 1500 }, (_, i) => i + 1));
    await reopened.close();
  });

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

describe('PostgresStore', () => {
  beforeAll(startCluster);

  it('persistence: two processes on one database share it: an action is readable elsewhere once appendAction resolves, and written once across both', async () => {
    const url = await pgCluster().createDatabase();
    const [first, second] = await Promise.all([PostgresStore.connect(url), PostgresStore.connect(url)]);
    const now = 1_760_000_000_000; // real times exceed 32 bits and come back as numbers
    await first.createTable({ ...table('SHARED'), createdAt: now });
    await first.appendAction('SHARED', { version: 1, seat: 0, action: { t: 'flip', id: 'p1' }, at: now + 5 });
    const loaded = await second.loadTable('SHARED');
    expect(loaded?.table.createdAt).toBe(now);
    expect(loaded?.actions).toEqual([{ version: 1, seat: 0, action: { t: 'flip', id: 'p1' }, at: now + 5 }]);
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    await first.appendAction('SHARED', { version: 2, seat: 1, action: { t: 'end' }, at: now + 6 });
    expect((await plain.query('SELECT version FROM actions WHERE code = $1 ORDER BY version', ['SHARED'])).rows).toEqual([{ version: 1 }, { version: 2 }]);
    await plain.end();
    await expect(second.appendAction('SHARED', { version: 2, seat: 1, action: { t: 'other' }, at: now + 7 })).rejects.toThrow();
    expect((await first.listActions('SHARED')).map((a) => a.action)).toEqual([{ t: 'flip', id: 'p1' }, { t: 'end' }]);
    await Promise.all([first.close(), second.close()]);
  });

  it(`persistence: a new database gets schema ${PG_SCHEMA_VERSION} once when stores connect together; data survives reopening; a newer schema is refused`, async () => {
    const url = await pgCluster().createDatabase();
    const stores = await Promise.all([0, 1, 2].map(() => PostgresStore.connect(url)));
    await stores[0]?.createTable(table('REOPEN'));
    await stores[1]?.appendAction('REOPEN', { version: 1, seat: 1, action: { t: 'roll', ids: ['d'] }, at: 9 });
    await Promise.all(stores.map((s) => s.close()));
    const again = await PostgresStore.connect(url);
    expect((await again.loadTable('REOPEN'))?.actions).toEqual([{ version: 1, seat: 1, action: { t: 'roll', ids: ['d'] }, at: 9 }]);
    await again.close();
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    expect((await plain.query('SELECT version FROM schema_version')).rows).toEqual([{ version: PG_SCHEMA_VERSION }]);
    await plain.query('UPDATE schema_version SET version = $1', [PG_SCHEMA_VERSION + 1]);
    await plain.end();
    await expect(PostgresStore.connect(url)).rejects.toThrow(/newer than this server/);
  });

  it('persistence: a schema 8 database migrates to 14 (snapshots\' rules versions, dice rests, images, the deployment\'s settings, boxes, accounts, push languages); a snapshot from before is ignored and the log rebuilds the table', async () => {
    const url = await pgCluster().createDatabase();
    const first = await PostgresStore.connect(url);
    await first.close();
    // The database as a schema 8 server left it, with a snapshot that carries no rules version.
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    await plain.query(`
      ALTER TABLE snapshots DROP COLUMN rules_version;
      ALTER TABLE actions DROP COLUMN rests;
      DROP TABLE table_images;
      DROP TABLE image_variants;
      DROP TABLE images;
      DROP TABLE settings;
      DROP TABLE boxes;
      DROP TABLE ratings, game_players, game_records, push_sent, push_subscriptions, account_seats, auth_challenges, sessions, passkeys, accounts;
      UPDATE schema_version SET version = 8;
      INSERT INTO tables (code, game, seats, options, seed, seed_commit, created_at) VALUES ('OLDTAB', 'sandbox', 2, '{}', 's', 'c', 1);
      INSERT INTO actions (code, version, seat, action, at) VALUES ('OLDTAB', 1, 0, '{"t":"flip","id":"tile-1"}', 5);
      INSERT INTO snapshots (code, version, match, at) VALUES ('OLDTAB', 1, '{"version":1}', 5);
    `);
    const store = await PostgresStore.connect(url);
    expect((await plain.query('SELECT version FROM schema_version')).rows).toEqual([{ version: 14 }]);
    await plain.end();
    expect((await store.loadTable('OLDTAB'))?.snapshot).toBeNull();
    expect((await store.loadTable('OLDTAB'))?.actions.map((a) => a.version)).toEqual([1]);
    expect((await store.loadAt('OLDTAB', 1))?.snapshot).toBeNull();
    await store.appendAction('OLDTAB', { version: 2, seat: 0, action: { t: 'flip', id: 'tile-1' }, at: 6, rests: [] });
    await store.saveSnapshot('OLDTAB', { version: 2, rulesVersion: 1, match: match(2) });
    const loaded = await store.loadTable('OLDTAB');
    expect([loaded?.snapshot?.version, loaded?.snapshot?.rulesVersion, loaded?.rests]).toEqual([2, 1, []]);
    await store.putImage(image(5));
    await store.linkImage('OLDTAB', image(5).hash);
    expect(await store.tableImageBytes('OLDTAB')).toBe(storedBytes(image(5)));
    expect(await store.settingOnce('asset-key', 'cd')).toBe('cd');
    await store.close();
  });

  it('settings: two processes writing a deployment setting at once keep one value, and both read it', async () => {
    const url = await pgCluster().createDatabase();
    const [first, second] = await Promise.all([PostgresStore.connect(url), PostgresStore.connect(url)]);
    const read = await Promise.all([first.settingOnce('asset-key', 'aa'.repeat(32)), second.settingOnce('asset-key', 'bb'.repeat(32))]);
    expect(read[0]).toBe(read[1]);
    expect(await second.settingOnce('asset-key', 'cc'.repeat(32))).toBe(read[0]);
    await Promise.all([first.close(), second.close()]);
  });

  it('images: two processes putting the same image at once store it once, and both read it back', async () => {
    const url = await pgCluster().createDatabase();
    const [first, second] = await Promise.all([PostgresStore.connect(url), PostgresStore.connect(url)]);
    const img = image(6, 200_000, 50_000);
    const results = await Promise.all([first.putImage(img), second.putImage(img)]);
    expect(results.sort()).toEqual([false, true]);
    for (const store of [first, second]) expect((await store.getImage(img.hash, 'full'))?.bytes.equals(img.variants.full.bytes)).toBe(true);
    const plain = new pg.Client({ connectionString: url });
    await plain.connect();
    expect((await plain.query('SELECT variant FROM image_variants ORDER BY variant')).rows).toEqual([{ variant: 'full' }, { variant: 'phone' }]);
    await plain.end();
    await Promise.all([first.close(), second.close()]);
  });
});
