import { afterEach, describe, expect, it } from 'vitest';
import { termSegments } from '../../hud/rules-lookup.ts';
import { LANGS } from '../../words/catalogue.ts';
import { addWords, say, setLang } from '../../words/say.ts';
import { delveClient } from './client.ts';
import { delveRules } from './rules.ts';
import { delveWords } from './words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(delveWords);
afterEach(() => setLang(null));

describe('Delve in the reader\'s language', () => {
  it('the rules reference is worded when read: French has the same parts, codes and terms as English, in its own words', () => {
    const en = delveRules();
    setLang('fr');
    const fr = delveClient.rules;
    expect(fr.sections.map((s) => [s.id, s.codes, s.text.length])).toEqual(en.sections.map((s) => [s.id, s.codes, s.text.length]));
    expect(fr.terms?.map((t) => t.section)).toEqual(en.terms?.map((t) => t.section));
    expect(fr.title).toBe('Delve');
    expect(fr.intro).not.toBe(en.intro);
    expect(fr.sections.flatMap((s) => s.text).filter((t) => en.sections.some((e) => e.text.includes(t)))).toEqual([]);
    expect(delveClient.help?.keysTitle).toBe('Touches');
  });

  it('the statuses and panel titles the HUD shows name the terms the reference explains, in every language', () => {
    for (const lang of LANGS) {
      setLang(lang);
      const ref = delveRules();
      for (const key of ['delve.status.noHealth', 'delve.status.noCards', 'delve.status.longRest', 'delve.term.shortRest', 'delve.term.lost', 'delve.term.initiative']) {
        expect(termSegments(say(key), ref).some((s) => s.term), `${lang} ${key}`).toBe(true);
      }
    }
  });

  it('the rules and the help stay the same object while their words do (the table reads them by identity), and change with the language', () => {
    const [rules, help] = [delveClient.rules, delveClient.help];
    expect(delveClient.rules).toBe(rules);
    expect(delveClient.help).toBe(help);
    setLang('fr');
    expect(delveClient.rules).not.toBe(rules);
    expect(delveClient.help).not.toBe(help);
    expect(delveClient.help).toBe(delveClient.help);
  });
});
