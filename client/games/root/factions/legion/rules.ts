/** The Queenless Legion's part of Root's rules reference, in plain words (seed 001, QL.1–QL.6). */
import type { FactionClient } from '../types.ts';

export const legionRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'ql',
      title: 'Queenless Legion: campaign, colonies and Spoils',
      text: [
        'The Legion fights where its campaign card points. The campaign card lies on its board; clearings of the card’s suit are campaign clearings, where its Daylight happens. A bird campaign card lets the Legion choose the suit each turn, but it scores Spoils more slowly.',
        'Enemy pieces the Legion removes in a campaign clearing on its turn go into its Spoils instead of back to their owner, until its Evening. It has six colonies, at most one per clearing; enemies cannot craft with pieces in, or recruit into, a clearing with a colony. Attacking, it deals an extra hit where an enemy rules the clearing.',
      ],
      cites: ['QL', 'QL.1', 'QL.2'],
      codes: ['campaign', 'QL/bad-action', 'QL/wrong-step', 'QL/not-in-hand', 'QL/not-campaign'],
    },
    {
      id: 'ql-setup',
      title: 'Queenless Legion: setting up',
      text: ['The Legion places 3 warriors in a corner (opposite another faction’s start if it can) and 3 in a clearing next to it, draws a card, and lays one card from its hand as its first campaign card.'],
      cites: ['QL.3'],
      codes: ['QL/setup', 'QL/setup-corner', 'QL/setup-adjacent', 'QL/setup-campaign'],
    },
    {
      id: 'ql-birdsong',
      title: 'Queenless Legion: Birdsong (Bootstraps, Supply Drop, Change of Tactics)',
      text: [
        'Bootstraps: with no pieces on the map, 3 warriors come back in the clearing with the fewest enemy pieces.',
        'Supply Drop: for each crafting icon on the campaign card, a warrior goes to a clearing of that icon’s suit that already holds Legion pieces; then the Legion may spend a card to place a warrior at each colony of its suit.',
        'Change of Tactics: the Legion may discard its campaign card and lay a new one; a bird card asks for a campaign suit until this step next turn.',
      ],
      cites: ['QL.4'],
      codes: ['drop', 'QL/bootstrap', 'QL/drop', 'QL/drop-card', 'QL/campaign-suit'],
    },
    {
      id: 'ql-daylight',
      title: 'Queenless Legion: Daylight (Invade, Attack, Colonize, Deescalate)',
      text: [
        'Invade: any number of moves into campaign clearings. Attack: the Legion must battle in every campaign clearing where it has warriors. Colonize: in each campaign clearing with at least two Legion warriors it may place a colony, or score 1 VP where one stands; with all colonies out, it may take colonies from clearings outside the campaign to place them. Deescalate: one move out of a campaign clearing.',
      ],
      cites: ['QL.5'],
      codes: ['colonize', 'QL/attack-clearing', 'QL/must-attack', 'QL/colonize-place', 'QL/colonize-warriors', 'QL/colonized', 'QL/no-colony'],
    },
    {
      id: 'ql-evening',
      title: 'Queenless Legion: Evening (Craft, Spoils of War, draw)',
      text: [
        'Craft: the Legion crafts with enemy buildings and tokens in clearings with its colonies. Spoils of War: 1 VP for every two pieces in Spoils (every three with a bird campaign card); the pieces go back to their owners. Then it draws one card, plus one if the campaign card shows an item, and discards down to five.',
      ],
      cites: ['QL.6'],
      codes: ['spoils', 'QL/keep'],
    },
  ],
  terms: [
    { term: 'Campaign card', what: 'The Legion’s card on its board: its suit names the campaign clearings where the Legion acts.', section: 'ql' },
    { term: 'Campaign suit', what: 'The suit chosen for a bird campaign card, until the next Change of Tactics.', section: 'ql-birdsong' },
    { term: 'Spoils', what: 'Enemy pieces the Legion removed in campaign clearings; they score VP in its Evening.', section: 'ql' },
    { term: 'Supply Drop', what: 'Legion Birdsong: warriors arrive by the campaign card’s crafting icons.', section: 'ql-birdsong' },
    { term: 'Change of Tactics', what: 'Legion Birdsong: swap the campaign card for one from hand.', section: 'ql-birdsong' },
    { term: 'Bootstraps', what: 'Legion Birdsong: with nothing on the map, 3 warriors return.', section: 'ql-birdsong' },
    { term: 'Invade', what: 'Legion Daylight: moves into campaign clearings.', section: 'ql-daylight' },
    { term: 'Colonize', what: 'Legion Daylight: place a colony where it has two warriors in a campaign clearing.', section: 'ql-daylight' },
    { term: 'Deescalate', what: 'Legion Daylight: one move out of a campaign clearing.', section: 'ql-daylight' },
    { term: 'Colonies', what: 'Legion tokens: enemies cannot craft or recruit in their clearing.', section: 'ql' },
  ],
};
