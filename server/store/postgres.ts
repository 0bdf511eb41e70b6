/**
 * GameStore on PostgreSQL (`pg`, one Pool), for several server processes sharing one
 * store. The same tables and columns as server/store/sqlite.ts, the JSON kept as text so it
 * reads back exactly as written. A write resolves once PostgreSQL has committed it, and
 * every session runs with synchronous_commit = on whatever the server's default, so the
 * commit is on disk before anything about an action is sent (DESIGN §4). Several
 * statements that belong together run in one transaction; reads that rebuild a table see
 * one snapshot of the database (REPEATABLE READ), however many processes write.
 */
import pg from 'pg';
import type { CastDelays, SeatPlayer } from '../../wire/protocol.ts';
import type { ImageVariantName, PreparedImage } from '../images/prepare.ts';
import { SCHEMA_VERSION, stepsAfter } from './migrations.ts';
import { numbered, type Sql } from './sql.ts';
import { toAction, toFullAction, toSnapshot, toTable, type ActionRow, type SnapshotRow, type TableRow } from './rows.ts';
import type {
  BoxListing, ClockSnapshot, GameStore, LoadedTable, StoredAction, StoredBox, StoredImageVariant, StoredRest, StoredRoll, StoredSnapshot, StoredTable, TableImage,
} from './types.ts';

/**
 * The schema version, the same as SQLite's (server/store/migrations.ts): PostgreSQL arrived
 * at 8, so a new database is created as 8 and brought forward by the steps after it.
 */
export const PG_SCHEMA_VERSION = SCHEMA_VERSION;

/** Held while the schema is created or migrated, so processes starting together take turns. */
const MIGRATION_LOCK = 0x776f6f64; // 'wood'

/** BIGINT (times in ms) as a number: every stored time is far below 2^53. */
const INT8_OID = 20;
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig['getTypeParser'],
};

const TABLE_COLUMNS = 'code, game, rules_version, seats, options, seed, seed_commit, created_at, finished_at, settings, players, delays';

type Queryable = Pick<pg.PoolClient, 'query'>;

export interface PostgresOptions {
  /** Where errors of idle pooled connections go (a restarted database); default console.error. */
  log?: (line: string) => void;
  /** Connections the pool may open (default 10). */
  max?: number;
}

export class PostgresStore implements GameStore {
  private readonly pool: pg.Pool;
  private closed = false;
  readonly sql: Sql = {
    dialect: 'postgres',
    all: async <T>(sql: string, params: readonly unknown[] = []) => (await this.pool.query(numbered(sql), [...params])).rows as T[],
    run: async (sql, params = []) => (await this.pool.query(numbered(sql), [...params])).rowCount ?? 0,
    batch: (statements) => this.transaction(async (db) => {
      for (const [sql, params] of statements) await db.query(numbered(sql), [...(params ?? [])]);
    }),
  };

  /** Connects to `url` (postgres://user:pass@host:port/db), creating or migrating the schema. */
  static async connect(url: string, options: PostgresOptions = {}): Promise<PostgresStore> {
    const store = new PostgresStore(url, options);
    try {
      await store.migrate();
    } catch (e) {
      await store.close();
      throw e;
    }
    return store;
  }

  private constructor(url: string, options: PostgresOptions) {
    this.pool = new pg.Pool({
      connectionString: url,
      max: options.max ?? 10,
      types,
      // A write answers only once it is durable, whatever the server's or the URL's
      // default: set on each new connection before the pool hands it out (a connection
      // where it fails is never used).
      onConnect: async (client) => {
        await client.query('SET synchronous_commit = on');
      },
    });
    const log = options.log ?? ((line: string) => console.error(line));
    // An idle connection the server drops must not take the process down; the pool
    // replaces it on the next query.
    this.pool.on('error', (e) => log(`PostgreSQL connection lost: ${e.message}`));
  }

