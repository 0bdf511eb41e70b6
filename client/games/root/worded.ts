/**
 * Root's rules reference worded from its catalogue (words/): each part and term is written
 * there by key, and worded when read, again whenever the reader's language changes or the
 * game's words arrive (a part's title is `<prefix>.rules.<id>.title`, its paragraphs
 * `<prefix>.rules.<id>.1`…; a term is `<prefix>.term.<key>`, its meaning `….what`).
 */
import type { RulesSection, RulesTerm } from '../../kit/types.ts';
import { currentLang, say } from '../../words/say.ts';

/** A part of the rules by its catalogue keys: its id, how many paragraphs, what it explains. */
export interface SectionKeys {
  id: string;
  paragraphs: number;
  cites?: readonly string[];
  codes?: readonly string[];
}

/** A term by its catalogue key and the part that explains it. */
export interface TermKeys {
  key: string;
  section: string;
}

/** The words a part of the rules reads now, from the keys under `prefix` ("root", "root.clergy"). */
export function sectionWords(prefix: string, s: SectionKeys): RulesSection {
  const out: RulesSection = {
    id: s.id,
    title: say(`${prefix}.rules.${s.id}.title`),
    text: Array.from({ length: s.paragraphs }, (_, i) => say(`${prefix}.rules.${s.id}.${i + 1}`)),
  };
  if (s.cites) out.cites = s.cites;
  if (s.codes) out.codes = s.codes;
  return out;
}

/** The words a term reads now, from the keys under `prefix`. */
export function termWords(prefix: string, t: TermKeys): RulesTerm {
  return { term: say(`${prefix}.term.${t.key}`), what: say(`${prefix}.term.${t.key}.what`), section: t.section };
}

/**
 * `build`'s value, built again only when the words it reads may have changed: the reader's
 * language, or Root's words arriving (read through `probe`, one of its keys).
 */
export function wordedOnChange<T>(probe: string, build: () => T): () => T {
  let seen: string | undefined;
  let value: T | undefined;
  return () => {
    const now = `${currentLang()}\n${say(probe)}`;
    if (seen !== now || value === undefined) {
      value = build();
      seen = now;
    }
    return value;
  };
}

/** A faction's part of the rules reference (`FactionClient['rules']`), worded when read. */
export function factionRules(prefix: string, sections: readonly SectionKeys[], terms: readonly TermKeys[]): { readonly sections: readonly RulesSection[]; readonly terms: readonly RulesTerm[] } {
  const read = wordedOnChange(`${prefix}.rules.${sections[0]?.id ?? ''}.title`, () => ({
    sections: sections.map((s) => sectionWords(prefix, s)),
    terms: terms.map((t) => termWords(prefix, t)),
  }));
  return {
    get sections() { return read().sections; },
    get terms() { return read().terms; },
  };
}
