/**
 * The texts a projection travels without, left out by the room and put back by the client
 * with the same functions (the game's own wording, GameModule.logText and `headline`;
 * engine/core/words.ts for the undo status). Both halves are here, each pair side by side:
 *
 * - log entries travel as rows (`withLogRows` → `withLogEntries`, wire/log-rows.ts);
 * - a log entry new in a patch travels without its text where the game words it again
 *   exactly from its data and the viewer's new view (`withoutLogTexts` → `withLogTexts`).
 *   Snapshots keep every text: only a patch's new entry is worded with the very view the
 *   client gets with it. The room diffs against the worded entry, so the client keeps it
 *   worded (on the projection it patches);
 * - a seat's undo status travels without its text where that is the first log line of the
 *   version the take-back would undo (or could not: then the status keeps the reason's
 *   `why`), or as the seat that acted last where that stands in the way
 *   (`withoutUndoText` → `withUndoText`). The room diffs against the status without it, so
 *   the client keeps it that way and words it only in what it shows;
 * - the status headline travels without its text where the game words it exactly from the
 *   view (`withoutHeadline` → `withHeadline`, also only in what the client shows).
 */
import { frozenPlain } from '../engine/core/clone.ts';
import type { Projection, ViewProjection } from '../engine/core/match.ts';
import type { GameStatus, LogEntry, UndoStatus } from '../engine/core/types.ts';
import { actedLastWords, cannotTakeBackWords } from '../engine/core/words.ts';
import { fromLogRow, toLogRow, type LogRow } from './log-rows.ts';
import type { JsonPatchOp } from './protocol.ts';

/** A game's log line worded again from its entry and the view right after it (GameModule.logText). */
export type LogText = (entry: LogEntry, view: unknown) => string | undefined;
/** A game's status headline worded again from a view (GameModule.headline). */
export type Headline = (view: unknown) => string | undefined;

/** The game's own wording functions, where it has them (GameModule, ClientGame). */
export interface GameWords {
  logText?(entry: LogEntry, view: unknown): string | undefined;
  headline?(view: unknown): string | undefined;
}

// ---------------------------------------------------------------------------------------
// Log entries as rows

/** Rows of the entries the engine shares between projections (each entry is frozen and never changes). */
const rows = new WeakMap<LogEntry, LogRow>();

/**
 * `p` (owned by the caller) with its log entries as rows (`toLogRow`, wire/log-rows.ts). An entry
 * shared between projections gives the same row each time, so the room's diff finds an
 * unchanged entry by identity, as it found the entry.
 */
export function withLogRows<P extends { log: LogEntry[] }>(p: P): P {
  const log = p.log;
  if (!Object.isFrozen(log)) {
    p.log = logRows(log) as unknown as LogEntry[];
    return p;
  }
  let window = rowWindows.get(log);
  if (window === undefined) {
    window = frozenPlain(logRows(log));
    rowWindows.set(log, window);
  }
  p.log = window as unknown as LogEntry[];
  return p;
}

/**
 * The rows of each log window the engine shares between viewers (frozen: one window for
 * every viewer of a log without secrets), made once and frozen plain (`frozenPlain`), so
 * the room's diff works out what changed in it once an action, not once per viewer.
 */
const rowWindows = new WeakMap<readonly LogEntry[], LogRow[]>();

function logRows(log: readonly LogEntry[]): LogRow[] {
  return log.map((e) => {
    let row = rows.get(e);
    if (!row) {
      row = frozenPlain(toLogRow(e));
      if (Object.isFrozen(e)) rows.set(e, row);
    }
    return row;
  });
}

/** A log entry as it came: a row (`toLogRow`, wire/log-rows.ts) or, from a feed that sends them so, an object. */
type Received = LogEntry | LogRow;

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

// ---------------------------------------------------------------------------------------
// A new log entry's text

const LOG_ENTRY = /^\/log\/\d+$/;

/**
 * `ops` with the text left out of each added log entry that `game` words exactly with
 * `view`. The entries are rows (`withLogRows`); a row without its text is a new one.
 */
