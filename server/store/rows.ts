/**
 * A stored table's row as both SQL stores hold it (JSON kept as text, so it reads back
 * exactly), and the table it stands for.
 */
import type { CastDelays, SeatPlayer, TableSettings } from '../protocol.ts';
import type { StoredTable } from './types.ts';

export interface TableRow {
  code: string;
  game: string;
  rules_version: number;
  seats: number;
  options: string;
  seed: string;
  seed_commit: string;
  created_at: number;
  finished_at: number | null;
  settings: string | null;
  players: string | null;
  delays: string | null;
}

export function toTable(row: TableRow): StoredTable {
  return {
    code: row.code,
    gameId: row.game,
    rulesVersion: row.rules_version,
    seats: row.seats,
    options: JSON.parse(row.options) as unknown,
    seed: row.seed,
    seedCommit: row.seed_commit,
    createdAt: row.created_at,
    finishedAt: row.finished_at,
    ...(row.settings ? { settings: JSON.parse(row.settings) as TableSettings } : {}),
    ...(row.players ? { players: JSON.parse(row.players) as (SeatPlayer | null)[] } : {}),
    ...(row.delays ? { delays: JSON.parse(row.delays) as CastDelays } : {}),
  };
}
