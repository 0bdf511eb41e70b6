/**
 * Into the Forest in plain words (seed 000's Forest phase as a game of several rounds), in
 * the order a round goes: the Rules panel shows it, and log lines and refusals link to the
 * part that explains them. The cards and numbers are the table's own content. Worded when
 * read, in the reader's language (words/en-rules.ts).
 */
import type { RulesReference } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { sectionWords, termWords, type SectionKeys, type TermKeys } from '../../kit/rules-words.ts';

/** Each part: its id (its words' keys), how many paragraphs it has, and the codes it explains. */
const SECTIONS: readonly SectionKeys[] = [
  { id: 'setup', paragraphs: 1, codes: ['forest/bad-options', 'forest/bad-action'] },
  { id: 'round', paragraphs: 2, codes: ['round', 'map', 'maps', 'forest/not-your-turn'] },
  { id: 'draw', paragraphs: 2, codes: ['draw', 'ambush', 'reshuffle', 'forest/strategy-limit', 'forest/snared', 'forest/no-cards', 'forest/map-complete'] },
  {
    id: 'place',
    paragraphs: 2,
    codes: ['place', 'arrange', 'assign', 'turn-over', 'effect', 'missing', 'forest/choose-direction', 'forest/draw-first', 'forest/not-drawn', 'forest/not-wild', 'forest/same-direction', 'forest/same-place', 'forest/not-in-tableau', 'forest/nothing-to-turn', 'forest/turn-over-first'],
  },
  { id: 'complete', paragraphs: 2, codes: ['complete', 'astray', 'encounter', 'camp'] },
  { id: 'end', paragraphs: 1, codes: ['fallen', 'end', 'forest/over'] },
];

/** Each term: its words' key and the part that explains it. */
const TERMS: readonly TermKeys[] = [
  { key: 'strategy', section: 'draw' },
  { key: 'ambush', section: 'draw' },
  { key: 'tableau', section: 'place' },
  { key: 'wild', section: 'place' },
  { key: 'renown', section: 'end' },
  { key: 'guard', section: 'complete' },
  { key: 'astray', section: 'complete' },
];

/** Into the Forest's rules reference, worded in the reader's language now. */
export function forestRules(): RulesReference {
  return {
    title: say('forest.rules.title'),
    intro: say('forest.rules.intro'),
    sections: SECTIONS.map((s) => sectionWords('forest', s)),
    terms: TERMS.map((t) => termWords('forest', t)),
  };
}
