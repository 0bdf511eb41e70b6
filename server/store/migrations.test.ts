import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type PgCluster, startPostgres } from '../../tests/helpers/postgres.ts';
import { MIGRATIONS, SCHEMA_VERSION, stepsAfter } from './migrations.ts';
import { PostgresStore } from './postgres.ts';
import { SqliteStore } from './sqlite.ts';

const dirs: string[] = [];
let cluster: PgCluster | undefined;
afterAll(async () => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  await cluster?.stop();
});

function pgCluster(): PgCluster {
  if (!cluster) throw new Error('the PostgreSQL cluster did not start');
  return cluster;
}

/** A data directory holding a SQLite file at schema `version`, made by the steps up to it (none for 0). */
function sqliteAt(version: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-migrate-'));
  dirs.push(dir);
  if (version > 0) {
    const db = new Database(path.join(dir, 'woodland.sqlite'));
    for (const step of stepsAfter('sqlite', 0, 'file').filter((s) => s.version <= version)) db.exec(step.sql);
    db.pragma(`user_version = ${version}`);
    db.close();
  }
  return dir;
}

/** Everything SQLite knows of a file's schema: its statements as stored, each table's columns, keys and indexes. */
function sqliteSchema(dir: string): unknown {
  const db = new Database(path.join(dir, 'woodland.sqlite'), { readonly: true });
  const objects = db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name').all() as Array<{ type: string; name: string }>;
  const tables = objects.filter((o) => o.type === 'table').map((o) => ({
    columns: db.pragma(`table_xinfo(${o.name})`),
    keys: db.pragma(`foreign_key_list(${o.name})`),
    indexes: db.pragma(`index_list(${o.name})`),
  }));
  const version = db.pragma('user_version', { simple: true });
  db.close();
  return { version, objects, tables };
}

async function pgSchema(url: string): Promise<unknown> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const rows = async (sql: string): Promise<unknown[]> => (await c.query(sql)).rows;
    return {
      version: await rows('SELECT version FROM schema_version'),
      columns: await rows(`SELECT table_name, ordinal_position, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`),
      constraints: await rows(`SELECT conrelid::regclass::text AS table_name, conname, pg_get_constraintdef(oid) AS def
        FROM pg_constraint WHERE connamespace = 'public'::regnamespace ORDER BY table_name, conname`),
      indexes: await rows(`SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY tablename, indexname`),
    };
  } finally {
    await c.end();
  }
}

describe('the store\'s migrations', () => {
  it('persistence: one ordered list, numbered from 1 without gaps; SQLite has every step, PostgreSQL those from 8 on', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(Array.from({ length: SCHEMA_VERSION }, (_, i) => i + 1));
    expect(stepsAfter('sqlite', 0, 'x').map((s) => s.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(stepsAfter('postgres', 0, 'x').map((s) => s.version)).toEqual(MIGRATIONS.map((m) => m.version).filter((v) => v >= 8));
    expect(stepsAfter('sqlite', 6, 'x').map((s) => s.version)).toEqual(MIGRATIONS.map((m) => m.version).filter((v) => v > 6));
    expect(stepsAfter('postgres', SCHEMA_VERSION, 'x')).toEqual([]);
    expect(() => stepsAfter('sqlite', SCHEMA_VERSION + 1, 'the file')).toThrow(`the file has schema ${SCHEMA_VERSION + 1}, newer than this server (${SCHEMA_VERSION})`);
  });

  it('persistence: a SQLite file of any older schema, opened, has exactly the schema of a new one', async () => {
    const fresh = sqliteAt(0);
    await SqliteStore.open(fresh).close();
    const expected = sqliteSchema(fresh);
    expect(expected).toMatchObject({ version: SCHEMA_VERSION });
    for (let version = 1; version < SCHEMA_VERSION; version++) {
      const dir = sqliteAt(version);
      await SqliteStore.open(dir).close();
      expect(sqliteSchema(dir), `from schema ${version}`).toEqual(expected);
    }
  });

  it('persistence: a SQLite step that fails leaves the file at its old schema, with nothing of the steps before it in the same upgrade', async () => {
    const dir = sqliteAt(7);
    const db = new Database(path.join(dir, 'woodland.sqlite'));
    // Step 9 adds this column: the upgrade from 7 (steps 8 to 10) fails at step 9's last statement.
    db.exec('ALTER TABLE actions ADD COLUMN rests TEXT');
    db.close();
    expect(() => SqliteStore.open(dir)).toThrow(/duplicate column name: rests/);
    const check = new Database(path.join(dir, 'woodland.sqlite'), { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(7);
    expect((check.pragma('table_xinfo(tables)') as Array<{ name: string }>).map((c) => c.name)).not.toContain('players');
    check.close();
  });

  it('persistence: a PostgreSQL database of schema 8, connected, has exactly the schema of a new one; a failed step leaves it at 8', async () => {
    cluster ??= await startPostgres();
    const fresh = await pgCluster().createDatabase();
    await (await PostgresStore.connect(fresh)).close();
    const expected = await pgSchema(fresh);
    expect(expected).toMatchObject({ version: [{ version: SCHEMA_VERSION }] });

    /** A database as a schema 8 server left it. */
    const at8 = async (): Promise<{ url: string; plain: pg.Client }> => {
      const url = await pgCluster().createDatabase();
      const plain = new pg.Client({ connectionString: url });
      await plain.connect();
      await plain.query('CREATE TABLE schema_version (version INTEGER NOT NULL); INSERT INTO schema_version VALUES (8)');
      for (const step of stepsAfter('postgres', 0, 'x').filter((s) => s.version <= 8)) await plain.query(step.sql);
      return { url, plain };
    };

    const broken = await at8();
    // Step 9 adds this column: the upgrade fails at step 9's last statement, and nothing of it stays.
    await broken.plain.query('ALTER TABLE actions ADD COLUMN rests TEXT');
    await expect(PostgresStore.connect(broken.url)).rejects.toThrow(/column "rests" of relation "actions" already exists/);
    expect((await broken.plain.query('SELECT version FROM schema_version')).rows).toEqual([{ version: 8 }]);
    const added = await broken.plain.query(`SELECT 1 FROM information_schema.columns WHERE table_name = 'snapshots' AND column_name = 'rules_version'`);
    expect(added.rowCount).toBe(0);
    await broken.plain.end();

    const old = await at8();
    await old.plain.end();
    await (await PostgresStore.connect(old.url)).close();
    expect(await pgSchema(old.url)).toEqual(expected);
  });
});
