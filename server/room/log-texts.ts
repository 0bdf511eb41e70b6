/**
 * Log entries travel as rows (`toLogRow` in wire/log-rows.ts, `withLogRows`). A log entry new in a
 * patch travels without its text when the game words it again
 * exactly from its data and the viewer's new view (GameModule.logText); the client puts
 * the text back with the same function (client/net/log-texts.ts). Snapshots keep every
 * text: only a patch's new entry is worded with the very view the client gets with it.
 * A seat's undo status leaves out its text when that is the log line it names, and a
 * projection its status headline when the game words it again from the view
 * (GameModule.headline).
 */
import { frozenPlain } from '../../engine/core/clone.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import type { GameStatus, LogEntry, UndoStatus } from '../../engine/core/types.ts';
import { actedLastWords, cannotTakeBackWords } from '../../engine/core/words.ts';
import { fromLogRow, toLogRow, type JsonPatchOp, type LogRow } from '../../wire/protocol.ts';

const LOG_ENTRY = /^\/log\/\d+$/;

/**
 * `ops` with the text left out of each added log entry that `game` words exactly with
 * `view`. The entries are rows (`withLogRows`); a row without its text is a new one.
 */
export function withoutLogTexts(game: AnyGameModule, ops: JsonPatchOp[], view: unknown): JsonPatchOp[] {
  if (!game.logText) return ops;
  for (let i = 0; i < ops.length; i++) {
    const op = ops[i] as JsonPatchOp;
    if (op.op !== 'add' || !LOG_ENTRY.test(op.path) || !Array.isArray(op.value)) continue;
    const row = op.value as LogRow;
    if (typeof row[2] !== 'string' || !worded(game, fromLogRow(row), view)) continue;
    const textless = row.slice();
    textless[2] = null;
    ops[i] = { op: 'add', path: op.path, value: textless };
  }
  return ops;
}

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
    p.undo = { can: false, v: undo.v, why: undo.why } as unknown as UndoStatus;
  }
  return p;
}

/** `p` (owned by the caller) without its status headline where `game` words it exactly from the view. */
export function withoutHeadline<P extends { view: unknown; status: GameStatus }>(game: AnyGameModule, p: P): P {
  const headline = p.status.headline;
  if (!game.headline || headline === undefined) return p;
  let again: string | undefined;
  try {
    again = game.headline(p.view);
  } catch {
    again = undefined;
  }
  if (again !== headline) return p;
  const { headline: _worded, ...rest } = p.status;
  p.status = rest;
  return p;
}

function worded(game: AnyGameModule, entry: LogEntry, view: unknown): boolean {
  try {
    return game.logText!(entry, view) === entry.text;
  } catch {
    return false;
  }
}
