import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LANGS, type Words } from './catalogue.ts';
import { en } from './en/index.ts';
import { fr } from './fr/index.ts';

const GAMES = join(import.meta.dirname, '..', 'games');

/** Every namespace of words: the shell's, and each game's client/games/<id>/words/index.ts. */
async function namespaces(): Promise<Array<{ name: string; prefix: string | null; words: Words }>> {
  const out: Array<{ name: string; prefix: string | null; words: Words }> = [{ name: 'shell', prefix: null, words: { en, fr } }];
  for (const game of readdirSync(GAMES)) {
    const index = join(GAMES, game, 'words', 'index.ts');
    if (!existsSync(index)) continue;
    const mod = (await import(index)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (value && typeof value === 'object' && 'en' in value && 'fr' in value) out.push({ name: `${game}.${name}`, prefix: `${game}.`, words: value as Words });
    }
  }
  return out;
}

/** The arguments a message is worded with, by name and kind, sorted. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) into.add(`${e.value}:${e.type}`);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(`${e.value}:${e.type}`);
      for (const o of Object.values(e.options)) argumentsOf(o.value, into);
    }
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

describe('message catalogues', () => {
  it('every language has exactly the keys English has, in every namespace', async () => {
    for (const ns of await namespaces()) {
      const keys = Object.keys(ns.words.en).sort();
      expect(keys.length, ns.name).toBeGreaterThan(0);
      for (const lang of LANGS) {
        const other = Object.keys(ns.words[lang]).sort();
        expect({ ns: ns.name, lang, missing: keys.filter((k) => !(k in ns.words[lang])), extra: other.filter((k) => !(k in ns.words.en)) })
          .toEqual({ ns: ns.name, lang, missing: [], extra: [] });
      }
    }
  });

  it('every message parses as ICU, is not empty, and names the same arguments in every language', async () => {
    const problems: string[] = [];
    for (const ns of await namespaces()) {
      for (const [key, source] of Object.entries(ns.words.en)) {
        const want = [...argumentsOf(parse(source, { ignoreTag: true }))].sort();
        for (const lang of LANGS) {
          const text = ns.words[lang][key];
          if (!text?.trim()) { problems.push(`${lang} ${key}: empty`); continue; }
          try {
            const got = [...argumentsOf(parse(text, { ignoreTag: true }))].sort();
            if (got.join() !== want.join()) problems.push(`${lang} ${key}: arguments ${got.join()} ≠ ${want.join()}`);
          } catch (e) {
            problems.push(`${lang} ${key}: ${(e as Error).message}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("a game's keys start with its id, and no key is in two namespaces", async () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const ns of await namespaces()) {
      for (const key of Object.keys(ns.words.en)) {
        if (ns.prefix !== null && !key.startsWith(ns.prefix)) problems.push(`${ns.name}: ${key} does not start with ${ns.prefix}`);
        const before = seen.get(key);
        if (before) problems.push(`${key} is in ${before} and ${ns.name}`);
        seen.set(key, ns.name);
      }
    }
    expect(problems).toEqual([]);
  });
});
