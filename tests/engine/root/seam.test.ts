/**
 * The faction seam (engine/games/root/README.md): the Root core, in the engine and on the
 * client, names no faction's piece and no faction's rule. A faction's words (its pieces,
 * its rule numbers) come from its own folder through the policies and the client parts.
 * Read from the sources' code, comments left out.
 */
import { readFileSync } from 'node:fs';
import { sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FACTIONS } from '../../../engine/games/root/index.ts';
import { sourceFiles } from '../../helpers/source-files.ts';

/** The core's source files: everything under `dir` outside factions/, tests and test fixtures. */
function coreFiles(dir: string): string[] {
  return sourceFiles(dir, { enter: (name) => name !== 'factions', keep: (path) => !path.endsWith(`${sep}fixtures.ts`) });
}

/** The code of a source file, its comments blanked out. */
function code(path: string): string {
  return readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/[^\n]*/g, '$1');
}

/** Every faction's pieces and rule numbers, as words the core must not hold. */
const FACTION_WORDS = [
  'flower', 'cathedral', 'colony', 'colonies', 'citadel', 'market', 'tunnel', 'plot', 'bomb', 'snare', 'extortion', 'raid',
  'mercy', 'penitent', 'heretic',
];

function offending(files: readonly string[]): string[] {
  const codes = Object.values(FACTIONS).map((f) => f.code);
  const words = new RegExp(`\\b(${FACTION_WORDS.join('|')})s?\\b|\\b(${codes.join('|')})\\.\\d`, 'i');
  const out: string[] = [];
  for (const f of files) {
    code(f).split('\n').forEach((line, i) => {
      if (words.test(line)) out.push(`${f}:${i + 1}: ${line.trim()}`);
    });
  }
  return out;
}

describe('Root faction seam', () => {
  it('the engine core names no faction piece or rule (a faction says it through its policies: Mercy, its pieces\' colours)', () => {
    const files = coreFiles('engine/games/root');
    expect(files.length).toBeGreaterThan(15);
    expect(offending(files)).toEqual([]);
  });

  it('the Root client core and shared HUD name no faction piece or rule (crafting pieces, carried tokens, faces come from the factions)', () => {
    const files = coreFiles('client/games/root');
    expect(files.some((f) => f.endsWith('choices.ts'))).toBe(true);
    expect(offending(files)).toEqual([]);
  });

  it('a faction word in core code is found (the check can fail)', () => {
    expect(FACTION_WORDS.length).toBeGreaterThan(10);
    expect(offending(['engine/games/root/factions/clergy/hooks.ts']).length).toBeGreaterThan(0);
  });
});
