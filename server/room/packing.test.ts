import { deflateRawSync } from 'node:zlib';
import { unpack } from '@colyseus/msgpackr';
import { getMessageBytes, Protocol } from 'colyseus';
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/games/registry.ts';
import { createMatch, type Match } from '../../engine/core/match.ts';
import { randomPatches, randomPlay } from '../../tests/room/random-patches.ts';
import { DICTIONARY_BYTES, unpackPatch, unpackSnapshot } from '../../wire/packed-patch.ts';
import { S2C, type PatchMessage } from '../../wire/protocol.ts';
import { wireDictionaries } from '../../wire/dictionaries/index.ts';
import { dictionaryOf, PACK_FROM_BYTES, PACK_SHARED_FROM_BYTES, patchBytes, snapshotBytes } from './packing.ts';
import { ProjectionSync } from './sync.ts';

/** The type and message of one ROOM_DATA frame as Colyseus encodes it (protocol byte, type as a short string, msgpack). */
function readFrame(bytes: Uint8Array): { type: string; message: unknown } {
  expect(bytes[1]! & 0xe0).toBe(0xa0);
  const len = bytes[1]! & 0x1f;
  const type = new TextDecoder().decode(bytes.subarray(2, 2 + len));
  return { type, message: unpack(Buffer.from(bytes.subarray(2 + len))) };
}

/** Every patch of `actions` random actions at a table of `seats`, for every viewer. */
function patches(gameId: string, seats: number, actions: number): PatchMessage[] {
  return randomPatches(games[gameId]!, {}, seats, `packing:${gameId}`, actions).flatMap((p) => p.patches);
}

describe('packed patches', () => {
  it('every game has a dictionary: printable ASCII within its length', () => {
    for (const id of Object.keys(games)) {
      const text = wireDictionaries[id];
      expect(text, id).toBeTruthy();
      expect(text!.length, id).toBeLessThanOrEqual(DICTIONARY_BYTES);
      expect(/^[\x20-\x7e]*$/.test(text!), id).toBe(true);
    }
  });

  for (const id of Object.keys(games)) {
    it(`${id}: a long patch goes packed where that is shorter, and unpacks to the very patch`, () => {
      let packed = 0;
      let saved = 0;
      for (const message of patches(id, Math.min(3, games[id]!.maxSeats), 100)) {
        const bytes = patchBytes(id, message);
        const frame = readFrame(bytes);
        const plain = JSON.stringify(message);
        if (frame.type === S2C.patchz) {
          packed++;
          expect(getMessageBytes.raw(Protocol.ROOM_DATA, S2C.patch, message).length).toBeGreaterThanOrEqual(PACK_FROM_BYTES);
          expect(unpackPatch(frame.message, dictionaryOf(id))).toEqual(message);
          saved += plain.length - bytes.length;
        } else {
          expect(frame.type).toBe(S2C.patch);
          expect(JSON.stringify(frame.message)).toBe(plain);
        }
      }
      expect(packed, 'patches packed').toBeGreaterThan(10);
      expect(saved, 'bytes saved').toBeGreaterThan(0);
    });
  }

  for (const id of Object.keys(games)) {
    it(`${id}: a snapshot goes packed, at most a third of its plain size, and unpacks to the very snapshot`, () => {
      const module = games[id]!;
      const match = randomPlay(module, {}, Math.min(3, module.maxSeats), `packing-snapshot:${id}`, 60);
      const sync = new ProjectionSync(module);
      for (const viewer of [0, 'spectator'] as const) {
        const message = { projection: sync.project(match, viewer) };
        const bytes = snapshotBytes(message);
        const frame = readFrame(bytes);
        expect(frame.type).toBe(S2C.snapshotz);
        expect(unpackSnapshot(frame.message)).toEqual(message);
        expect(bytes.length * 3).toBeLessThan(getMessageBytes.raw(Protocol.ROOM_DATA, S2C.snapshot, message).length);
      }
    });
  }

  it('a packed snapshot that is damaged or not a packed snapshot does not unpack', () => {
    const message = { projection: new ProjectionSync(games.root!).project(createMatch(games.root!, {}, 2, 'damaged') as Match, 'spectator') };
    const [z] = readFrame(snapshotBytes(message)).message as [Uint8Array];
    const damaged = Uint8Array.from(z);
    damaged.fill(0x5a, 10, 20);
    expect(() => unpackSnapshot([damaged])).toThrow();
    expect(() => unpackSnapshot([z, z])).toThrow(/\[z\]/);
    expect(() => unpackSnapshot(message)).toThrow(/\[z\]/);
    expect(() => unpackSnapshot([new Uint8Array(deflateRawSync('[1,2]'))])).toThrow(/projection/);
  });

  it('a patch for several clients is packed from a shorter length: its one compression serves them all', () => {
    let shared = 0;
    for (const message of patches('sandbox', 2, 200)) {
      const length = getMessageBytes.raw(Protocol.ROOM_DATA, S2C.patch, message).length;
      if (length < PACK_SHARED_FROM_BYTES || length >= PACK_FROM_BYTES) continue;
      expect(readFrame(patchBytes('sandbox', message)).type).toBe(S2C.patch);
      const frame = readFrame(patchBytes('sandbox', message, 100));
      if (frame.type !== S2C.patchz) continue;
      shared++;
      expect(patchBytes('sandbox', message, 100).length).toBeLessThan(length);
      expect(unpackPatch(frame.message, dictionaryOf('sandbox'))).toEqual(message);
    }
    expect(shared, 'patches packed for several clients only').toBeGreaterThan(10);
  });

  it('a packed patch that is cut short, of another game or not a packed patch does not unpack; a damaged one not as itself', () => {
    const message = patches('root', 2, 60).find((m) => readFrame(patchBytes('root', m)).type === S2C.patchz)!;
    const [from, to, z] = readFrame(patchBytes('root', message)).message as [number, number, Uint8Array];
    expect(unpackPatch([from, to, z], dictionaryOf('root'))).toEqual(message);
    // Cut short, it cannot be read to its end.
    expect(() => unpackPatch([from, to, z.subarray(0, Math.floor(z.length / 2))], dictionaryOf('root'))).toThrow();
    // Raw DEFLATE keeps no checksum (the socket's own keeps bytes whole): a changed byte may
    // still read as other ops, but never as this patch.
    const damaged = Uint8Array.from(z);
    const at = Math.floor(damaged.length / 2);
    damaged[at] = damaged[at]! ^ 0x5a;
    let read: unknown = null;
    try { read = unpackPatch([from, to, damaged], dictionaryOf('root')); } catch { read = null; }
    expect(read).not.toEqual(message);
    expect(() => unpackPatch([from, to, z], dictionaryOf('explorers'))).toThrow();
    expect(() => unpackPatch([from, to, z], dictionaryOf('no-such-game'))).toThrow(/no dictionary/);
    expect(() => unpackPatch({ from, to, z }, dictionaryOf('root'))).toThrow(/\[from, to, z\]/);
    expect(() => unpackPatch([from, to, 'text'], dictionaryOf('root'))).toThrow(/\[from, to, z\]/);
  });
});
