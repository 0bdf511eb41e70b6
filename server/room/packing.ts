/**
 * The server's half of packed patches: every game's dictionary at hand, the DEFLATE (node's
 * zlib, native: a patch against a 16 KB dictionary in about 50 µs, where fflate takes ten
 * times that), and the choice between the plain and the packed message by their length as
 * Colyseus frames them. The messages are wire/packed-patch.ts's, the module that unpacks
 * them in the browser.
 */
import { deflateRawSync } from 'node:zlib';
import { getMessageBytes, Protocol } from 'colyseus';
import { S2C, type PatchMessage, type SnapshotMessage } from '../../wire/protocol.ts';
import { dictionaryBytes, packPatch, packSnapshot, unpackPatch, unpackSnapshot, type RawDeflate } from '../../wire/packed-patch.ts';
import { wireDictionaries } from '../../wire/dictionaries/index.ts';

const encoded = new Map<string, Uint8Array>();

/** The dictionary of a game as bytes (every game's is at hand here), or undefined for a game without one. */
export function dictionaryOf(gameId: string): Uint8Array | undefined {
  let bytes = encoded.get(gameId);
  if (!bytes && Object.hasOwn(wireDictionaries, gameId)) {
    bytes = dictionaryBytes(wireDictionaries[gameId]!);
    encoded.set(gameId, bytes);
  }
  return bytes;
}

/** zlib's settings for a patch: the largest window (32 KB), which holds the dictionary and a patch of as much again; the best compression. */
const PATCH_ZLIB = { level: 9, windowBits: 15, memLevel: 8 } as const;

/** zlib's settings for a snapshot: the default window and level (a snapshot is 10 – 30 KB of JSON). */
const SNAPSHOT_ZLIB = { level: 6 } as const;

/** A patch's ops (or any text) against a game's dictionary, as packed patches carry them. */
export const deflatePatch: RawDeflate = (bytes, dictionary) => deflateRawSync(bytes, dictionary ? { ...PATCH_ZLIB, dictionary } : PATCH_ZLIB);

/** A snapshot's text, packed without a dictionary. */
const deflateSnapshot: RawDeflate = (bytes) => deflateRawSync(bytes, SNAPSHOT_ZLIB);

/** A patch's ops text as a packed patch carries it: raw DEFLATE against `dictionary`. */
export function deflateOps(text: string, dictionary: Uint8Array): Uint8Array {
  return deflatePatch(new TextEncoder().encode(text), dictionary);
}

/**
 * A patch whose plain message is shorter than this goes as it is: packing a short one
 * saves little and costs a compression against the game's dictionary and the choice
 * between both messages (a free-table move to a player is about 150 bytes plain, 75 packed).
 */
export const PACK_FROM_BYTES = 150;

/**
 * The same for a patch whose bytes go to several clients (the spectators'): its one
 * compression is paid once for all of them, so a shorter one is packed too (a free-table
 * move to the spectators, about 100 bytes plain, goes in about 50).
 */
export const PACK_SHARED_FROM_BYTES = 90;

/**
 * The bytes that carry `message` to `receivers` clients of `gameId` (the same bytes to
 * each): the plain `patch`, or the packed `patchz` where that is shorter.
 */
export function patchBytes(gameId: string, message: PatchMessage, receivers = 1): Uint8Array {
  const plain = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.patch, message);
  if (plain.length < (receivers > 1 ? PACK_SHARED_FROM_BYTES : PACK_FROM_BYTES)) return plain;
  const dictionary = dictionaryOf(gameId);
  if (!dictionary) return plain;
  const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.patchz, packPatch(message, dictionary, deflatePatch));
  return bytes.length < plain.length ? bytes : plain;
}

/** The bytes that carry a snapshot: packed (`snapshotz`) where that is shorter, as it nearly always is. */
export function snapshotBytes(message: SnapshotMessage): Uint8Array {
  const plain = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.snapshot, message);
  const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.snapshotz, packSnapshot(message, deflateSnapshot));
  return bytes.length < plain.length ? bytes : plain;
}

/**
 * A received message with a packed one replaced by the message it stands for (`snapshotz`
 * → `snapshot`, `patchz` → `patch` of a projection of `gameId`); any other as it came.
 * Throws where a packed one does not unpack. For clients that take every message in one
 * place (the room tests, the bench); the table's own handlers unpack each in its handler.
 */
export function unpackedMessage(type: string, message: unknown, gameId: string | undefined): { type: string; message: unknown } {
  if (type === S2C.snapshotz) return { type: S2C.snapshot, message: unpackSnapshot(message) };
  if (type !== S2C.patchz) return { type, message };
  if (gameId === undefined) throw new Error('a packed patch before any snapshot');
  return { type: S2C.patch, message: unpackPatch(message, dictionaryOf(gameId)) };
}
