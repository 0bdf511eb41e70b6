import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { inflateSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { games } from '../../engine/games/registry.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import { randomPatches } from '../../tests/room/random-patches.ts';
import { DictionaryDeflater } from './dictionary-deflate.ts';
import { deflateOps, dictionaryOf, OWN_DEFLATE_MAX_BYTES } from './packing.ts';

const ZLIB_BEST = { level: 9, windowBits: 15, memLevel: 8 } as const;

/** Inflated by both inflaters the texts meet: the client's fflate and node's zlib. */
function inflatedBoth(z: Uint8Array, dictionary: Uint8Array): [string, string] {
  return [new TextDecoder().decode(inflateSync(z, { dictionary })), inflateRawSync(z, { dictionary }).toString('utf8')];
}

/** The ops texts of random play of a game, as the room packs them. */
function opsTexts(id: string): string[] {
  const module = games[id]!;
  const options = id === 'root' ? { factions: ['clergy', 'legion', 'duchy', 'corvids'] } : {};
  return randomPatches(module, options, Math.min(4, module.maxSeats), `deflate:${id}`, 300).flatMap((p) => p.patches.map((m) => JSON.stringify(m.ops)));
}

describe('the dictionary compressor (raw DEFLATE against a preset dictionary)', () => {
  for (const id of Object.keys(games)) {
    it(`${id}: every patch's ops unpack to the very text, within 3 % of zlib's best where the room uses it`, () => {
      const dictionary = dictionaryOf(id)!;
      const deflater = new DictionaryDeflater(dictionary, OWN_DEFLATE_MAX_BYTES);
      let ours = 0;
      let zlib = 0;
      let packed = 0;
      for (const text of opsTexts(id)) {
        const z = deflater.deflate(text);
        if (Buffer.byteLength(text) > OWN_DEFLATE_MAX_BYTES) {
          expect(z).toBeNull();
          continue;
        }
        expect(z).not.toBeNull();
        expect(inflatedBoth(z!, dictionary)).toEqual([text, text]);
        ours += z!.length;
        zlib += deflateRawSync(text, { ...ZLIB_BEST, dictionary }).length;
        packed++;
      }
      expect(packed).toBeGreaterThan(200);
      expect(ours).toBeLessThanOrEqual(zlib * 1.03);
    });
  }

  it('texts of every shape: empty, one byte, long runs, matches reaching into the dictionary, text beyond ASCII', () => {
    const dictionary = dictionaryOf('root')!;
    const deflater = new DictionaryDeflater(dictionary, 4096);
    const rng = new Rng(seedRng('deflate-shapes'));
    const dictText = new TextDecoder().decode(dictionary);
    const texts = [
      '', 'a', 'ab', 'abc', 'aaaa', 'a'.repeat(1000), 'ab'.repeat(700), dictText.slice(0, 300), dictText.slice(-5) + dictText.slice(0, 5),
      'Zoë’s “meeple” ❤️ 🦊 à la forêt', '\u0000\u0001\u007f\u0080\u00ff', dictText.slice(100, 400) + dictText.slice(100, 400),
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
    for (const text of texts) {
      const z = deflater.deflate(text);
      if (Buffer.byteLength(text) > 4096) {
        expect(z).toBeNull();
        continue;
      }
      expect(inflatedBoth(z!, dictionary)).toEqual([text, text]);
    }
  });

  it('a text longer than the compressor takes goes through zlib, and still unpacks', () => {
    const dictionary = dictionaryOf('sandbox')!;
    const long = JSON.stringify(Array.from({ length: 200 }, (_, i) => [`/view/pieces/meeple-${i}/x`, i]));
    expect(Buffer.byteLength(long)).toBeGreaterThan(OWN_DEFLATE_MAX_BYTES);
    expect(new DictionaryDeflater(dictionary, OWN_DEFLATE_MAX_BYTES).deflate(long)).toBeNull();
    expect(inflatedBoth(deflateOps(long, dictionary), dictionary)).toEqual([long, long]);
  });

  it('the dictionary and the longest text must fit the 32 KB window', () => {
    expect(() => new DictionaryDeflater(new Uint8Array(20000), 20000)).toThrow(/32 KB/);
  });
});
