/**
 * The sentence of an HTTP API error body (`{ error, message, words? }`, wire/protocol.ts
 * `HttpError`) for the reader: its phrase worded in the reader's language when the server
 * sent one this page knows, else the server's English message.
 */
import { isPhrase } from '../../engine/core/words.ts';
import { refusalText } from '../words/phrase.ts';
import { say } from '../words/say.ts';

/** The body's sentence for the reader, or undefined when it carries no message. */
export function bodyText(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { message, words } = body as { message?: unknown; words?: unknown };
  if (typeof message !== 'string' || message === '') return undefined;
  return isPhrase(words) ? refusalText({ message, words }, say) : message;
}
