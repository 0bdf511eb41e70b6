/**
 * The undo status in the reader's words: what a take-back would undo (its log line, worded
 * as the log panel words it), or why it may not, from the status's data — the seat that
 * acted last, the reason as a phrase — else the engine's English.
 */
import type { LogEntry, UndoStatus } from '../../engine/core/types.ts';
import { seatName, type Say } from '../../engine/core/words.ts';
import type { ClientGame } from '../kit/types.ts';
import { phraseText } from '../words/phrase.ts';
import { wordedLine } from './log-words.ts';

/** Where the status's log line is read from: the projection's log and view, and the game's wording. */
export interface UndoContext {
  log: readonly LogEntry[];
  view: unknown;
  logText: ClientGame['logText'];
}

/** The log line of version `v`, in the reader's words; `fallback` when the log no longer holds it. */
function lineOf(v: number | undefined, fallback: string, ctx: UndoContext, say: Say): string {
  const entry = v === undefined ? undefined : ctx.log.find((e) => e.v === v);
  return entry ? wordedLine(entry, ctx.view, ctx.logText, say) : fallback;
}

/** What taking back would undo (`can`), or why the seat may not. */
export function undoWords(status: UndoStatus, ctx: UndoContext, say: Say): { can: true; what: string } | { can: false; why: string } {
  if (status.can) return { can: true, what: lineOf(status.v, status.text, ctx, say) };
  if (status.words) return { can: false, why: phraseText(status.words, status.reason, say) };
  if (status.last !== undefined && status.v === undefined) return { can: false, why: say('core.undo.actedLast', { seat: seatName(status.last) }) };
  if (status.v !== undefined && status.why !== undefined) {
    const text = lineOf(status.v, '', ctx, say);
    if (text !== '') return { can: false, why: say('core.undo.cannot', { text, why: phraseText(status.whyWords, status.why, say) }) };
  }
  return { can: false, why: status.reason };
}