export function withoutLogTexts(game: GameWords, ops: JsonPatchOp[], view: unknown): JsonPatchOp[] {
  if (!game.logText) return ops;
  const logText: LogText = (e, v) => game.logText!(e, v);
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as JsonPatchOp;
    if (op.op !== 'add' || !LOG_ENTRY.test(op.path) || !Array.isArray(op.value)) continue;
    const row = op.value as LogRow;
    if (typeof row[2] !== 'string') continue;
    const entry = fromLogRow(row);
    if (wordedAgain(entry, view, logText) !== entry.text) continue;
    const textless = row.slice();
    textless[2] = null;
    ops[i] = { op: 'add', path: op.path, value: textless };
  }
  return ops;
}

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

/** The game's words for `e` with `view`; undefined where it has none or throws. The one call both sides make. */
function wordedAgain(e: LogEntry, view: unknown, logText: LogText | undefined): string | undefined {
  try {
    return logText?.(e, view);
  } catch {
    return undefined;
  }
}

function worded(e: LogEntry, view: unknown, logText: LogText | undefined): LogEntry {
  if (typeof e.text === 'string') return e;
  const text = wordedAgain(e, view, logText);
  // In the order the server's entries have (engine/core/match.ts `projectEvent`).
  const { v, kind, text: _missing, ...rest } = e;
  return { v, kind, text: text ?? kind, ...rest };
}

// ---------------------------------------------------------------------------------------
// The undo status's words

/**
 * The undo status without the words the projection's log has: the first line of the
 * version the take-back would (or could not) undo, word for word. One that may be taken
 * back keeps `{can, v}`, one that may not `{can, v, why}` (`cannotTakeBackWords`); the
 * client words it again from that line. One that another seat's action stands in the way
 * of travels as `{can: false, last}` (`actedLastWords`).
 */
export function withoutUndoText<P extends { undo?: UndoStatus; log: LogEntry[] }>(p: P): P {
  const undo = p.undo;
  if (undo && !undo.can && undo.last !== undefined && undo.v === undefined && undo.reason === actedLastWords(undo.last)) {
    p.undo = { can: false, last: undo.last } as unknown as UndoStatus;
    return p;
  }
  if (undo?.v === undefined) return p;
  const line = p.log.find((e) => e.v === undo.v);
  if (!line) return p;
  if (undo.can) {
    if (line.text === undo.text) p.undo = { can: true, v: undo.v } as UndoStatus;
  } else if (undo.why !== undefined && cannotTakeBackWords(line.text, undo.why) === undo.reason) {
    p.undo = { can: false, v: undo.v, why: undo.why, ...(undo.whyWords ? { whyWords: undo.whyWords } : {}) } as unknown as UndoStatus;
  }
  return p;
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
  return {
    ...p,
    undo: { can: false, reason: cannotTakeBackWords(text, undo.why ?? ''), v: undo.v, why: undo.why, ...(undo.whyWords ? { whyWords: undo.whyWords } : {}) },
  };
}

// ---------------------------------------------------------------------------------------
// The status headline

/** The game's headline for `view`; undefined where it has none or throws. The one call both sides make. */
function headlineAgain(view: unknown, headline: Headline | undefined): string | undefined {
  try {
    return headline?.(view);
  } catch {
    return undefined;
  }
}

/** `p` (owned by the caller) without its status headline where `game` words it exactly from the view. */
export function withoutHeadline<P extends { view: unknown; status: GameStatus }>(game: GameWords, p: P): P {
  const headline = p.status.headline;
  if (!game.headline || headline === undefined) return p;
  if (headlineAgain(p.view, (v) => game.headline!(v)) !== headline) return p;
  const { headline: _worded, ...rest } = p.status;
  p.status = rest;
  return p;
}

/** `p` with its status headline worded from its view; `p` itself when it has one or the game cannot. */
export function withHeadline<P extends Projection | ViewProjection>(p: P, headline: Headline | undefined): P {
  if (p.status.headline !== undefined || !headline) return p;
  const text = headlineAgain(p.view, headline);
  return text === undefined ? p : { ...p, status: { ...p.status, headline: text } };
}
