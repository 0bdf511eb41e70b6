/**
 * Root on the Autumn map in plain words (the core rules in shared/rules/root, the factions'
 * own parts from each faction's folder), in the order a turn goes: the Rules panel shows
 * it, and log lines, refusals and cited rule numbers link to the part that explains them.
 */
import type { RulesReference, RulesSection, RulesTerm } from '../../kit/types.ts';
import { ROOT_FACTIONS, type FactionClient } from './factions/index.ts';

const BEFORE_FACTIONS: readonly RulesSection[] = [
  {
    id: 'overview',
    title: 'The woodland and the factions',
    text: [
      'Each player leads a faction fighting over the Woodland, a map of twelve clearings joined by paths. Every clearing has a suit (fox, rabbit or mouse) and slots for buildings. Each faction plays by its own rules, but every turn has the same three phases: Birdsong, Daylight and Evening.',
      'You rule a clearing when you have the most warriors and buildings there (tokens do not count). Ruling decides where you may move and who wins the dominance cards.',
      'Cards have a suit: fox, rabbit, mouse or bird. A bird card counts as any suit when you pay with it, but only a bird card pays where a bird is asked for.',
    ],
    codes: ['root/bad-options', 'root/bad-action', 'root/no-clearing', 'root/wrong-step', 'root/not-your-turn'],
  },
  {
    id: 'setup',
    title: 'Setting up',
    text: [
      'Factions are chosen (or dealt at random) and set up in turn order, each by its own setup rules, then everyone draws a hand of three cards. At a table where factions are picked, each player picks from those left when their turn comes.',
    ],
    codes: ['pick', 'root/bad-pick', 'root/must-pick'],
  },
  {
    id: 'turn',
    title: 'A turn: Birdsong, Daylight, Evening',
    text: [
      'Birdsong is the start of your turn: most factions gather strength here. Daylight is the main phase: you craft, move, battle, build and recruit as your faction allows. Evening ends the turn: you score, draw cards (at least one) and discard down to five cards.',
      'A faction’s own steps follow in its part below. Where something is asked of another player (an ambush, a hit to take, a card to give), the table waits on that player, and only they may answer.',
    ],
    codes: ['turn', 'action', 'draw', 'discard', 'shuffle', 'give', 'root/must-discard', 'root/not-in-hand', 'root/bad-choice'],
  },
  {
    id: 'move',
    title: 'Moving',
    text: [
      'A move takes any number of your warriors from one clearing to another joined to it by a path. You must rule the clearing you leave or the one you enter. Warriors may carry tokens where a faction allows it, at most one token each.',
    ],
    codes: ['move', 'root/not-adjacent', 'root/bad-move', 'root/blocked', 'root/no-rule', 'root/bad-carry'],
  },
  {
    id: 'battle',
    title: 'Battle',
    text: [
      'The attacker picks a clearing with their warriors and an enemy there. The defender may first play an ambush card of the clearing’s suit (or a bird): it deals 2 hits at once, unless the attacker cancels it with an ambush of their own.',
      'Then two dice are rolled: the attacker deals the higher number in hits, the defender the lower, each at most their warriors in the clearing. A defender with no warriors there is defenceless and takes one extra hit. Faction abilities and cards may add hits; a faction’s rule may also forbid one side to remove the other’s pieces, and those hits are lost. Each hit removes a piece of the side that takes it: warriors first, then that player chooses buildings or tokens. Removing an enemy building or token scores 1 VP.',
    ],
    codes: [
      'battle', 'battle-end', 'battle-note', 'roll', 'hit', 'remove', 'effect', 'spared',
      'root/no-enemy', 'root/no-warriors', 'root/bad-defender', 'root/bad-ambush', 'root/battle-decision', 'root/bad-piece', 'root/bad-effect', 'root/bad-use',
    ],
  },
  {
    id: 'build',
    title: 'Building, placing and recruiting',
    text: [
      'Buildings go in free slots of a clearing, and most factions build only where they rule. Warriors and tokens come from your supply; when it is empty, you cannot place more. Each faction says what it builds and recruits, and what it scores for it.',
    ],
    codes: ['build', 'place', 'return', 'reveal', 'flip'],
  },
  {
    id: 'craft',
    title: 'Crafting',
    text: [
      'To craft a card you activate crafting pieces (most factions: their buildings or tokens) in clearings whose suits match the card’s cost. An item card gives its VP and takes the item from the supply (none left: it cannot be crafted); other cards stay in front of you as lasting effects, one of each. Ambush and dominance cards are not crafted.',
    ],
    codes: ['craft', 'root/cost', 'root/not-craftable', 'root/no-item', 'root/duplicate', 'root/bad-crafting-piece'],
  },
];

const AFTER_FACTIONS: readonly RulesSection[] = [
  {
    id: 'dominance',
    title: 'Dominance cards',
    text: [
      'A player with at least 10 VP may play a dominance card instead of scoring: their VP stop counting, and they win at the start of their Birdsong if they rule three clearings of that suit (for bird, two opposite corners). A dominance card that was discarded lies beside the map, and any player may take it in Daylight by spending a card of its suit.',
    ],
    codes: ['dominance', 'root/dominance-vp', 'root/dominance-active', 'root/not-dominance', 'root/no-dominance', 'root/dominance-card'],
  },
  {
    id: 'end',
    title: 'Winning',
    text: ['The first player to reach 30 VP wins at once; so does a player whose dominance card is fulfilled at the start of their Birdsong. The table may also end at a turn limit, with the most VP winning.'],
    codes: ['score', 'win', 'root/over'],
  },
];

/**
 * Root's rules reference with the parts of the factions `factions()` lists (`ROOT_FACTIONS`
 * here; a test may hand it a longer list), between the shared turn and how the game is won.
 */
export function rootRulesFor(factions: () => readonly FactionClient[]): RulesReference {
  let sections: RulesSection[] | undefined;
  let terms: RulesTerm[] | undefined;
  return {
    title: 'Root',
    intro:
      'A game of woodland might and right for two to four players. Every faction plays by its own rules; the parts below follow the shared turn first, then each faction’s own turn, then how the game is won.',
    // Built on first read, not when this module loads: the faction list may still be loading
    // then (the shared HUD and the game registry import each other).
    get sections(): RulesSection[] {
      return (sections ??= [...BEFORE_FACTIONS, ...factions().flatMap((f) => f.rules.sections), ...AFTER_FACTIONS]);
    },
    get terms(): RulesTerm[] {
      return (terms ??= [
      { term: 'Birdsong', what: 'The first phase of a turn: most factions gather strength.', section: 'turn' },
      { term: 'Daylight', what: 'The main phase: craft, move, battle, build.', section: 'turn' },
      { term: 'Evening', what: 'The last phase: score, draw, discard down to five.', section: 'turn' },
      { term: 'Rule', what: 'Most warriors and buildings in a clearing: lets you move and wins dominance.', section: 'overview' },
      { term: 'Ambush', what: 'A card the defender plays before the dice: 2 hits at once, unless cancelled.', section: 'battle' },
      { term: 'Defenseless', what: 'A defender with no warriors in the clearing takes one extra hit.', section: 'battle' },
      { term: 'Dominance', what: 'A card that replaces VP: win by ruling three clearings of its suit.', section: 'dominance' },
      ...factions().flatMap((f) => f.rules.terms ?? []),
      ]);
    },
  };
}

export const rootRules: RulesReference = rootRulesFor(() => ROOT_FACTIONS);
