import { worded, type Phrase, type PhraseValue } from '../../engine/core/words.ts';
import type { HttpError } from '../../wire/protocol.ts';
import { httpSay, type HttpWordId } from '../../wire/http-words.en.ts';

/**
 * An HTTP error answer of the JSON API: status, stable code, a human sentence (English),
 * extra headers, and the sentence as a phrase of wire/http-words.en.ts when it was worded
 * from there, so a client words it in its reader's language.
 */
export class HttpProblem extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers: Record<string, string> = {}, readonly words?: Phrase) {
    super(message);
  }
}

/** An HTTP problem worded from the HTTP API's catalogue: message `id` with its values. */
export function httpProblem(
  status: number, code: string, id: HttpWordId, values?: Readonly<Record<string, PhraseValue>>, headers: Record<string, string> = {},
): HttpProblem {
  const { text, words } = worded(httpSay, id, values);
  return new HttpProblem(status, code, text, headers, words);
}

/** The JSON body a problem is answered with: `{ error, message }`, and `words` when it has them. */
export function problemBody(p: HttpProblem): HttpError {
  return p.words === undefined ? { error: p.code, message: p.message } : { error: p.code, message: p.message, words: p.words };
}

/** The body of an unexpected failure (500). */
export function internalProblem(): HttpProblem {
  return httpProblem(500, 'http/internal', 'http.internal');
}
