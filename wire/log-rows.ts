/**
 * A log entry as the wire carries it in a seat's or a spectator's projection: a row
 * `[v, kind, text, seat, commit, data]` instead of an object that names each member.
 * A member the entry lacks is null, and absent members at the end are left off, so
 * `[14, "move", null, 1, null, {…}]` is an entry of seat 1 whose text the client words
 * (server/room/log-texts.ts) and `[3, "setup", "The table is set."]` one for everybody.
 * The room packs projections this way (server/room/sync.ts); the client unpacks them
 * before anything reads the log (client/net/log-texts.ts). The client reaches these
 * through wire/protocol.ts, which exports them.
 */
import type { LogEntry } from '../engine/core/types.ts';

/** One log entry on the wire (see above). */
export type LogRow = readonly unknown[];

/** The row for `e`: a new array. */
export function toLogRow(e: LogEntry): LogRow {
  const text = typeof e.text === 'string' ? e.text : null;
  const seat = e.seat ?? null;
  const commit = e.commit ?? null;
  if (e.data !== undefined) return [e.v, e.kind, text, seat, commit, e.data];
  if (e.commit !== undefined) return [e.v, e.kind, text, seat, commit];
  if (e.seat !== undefined) return [e.v, e.kind, text, seat];
  if (text !== null) return [e.v, e.kind, text];
  return [e.v, e.kind];
}

/**
 * The entry `row` stands for, in the order the engine's entries have (engine/core/match.ts
 * `projectEvent`); its `text` is left out where the row has none. Throws on anything that
 * is not a row the room writes.
 */
export function fromLogRow(row: unknown): LogEntry {
  if (!Array.isArray(row) || row.length < 2 || row.length > 6) throw new Error('a log row has 2 to 6 members');
  const [v, kind, text, seat, commit, data] = row as unknown[];
  if (!Number.isInteger(v) || typeof kind !== 'string') throw new Error('a log row starts with its version and kind');
  if (text != null && typeof text !== 'string') throw new Error('a log row\'s text is a string');
  if (seat != null && !Number.isInteger(seat)) throw new Error('a log row\'s seat is a number');
  if (commit != null && typeof commit !== 'string') throw new Error('a log row\'s commitment is a string');
  const entry = { v, kind } as LogEntry;
  if (typeof text === 'string') entry.text = text;
  if (seat != null) entry.seat = seat as number;
  if (row.length === 6) entry.data = data as Record<string, unknown>;
  if (commit != null) entry.commit = commit;
  return entry;
}
