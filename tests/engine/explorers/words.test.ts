/**
 * Explorers' words. Its English `Say` (engine/games/explorers/words.ts, the core's
 * `englishSay`) words text, selects and plurals with its own interpreter, off the ICU
 * formatter, for speed: it must give exactly what the ICU formatter gives, for every message
 * of the engine's catalogues and every option of its selects and plurals. Every content
 * name and quoted text is a message (name-words.en.ts, text-words.en.ts) whose English is
 * the content's own, with a French one; every log message words in French with the values its English takes.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { explorersEn, explorersEnglish } from '../../../engine/games/explorers/words.ts';
import { CONTENT } from '../../../engine/games/explorers/content/index.ts';
import { nameKey, nameOf, textOf, type NameKind } from '../../../engine/games/explorers/names.ts';
import { explorersNameWords } from '../../../engine/games/explorers/name-words.en.ts';
import { explorersLogWords } from '../../../engine/games/explorers/log-words.en.ts';
import { frNames } from '../../../client/games/explorers/words/fr-names.ts';
import { frLog } from '../../../client/games/explorers/words/fr-log.ts';
import { explorersTextWords } from '../../../engine/games/explorers/text-words.en.ts';
import { frTexts } from '../../../client/games/explorers/words/fr-texts.ts';

const icu = (id: string, values: Record<string, string | number>): string =>
  String(new IntlMessageFormat((explorersEnglish as Record<string, string>)[id]!, 'en', undefined, { ignoreTag: true }).format(values));

/** Value sets for `source`: each select key and plural count in turn, plain arguments as names and numbers. */
function valueSets(source: string): Array<Record<string, string | number>> {
  const kinds = new Map<string, 'plain' | 'select' | 'plural'>();
  for (const m of source.matchAll(/\{(\w+)(?:\}|\s*,\s*(select|plural)\s*,)/g)) {
    const kind = (m[2] as 'select' | 'plural' | undefined) ?? 'plain';
    if (!kinds.has(m[1]!) || kind !== 'plain') kinds.set(m[1]!, kind);
  }
  const keys = [...source.matchAll(/(\w+)\s*\{/g)].map((m) => m[1]!);
  const sets: Array<Record<string, string | number>> = [];
  for (const v of [0, 1, 2, 7, 1200]) {
    for (const key of [...keys, 'other']) {
      const values: Record<string, string | number> = {};
      for (const [name, kind] of kinds) values[name] = kind === 'select' ? key : kind === 'plural' ? v : v % 2 === 0 ? `Fern Glen ${v}` : v;
      sets.push(values);
    }
  }
  return sets;
}

describe('Explorers’ quick English Say', () => {
  it('words every message of the engine’s catalogues exactly as the ICU formatter does', () => {
    let checked = 0;
    for (const [id, source] of Object.entries(explorersEnglish)) {
      for (const values of valueSets(source)) {
        expect(explorersEn(id, values), `${id} ${JSON.stringify(values)}`).toBe(icu(id, values));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });
});

describe('Explorers’ content names and texts', () => {
  it('names every hero, Power, tile, monster, Boss, loot card, Event and lair card in English as the content does, and in French', () => {
    const named: Array<[NameKind, string, string]> = [
      ...Object.values(CONTENT.heroes).map((h): [NameKind, string, string] => ['hero', h.id, h.name]),
      ...Object.values(CONTENT.heroes).flatMap((h) => h.powers.map((p): [NameKind, string, string] => ['power', p.kind, p.name])),
      ...Object.values(CONTENT.tiles).map((t): [NameKind, string, string] => ['tile', t.id, t.name]),
      ...Object.values(CONTENT.monsters).map((m): [NameKind, string, string] => ['monster', m.id, m.name]),
      ...Object.values(CONTENT.bosses).map((b): [NameKind, string, string] => ['boss', b.id, b.name]),
      ...Object.entries(CONTENT.loot).map(([card, d]): [NameKind, string, string] => ['loot', card, d.name]),
      ...Object.values(CONTENT.events).map((e): [NameKind, string, string] => ['event', e.id, e.name]),
      ...Object.values(CONTENT.lairsA).map((l): [NameKind, string, string] => ['lair-a', l.id, l.name]),
      ...Object.values(CONTENT.lairsB).map((l): [NameKind, string, string] => ['lair-b', l.id, l.name]),
    ];
    const french = (id: string): string => (frNames as Record<string, string>)[id] ?? '';
    for (const [kind, id, name] of named) {
      const key = nameKey(kind, id);
      expect(key, `${kind} ${id}`).not.toBeNull();
      expect(nameOf(kind, id), key!).toBe(name);
      expect(french(key!), key!).not.toBe('');
    }
    // Every name of the catalogue belongs to the content: none is left over.
    expect(new Set(named.map(([kind, id]) => nameKey(kind, id))).size).toBe(Object.keys(explorersNameWords).length);
  });

  it('quotes every Event card, thorns row, special space, Power, lair card and loot card text in English as the content does, and in French', () => {
    const texts: Array<[string, string, string]> = [
      ...Object.values(CONTENT.events).map((e): [string, string, string] => ['event', e.id, e.text]),
      ...CONTENT.thorns.map((r, k): [string, string, string] => ['thorns', String(k + 1), r.text]),
      ...Object.values(CONTENT.heroes).flatMap((h) => h.specials.map((sp, k): [string, string, string] => ['special', `${h.id}.${k === 0 ? 's5' : 's6'}`, sp.text])),
      ...Object.values(CONTENT.heroes).flatMap((h) => h.powers.map((p): [string, string, string] => ['power', p.kind, p.text])),
      ...Object.values(CONTENT.lairsA).flatMap((l): Array<[string, string, string]> => [['lair-intro', l.id, l.intro], ['lair-rule', l.id, l.ruleText]]),
      ...[...new Map(Object.values(CONTENT.loot).map((d) => [d.id, d.text]))].map(([id, text]): [string, string, string] => ['loot', id, text]),
    ];
    for (const [what, id, text] of texts) {
      expect(textOf(what, id), `${what} ${id}`).toBe(text);
      expect((frTexts as Record<string, string>)[`explorers.text.${what}.${id}`], `${what} ${id}`).toBeTruthy();
    }
    expect(texts.length).toBe(Object.keys(explorersTextWords).length);
  });

  it('words every log message in French with the values its English takes', () => {
    const fr = { ...frLog, ...frNames } as Record<string, string>;
    for (const [id, source] of Object.entries(explorersLogWords)) {
      for (const values of valueSets(source)) {
        const text = String(new IntlMessageFormat(fr[id]!, 'fr', undefined, { ignoreTag: true }).format(values));
        expect(text, `${id} ${JSON.stringify(values)}`).not.toMatch(/[{}]/);
      }
    }
  });
});
