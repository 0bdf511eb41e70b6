/**
 * Explorers of the Woodlands in plain words (seed 002), in the order a round goes: the
 * Rules panel shows it, and log lines and refusals link to the part that explains them.
 * Numbers the rulebook leaves open are the table's stand-in content (engine content files).
 * The words are Explorers' catalogue's (words/en-rules.ts), worded in the reader's language
 * each time the reference is read.
 */
import type { RulesReference, RulesSection, RulesTerm } from '../../kit/types.ts';
import { say } from '../../words/say.ts';

/** Each part: its anchor (and key), how many paragraphs it has, the rule codes it explains. */
const SECTIONS: ReadonlyArray<{ id: string; paragraphs: number; codes: readonly string[] }> = [
  { id: 'setup', paragraphs: 2, codes: ['explorers/bad-options', 'explorers/bad-action', 'explorers/bad-hero'] },
  { id: 'round', paragraphs: 2, codes: ['round', 'phase', 'explorers/not-your-turn', 'explorers/wrong-step'] },
  { id: 'explore', paragraphs: 2, codes: ['draw', 'place', 'explore', 'explorers/illegal-placement', 'explorers/off-grid', 'explorers/nothing-fits', 'explorers/pile-empty', 'explorers/not-empty'] },
  { id: 'dice', paragraphs: 2, codes: ['turn', 'roll', 'keep', 'assign', 'explorers/keep-one', 'explorers/bad-dice', 'explorers/die-placed', 'explorers/wrong-space', 'explorers/space-full', 'explorers/no-die'] },
  { id: 'move', paragraphs: 3, codes: ['move', 'explorers/no-moves', 'explorers/no-path', 'explorers/immobilized'] },
  { id: 'actions', paragraphs: 3, codes: ['special', 'summon', 'explorers/no-special', 'explorers/already-summoned', 'explorers/passive'] },
  { id: 'combat', paragraphs: 3, codes: ['battle', 'hit', 'miss', 'defeat', 'victory', 'damage', 'penalty', 'reward', 'enraged', 'frost', 'retreat', 'armor', 'leaf', 'explorers/no-enemy', 'explorers/no-battle', 'explorers/bad-target', 'explorers/bad-die', 'explorers/wrong-target', 'explorers/not-a-fighter', 'explorers/ally-die', 'explorers/no-orbs', 'explorers/power-die', 'explorers/nothing-to-reroll', 'explorers/no-reroll', 'explorers/frozen', 'explorers/used', 'explorers/no-power'] },
  { id: 'boss', paragraphs: 2, codes: ['boss', 'threat', 'skill', 'reveal', 'monster'] },
  { id: 'loot', paragraphs: 3, codes: ['loot', 'use', 'give', 'discard', 'shuffle', 'chest', 'buy', 'sell', 'peddler', 'explorers/cannot-carry', 'explorers/not-yours', 'explorers/permanent', 'explorers/in-battle', 'explorers/no-chest', 'explorers/enemies-here', 'explorers/no-peddler', 'explorers/not-for-sale', 'explorers/not-here'] },
  { id: 'orbs', paragraphs: 1, codes: ['orbs', 'power', 'firstAid', 'explorers/all-unlocked', 'explorers/full-health'] },
  { id: 'tiles', paragraphs: 2, codes: ['event', 'thorns', 'poison', 'vortex', 'well', 'explorers/no-vortex', 'explorers/no-well', 'explorers/well-taken', 'explorers/no-marker', 'explorers/not-poisoned'] },
  { id: 'knocked', paragraphs: 1, codes: ['knockdown', 'heal', 'explorers/not-down', 'explorers/knocked-down'] },
  { id: 'lairs', paragraphs: 1, codes: ['lair', 'explorers/no-lair'] },
  { id: 'end', paragraphs: 1, codes: ['over', 'explorers/over'] },
];

/** Each term: its key and the part that explains it. */
const TERMS: ReadonlyArray<[key: string, section: string]> = [
  ['phase-1', 'explore'],
  ['exploration', 'explore'],
  ['phase-2', 'dice'],
  ['adventure', 'dice'],
  ['movement', 'move'],
  ['concentration', 'actions'],
  ['summoning', 'actions'],
  ['special-action', 'actions'],
  ['orbs', 'orbs'],
  ['threat', 'boss'],
  ['knocked-down', 'knocked'],
  ['immobilized', 'move'],
  ['poisoned', 'tiles'],
  ['enraged', 'combat'],
  ['power-die', 'actions'],
  ['high-risk-exploration', 'move'],
];

function section(s: (typeof SECTIONS)[number]): RulesSection {
  return {
    id: s.id,
    title: say(`explorers.rules.${s.id}.title`),
    text: Array.from({ length: s.paragraphs }, (_, i) => say(`explorers.rules.${s.id}.${i + 1}`)),
    codes: s.codes,
  };
}

function term([key, section]: (typeof TERMS)[number]): RulesTerm {
  return { term: say(`explorers.rules.term.${key}`), what: say(`explorers.rules.term.${key}.what`), section };
}

export const explorersRules: RulesReference = {
  get title() { return say('explorers.rules.title'); },
  get intro() { return say('explorers.rules.intro'); },
  get sections() { return SECTIONS.map(section); },
  get terms() { return TERMS.map(term); },
};
