/**
 * What the table's live region (LiveRegion.tsx) says to a screen reader: each new line of
 * the log once, as the log panel words it, and "Your turn: …" once when the table starts
 * waiting on this seat. Pure: the component feeds it each look at the table and speaks what
 * it returns. Lines already there at the first look (the snapshot a page loads with) are
 * only remembered; a line seen before (a reconnect or a resync sends the log again) is never
 * said twice; a burst of lines (a dozen in one patch) is said in one announcement.
 */
import type { LogEntry, Phrase } from '../../engine/core/types.ts';
import type { Say } from '../words/say.ts';
import { withSeatNames, type LogLine } from './log-merge.ts';
import { rollOf, rollText } from './roll-log.ts';
import { promptLabel } from '../words/phrase.ts';

/** A line of the log as the live region hears it: a key that names it across resyncs, and its words. */
export interface HeardLine {
  key: string;
  text: string;
  /** The viewer's own chat line: already known to them, so not read back. */
  own: boolean;
}

/** What the live region remembers between looks. */
export interface AnnounceState {
  /** The keys of the lines heard so far (oldest first); null before the first look. */
  seen: ReadonlySet<string> | null;
  /** Whether the table waited on this seat at the last look; null before the first. */
  waiting: boolean | null;
}

export const IDLE_ANNOUNCE: AnnounceState = { seen: null, waiting: null };

/** One look at the table: its log lines, whether it waits on this seat, and what it asks. */
export interface AnnounceInput {
  lines: readonly HeardLine[];
  waiting: boolean;
  /** What the table asks of this seat (a prompt's label or the headline), in words. */
  asks: string;
}

/** How many keys the region remembers (the projected log keeps 100 lines, the chat fewer). */
export const SEEN_LIMIT = 600;
/** At most this many lines are read in one announcement; the rest are counted. */
export const BURST_LINES = 12;

/** A key for each line: the same line has the same key in any later projection (its version, kind and words, or the chat's time and author). */
export function lineKeys(lines: readonly LogLine[]): string[] {
  const count = new Map<string, number>();
  return lines.map((line) => {
    const base = line.type === 'log'
      ? `l|${line.entry.v}|${line.entry.kind}|${line.entry.text}`
      : `c|${line.chat.at}|${String(line.chat.seat)}|${line.chat.name}|${line.chat.event ?? ''}|${line.chat.text}`;
    // Two equal lines of one action stay two lines.
    const n = count.get(base) ?? 0;
    count.set(base, n + 1);
    return `${base}|${n}`;
  });
}

/** A game event's words as the log panel shows them: a plain throw as "<who> rolled …", names for seats. */
export function entryWords(entry: LogEntry, names: readonly (string | undefined)[], say: Say): string {
  const roll = rollOf(entry);
  if (roll && / rolled /.test(entry.text)) {
    const who = roll.seat === undefined ? say('hud.log.someone') : names[roll.seat] || say('hud.seat', { n: roll.seat + 1 });
    return rollText(roll, who);
  }
  return withSeatNames(entry.text, names);
}

/** The log panel's lines as the live region hears them. */
export function heardLines(lines: readonly LogLine[], names: readonly (string | undefined)[], mySeat: number | 'spectator' | null, say: Say): HeardLine[] {
  const keys = lineKeys(lines);
  return lines.map((line, i) => {
    const key = keys[i]!;
    if (line.type === 'log') return { key, text: entryWords(line.entry, names, say), own: false };
    const { chat } = line;
    if (chat.event) return { key, text: chat.text, own: false };
    const who = say('hud.chat.who', { name: chat.name, watching: chat.seat === 'spectator' ? 'yes' : 'no' });
    return { key, text: `${who} ${chat.text}`, own: typeof mySeat === 'number' && chat.seat === mySeat };
  });
}

/** Lines said together, each ending as a sentence, the rest of a long burst counted. */
export function joinBurst(texts: readonly string[], say: Say): string {
  const shown = texts.slice(-BURST_LINES).map((t) => t.trim()).filter((t) => t !== '');
  const sentences = shown.map((t) => (/[.!?:…)»"”]$/.test(t) ? t : `${t}.`));
  const left = texts.length - Math.min(texts.length, BURST_LINES);
  if (left > 0) sentences.unshift(say('a11y.live.earlier', { n: left }));
  return sentences.join(' ');
}

/** The next state, and what to say now (null: nothing). */
export function announceStep(prev: AnnounceState, input: AnnounceInput, say: Say): { state: AnnounceState; say: string | null } {
  const seen = new Set(prev.seen ?? []);
  const fresh: string[] = [];
  for (const line of input.lines) {
    if (seen.has(line.key)) continue;
    seen.add(line.key);
    if (prev.seen !== null && !line.own) fresh.push(line.text);
  }
  // Forget the oldest keys past the limit (a Set keeps its order of insertion).
  for (const key of seen) {
    if (seen.size <= SEEN_LIMIT) break;
    seen.delete(key);
  }
  const parts: string[] = [];
  if (fresh.length > 0) parts.push(joinBurst(fresh, say));
  if (prev.waiting === false && input.waiting) {
    const asks = input.asks.trim();
    parts.push(asks === '' ? say('a11y.live.turn') : say('a11y.live.turnAsks', { asks }));
  }
  return { state: { seen, waiting: input.waiting }, say: parts.length > 0 ? parts.join(' ') : null };
}

/** What the table asks of a seat it waits on: its first prompt's label that offers an action, else the headline. */
export function asksOf(prompts: ReadonlyArray<{ label: string; words?: Phrase; actions: readonly unknown[] }>, headline: string, say: Say): string {
  const prompt = prompts.find((p) => p.actions.length > 0 && p.label.trim() !== '');
  return prompt ? promptLabel(prompt, say) : headline;
}
