/**
 * The steps of the room's check order (DESIGN §4) that need no room state. Each returns
 * null when the message passes, or the rejection to send to its sender.
 */
import { ErrorCode, ServerError } from 'colyseus';
import type { z } from 'zod';
import type { Phrase, PhraseValue, Prompt } from '../../engine/core/types.ts';
import { worded } from '../../engine/core/words.ts';
import { MAX_JSON_DEPTH, valueDepthWithin } from '../guards.ts';
import { MAX_MESSAGE_BYTES, ROOM_ERRORS, type RejectedMessage } from '../../wire/protocol.ts';
import { RulesRefusal } from '../store/replay.ts';
import { roomSay, type RoomWordId } from '../../wire/room-words.en.ts';
import { withWords } from '../../wire/refusal-words.ts';

export type Checked<T> = { ok: true; value: T } | { ok: false; rejection: RejectedMessage };

/** JSON-encoded size in bytes, or null when the payload cannot be JSON (e.g. a BigInt). */
export function jsonBytes(payload: unknown): number | null {
  try {
    const text = JSON.stringify(payload);
    return text === undefined ? 0 : Buffer.byteLength(text, 'utf8');
  } catch {
    return null;
  }
}

/** Size (at most `maxBytes`), then schema. `ref` is echoed when the payload carries a usable one. */
export function checkPayload<S extends z.ZodType>(schema: S, payload: unknown, maxBytes: number = MAX_MESSAGE_BYTES): Checked<z.infer<S>> {
  const ref = refOf(payload);
  const bytes = jsonBytes(payload);
  if (bytes === null) {
    return fail(ROOM_ERRORS.badPayload, 'room.payload.notJson', undefined, ref);
  }
  if (bytes > maxBytes) {
    return fail(ROOM_ERRORS.tooLarge, 'room.payload.tooLarge', { bytes, max: maxBytes }, ref);
  }
  if (!valueDepthWithin(payload)) {
    return fail(ROOM_ERRORS.badPayload, 'room.payload.tooDeep', { depth: MAX_JSON_DEPTH }, ref);
  }
  const parsed = schema.safeParse(payload ?? {});
  if (!parsed.success) return fail(ROOM_ERRORS.badPayload, 'room.payload.invalid', { detail: zodMessage(parsed.error) }, ref);
  return { ok: true, value: parsed.data as z.infer<S> };
}

/**
 * Staleness: an intent made from the current version always passes to the engine. One
 * made from an older view passes when `olderViewOk` (the room decides it per seat and
 * action: the free table takes any older view; in a rules game a seat that has been
 * deciding since that view and has not acted since, e.g. the second of two players
 * choosing at once) and the engine then judges it on the current state; otherwise it is
 * stale. A version from the future is always wrong.
 */
export function checkVersion(v: number, version: number, olderViewOk: boolean, ref?: string): RejectedMessage | null {
  if (v > version) {
    return roomRefusal(ROOM_ERRORS.badVersion, 'room.version.ahead', { v, version }, ref);
  }
  if (v < version && !olderViewOk) {
    return roomRefusal(ROOM_ERRORS.stale, 'room.version.stale', { version, v }, ref);
  }
  return null;
}

/** A refusal: its code, its English sentence, the client's ref when it sent one, and the sentence as data (`words`) when given. */
export function rejection(code: string, message: string, ref?: string, words?: Phrase): RejectedMessage {
  const r: RejectedMessage = ref === undefined ? { code, message } : { code, message, ref };
  if (words !== undefined) r.words = words;
  return r;
}

/**
 * A refusal worded from the room's catalogue (wire/room-words.en.ts `id` with its values):
 * the English sentence, and the same as a phrase each client words in its reader's language.
 */
export function roomRefusal(code: string, id: RoomWordId, values?: Readonly<Record<string, PhraseValue>>, ref?: string): RejectedMessage {
  const { text, words } = worded(roomSay, id, values);
  return rejection(code, text, ref, words);
}

/**
 * A join or create refused (thrown in onAuth, onJoin or onCreate), worded from the room's
 * catalogue: Colyseus carries only its code and message, so the message is the English
 * sentence with its phrase after it (wire/refusal-words.ts).
 */
export function joinRefusal(code: number, id: RoomWordId, values?: Readonly<Record<string, PhraseValue>>): ServerError {
  const { text, words } = worded(roomSay, id, values);
  return new ServerError(code, withWords(text, words));
}

function fail(code: string, id: RoomWordId, values: Readonly<Record<string, PhraseValue>> | undefined, ref?: string): { ok: false; rejection: RejectedMessage } {
  return { ok: false, rejection: roomRefusal(code, id, values, ref) };
}

/** The client's ref, when the payload is an object carrying a short string one. */
function refOf(payload: unknown): string | undefined {
  if (typeof payload !== 'object' || payload === null) return undefined;
  const ref = (payload as { ref?: unknown }).ref;
  return typeof ref === 'string' && ref.length <= 32 ? ref : undefined;
}

/** One line from a zod error: the first few issues with their paths. */
export function zodMessage(error: z.ZodError): string {
  const parts = error.issues.slice(0, 3).map((i) => {
    const where = i.path.length > 0 ? i.path.map(String).join('.') : 'payload';
    return `${where}: ${i.message}`;
  });
  const more = error.issues.length > 3 ? ` (+${error.issues.length - 3} more)` : '';
  return (parts.join('; ') + more).slice(0, 300);
}

/** A message type as a short printable string (a hostile "type" may be any value). */
export function printable(type: unknown): string {
  if (typeof type === 'string') return type.slice(0, 40);
  if (typeof type === 'number') return String(type);
  return `(${typeof type})`;
}

/**
 * Why a stored table cannot be rebuilt, plainly: played (or snapshotted) under another
 * rules version than the game's — refused before any replay (server/store/replay.ts
 * `RulesRefusal`) —, or a log that does not replay (worded, the replay's error as `why`).
 */
export function cannotRebuild(code: string, e: unknown): ServerError {
  if (e instanceof RulesRefusal) return new ServerError(ErrorCode.APPLICATION_ERROR, withWords(e.message, e.words));
  return joinRefusal(ErrorCode.APPLICATION_ERROR, 'room.create.cannotRebuild', { code, why: e instanceof Error ? e.message : String(e) });
}

/**
 * Whether `action` takes one of `prompts` flagged `ends` (the free table's "end the
 * table"): it carries every field of one of that prompt's actions, whatever else it adds.
 */
export function takesEndingPrompt(prompts: readonly Prompt<unknown>[], action: Record<string, unknown>): boolean {
  return prompts.some((p) => p.ends === true && p.actions.some((a) => carries(action, a)));
}

function carries(action: Record<string, unknown>, offered: unknown): boolean {
  if (typeof offered !== 'object' || offered === null || Array.isArray(offered)) return false;
  return Object.entries(offered).every(([k, v]) => Object.hasOwn(action, k) && JSON.stringify(action[k]) === JSON.stringify(v));
}
