/** The log panel's lines: game log entries with chat lines slotted in where they arrived. */
import type { LogEntry } from '../../engine/core/types.ts';
import type { ChatEntry } from '../net/store-types.ts';

export type LogLine =
  | { type: 'log'; key: string; entry: LogEntry }
  | { type: 'chat'; key: string; chat: ChatEntry };

/**
 * Log entries stay in order; each chat line goes after the log entries whose version is
 * at most the version that was current when the chat arrived (the log has versions, chat
 * has wall-clock times, so arrival version is the shared clock).
 */
export function mergeLog(log: readonly LogEntry[], chat: readonly ChatEntry[]): LogLine[] {
  const lines: LogLine[] = [];
  const seen = new Map<number, number>();
  let c = 0;
  const pushChatBefore = (v: number) => {
    while (c < chat.length && (chat[c]!.v ?? Infinity) < v) {
      const line = chat[c]!;
      lines.push({ type: 'chat', key: `c${line.at}-${c}`, chat: line });
      c++;
    }
  };
  for (const entry of log) {
    pushChatBefore(entry.v);
    const n = seen.get(entry.v) ?? 0;
    seen.set(entry.v, n + 1);
    lines.push({ type: 'log', key: `l${entry.v}-${n}`, entry });
  }
  for (; c < chat.length; c++) lines.push({ type: 'chat', key: `c${chat[c]!.at}-${c}`, chat: chat[c]! });
  return lines;
}

/** A piece of a log line: plain text, or a seat named by its player. */
export type LogSegment = { text: string; seat?: number };

/**
 * Splits engine log text so that "Seat 2" shows as the name of whoever sits there (the
 * engine does not know names; it writes seats 1-based).
 */
export function logSegments(text: string, names: readonly (string | undefined)[]): LogSegment[] {
  const out: LogSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(/\bSeat (\d{1,2})\b/g)) {
    const seat = Number(m[1]) - 1;
    if (seat < 0) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: names[seat] || m[0], seat });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The text with every "Seat N" replaced by the name of whoever sits there (headlines, banners). */
export function withSeatNames(text: string, names: readonly (string | undefined)[]): string {
  return logSegments(text, names).map((s) => s.text).join('');
}