  /** Runs `work` in one transaction: committed when it returns, rolled back when it throws. */
  private async transaction<T>(work: (client: pg.PoolClient) => Promise<T>, begin = 'BEGIN'): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query(begin);
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      client.release();
    }
  }

  /** Consistent reads across several statements. */
  private read<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    return this.transaction(work, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  }

  /**
   * Brings the database to this server's schema (server/store/migrations.ts): the steps it
   * lacks and its new version in one transaction, under an advisory lock so processes
   * starting together take turns (the later ones find it current). A database newer than
   * this server is refused.
   */
  private async migrate(): Promise<void> {
    await this.transaction(async (db) => {
      await db.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await db.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      const found = await db.query<{ version: number }>('SELECT version FROM schema_version');
      const version = found.rows[0]?.version ?? 0;
      for (const step of stepsAfter('postgres', version, 'the database')) await db.query(step.sql);
      if (found.rowCount === 0) await db.query('INSERT INTO schema_version (version) VALUES ($1)', [PG_SCHEMA_VERSION]);
      else await db.query('UPDATE schema_version SET version = $1', [PG_SCHEMA_VERSION]);
    });
  }

  async createTable(t: StoredTable): Promise<void> {
    await this.pool.query(
      `INSERT INTO tables (code, game, rules_version, seats, options, seed, seed_commit, created_at, finished_at, settings)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [t.code, t.gameId, t.rulesVersion, t.seats, JSON.stringify(t.options ?? {}), t.seed, t.seedCommit, t.createdAt, t.finishedAt,
        t.settings ? JSON.stringify(t.settings) : null],
    );
  }

  async appendAction(code: string, a: StoredAction): Promise<void> {
    await this.pool.query(
      'INSERT INTO actions (code, version, seat, action, at, roll, commits, undo, by, clocks, rests) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
      [
        code, a.version, a.seat, JSON.stringify(a.action), a.at,
        a.roll === undefined ? null : JSON.stringify(a.roll),
        a.commits === undefined || a.commits.length === 0 ? null : JSON.stringify(a.commits),
        a.undo === true,
        a.by ?? null,
        a.clocks ? JSON.stringify(a.clocks) : null,
        a.rests ? JSON.stringify(a.rests) : null,
      ],
    );
  }

  async saveSnapshot(code: string, s: StoredSnapshot): Promise<void> {
    await this.pool.query(
      `INSERT INTO snapshots (code, version, match, at, rules_version) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code, version) DO UPDATE SET match = EXCLUDED.match, at = EXCLUDED.at, rules_version = EXCLUDED.rules_version`,
      [code, s.version, JSON.stringify(s.match), Date.now(), s.rulesVersion],
    );
  }

  async loadTable(code: string): Promise<LoadedTable | null> {
    return this.read(async (db) => {
      const row = await tableRow(db, code);
      if (!row) return null;
      const snap = await db.query<SnapshotRow>(
        'SELECT version, match, rules_version FROM snapshots WHERE code = $1 AND rules_version IS NOT NULL ORDER BY version DESC LIMIT 1', [code],
      );
      const snapshot = toSnapshot(snap.rows[0]);
      const actions = await db.query<ActionRow>(
        'SELECT version, seat, action, at, undo, by FROM actions WHERE code = $1 AND version > $2 ORDER BY version',
        [code, snapshot?.version ?? 0],
      );
      const rolls = await db.query<{ roll: string }>(
        'SELECT roll FROM actions WHERE code = $1 AND roll IS NOT NULL ORDER BY version', [code],
      );
      const clocks = await db.query<{ clocks: string }>(
        'SELECT clocks FROM actions WHERE code = $1 AND clocks IS NOT NULL ORDER BY version DESC LIMIT 1', [code],
      );
      const last = clocks.rows[0];
      const rests = await db.query<{ rests: string }>(
        'SELECT rests FROM actions WHERE code = $1 AND rests IS NOT NULL ORDER BY version DESC LIMIT 1', [code],
      );
      const lastRests = rests.rows[0];
      return {
        table: toTable(row),
        snapshot,
        actions: actions.rows.map(toAction),
        rolls: rolls.rows.map((r) => JSON.parse(r.roll) as StoredRoll),
        clocks: last ? JSON.parse(last.clocks) as ClockSnapshot : null,
        rests: lastRests ? JSON.parse(lastRests.rests) as StoredRest[] : null,
      };
    });
  }

  async loadAt(code: string, version: number): Promise<LoadedTable | null> {
    return this.read(async (db) => {
      const row = await tableRow(db, code);
      if (!row) return null;
      const snap = await db.query<SnapshotRow>(
        'SELECT version, match, rules_version FROM snapshots WHERE code = $1 AND version <= $2 AND rules_version IS NOT NULL ORDER BY version DESC LIMIT 1',
        [code, version],
      );
      const snapshot = toSnapshot(snap.rows[0]);
      const actions = await db.query<ActionRow>(
        'SELECT version, seat, action, at, undo, by FROM actions WHERE code = $1 AND version > $2 AND version <= $3 ORDER BY version',
        [code, snapshot?.version ?? 0, version],
      );
      return { table: toTable(row), snapshot, actions: actions.rows.map(toAction) };
    });
  }

  async getTable(code: string): Promise<StoredTable | null> {
    const row = await tableRow(this.pool, code);
    return row ? toTable(row) : null;
  }

  async listUnfinished(): Promise<StoredTable[]> {
    const rows = await this.pool.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM tables WHERE finished_at IS NULL ORDER BY created_at, code`);
    return rows.rows.map(toTable);
  }

  async listActions(code: string): Promise<StoredAction[]> {
    const rows = await this.pool.query<ActionRow>(
      'SELECT version, seat, action, at, roll, commits, undo, by, clocks FROM actions WHERE code = $1 ORDER BY version', [code],
    );
    return rows.rows.map(toFullAction);
  }

  async markFinished(code: string, at: number): Promise<void> {
    await this.pool.query('UPDATE tables SET finished_at = $1 WHERE code = $2 AND finished_at IS NULL', [at, code]);
  }

  async seatPlayer(code: string, seat: number, player: SeatPlayer): Promise<void> {
    await this.transaction(async (db) => {
      const found = await db.query<{ seats: number; players: string | null }>(
        'SELECT seats, players FROM tables WHERE code = $1 FOR UPDATE', [code],
      );
      const row = found.rows[0];
      if (!row) return;
      const stored = row.players ? JSON.parse(row.players) as (SeatPlayer | null)[] : [];
      const players = Array.from({ length: row.seats }, (_, i) => stored[i] ?? null);
      players[seat] = { name: player.name, color: player.color };
      await db.query('UPDATE tables SET players = $1 WHERE code = $2', [JSON.stringify(players), code]);
    });
  }

  async saveDelays(code: string, delays: CastDelays): Promise<void> {
    await this.pool.query('UPDATE tables SET delays = $1 WHERE code = $2',
      [JSON.stringify({ caster: delays.caster, spectators: delays.spectators }), code]);
  }

  async markJoined(code: string, at: number): Promise<void> {
    await this.pool.query('UPDATE tables SET first_join_at = $1 WHERE code = $2 AND first_join_at IS NULL', [at, code]);
  }

  async deleteTable(code: string): Promise<void> {
    await this.transaction((db) => remove(db, code));
  }

  async deleteUnjoined(before: number): Promise<string[]> {
    const candidates = await this.pool.query<{ code: string }>(
      `SELECT code FROM tables t WHERE first_join_at IS NULL AND finished_at IS NULL AND created_at < $1
       AND NOT EXISTS (SELECT 1 FROM actions a WHERE a.code = t.code)`,
      [before],
    );
    const deleted: string[] = [];
    for (const { code } of candidates.rows) {
      // Another process may have seated a player or stored an action since: each table is
      // locked (an action being stored holds the row until it commits, and none can be
      // stored while it is locked), then checked again before it goes.
      const gone = await this.transaction(async (db) => {
        const locked = await db.query<{ first_join_at: number | null; finished_at: number | null }>(
          'SELECT first_join_at, finished_at FROM tables WHERE code = $1 FOR UPDATE', [code],
        );
        const row = locked.rows[0];
        if (!row || row.first_join_at !== null || row.finished_at !== null) return false;
        const played = await db.query('SELECT 1 FROM actions WHERE code = $1 LIMIT 1', [code]);
        if ((played.rowCount ?? 0) > 0) return false;
        await remove(db, code);
        return true;
      });
      if (gone) deleted.push(code);
    }
    return deleted;
  }

  async putImage(image: PreparedImage): Promise<boolean> {
    const variants = Object.entries(image.variants);
    const bytes = variants.reduce((sum, [, v]) => sum + v.bytes.length, 0);
    return this.transaction(async (db) => {
      // A put of the same hash under way elsewhere holds its key until it commits; this one
      // then finds it and stores nothing.
      const inserted = await db.query(
        'INSERT INTO images (hash, width, height, stored_bytes, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (hash) DO NOTHING',
        [image.hash, image.width, image.height, bytes, Date.now()],
      );
      if ((inserted.rowCount ?? 0) === 0) return false;
      for (const [name, v] of variants) {
        await db.query('INSERT INTO image_variants (hash, variant, mime, width, height, data) VALUES ($1, $2, $3, $4, $5, $6)',
          [image.hash, name, v.mime, v.width, v.height, v.bytes]);
      }
      return true;
    });
  }

  async getImage(hash: string, variant: ImageVariantName): Promise<StoredImageVariant | null> {
    const found = await this.pool.query<{ mime: string; width: number; height: number; data: Buffer }>(
      'SELECT mime, width, height, data FROM image_variants WHERE hash = $1 AND variant = $2', [hash, variant],
    );
    const row = found.rows[0];
    return row ? { bytes: row.data, mime: row.mime, width: row.width, height: row.height } : null;
  }

  async linkImage(code: string, hash: string): Promise<void> {
    await this.pool.query('INSERT INTO table_images (code, hash) VALUES ($1, $2) ON CONFLICT (code, hash) DO NOTHING', [code, hash]);
  }

  async tableImages(code: string): Promise<TableImage[]> {
    const rows = await this.pool.query<TableImage>(
      `SELECT i.hash, i.width, i.height, i.stored_bytes AS bytes FROM table_images t JOIN images i ON i.hash = t.hash
       WHERE t.code = $1 ORDER BY t.seq`, [code],
    );
    return rows.rows.map((r) => ({ hash: r.hash, width: r.width, height: r.height, bytes: r.bytes }));
  }

  async tableImageBytes(code: string): Promise<number> {
    const found = await this.pool.query<{ bytes: number }>(
      'SELECT COALESCE(SUM(i.stored_bytes), 0) AS bytes FROM table_images t JOIN images i ON i.hash = t.hash WHERE t.code = $1', [code],
    );
    return found.rows[0]?.bytes ?? 0;
  }

  async putBox(box: StoredBox): Promise<void> {
    await this.pool.query('INSERT INTO boxes (id, name, manifest, created_at, pieces, bytes) VALUES ($1, $2, $3, $4, $5, $6)',
      [box.id, box.name, box.manifest, box.createdAt, box.pieces, box.bytes]);
  }

  async getBox(id: string): Promise<StoredBox | null> {
    const found = await this.pool.query<StoredBox>('SELECT id, name, manifest, created_at AS "createdAt", pieces, bytes FROM boxes WHERE id = $1', [id]);
    return found.rows[0] ?? null;
  }

  async listBoxes(limit: number): Promise<BoxListing[]> {
    const found = await this.pool.query<BoxListing>(
      'SELECT id, name, created_at AS "createdAt", pieces, bytes FROM boxes ORDER BY created_at DESC, id LIMIT $1', [limit]);
    return found.rows;
  }

  async settingOnce(name: string, value: string): Promise<string> {
    await this.pool.query('INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [name, value]);
    const found = await this.pool.query<{ value: string }>('SELECT value FROM settings WHERE name = $1', [name]);
    const stored = found.rows[0];
    if (!stored) throw new Error(`setting ${name} was not stored`);
    return stored.value;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}

async function tableRow(db: Queryable, code: string): Promise<TableRow | undefined> {
  const found = await db.query<TableRow>(`SELECT ${TABLE_COLUMNS} FROM tables WHERE code = $1`, [code]);
  return found.rows[0];
}

async function remove(db: Queryable, code: string): Promise<void> {
  await db.query('DELETE FROM table_images WHERE code = $1', [code]);
  await db.query('DELETE FROM actions WHERE code = $1', [code]);
  await db.query('DELETE FROM snapshots WHERE code = $1', [code]);
  await db.query('DELETE FROM tables WHERE code = $1', [code]);
}
