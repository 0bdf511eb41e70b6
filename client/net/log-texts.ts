/**
 * Puts back the texts the room left out of new log entries (server/room/log-texts.ts):
 * the room leaves one out only where the game's `logText` words it exactly from the
 * entry and the view that came with it, so the same function here gives the same words.
 */
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import type { LogEntry } from '../../engine/core/types.ts';

type LogText = (entry: LogEntry, view: unknown) => string | undefined;

/** `p` with every log entry worded; `p` itself when none lacked its text. */
export function withLogTexts<P extends Projection | ViewProjection>(p: P, logText: LogText | undefined): P {
  if (!p.log.some((e) => typeof e.text !== 'string')) return p;
  const log = p.log.map((e) => {
    if (typeof e.text === 'string') return e;
    let text: string | undefined;
    try {
      text = logText?.(e, p.view);
    } catch {
      text = undefined;
    }
    // In the order the server's entries have (engine/core/match.ts `projectEvent`).
    const { v, kind, text: _missing, ...rest } = e;
    return { v, kind, text: text ?? kind, ...rest };
  });
  return { ...p, log };
}
