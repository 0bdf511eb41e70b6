/**
 * Puts back the texts the room left out (server/room/log-texts.ts): of a new log entry
 * where the game's `logText` words it exactly from the entry and the view that came with
 * it, so the same function here gives the same words; of a seat's undo status where it
 * is the first log line of the version the take-back would undo.
 */
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import type { LogEntry } from '../../engine/core/types.ts';

type LogText = (entry: LogEntry, view: unknown) => string | undefined;

/** `p` with every log entry worded, and its undo status; `p` itself when nothing lacked its text. */
export function withLogTexts<P extends Projection | ViewProjection>(p: P, logText: LogText | undefined): P {
  const out = p.log.some((e) => typeof e.text !== 'string') ? { ...p, log: p.log.map((e) => worded(e, p.view, logText)) } : p;
  const undo = out.undo;
  if (!undo?.can || typeof undo.text === 'string') return out;
  const line = out.log.find((e) => e.v === undo.v);
  // In the order the engine's status has (engine/core/undo.ts `undoStatus`).
  return { ...out, undo: { can: true, text: line?.text ?? '', v: undo.v } };
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
