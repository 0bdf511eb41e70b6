/**
 * Log lines in the reader's language: the game words a line again from its data
 * (ClientGame.logText) with the reader's `say`, where it can; every other line keeps the
 * English text the engine logged. Lines are worded with the current view, so a line is
 * worded only where the game words it in English, with that view, exactly as it was
 * logged (the names it reads have not changed since).
 */
import type { LogEntry } from '../../engine/core/types.ts';
import type { Say } from '../../engine/core/words.ts';
import type { ClientGame } from '../kit/types.ts';
import { rollOf } from './roll-log.ts';

/** `entry`'s line in the words of `say`, or its logged text where the game cannot word it. */
export function wordedLine(entry: LogEntry, view: unknown, logText: ClientGame['logText'], say: Say): string {
  // A throw's line is read for its dice (LogLine): it stays as it was logged.
  if (!logText || view === undefined || rollOf(entry) !== null) return entry.text;
  try {
    if (logText(entry, view) !== entry.text) return entry.text;
    return logText(entry, view, say) ?? entry.text;
  } catch {
    return entry.text;
  }
}

/** `log` with each line the game words in the words of `say` (a new entry for it); `log` itself in English. */
export function wordedLog(log: readonly LogEntry[], view: unknown, logText: ClientGame['logText'], say: Say, english: boolean): readonly LogEntry[] {
  if (english || !logText) return log;
  return log.map((e) => {
    const text = wordedLine(e, view, logText, say);
    return text === e.text ? e : { ...e, text };
  });
}
