/**
 * Delve in plain words (the ability-card cycle of seed 003 as a co-operative skirmish), in
 * the order a round goes: the Rules panel shows it, and log lines and refusals link to the
 * part that explains them. The scenario, cards and monsters are the table's own content.
 * Worded when read, in the reader's language (words/en-rules.ts).
 */
import type { RulesReference } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { sectionWords, termWords, type SectionKeys, type TermKeys } from '../../kit/rules-words.ts';

/** Each part: its id (its words' keys), how many paragraphs it has, and the codes it explains. */
const SECTIONS: readonly SectionKeys[] = [
  { id: 'scenario', paragraphs: 1, codes: ['door', 'reveal', 'delve/bad-options', 'delve/bad-action', 'delve/no-character'] },
  { id: 'select', paragraphs: 2, codes: ['card-placed', 'round', 'delve/not-selecting', 'delve/same-card', 'delve/not-in-hand', 'delve/must-rest', 'delve/no-rest'] },
  { id: 'order', paragraphs: 1, codes: ['order', 'monsters', 'shuffle'] },
  {
    id: 'turn',
    paragraphs: 3,
    codes: [
      'turn', 'half', 'move', 'attack', 'heal', 'push', 'pull', 'recover', 'item', 'skip', 'pass', 'loot', 'chest',
      'delve/not-your-turn', 'delve/busy', 'delve/not-played', 'delve/same-half', 'delve/no-move', 'delve/cannot-reach', 'delve/no-attack', 'delve/no-target',
      'delve/no-shove', 'delve/bad-shove', 'delve/no-heal', 'delve/heal-range', 'delve/no-recover', 'delve/not-lost', 'delve/nothing-to-skip',
      'delve/no-item', 'delve/item-spent', 'delve/not-now',
    ],
  },
  { id: 'monsters', paragraphs: 1, codes: ['monster-move', 'monster-attack', 'monster-heal', 'monster-wait', 'retaliate', 'defeat'] },
  { id: 'rest', paragraphs: 2, codes: ['cleanup', 'short-rest', 'long-rest', 'redraw', 'rested', 'no-rest', 'delve/no-short-rest', 'delve/not-resting', 'delve/not-discarded', 'delve/resting'] },
  { id: 'end', paragraphs: 1, codes: ['exhausted', 'victory', 'delve/over'] },
];

/** Each term: its words' key and the part that explains it. */
const TERMS: readonly TermKeys[] = [
  { key: 'initiative', section: 'order' },
  { key: 'longRest', section: 'rest' },
  { key: 'shortRest', section: 'rest' },
  { key: 'lost', section: 'turn' },
  { key: 'exhausted', section: 'end' },
];

/** Delve's rules reference, worded in the reader's language now. */
export function delveRules(): RulesReference {
  return {
    title: say('delve.rules.title'),
    intro: say('delve.rules.intro'),
    sections: SECTIONS.map((s) => sectionWords('delve', s)),
    terms: TERMS.map((t) => termWords('delve', t)),
  };
}
