/**
 * Root on the Autumn map in plain words (the core rules in shared/rules/root, the factions'
 * own parts from each faction's folder), in the order a turn goes: the Rules panel shows
 * it, and log lines, refusals and cited rule numbers link to the part that explains them.
 * The words are Root's catalogue's (words/en-rules.ts), worded when read.
 */
import type { RulesReference, RulesSection, RulesTerm } from '../../kit/types.ts';
import { say } from '../../words/say.ts';
import { ROOT_FACTIONS, type FactionClient } from './factions/index.ts';
import { sectionWords, termWords, type SectionKeys, type TermKeys } from '../../kit/rules-words.ts';
import { wordedOnChange } from '../../words/say.ts';

const BEFORE_FACTIONS: readonly SectionKeys[] = [
  { id: 'overview', paragraphs: 3, codes: ['root/bad-options', 'root/bad-action', 'root/no-clearing', 'root/wrong-step', 'root/not-your-turn'] },
  { id: 'setup', paragraphs: 1, codes: ['pick', 'root/bad-pick', 'root/must-pick'] },
  { id: 'turn', paragraphs: 2, codes: ['turn', 'action', 'draw', 'discard', 'shuffle', 'give', 'root/must-discard', 'root/not-in-hand', 'root/bad-choice'] },
  { id: 'move', paragraphs: 1, codes: ['move', 'root/not-adjacent', 'root/bad-move', 'root/blocked', 'root/no-rule', 'root/bad-carry'] },
  { id: 'battle', paragraphs: 2, codes: ['battle', 'battle-end', 'battle-note', 'roll', 'hit', 'remove', 'effect', 'spared', 'root/no-enemy', 'root/no-warriors', 'root/bad-defender', 'root/bad-ambush', 'root/battle-decision', 'root/bad-piece', 'root/bad-effect', 'root/bad-use'] },
  { id: 'build', paragraphs: 1, codes: ['build', 'place', 'return', 'reveal', 'flip'] },
  { id: 'craft', paragraphs: 1, codes: ['craft', 'root/cost', 'root/not-craftable', 'root/no-item', 'root/duplicate', 'root/bad-crafting-piece'] },
];

const AFTER_FACTIONS: readonly SectionKeys[] = [
  { id: 'dominance', paragraphs: 1, codes: ['dominance', 'root/dominance-vp', 'root/dominance-active', 'root/not-dominance', 'root/no-dominance', 'root/dominance-card'] },
  { id: 'end', paragraphs: 1, codes: ['score', 'win', 'root/over'] },
];

const TERMS: readonly TermKeys[] = [
  { key: 'birdsong', section: 'turn' },
  { key: 'daylight', section: 'turn' },
  { key: 'evening', section: 'turn' },
  { key: 'rule', section: 'overview' },
  { key: 'ambush', section: 'battle' },
  { key: 'defenseless', section: 'battle' },
  { key: 'dominance', section: 'dominance' },
];

/**
 * Root's rules reference with the parts of the factions `factions()` lists (`ROOT_FACTIONS`
 * here; a test may hand it a longer list), between the shared turn and how the game is won.
 */
export function rootRulesFor(factions: () => readonly FactionClient[]): RulesReference {
  // Worded on first read, not when this module loads (the faction list may still be loading
  // then: the shared HUD and the game registry import each other), and again in another language.
  const read = wordedOnChange(() => ({
    intro: say('root.rules.intro'),
    sections: [
      ...BEFORE_FACTIONS.map((s) => sectionWords('root', s)),
      ...factions().flatMap((f) => f.rules.sections),
      ...AFTER_FACTIONS.map((s) => sectionWords('root', s)),
    ] as RulesSection[],
    terms: [...TERMS.map((t) => termWords('root', t)), ...factions().flatMap((f) => f.rules.terms ?? [])] as RulesTerm[],
  }));
  return {
    // words-ok: the game's name, the same in every language
    title: 'Root',
    get intro(): string {
      return read().intro;
    },
    get sections(): RulesSection[] {
      return read().sections;
    },
    get terms(): RulesTerm[] {
      return read().terms;
    },
  };
}

export const rootRules: RulesReference = rootRulesFor(() => ROOT_FACTIONS);
