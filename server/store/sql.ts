/**
 * Plain SQL on the table store's own database, for the parts of the server that keep their
 * own tables beside the games' (accounts, sessions, push subscriptions, history, ratings:
 * server/accounts/). Statements are written once with `?` placeholders in SQL both SQLite
 * and PostgreSQL accept (times as BIGINT, flags as INTEGER 0/1, JSON as TEXT); the
 * PostgreSQL port numbers the placeholders. Their tables come from the same migrations
 * (server/store/migrations.ts).
 */
import type { Dialect } from './migrations.ts';

/** One statement and its parameters, for `batch`. */
export type Statement = readonly [sql: string, params?: readonly unknown[]];

export interface Sql {
  readonly dialect: Dialect;
  /** The rows a query returns, as objects named by column. */
  all<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a statement; resolves with the rows it changed. */
  run(sql: string, params?: readonly unknown[]): Promise<number>;
  /** Runs statements in one transaction: all of them, or none when one fails. */
  batch(statements: readonly Statement[]): Promise<void>;
}

/** `?` placeholders as PostgreSQL's `$1, $2, …` (no statement here holds a `?` inside a string). */
export function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}
