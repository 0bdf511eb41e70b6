/**
 * A refusal's phrase where the only text that travels is a message string: a join or a
 * create Colyseus refuses (a ServerError thrown in onAuth, onJoin or onCreate reaches
 * colyseus.js as its code and message only; the matchmaking guard's `{code, error}`).
 * The message is the English sentence, then, when the server worded it from a catalogue,
 * a line `words:` and the phrase as JSON (docs/PROTOCOL.md "Join and create refusals"),
 * so a client words it in its reader's language and an older one still reads the English
 * first line.
 */
import { isPhrase, type Phrase } from '../engine/core/words.ts';

/** What comes between the English sentence and its phrase. */
export const WORDS_LINE = '\nwords:';

/** `text` with its phrase after it. */
export function withWords(text: string, words: Phrase): string {
  return `${text}${WORDS_LINE}${JSON.stringify(words)}`;
}

/** A message split into its English sentence and its phrase (none when it carries none, or one that does not read). */
export function splitWords(message: string): { text: string; words?: Phrase } {
  const at = message.lastIndexOf(WORDS_LINE);
  if (at < 0) return { text: message };
  const text = message.slice(0, at);
  try {
    const words: unknown = JSON.parse(message.slice(at + WORDS_LINE.length));
    return isPhrase(words) ? { text, words } : { text };
  } catch {
    return { text };
  }
}

/** The close reason of a player the host removed (CLOSE_REMOVED): kicked or banned, and by whom (the host's name). */
export interface RemovedReason {
  ban: boolean;
  by: string;
}

/** The longest close reason a WebSocket carries, bytes. */
const CLOSE_REASON_BYTES = 123;

/** `r` as its close reason (JSON), the host's name cut short where the reason would not fit a close frame. */
export function removedReason(r: RemovedReason): string {
  let by = r.by;
  for (;;) {
    const text = JSON.stringify({ ban: r.ban, by });
    if (new TextEncoder().encode(text).length <= CLOSE_REASON_BYTES || by === '') return text;
    by = [...by].slice(0, -1).join('');
  }
}

/** A CLOSE_REMOVED reason read back; null when it is not one (an older server's sentence). */
export function readRemovedReason(reason: string | undefined): RemovedReason | null {
  try {
    const r: unknown = JSON.parse(reason ?? '');
    if (typeof r !== 'object' || r === null) return null;
    const { ban, by } = r as { ban?: unknown; by?: unknown };
    return typeof ban === 'boolean' && typeof by === 'string' ? { ban, by } : null;
  } catch {
    return null;
  }
}
