/**
 * The store's schema, one ordered list of numbered steps for both databases
 * (server/store/sqlite.ts, server/store/postgres.ts). A database records the number of the
 * last step it has (SQLite: `PRAGMA user_version`; PostgreSQL: the `schema_version` table);
 * each driver's runner applies the steps after it in one transaction and records the new
 * number, and refuses a database whose number is higher than the last step here (a newer
 * server made it).
 *
 * A step's SQL is given once where the two dialects agree, and per dialect where they
 * differ. PostgreSQL arrived at 8: its step 8 creates the whole schema as SQLite has it at
 * 8 (times as BIGINT, `undo` as BOOLEAN, and an index for the unfinished tables), and the
 * steps before it are SQLite's only — no PostgreSQL database was ever below 8.
 *
 * A change to the schema is a new step at the end, never an edit of one a database may
 * already have.
 */

export type Dialect = 'sqlite' | 'postgres';

export interface Migration {
  /** The schema version a database has once this step ran. */
  version: number;
  /** SQL both dialects run, or each its own; a dialect left out has no such step. */
  sql: string | Partial<Record<Dialect, string>>;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    // v1: tables, the log of their actions, and snapshots of their matches (JSON as text;
    // times in ms since the epoch).
    version: 1,
    sql: {
      sqlite: `
        CREATE TABLE IF NOT EXISTS tables (
          code TEXT PRIMARY KEY,
          game TEXT NOT NULL,
          seats INTEGER NOT NULL,
          options TEXT NOT NULL,
          seed TEXT NOT NULL,
          seed_commit TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          finished_at INTEGER
        );
        CREATE TABLE IF NOT EXISTS actions (
          code TEXT NOT NULL REFERENCES tables(code),
          version INTEGER NOT NULL,
          seat INTEGER NOT NULL,
          action TEXT NOT NULL,
          at INTEGER NOT NULL,
          PRIMARY KEY (code, version)
        ) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS snapshots (
          code TEXT NOT NULL REFERENCES tables(code),
          version INTEGER NOT NULL,
          match TEXT NOT NULL,
          at INTEGER NOT NULL,
          PRIMARY KEY (code, version)
        ) WITHOUT ROWID;`,
    },
  },
  {
    // v2: the physical throw of an action that rolled dice (JSON StoredRoll), else NULL.
    version: 2,
    sql: { sqlite: 'ALTER TABLE actions ADD COLUMN roll TEXT;' },
  },
  {
    // v3: the commitments to the action's hidden outcomes (JSON string[]), else NULL.
    version: 3,
    sql: { sqlite: 'ALTER TABLE actions ADD COLUMN commits TEXT;' },
  },
  {
    // v4: when a player first sat down (NULL: nobody yet; such tables expire). Older
    // tables with any action count as joined.
    version: 4,
    sql: {
      sqlite: `
        ALTER TABLE tables ADD COLUMN first_join_at INTEGER;
        UPDATE tables SET first_join_at = created_at WHERE EXISTS (SELECT 1 FROM actions a WHERE a.code = tables.code);`,
    },
  },
  {
    // v5: the rules version a table is played with; tables from before it are version 1.
    version: 5,
    sql: { sqlite: 'ALTER TABLE tables ADD COLUMN rules_version INTEGER NOT NULL DEFAULT 1;' },
  },
  {
    // v6: 1 for a seat taking back its last action (engine/core/undo.ts), else 0.
    version: 6,
    sql: { sqlite: 'ALTER TABLE actions ADD COLUMN undo INTEGER NOT NULL DEFAULT 0;' },
  },
  {
    // v7: a table's settings (clock, absent-player policy, bot seats; JSON TableSettings),
    // who acted for a seat ('bot' or 'clock', else NULL) and the clocks after an action.
    version: 7,
    sql: {
      sqlite: `
        ALTER TABLE tables ADD COLUMN settings TEXT;
        ALTER TABLE actions ADD COLUMN by TEXT;
        ALTER TABLE actions ADD COLUMN clocks TEXT;`,
    },
  },
  {
    // v8: per seat, the last player who sat there (JSON (SeatPlayer | null)[]), and the
    // streaming delays the host set (JSON CastDelays); NULL: never. PostgreSQL starts
    // here, with the whole schema as SQLite has it at 8.
    version: 8,
    sql: {
      sqlite: `
        ALTER TABLE tables ADD COLUMN players TEXT;
        ALTER TABLE tables ADD COLUMN delays TEXT;`,
      postgres: `
          CREATE TABLE tables (
            code TEXT PRIMARY KEY,
            game TEXT NOT NULL,
            rules_version INTEGER NOT NULL DEFAULT 1,
            seats INTEGER NOT NULL,
            options TEXT NOT NULL,
            seed TEXT NOT NULL,
            seed_commit TEXT NOT NULL,
            created_at BIGINT NOT NULL,
            finished_at BIGINT,
            first_join_at BIGINT,
            settings TEXT,
            players TEXT,
            delays TEXT
          );
          CREATE TABLE actions (
            code TEXT NOT NULL REFERENCES tables(code),
            version INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            action TEXT NOT NULL,
            at BIGINT NOT NULL,
            roll TEXT,
            commits TEXT,
            undo BOOLEAN NOT NULL DEFAULT false,
            by TEXT,
            clocks TEXT,
            PRIMARY KEY (code, version)
          );
          CREATE TABLE snapshots (
            code TEXT NOT NULL REFERENCES tables(code),
            version INTEGER NOT NULL,
            match TEXT NOT NULL,
            at BIGINT NOT NULL,
            PRIMARY KEY (code, version)
          );
          CREATE INDEX tables_unfinished ON tables (created_at) WHERE finished_at IS NULL;`,
    },
  },
  {
    // v9: the rules version a snapshot was taken under (NULL for older snapshots, which
    // are ignored: the log rebuilds the table), and where the dice rest after an action
    // that changed it (JSON StoredRest[]), else NULL.
    version: 9,
    sql: `
        ALTER TABLE snapshots ADD COLUMN rules_version INTEGER;
        ALTER TABLE actions ADD COLUMN rests TEXT;`,
  },
  {
    // v10: the images tables bring (server/images/prepare.ts), stored once by the sha256 of
    // the upload: the image (its upright size, and `stored_bytes`, what all its variants
    // take), each variant's encoded bytes, and which tables use which image (in the order
    // linked: SQLite's rowid, PostgreSQL's `seq`). PostgreSQL keeps the variants' bytes out
    // of line uncompressed (STORAGE EXTERNAL): WebP does not compress further.
    version: 10,
    sql: {
      sqlite: `
        CREATE TABLE images (
          hash TEXT PRIMARY KEY,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          stored_bytes INTEGER NOT NULL,
          created_at INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE image_variants (
          hash TEXT NOT NULL REFERENCES images(hash),
          variant TEXT NOT NULL,
          mime TEXT NOT NULL,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          data BLOB NOT NULL,
          PRIMARY KEY (hash, variant)
        );
        CREATE TABLE table_images (
          code TEXT NOT NULL REFERENCES tables(code),
          hash TEXT NOT NULL REFERENCES images(hash),
          PRIMARY KEY (code, hash)
        );`,
      postgres: `
        CREATE TABLE images (
          hash TEXT PRIMARY KEY,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          stored_bytes INTEGER NOT NULL,
          created_at BIGINT NOT NULL
        );
        CREATE TABLE image_variants (
          hash TEXT NOT NULL REFERENCES images(hash),
          variant TEXT NOT NULL,
          mime TEXT NOT NULL,
          width INTEGER NOT NULL,
          height INTEGER NOT NULL,
          data BYTEA NOT NULL,
          PRIMARY KEY (hash, variant)
        );
        ALTER TABLE image_variants ALTER COLUMN data SET STORAGE EXTERNAL;
        CREATE TABLE table_images (
          code TEXT NOT NULL REFERENCES tables(code),
          hash TEXT NOT NULL REFERENCES images(hash),
          seq BIGINT GENERATED ALWAYS AS IDENTITY,
          PRIMARY KEY (code, hash)
        );`,
    },
  },
  {
    // v11: the deployment's own settings, one text value a name, written once and read by
    // every process sharing the store (the asset key that seals image refs,
    // server/images/asset-key.ts).
    version: 11,
    sql: 'CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);',
  },
  {
    // v12: boxes kept on the server (docs/BOX.md): the manifest as JSON, its images among
    // the stored images (named in it by hash), newest listed first.
    version: 12,
    sql: {
      sqlite: `
        CREATE TABLE boxes (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          manifest TEXT NOT NULL,
          created_at INTEGER NOT NULL,
          pieces INTEGER NOT NULL,
          bytes INTEGER NOT NULL
        );
        CREATE INDEX boxes_created ON boxes (created_at);`,
      postgres: `
        CREATE TABLE boxes (
          id TEXT PRIMARY KEY,
          name TEXT NOT NULL,
          manifest TEXT NOT NULL,
          created_at BIGINT NOT NULL,
          pieces INTEGER NOT NULL,
          bytes BIGINT NOT NULL
        );
        CREATE INDEX boxes_created ON boxes (created_at);`,
    },
  },
  {
    // v13: people who come back (server/accounts/): accounts signed in with passkeys, their
    // sessions (the cookie's secret kept as its hash), one-use WebAuthn challenges, the
    // seats an account holds, its browsers' push subscriptions and the turns already told,
    // finished games with their players, and a rating per game (and per Root faction).
    // One text for both databases: BIGINT times, INTEGER flags, DOUBLE PRECISION ratings.
    version: 13,
    sql: `
      CREATE TABLE accounts (
        id TEXT PRIMARY KEY,
        name TEXT NOT NULL,
        color TEXT NOT NULL,
        user_handle TEXT NOT NULL UNIQUE,
        created_at BIGINT NOT NULL
      );
      CREATE TABLE passkeys (
        id TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        public_key TEXT NOT NULL,
        counter BIGINT NOT NULL,
        transports TEXT NOT NULL,
        created_at BIGINT NOT NULL,
        used_at BIGINT
      );
      CREATE INDEX passkeys_account ON passkeys (account_id);
      CREATE TABLE sessions (
        hash TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        created_at BIGINT NOT NULL,
        seen_at BIGINT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE INDEX sessions_account ON sessions (account_id);
      CREATE TABLE auth_challenges (
        id TEXT PRIMARY KEY,
        challenge TEXT NOT NULL,
        purpose TEXT NOT NULL,
        data TEXT NOT NULL,
        expires_at BIGINT NOT NULL
      );
      CREATE TABLE account_seats (
        code TEXT NOT NULL,
        seat INTEGER NOT NULL,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        sat_at BIGINT NOT NULL,
        PRIMARY KEY (code, seat)
      );
      CREATE INDEX account_seats_account ON account_seats (account_id);
      CREATE TABLE push_subscriptions (
        endpoint TEXT PRIMARY KEY,
        account_id TEXT NOT NULL REFERENCES accounts(id),
        p256dh TEXT NOT NULL,
        auth TEXT NOT NULL,
        created_at BIGINT NOT NULL
      );
      CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id);
      CREATE TABLE push_sent (
        account_id TEXT NOT NULL,
        code TEXT NOT NULL,
        turn TEXT NOT NULL,
        sent_at BIGINT NOT NULL,
        PRIMARY KEY (account_id, code, turn)
      );
      CREATE TABLE game_records (
        code TEXT PRIMARY KEY,
        game TEXT NOT NULL,
        seats INTEGER NOT NULL,
        started_at BIGINT NOT NULL,
        finished_at BIGINT NOT NULL,
        actions INTEGER NOT NULL,
        outcome TEXT NOT NULL
      );
      CREATE TABLE game_players (
        code TEXT NOT NULL REFERENCES game_records(code),
        seat INTEGER NOT NULL,
        account_id TEXT,
        name TEXT NOT NULL,
        role TEXT,
        won INTEGER NOT NULL,
        place INTEGER,
        score DOUBLE PRECISION,
        bot INTEGER NOT NULL,
        rating_key TEXT,
        mu_before DOUBLE PRECISION,
        sigma_before DOUBLE PRECISION,
        mu_after DOUBLE PRECISION,
        sigma_after DOUBLE PRECISION,
        PRIMARY KEY (code, seat)
      );
      CREATE INDEX game_players_account ON game_players (account_id);
      CREATE TABLE ratings (
        account_id TEXT NOT NULL REFERENCES accounts(id),
        rating_key TEXT NOT NULL,
        mu DOUBLE PRECISION NOT NULL,
        sigma DOUBLE PRECISION NOT NULL,
        games INTEGER NOT NULL,
        updated_at BIGINT NOT NULL,
        PRIMARY KEY (account_id, rating_key)
      );`,
  },
  {
    // v14: the language each push subscription's page was in, so a turn notification is
    // worded in it (server/accounts/push.ts); null for the ones made before.
    version: 14,
    sql: 'ALTER TABLE push_subscriptions ADD COLUMN lang TEXT;',
  },
];

/** The schema this server writes: the last step's number. */
export const SCHEMA_VERSION = MIGRATIONS.reduce((last, m) => Math.max(last, m.version), 0);

/** One step as a dialect runs it. */
export interface Step {
  version: number;
  sql: string;
}

/**
 * The steps a `dialect` database at schema `version` still needs, in order (none when it
 * is current). Throws for a database newer than this server; `what` names it in the error.
 */
export function stepsAfter(dialect: Dialect, version: number, what: string): Step[] {
  if (version > SCHEMA_VERSION) throw new Error(`${what} has schema ${version}, newer than this server (${SCHEMA_VERSION})`);
  const steps: Step[] = [];
  for (const m of MIGRATIONS) {
    if (m.version <= version) continue;
    const sql = typeof m.sql === 'string' ? m.sql : m.sql[dialect];
    if (sql !== undefined) steps.push({ version: m.version, sql });
  }
  return steps;
}
