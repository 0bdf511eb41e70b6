/**
 * `npm run dictionaries`: writes each game's patch dictionary (wire/dictionaries/):
 * the text a packed patch is compressed against (docs/PROTOCOL.md, "Packed patches").
 *
 * Random prompted play of every game (the simulator's picker, fixed seeds, every seat
 * count up to four, Root with several mixes of factions), each action's patch to every
 * viewer as the room makes it; the fragments that recur across those patches fill the
 * dictionary (`coverDictionary`), the most worth last (nearest to what is compressed, so
 * the cheapest to refer to). Only the game's own words and shapes go in: the patches of
 * random games, no table's. Both ends must hold the very same text, so the files are
 * generated once and committed, with `index.ts` (the server's) and `lazy.ts` (the
 * client's loaders); a dictionary that no longer fits the game only compresses less, and
 * a new one needs a new PROTOCOL_VERSION.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyGameModule } from '../engine/core/module.ts';
import { games } from '../engine/games/registry.ts';
import { DICTIONARY_BYTES } from '../wire/packed-patch.ts';
import { deflateOps } from '../server/room/packing.ts';
import { PACK_FROM_BYTES } from '../server/room/packing.ts';
import { randomPatches } from '../tests/room/random-patches.ts';
import { rootTables } from './root-tables.ts';

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'wire', 'dictionaries');

/** The tables each game is played at: seats and options. */
function tables(module: AnyGameModule): Array<{ seats: number; options: unknown }> {
  const out: Array<{ seats: number; options: unknown }> = [];
  for (let seats = Math.max(1, module.minSeats); seats <= Math.min(4, module.maxSeats); seats++) out.push({ seats, options: {} });
  if (module.id === 'root') {
    const { pairs, four } = rootTables();
    for (const t of [...pairs, ...(four ? [four] : [])]) out.push({ seats: t.seats, options: { factions: t.factions } });
  }
  return out;
}

/** The text of every patch's ops (what a packed patch compresses) of `actions` random actions at one table. */
function patchesOfPlay(module: AnyGameModule, seats: number, options: unknown, seed: string, actions: number): string[] {
  return randomPatches(module, options, seats, seed, actions).flatMap(({ patches }) => patches.map((p) => JSON.stringify(p.ops)));
}

/** The patches of random games at every table of `module`, `games` per table, seeds named by `label`. */
export function samplePatches(module: AnyGameModule, label: string, games: number, actions: number): string[] {
  const out: string[] = [];
  for (const { seats, options } of tables(module)) {
    for (let g = 0; g < games; g++) out.push(...patchesOfPlay(module, seats, options, `${label}:${module.id}:${seats}:${JSON.stringify(options)}:${g}`, actions));
  }
  return out;
}

/** Length of the substrings whose recurrence across patches chooses the dictionary. */
const DMER = 8;
/** Segment lengths tried for each game; the one whose dictionary packs unseen games' patches shortest is kept. */
const SEGMENT_LENGTHS = [48, 96, 160];
const HASH_BITS = 22;

/** The hash of the DMER characters of `text` from `i` (FNV-1a), HASH_BITS long. */
function dmerHash(text: string, i: number): number {
  let h = 0x811c9dc5;
  for (let j = i; j < i + DMER; j++) h = Math.imul(h ^ text.charCodeAt(j), 0x01000193);
  return h >>> (32 - HASH_BITS);
}

/**
 * A dictionary of `bytes` from `samples` by cover (the method of zstd's dictionary
 * trainer): each d-mer counts once for every patch it occurs in; the samples are cut into
 * epochs, and from each the segment of `k` characters whose distinct d-mers count most is
 * taken, after which its d-mers count nothing; round after round until the text is full.
 * Fragments that recur across patches get in, whole or not (the keys and defaults of a
 * tile's record, a prompt's shape), which whole repeated ops alone would miss. The
 * segments taken first, the most worth, end up last: nearest to what is compressed.
 */
