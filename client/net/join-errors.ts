/** Turns a failed create/join/reconnect into a kind and a sentence a player understands. */
import type { JoinErrorKind } from './store-types.ts';
import type { Phrase } from '../../engine/core/words.ts';
import { splitWords } from '../../wire/refusal-words.ts';
import { refusalText } from '../words/phrase.ts';
import { say } from '../words/say.ts';

/** Colyseus matchmaking error codes (colyseus.js `ErrorCode`). */
export const MATCHMAKE_INVALID_ROOM_ID = 4212;
export const MATCHMAKE_EXPIRED = 4214;

export interface JoinProblem {
  kind: JoinErrorKind;
  message: string;
}

/** The error's code, its sentence (English), and that sentence's phrase where the server sent one (wire/refusal-words.ts). */
function describe(err: unknown): { code?: number; text: string; words?: Phrase } {
  let code: unknown;
  let message: unknown;
  if (typeof err === 'object' && err !== null) ({ code, message } = err as { code?: unknown; message?: unknown });
  else message = err;
  const said = splitWords(typeof message === 'string' ? message : '');
  return { ...said, code: typeof code === 'number' ? code : undefined };
}

/** A failed join's or create's sentence for the reader: the server's phrase worded in the reader's language, else its English. */
export function refusedText(err: unknown): string {
  const { text, words } = describe(err);
  return refusalText({ message: text, words }, say);
}

export function classifyJoinError(err: unknown, code?: string): JoinProblem {
  const { code: num, text, words } = describe(err);
  // The host banned this browser from the seats (server/room/removal.ts): watching is open. Worded here in the reader's language.
  if (words?.id === 'room.join.banned' || /banned you/i.test(text)) return { kind: 'banned', message: say('room.join.banned') };
  // The table's places are all taken, spectators' included (server/room/reservations.ts).
  if (words?.id === 'room.join.full') return { kind: 'full', message: refusalText({ message: text, words }, say) };
  if (words === undefined && /full|locked|no free seat|no seat/i.test(text)) {
    return { kind: 'full', message: say('net.join.full', { code: code || 'none' }) };
  }
  if (num === MATCHMAKE_INVALID_ROOM_ID || /not found|disposed|no (such )?(room|table)/i.test(text)) {
    return { kind: 'not-found', message: say('net.join.notFound', { code: code || 'none' }) };
  }
  if (/failed to fetch|networkerror|network error|econnrefused|load failed|websocket/i.test(text) || err instanceof TypeError) {
    return { kind: 'network', message: say('net.join.unreachable') };
  }
  return { kind: 'other', message: text ? say('net.join.failedWith', { reason: refusalText({ message: text, words }, say) }) : say('net.join.failed') };
}

/** True when a reconnect attempt failed because the room itself is gone (no point retrying). */
export function isRoomGone(err: unknown): boolean {
  const { code, text } = describe(err);
  return code === MATCHMAKE_INVALID_ROOM_ID || /disposed|not found/i.test(text);
}
