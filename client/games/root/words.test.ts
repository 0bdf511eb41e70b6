/**
 * Root's words come from its catalogue in every language: its rules reference (worded by
 * key when read) shows no key, reads again in another language, and every family of keys
 * the code builds from an id (suits, card kinds, effects, ministers, ranks, tracks, faction
 * steps) has an entry.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../words/catalogue.ts';
import { addWords, say, setLang } from '../../words/say.ts';
import { rootRules } from './rules.ts';
import { rootWords } from './words/index.ts';

addWords(rootWords);
afterAll(() => setLang(null));

/** Keys the code words from ids (`say(\`root.suit.${suit}\`)`): each must be in the catalogue. */
const BUILT_KEYS = [
  ...['fox', 'rabbit', 'mouse', 'bird'].map((s) => `root.suit.${s}`),
  ...['birdsong', 'daylight', 'evening'].map((p) => `root.term.${p}`),
  ...['item', 'persistent', 'immediate', 'ambush', 'dominance'].map((k) => `root.card-kind.${k}`),
  ...['brutal-tactics', 'armorers', 'sappers', 'tax-collector', 'codebreakers', 'royal-claim', 'stand-and-deliver'].map((e) => `root.effect.${e}`),
  ...['foremole', 'captain', 'marshal', 'brigadier', 'banker', 'mayor', 'duchess', 'baron', 'earl'].map((m) => `root.duchy.minister.${m}`),
  ...['captain', 'marshal', 'brigadier', 'banker', 'duchess', 'baron', 'earl', 'other'].map((m) => `root.duchy.minister-act.${m}`),
  ...['squire', 'noble', 'lord'].map((r) => `root.duchy.rank.${r}`),
  ...['citadels', 'markets'].flatMap((t) => [`root.duchy.track.${t}`, `root.duchy.track.${t}.space`]),
  ...['penitent', 'heretic'].map((m) => `root.clergy.term.${m}`),
  ...['warrior', 'token', 'building', 'cathedral', 'flower', 'colony', 'tunnel', 'citadel', 'market', 'plot', 'bomb', 'snare', 'extortion', 'raid']
    .flatMap((k) => [`root.piece.${k}`, `root.piece.${k}.gender`]),
  ...['clearing', 'card', 'suit', 'a', 'b', 'dominance', 'guess', 'plot', 'building'].map((f) => `root.fields.${f}`),
];

describe("Root's words", () => {
  it('every key the code builds from an id is in the catalogue', () => {
    expect(BUILT_KEYS.filter((k) => !(k in rootWords.en))).toEqual([]);
  });

  it('the rules reference shows no key in any language, and is worded again in another', () => {
    const titles: string[] = [];
    for (const lang of LANGS) {
      setLang(lang);
      const shown = [rootRules.intro, ...rootRules.sections.flatMap((s) => [s.title, ...s.text]), ...(rootRules.terms ?? []).flatMap((t) => [t.term, t.what])];
      expect(shown.filter((w) => w.startsWith('root.')), lang).toEqual([]);
      titles.push(rootRules.sections[0]!.title);
    }
    expect(new Set(titles).size).toBe(LANGS.length);
  });

  it('French reads the official Root words', () => {
    setLang('fr');
    expect((rootRules.terms ?? []).map((t) => t.term)).toEqual(expect.arrayContaining(['Aurore', 'Jour', 'Crépuscule', 'Embuscade', 'Domination']));
    expect(say('root.piece.a', { gender: 'f', piece: say('root.piece.flower') })).toBe('une fleur');
    setLang('en');
    expect(say('root.piece.a', { gender: 'n', piece: say('root.piece.flower') })).toBe('a flower');
  });
});
