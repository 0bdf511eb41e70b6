/**
 * Puts back the texts the room left out (server/room/log-texts.ts):
 *
 * - of a new log entry, where the game's `logText` words it exactly from the entry and
 *   the view that came with it, so the same function here gives the same words. The room
 *   diffs against the worded entry, so the client keeps it worded (`withLogTexts`, on the
 *   projection it patches);
 * - of a seat's undo status, where it is the first log line of the version the take-back
 *   would undo (or could not: then the status keeps the reason's `why`), or the seat that
 *   acted last, where that stands in the way. The room diffs against the status without it, so the client keeps it
 *   that way and words it only in what it shows (`withUndoText`);
 * - of the status headline, where the game's `headline` words it exactly from the view
 *   (`withHeadline`, also only in what the client shows).
 */
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import type { LogEntry } from '../../engine/core/types.ts';
import { actedLastWords, cannotTakeBackWords } from '../../engine/core/words.ts';
import { fromLogRow, toLogRow, type LogRow } from '../../wire/protocol.ts';

type LogText = (entry: LogEntry, view: unknown) => string | undefined;

/** A log entry as it came: a row (`toLogRow`, wire/log-rows.ts) or, from a feed that sends them so, an object. */
type Received = LogEntry | LogRow;

const textOf = (e: Received): unknown => (Array.isArray(e) ? e[2] : (e as LogEntry).text);

/**
 * `p` with every log entry worded, each kept as it came (a row stays a row: the room
 * diffs against worded rows); `p` itself when none lacked its text. A row that is not
 * one the room writes is left as it is (`withLogEntries` drops it).
 */
export function withLogTexts<P extends Projection | ViewProjection>(p: P, logText: LogText | undefined): P {
  const log = p.log as Received[];
  if (!log.some((e) => typeof textOf(e) !== 'string')) return p;
  return {
    ...p,
    log: log.map((e) => {
      if (typeof textOf(e) === 'string') return e;
      if (!Array.isArray(e)) return worded(e as LogEntry, p.view, logText);
      let entry: LogEntry;
      try {
        entry = fromLogRow(e);
      } catch {
        return e;
      }
      return toLogRow(worded(entry, p.view, logText));
    }),
  };
}

/** Entries unpacked from rows, kept per row: an unchanged row gives the very same entry. */
const unpacked = new WeakMap<LogRow, LogEntry>();

/**
 * `p` with its log entries as objects (the rows unpacked); `p` itself when none was a
 * row. A row that is not one the room writes is left out, with a warning, rather than
 * breaking the log.
 */
export function withLogEntries<P extends Projection | ViewProjection>(p: P): P {
  const log = p.log as Received[];
  if (!log.some((e) => Array.isArray(e))) return p;
  const out: LogEntry[] = [];
  for (const e of log) {
    if (!Array.isArray(e)) {
      out.push(e as LogEntry);
      continue;
    }
    const known = unpacked.get(e);
    if (known) {
      out.push(known);
      continue;
    }
    try {
      const entry = fromLogRow(e);
      unpacked.set(e, entry);
      out.push(entry);
    } catch (err) {
      console.warn(`log: ${String(err)}`);
    }
  }
  return { ...p, log: out };
}

/** `p` with its undo status worded from its log; `p` itself when it needs nothing. */
export function withUndoText<P extends Projection | ViewProjection>(p: P): P {
  const undo = p.undo;
  if (!undo || (undo.can ? typeof undo.text === 'string' : typeof undo.reason === 'string')) return p;
  if (!undo.can && undo.v === undefined && typeof undo.last === 'number') {
    return { ...p, undo: { can: false, reason: actedLastWords(undo.last), last: undo.last } };
  }
  const line = p.log.find((e) => e.v === undo.v);
  const text = line?.text ?? '';
  // In the order the engine's status has (engine/core/undo.ts `undoStatus`).
  if (undo.can) return { ...p, undo: { can: true, text, v: undo.v } };
  return { ...p, undo: { can: false, reason: cannotTakeBackWords(text, undo.why ?? ''), v: undo.v, why: undo.why } };
}

/** `p` with its status headline worded from its view; `p` itself when it has one or the game cannot. */
export function withHeadline<P extends Projection | ViewProjection>(p: P, headline: ((view: unknown) => string | undefined) | undefined): P {
  if (p.status.headline !== undefined || !headline) return p;
  let text: string | undefined;
  try {
    text = headline(p.view);
  } catch {
    text = undefined;
  }
  return text === undefined ? p : { ...p, status: { ...p.status, headline: text } };
}

function worded(e: LogEntry, view: unknown, logText: LogText | undefined): LogEntry {
  if (typeof e.text === 'string') return e;
  let text: string | undefined;
  try {
    text = logText?.(e, view);
  } catch {
    text = undefined;
  }
  // In the order the server's entries have (engine/core/match.ts `projectEvent`).
  const { v, kind, text: _missing, ...rest } = e;
  return { v, kind, text: text ?? kind, ...rest };
}