export function coverDictionary(samples: readonly string[], bytes: number, k: number): string {
  // Only printable ASCII goes in: each sample is cut at any other character.
  const pieces = samples.flatMap((s) => s.split(/[^\x20-\x7e]+/)).filter((p) => p.length >= DMER);
  const freq = new Uint32Array(1 << HASH_BITS);
  const lastPiece = new Int32Array(1 << HASH_BITS).fill(-1);
  pieces.forEach((piece, n) => {
    for (let i = 0; i + DMER <= piece.length; i++) {
      const h = dmerHash(piece, i);
      if (lastPiece[h] !== n) {
        lastPiece[h] = n;
        freq[h]!++;
      }
    }
  });
  const epochs = Math.max(1, Math.floor(bytes / k));
  const perEpoch = Math.ceil(pieces.length / epochs);
  const active = new Uint16Array(1 << HASH_BITS);
  const segments: string[] = [];
  let length = 0;
  for (let round = 0; round < 8 && length < bytes; round++) {
    let added = 0;
    for (let e = 0; e < epochs && length < bytes; e++) {
      let best = '';
      let bestScore = 0;
      for (let n = e * perEpoch; n < Math.min(pieces.length, (e + 1) * perEpoch); n++) {
        const piece = pieces[n]!;
        const dmers = piece.length - DMER + 1;
        const span = Math.max(1, k - DMER + 1);
        let score = 0;
        for (let i = 0; i < dmers; i++) {
          const h = dmerHash(piece, i);
          if (active[h]!++ === 0) score += freq[h]!;
          if (i >= span) {
            const out = dmerHash(piece, i - span);
            if (--active[out]! === 0) score -= freq[out]!;
          }
          if (i >= span - 1 || i === dmers - 1) {
            if (score > bestScore) {
              bestScore = score;
              const from = Math.max(0, i - span + 1);
              best = piece.slice(from, i + DMER);
            }
          }
        }
        for (let i = Math.max(0, dmers - span); i < dmers; i++) active[dmerHash(piece, i)] = 0;
      }
      if (bestScore === 0) continue;
      for (let i = 0; i + DMER <= best.length; i++) freq[dmerHash(best, i)] = 0;
      const room = bytes - length;
      segments.push(best.length > room ? best.slice(0, room) : best);
      length += Math.min(best.length, room);
      added++;
    }
    if (added === 0) break;
  }
  return segments.reverse().join('');
}

/** The bytes `patches` take packed against `dictionary` (only those long enough to be packed at all). */
function packedBytes(patches: readonly string[], dictionary: string): number {
  const dict = Buffer.from(dictionary);
  let total = 0;
  for (const text of patches) {
    if (text.length < PACK_FROM_BYTES) continue;
    total += deflateOps(text, dict).length;
  }
  return total;
}

/** The dictionary text for one game. */
export function buildDictionary(module: AnyGameModule, bytes = DICTIONARY_BYTES): string {
  const training = samplePatches(module, 'dictionary', 3, 1500);
  const unseen = samplePatches(module, 'dictionary-check', 1, 600);
  let best = '';
  let bestBytes = Infinity;
  for (const k of SEGMENT_LENGTHS) {
    const text = coverDictionary(training, bytes, k);
    const packed = packedBytes(unseen, text);
    if (packed < bestBytes) {
      best = text;
      bestBytes = packed;
    }
  }
  return best;
}

/** A game id as a TypeScript name (`kebab-case` → `camelCase`). */
const nameOf = (id: string): string => id.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.mkdirSync(OUT, { recursive: true });
  const ids = Object.keys(games);
  for (const module of Object.values(games)) {
    const text = buildDictionary(module);
    const file = path.join(OUT, `${module.id}.ts`);
    fs.writeFileSync(file, [
      `/** ${module.name}: the text its packed patches are compressed against. Generated by \`npm run dictionaries\` (scripts/wire-dictionaries.ts); do not edit. */`,
      `export default ${JSON.stringify(text)};`,
      '',
    ].join('\n'));
    console.log(`${path.relative(process.cwd(), file)}: ${text.length} bytes`);
  }
  fs.writeFileSync(path.join(OUT, 'index.ts'), [
    '/**',
    ' * Every game\'s patch dictionary by game id, for the server (server/room/packing.ts).',
    ' * Generated by `npm run dictionaries` (scripts/wire-dictionaries.ts); do not edit. A game',
    ' * without one sends its patches plain.',
    ' */',
    ...ids.map((id) => `import ${nameOf(id)} from './${id}.ts';`),
    '',
    `export const wireDictionaries: Record<string, string> = { ${ids.map((id) => (nameOf(id) === id ? id : `'${id}': ${nameOf(id)}`)).join(', ')} };`,
    '',
  ].join('\n'));
  fs.writeFileSync(path.join(OUT, 'lazy.ts'), [
    '/**',
    ' * Each game\'s patch dictionary by game id, loaded on demand: the client takes only the',
    ' * one of the game it joins (client/net/dictionaries.ts). Generated by `npm run dictionaries`',
    ' * (scripts/wire-dictionaries.ts); do not edit.',
    ' */',
    'export const wireDictionaryLoaders: Record<string, () => Promise<{ default: string }>> = {',
    ...ids.map((id) => `  '${id}': () => import('./${id}.ts'),`),
    '};',
    '',
  ].join('\n'));
}
