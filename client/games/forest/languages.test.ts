import { afterEach, describe, expect, it } from 'vitest';
import { termSegments } from '../../hud/rules-lookup.ts';
import { LANGS } from '../../words/catalogue.ts';
import { addWords, say, setLang } from '../../words/say.ts';
import { forestClient } from './client.ts';
import { dirLetter, dirWord } from './look.ts';
import { forestRules } from './rules.ts';
import { forestWords } from './words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(forestWords);
afterEach(() => setLang(null));

describe('Into the Forest in the reader\'s language', () => {
  it('the rules reference is worded when read: French has the same parts, codes and terms as English, in its own words', () => {
    const en = forestRules();
    setLang('fr');
    const fr = forestClient.rules;
    expect(fr.sections.map((s) => [s.id, s.codes, s.text.length])).toEqual(en.sections.map((s) => [s.id, s.codes, s.text.length]));
    expect(fr.terms?.map((t) => t.section)).toEqual(en.terms?.map((t) => t.section));
    expect(fr.title).toBe('Au cœur de la forêt');
    expect(fr.sections.flatMap((s) => s.text).filter((t) => en.sections.some((e) => e.text.includes(t)))).toEqual([]);
    expect(forestClient.help?.gesturesTitle).toBe('Au cœur de la forêt : souris et toucher');
  });

  it('directions read in the reader\'s language: west is "O" (ouest) beside its glyph in French', () => {
    expect([dirWord('W'), dirLetter('W')]).toEqual(['west', 'W']);
    setLang('fr');
    expect([dirWord('W'), dirLetter('W')]).toEqual(['ouest', 'O']);
  });

  it('the statuses and lines the HUD shows name the terms the reference explains, in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const ref = forestRules();
      const lines = [
        say('forest.status.astray'),
        say('forest.stop.strategy', { n: 3 }),
        say('forest.traveller.standsFor', { name: 'Oak', dir: 'north' }),
        say('forest.traveller.stats', { guard: 2, strategy: 3, n: 4 }),
        say('forest.totals.rest', { guard: 2, renown: '+3' }),
      ];
      for (const line of lines) expect(termSegments(line, ref).some((s) => s.term), `${lang}: ${line}`).toBe(true);
    }
  });

  it('the rules and the help stay the same object while their words do (the table reads them by identity), and change with the language', () => {
    const [rules, help] = [forestClient.rules, forestClient.help];
    expect(forestClient.rules).toBe(rules);
    expect(forestClient.help).toBe(help);
    setLang('fr');
    expect(forestClient.rules).not.toBe(rules);
    expect(forestClient.help).not.toBe(help);
    expect(forestClient.help).toBe(forestClient.help);
  });
});
