/**
 * Reading a rules reference (client/kit/types.ts `RulesReference`): which part explains
 * a log line's or a refusal's rule code, which part a cited rulebook number ("HCC.4.3")
 * belongs to, and where a HUD text names a term the reference explains. Pure; the Rules
 * panel, the log and the toasts use it, and it names no game.
 */
import type { RulesReference, RulesSection, RulesTerm } from '../kit/types.ts';

/** A game's reference followed by the parts every table shares (seats, taking back, pieces). */
export function withTableRules(game: RulesReference, table: readonly RulesSection[]): RulesReference {
  return { ...game, sections: [...game.sections, ...table] };
}

/** The part that explains `code` (a log line's kind or a refusal's code), or undefined. */
export function sectionForCode(ref: RulesReference, code: string): RulesSection | undefined {
  return ref.sections.find((s) => s.codes?.includes(code));
}

/**
 * The part a cited rulebook number belongs to: the one citing the longest start of it that
 * ends at a dot ("HCC.4.3" → a part citing "HCC.4.3", else "HCC.4", else "HCC").
 */
export function sectionForCite(ref: RulesReference, cite: string): RulesSection | undefined {
  let best: { section: RulesSection; length: number } | undefined;
  for (const section of ref.sections) {
    for (const c of section.cites ?? []) {
      if ((cite === c || cite.startsWith(`${c}.`)) && (!best || c.length > best.length)) best = { section, length: c.length };
    }
  }
  return best?.section;
}

/** A rulebook number as log lines and refusals write it: "12.3.3", "HCC.2.6.I", "QL.5.3". */
const CITE = /\b(?:[A-Z]{2,4}\.)?\d{1,2}(?:\.\d{1,2})+(?:\.[IVX]{1,4})?\b/g;

/** A piece of a text: plain, or a cited rule number with the part that explains it. */
export type CiteSegment = { text: string; section?: RulesSection };

/** Splits `text` so each rule number it cites that the reference explains can be a link. */
export function citeSegments(text: string, ref: RulesReference): CiteSegment[] {
  const out: CiteSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(CITE)) {
    const section = sectionForCite(ref, m[0]);
    if (!section) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: m[0], section });
    last = m.index + m[0].length;
  }
  if (last < text.length || out.length === 0) out.push({ text: text.slice(last) });
  return out;
}

/** The term `words` names (case as the HUD writes it, a leading capital ignored), or undefined. */
export function termFor(ref: RulesReference, words: string): RulesTerm | undefined {
  const want = words.trim().toLowerCase();
  return ref.terms?.find((t) => t.term.toLowerCase() === want);
}

/** A piece of a HUD text: plain, or a term the reference explains. */
export type TermSegment = { text: string; term?: RulesTerm };

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Splits `text` at every whole-word mention of one of the reference's terms (longest first). */
export function termSegments(text: string, ref: RulesReference): TermSegment[] {
  const terms = [...(ref.terms ?? [])].sort((a, b) => b.term.length - a.term.length);
  if (terms.length === 0 || text === '') return [{ text }];
  const re = new RegExp(`(?<![\\w-])(${terms.map((t) => escapeRe(t.term)).join('|')})(?![\\w-])`, 'gi');
  const out: TermSegment[] = [];
  let last = 0;
  for (const m of text.matchAll(re)) {
    const term = termFor(ref, m[0]);
    if (!term) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ text: m[0], term });
    last = m.index + m[0].length;
  }
  if (last < text.length || out.length === 0) out.push({ text: text.slice(last) });
  return out;
}

/** The parts whose title, words or codes contain every word of `query` (all parts for an empty one). */
export function searchSections(ref: RulesReference, query: string): RulesSection[] {
  const words = query.toLowerCase().split(/\s+/).filter((w) => w !== '');
  if (words.length === 0) return [...ref.sections];
  return ref.sections.filter((s) => {
    const hay = [s.title, ...s.text, ...(s.codes ?? []), ...(s.cites ?? [])].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  });
}

/** The element id of a part in the Rules panel. */
export function sectionAnchor(id: string): string {
  return `rules-${id.replace(/[^a-z0-9-]/gi, '-')}`;
}
