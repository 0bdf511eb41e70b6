/**
 * Explorers' English `Say` (engine/games/explorers/words.ts, the core's `englishSay`) words
 * text, selects and plurals with its own interpreter, off the ICU formatter, for speed: it
 * must give exactly what the ICU formatter gives, for every message of the engine's
 * catalogues and every option of its selects and plurals.
 */
import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { explorersEn, explorersEnglish } from '../../../engine/games/explorers/words.ts';

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
