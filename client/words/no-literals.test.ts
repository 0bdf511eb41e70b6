import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalsIn, sayKeysIn } from './literals.ts';
import { en } from './en/index.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Every client source file a player's words could be written in (tests and catalogues aside). */
function sources(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'words' || name === 'public-sw') continue;
      out.push(...sources(path));
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !/^words(\.|$)/.test(name) && !name.endsWith('.d.ts')) {
      out.push(path);
    }
  }
  return out;
}

describe('words come from the catalogues', () => {
  it('the scanner finds words written in code', () => {
    const found = literalsIn('x.tsx', [
      'const a = <p>Your turn</p>;',
      'const b = <button title="Roll the dice" className="big wide" />;',
      'const c = { label: "Undo", id: "some thing" };',
      'const d = `${n} cards left`;',
      'throw new Error("no table here at all");',
      'console.log("went this way");',
      'const e = say("hud.turn");',
      '// words-ok: a CSS font, never shown',
      'ctx.font = "bold 24px sans serif";',
    ].join('\n'));
    expect(found.map((f) => [f.line, f.why])).toEqual([[1, 'jsx-text'], [2, 'read-attribute'], [3, 'read-attribute'], [4, 'prose']]);
  });

  it('every key said by name is in the English catalogue (the shell\'s or a game\'s)', async () => {
    const known = new Set(Object.keys(en));
    const games = join(ROOT, 'client', 'games');
    for (const game of readdirSync(games)) {
      let mod: Record<string, unknown>;
      try {
        mod = (await import(join(games, game, 'words', 'index.ts'))) as Record<string, unknown>;
      } catch {
        continue;
      }
      for (const v of Object.values(mod)) if (v && typeof v === 'object' && 'en' in v) for (const k of Object.keys((v as { en: object }).en)) known.add(k);
    }
    const unknown = sources(join(ROOT, 'client')).flatMap((f) => sayKeysIn(relative(ROOT, f), readFileSync(f, 'utf8'))).filter((k) => !known.has(k.key));
    expect(unknown.map((k) => `${k.file}:${k.line} ${k.key}`)).toEqual([]);
  });

  it('no player-facing string is written outside a catalogue in the client', () => {
    const found = sources(join(ROOT, 'client')).flatMap((f) => literalsIn(relative(ROOT, f), readFileSync(f, 'utf8')));
    expect(found.map((l) => `${l.file}:${l.line} ${l.why}: ${l.text}`)).toEqual([]);
  });
});
