/**
 * A stored table's row as both SQL stores hold it (JSON kept as text, so it reads back
 * exactly), and the table it stands for.
 */
import type { Match } from '../../engine/core/match.ts';
import type { CastDelays, SeatPlayer, TableSettings } from '../../wire/protocol.ts';
import type { ClockSnapshot, StoredAction, StoredRest, StoredRoll, StoredSnapshot, StoredTable } from './types.ts';

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

/** A stored action's row (SQLite keeps `undo` as 0 / 1, PostgreSQL as a boolean). */
export interface ActionRow {
  version: number; seat: number; action: string; at: number; undo: number | boolean; by: string | null; roll?: string | null; commits?: string | null; clocks?: string | null;
  rests?: string | null;
}

/** A stored snapshot's row: the stores read only those with a rules version (older ones are ignored). */
export interface SnapshotRow {
  version: number; match: string; rules_version: number;
}

export function toSnapshot(row: SnapshotRow | undefined): StoredSnapshot | null {
  return row ? { version: row.version, rulesVersion: row.rules_version, match: JSON.parse(row.match) as Match } : null;
}

/** The action a row stands for, without its throw, commitments and clocks (what a replay of the state needs). */
export function toAction(r: ActionRow): StoredAction {
  const a: StoredAction = { version: r.version, seat: r.seat, action: JSON.parse(r.action) as unknown, at: r.at };
  if (r.undo === true || r.undo === 1) a.undo = true;
  if (r.by === 'bot' || r.by === 'clock') a.by = r.by;
  return a;
}

/** The whole stored action a row stands for: with its throw, commitments and clocks where it has them. */
export function toFullAction(r: ActionRow): StoredAction {
  const a = toAction(r);
  if (r.roll !== undefined && r.roll !== null) a.roll = JSON.parse(r.roll) as StoredRoll;
  if (r.commits !== undefined && r.commits !== null) a.commits = JSON.parse(r.commits) as string[];
  if (r.clocks !== undefined && r.clocks !== null) a.clocks = JSON.parse(r.clocks) as ClockSnapshot;
  if (r.rests !== undefined && r.rests !== null) a.rests = JSON.parse(r.rests) as StoredRest[];
  return a;
}
