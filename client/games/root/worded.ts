/**
 * Root's rules reference worded from its catalogue (words/): each part and term is written
 * there by key, and worded when read, again whenever the reader's language changes or the
 * game's words arrive (a part's title is `<prefix>.rules.<id>.title`, its paragraphs
 * `<prefix>.rules.<id>.1`…; a term is `<prefix>.term.<key>`, its meaning `….what`).
 */
import type { RulesSection, RulesTerm } from '../../kit/types.ts';
import { sectionWords, termWords, type SectionKeys, type TermKeys } from '../../kit/rules-words.ts';
import { wordedOnChange } from '../../words/say.ts';

/** A faction's part of the rules reference (`FactionClient['rules']`), worded when read. */
export function factionRules(prefix: string, sections: readonly SectionKeys[], terms: readonly TermKeys[]): { readonly sections: readonly RulesSection[]; readonly terms: readonly RulesTerm[] } {
  const read = wordedOnChange(() => ({
    sections: sections.map((s) => sectionWords(prefix, s)),
    terms: terms.map((t) => termWords(prefix, t)),
  }));
  return {
    get sections() { return read().sections; },
    get terms() { return read().terms; },
  };
}
