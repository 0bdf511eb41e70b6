import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { games } from '../engine/games/registry.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { randomPatches } from '../tests/room/random-patches.ts';
import { deflateOps, deflatePatch, dictionaryOf } from '../server/room/packing.ts';
import { packPatch, packSnapshot, unpackPatch, unpackSnapshot } from './packed-patch.ts';

const ZLIB_BEST = { level: 9, windowBits: 15, memLevel: 8 } as const;

/** Inflated by both inflaters: the client's fflate and node's zlib (any raw DEFLATE reader with the dictionary reads it). */
function inflatedBoth(z: Uint8Array, dictionary: Uint8Array): [string, string] {
  return [new TextDecoder().decode(inflateSync(z, { dictionary })), inflateRawSync(z, { dictionary }).toString('utf8')];
}

/** The ops texts of random play of a game, as the room packs them. */
function opsTexts(id: string): string[] {
  const module = games[id]!;
  const options = id === 'root' ? { factions: ['clergy', 'legion', 'duchy', 'corvids'] } : {};
  return randomPatches(module, options, Math.min(4, module.maxSeats), `deflate:${id}`, 300).flatMap((p) => p.patches.map((m) => JSON.stringify(m.ops)));
}

describe('packing a patch (raw DEFLATE against a preset dictionary: node\'s zlib on the server, fflate in the browser)', () => {
  for (const id of Object.keys(games)) {
    it(`${id}: every patch's ops unpack to the very text, packed as short as zlib's best (server/room/packing.ts)`, () => {
      const dictionary = dictionaryOf(id)!;
      let ours = 0;
      let zlib = 0;
      let packed = 0;
      for (const text of opsTexts(id)) {
        const z = deflateOps(text, dictionary);
        expect(inflatedBoth(z, dictionary)).toEqual([text, text]);
        ours += z.length;
        zlib += deflateRawSync(text, { ...ZLIB_BEST, dictionary }).length;
        packed++;
      }
      expect(packed).toBeGreaterThan(200);
      expect(ours).toBeLessThanOrEqual(zlib);
    });
  }

  it('texts of every shape: empty, one byte, long runs, matches reaching into the dictionary, text beyond ASCII, longer than the window', () => {
    const dictionary = dictionaryOf('root')!;
    const rng = new Rng(seedRng('deflate-shapes'));
    const dictText = new TextDecoder().decode(dictionary);
    const texts = [
      '', 'a', 'ab', 'abc', 'aaaa', 'a'.repeat(1000), 'ab'.repeat(700), dictText.slice(0, 300), dictText.slice(-5) + dictText.slice(0, 5),
      'Zoë’s “meeple” ❤️ 🦊 à la forêt', '\u0000\u0001\u007f\u0080\u00ff', dictText.slice(100, 400) + dictText.slice(100, 400),
      JSON.stringify(Array.from({ length: 3000 }, (_, i) => [`/view/pieces/meeple-${i}/x`, i])),
    ];
    for (let i = 0; i < 300; i++) {
      // Random pieces of the dictionary, of earlier text and random characters.
      let t = '';
      while (t.length < rng.range(0, 3000)) {
        const kind = rng.range(0, 2);
        if (kind === 0) {
          const at = rng.range(0, dictText.length - 1);
          t += dictText.slice(at, at + rng.range(1, 300));
        } else if (kind === 1 && t.length > 0) {
          const at = rng.range(0, t.length - 1);
          t += t.slice(at, at + rng.range(1, 300));
        } else {
          t += String.fromCharCode(...Array.from({ length: rng.range(1, 20) }, () => rng.range(1, 0x2fff)));
        }
      }
      texts.push(t);
    }
    for (const text of texts) expect(inflatedBoth(deflateOps(text, dictionary), dictionary)).toEqual([text, text]);
  });

  it('a packed patch and a packed snapshot unpack to the very message', () => {
    const dictionary = dictionaryOf('sandbox')!;
    const patch = { from: 4, to: 5, ops: [['/view/pieces/meeple-1-1/x', 3], ['/log/-', [5, 'move', null, 0, null, { id: 'meeple-1-1' }]]] } as never;
    expect(unpackPatch(packPatch(patch, dictionary, deflatePatch), dictionary)).toEqual(patch);
    const snapshot = { projection: { gameId: 'sandbox', version: 5, viewer: 0, view: { a: 'Zoë' }, prompts: [], status: { over: false }, log: [] } } as never;
    expect(unpackSnapshot(packSnapshot(snapshot, (bytes) => deflateRawSync(bytes)))).toEqual(snapshot);
  });
});
