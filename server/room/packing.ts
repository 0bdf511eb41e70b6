/**
 * The server's half of packed patches (server/packed-patch.ts): the ops' JSON text
 * compressed against the game's dictionary with node's zlib, and the choice between the
 * plain and the packed message by their encoded length.
 */
import { deflateRawSync } from 'node:zlib';
import { getMessageBytes, Protocol } from 'colyseus';
import { S2C, type PatchMessage, type SnapshotMessage } from '../protocol.ts';
import { dictionaryOf, type PackedPatchMessage, type PackedSnapshotMessage } from '../packed-patch.ts';

/**
 * A patch whose plain message is shorter than this goes as it is: packing a short one
 * saves next to nothing and costs a compression (a free-table move is about 150 bytes).
 */
export const PACK_FROM_BYTES = 150;

/** zlib's settings: a window that holds the dictionary and a patch of as much again, the best compression. */
const ZLIB = { level: 9, windowBits: 13, memLevel: 8 } as const;

/**
 * The bytes that carry `message` to a client of `gameId`: the plain `patch`, or the packed
 * `patchz` where that is shorter.
 */
export function patchBytes(gameId: string, message: PatchMessage): Uint8Array {
  const plain = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.patch, message);
  if (plain.length < PACK_FROM_BYTES) return plain;
  const dictionary = dictionaryOf(gameId);
  if (!dictionary) return plain;
  const z = deflateRawSync(JSON.stringify(message.ops), { ...ZLIB, dictionary });
  const packed: PackedPatchMessage = [message.from, message.to, z];
  const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.patchz, packed);
  return bytes.length < plain.length ? bytes : plain;
}

/** zlib's settings for a snapshot: the default window and level (a snapshot is 10 – 30 KB of JSON). */
const SNAPSHOT_ZLIB = { level: 6 } as const;

/** The bytes that carry a snapshot: packed (`snapshotz`) where that is shorter, as it nearly always is. */
export function snapshotBytes(message: SnapshotMessage): Uint8Array {
  const plain = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.snapshot, message);
  const packed: PackedSnapshotMessage = [deflateRawSync(JSON.stringify(message), SNAPSHOT_ZLIB)];
  const bytes = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.snapshotz, packed);
  return bytes.length < plain.length ? bytes : plain;
}
