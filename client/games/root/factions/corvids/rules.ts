/** The Corvid Conspiracy's part of Root's rules reference, in plain words (seed 004, 13.x). */
import type { FactionClient } from '../types.ts';

export const corvidsRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'cc',
      title: 'Corvid Conspiracy: plots, Nimble and Exposure',
      text: [
        'The Corvids have eight plot tokens, two each of bomb, snare, extortion and raid. In the supply they lie feather side up; on the map a plot is face down (a feather to everyone else) or face up, and the Corvids may look at their face-down plots whenever they like. A clearing holds at most one plot. The Corvids craft in Birdsong with their plots, face up or down.',
        'Nimble: the Corvids move whoever rules the clearing they leave or enter. Embedded Agents: when the Corvids defend in a clearing with a face-down plot, they deal one extra hit, even with no warriors there.',
        'Exposure: any number of times in their own turn, until its last step begins, an enemy with pieces in a clearing holding a face-down plot may show the Corvids a card of that clearing’s suit (birds match) and name the plot’s type. Wrong: the Corvids say no and take the card. Right: the plot is removed and the guesser scores 1 VP and keeps the card; a raid removed this way places no warriors.',
        'Bomb: when flipped, it removes every enemy piece in its clearing, then itself. Snare: while face up, enemy pieces cannot be placed in its clearing or moved out of it. Extortion: when flipped, the Corvids take a random card from each enemy with pieces in its clearing; while face up, the Corvids draw one more card in Evening. Raid: whenever it is removed, face up or down, a Corvid warrior goes to each adjacent clearing (not when removed by Exposure).',
      ],
      cites: ['13', '13.1', '13.2', '13.7'],
      codes: ['plot', 'exposure', 'bomb', 'extortion', 'raid', 'CC/bad-action', 'CC/wrong-step', 'CC/not-in-hand', 'CC/exposure-card', 'CC/exposure-closed', 'CC/exposure-pieces', 'CC/exposure-plot'],
    },
    {
      id: 'cc-setup',
      title: 'Corvid Conspiracy: setting up',
      text: ['The Corvids take 15 warriors and their eight plots face down. Scatter: one warrior in a clearing of each suit, three in all.'],
      cites: ['13.3'],
      codes: ['CC/setup'],
    },
    {
      id: 'cc-birdsong',
      title: 'Corvid Conspiracy: Birdsong (Craft, Flip, Recruit)',
      text: ['The Corvids may craft with their plots. Then, as often as they like, they flip a face-down plot in a clearing with a Corvid warrior face up: they score 1 VP for each face-up plot on the map, the new one included, and a bomb or extortion goes off. Then, once a turn, they may spend any card to place a warrior in each clearing of its suit (a bird: in each clearing of one suit they choose).'],
      cites: ['13.4'],
      codes: ['CC/flip', 'CC/flip-warriors', 'CC/recruit-card', 'CC/recruited'],
    },
    {
      id: 'cc-daylight',
      title: 'Corvid Conspiracy: Daylight (move, battle, plot, trick)',
      text: ['Up to three actions, in any order, the same one again if wished. Move. Battle. Plot: in a clearing with no plot, remove one Corvid warrior, plus one more for each plot already placed this turn, and put a face-down plot there. Trick: swap two plots on the map that are both face up or both face down.'],
      cites: ['13.5'],
      codes: ['trick', 'CC/plot-place', 'CC/plot-supply', 'CC/plot-taken', 'CC/plot-warriors', 'CC/trick', 'CC/trick-facing'],
    },
    {
      id: 'cc-evening',
      title: 'Corvid Conspiracy: Evening (Exert or draw)',
      text: ['Exert: the Corvids may take one more Daylight action, and then draw no cards this Evening. Otherwise they draw one card plus one per face-up extortion on the map. Either way, they then discard down to five cards.'],
      cites: ['13.6'],
      codes: ['exert'],
    },
  ],
  terms: [
    { term: 'Plot', what: 'A Corvid token (bomb, snare, extortion or raid); face down, only the Corvids know which.', section: 'cc' },
    { term: 'Exposure', what: 'An enemy on its own turn shows a card matching the clearing and guesses a face-down plot.', section: 'cc' },
    { term: 'Trick', what: 'Corvid action: swap two plots, both face up or both face down.', section: 'cc-daylight' },
    { term: 'Exert', what: 'Corvid Evening: one more Daylight action, then no cards drawn.', section: 'cc-evening' },
    { term: 'Scatter', what: 'Corvid setup: a warrior in a clearing of each suit.', section: 'cc-setup' },
  ],
};
