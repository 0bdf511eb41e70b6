/** Turns a failed create/join/reconnect into a kind and a sentence a player understands. */
import type { JoinErrorKind } from './store-types.ts';
import { say } from '../words/say.ts';

/** Colyseus matchmaking error codes (colyseus.js `ErrorCode`). */
export const MATCHMAKE_INVALID_ROOM_ID = 4212;
export const MATCHMAKE_EXPIRED = 4214;

export interface JoinProblem {
  kind: JoinErrorKind;
  message: string;
}

function describe(err: unknown): { code?: number; text: string } {
  if (err instanceof Error) {
    const code = (err as Error & { code?: unknown }).code;
    return { code: typeof code === 'number' ? code : undefined, text: err.message };
  }
  if (typeof err === 'object' && err !== null) {
    const e = err as { code?: unknown; message?: unknown };
    return { code: typeof e.code === 'number' ? e.code : undefined, text: typeof e.message === 'string' ? e.message : '' };
  }
  return { text: typeof err === 'string' ? err : '' };
}

export function classifyJoinError(err: unknown, code?: string): JoinProblem {
  const { code: num, text } = describe(err);
  // The host banned this browser from the seats (server/room/removal.ts): watching is open. Worded here in the reader's language.
  if (/banned you/i.test(text)) return { kind: 'banned', message: say('room.join.banned') };
  if (/full|locked|no free seat|no seat/i.test(text)) {
    return { kind: 'full', message: say('net.join.full', { code: code || 'none' }) };
  }
  if (num === MATCHMAKE_INVALID_ROOM_ID || /not found|disposed|no (such )?(room|table)/i.test(text)) {
    return { kind: 'not-found', message: say('net.join.notFound', { code: code || 'none' }) };
  }
  if (/failed to fetch|networkerror|network error|econnrefused|load failed|websocket/i.test(text) || err instanceof TypeError) {
    return { kind: 'network', message: say('net.join.unreachable') };
  }
  return { kind: 'other', message: text ? say('net.join.failedWith', { reason: text }) : say('net.join.failed') };
}

/** True when a reconnect attempt failed because the room itself is gone (no point retrying). */
export function isRoomGone(err: unknown): boolean {
  const { code, text } = describe(err);
  return code === MATCHMAKE_INVALID_ROOM_ID || /disposed|not found/i.test(text);
}
