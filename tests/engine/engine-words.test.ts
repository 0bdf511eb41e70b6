/**
 * The engine's words come from its catalogues too: the same scanner as the client's
 * (client/words/literals.ts) reads the engine's sources, catalogues (`*.en.ts`) and content
 * data aside, and finds no prose written in code — every sentence a player may read is a
 * message worded through a game's English `Say`, so it travels as data and each reader
 * gets it in their language (docs/ARCHITECTURE.md, "How the engine's other words travel").
 *
 * Held to it: the core, the shared components (engine/table: decks, bags, hands, dice,
 * grids, tokens, tracks, sealed choices) and every game (Explorers with its content's
 * names, name-words.en.ts): all their words are in catalogues.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalsIn } from '../../client/words/literals.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const HELD = ['engine/core', 'engine/table', 'engine/games/delve', 'engine/games/explorers', 'engine/games/forest', 'engine/games/root', 'engine/games/sandbox'];

/** The sources under `dir` a player's words could be written in: not tests, catalogues or content data. */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'content' && name !== 'data') out.push(...sources(path));
    } else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name) && !/\.en\.ts$/.test(name)) {
      out.push(path);
    }
  }
  return out;
}

describe('the engine words from catalogues', () => {
  it('I18N.E1 no prose is written in the code of the core or of a game held to it', () => {
    const found = HELD.flatMap((d) => sources(join(ROOT, d))).flatMap((f) => literalsIn(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(found.map((l) => `${l.file}:${l.line} ${l.why}: ${l.text}`)).toEqual([]);
  });
});
