/**
 * A rules reference worded from a catalogue: each part and term is written there by key and
 * worded when read (a part's title is `<prefix>.rules.<id>.title`, its paragraphs
 * `<prefix>.rules.<id>.1`…; a term is `<prefix>.term.<key>`, its meaning `….what`). Every
 * game's reference is built from these, usually inside `wordedOnChange` (client/words/say.ts).
 */
import type { RulesSection, RulesTerm } from './types.ts';
import { say } from '../words/say.ts';

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
