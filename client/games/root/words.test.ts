/**
 * Root's words come from its catalogue in every language: its rules reference (worded by
 * key when read) shows no key, reads again in another language, every family of keys the
 * code builds from an id (suits, card kinds, effects, ministers, ranks, tracks, faction
 * steps) has an entry, and every card has its name and rules text in each language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { BASE_DECK } from '../../../engine/games/root/data/base-deck.ts';
import { cardView } from '../../../engine/games/root/view.ts';
import { LANGS } from '../../words/catalogue.ts';
import { addWords, say, setLang } from '../../words/say.ts';
import { cardText } from './board-common.ts';
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

describe("Root's cards in every language", () => {
  /** The cards with rules of their own (every kind but an item): each has its rules text. */
  const RULED = BASE_DECK.filter((c) => c.kind !== 'item');

  it('every card has its name, and every card with rules of its own its rules text, in English and French, with no fallback', () => {
    const missing: string[] = [];
    for (const c of BASE_DECK) {
      for (const id of [`root.name.card.${c.key}`, ...(c.kind === 'item' ? [] : [`root.card-text.${c.key}`])]) {
        for (const lang of LANGS) if (!rootWords[lang][id]) missing.push(`${lang} ${id}`);
      }
      expect(rootWords.en[`root.name.card.${c.key}`], c.key).toBe(c.name);
    }
    expect(missing).toEqual([]);
    expect(RULED).toHaveLength(22);
    expect(Object.keys(rootWords.en).filter((k) => k.startsWith('root.card-text.')).sort()).toEqual(RULED.map((c) => `root.card-text.${c.key}`).sort());
  });

  it("a card's rules text reads in English as the engine's view gives it, and in French as its own translation", () => {
    for (const c of BASE_DECK) {
      const english = cardView({ id: 'k1', key: c.key }).text;
      setLang('en');
      expect(cardText(c.key), c.key).toBe(english);
      setLang('fr');
      expect(cardText(c.key), c.key).toBe(c.kind === 'item' ? undefined : rootWords.fr[`root.card-text.${c.key}`]);
      if (english !== undefined) expect(cardText(c.key), c.key).not.toBe(english);
    }
    setLang('en');
    expect(cardText('fox-dominance')).toBe('win if you rule 3 fox clearings at start of your Birdsong');
    setLang('fr');
    expect(cardText('fox-dominance')).toBe('gagnez si vous contrôlez 3 clairières renard au début de votre Aurore');
  });
});
