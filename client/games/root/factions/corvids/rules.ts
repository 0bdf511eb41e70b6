/** The Corvid Conspiracy's part of Root's rules reference, in plain words (seed 004, 13.x). */
import type { FactionClient } from '../types.ts';

export const corvidsRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'cc',
      title: 'Corvid Conspiracy: plots and exposure',
      text: [
        'The Corvids spread over the map and lay plot tokens face down: only they know which is which (bomb, snare, extortion, raid). A plot scores when it is flipped face up, more for each plot already face up.',
        'Exposure: an enemy in a clearing with a face-down plot may show the Corvids a card of that clearing’s suit and guess the plot. A right guess removes it; a wrong guess gives the Corvids the card.',
      ],
      cites: ['13', '13.1', '13.2', '13.7'],
      codes: ['plot', 'exposure', 'bomb', 'extortion', 'raid', 'CC/bad-action', 'CC/wrong-step', 'CC/not-in-hand', 'CC/exposure-card', 'CC/exposure-closed', 'CC/exposure-pieces', 'CC/exposure-plot'],
    },
    {
      id: 'cc-setup',
      title: 'Corvid Conspiracy: setting up',
      text: ['Scatter: the Corvids place one warrior in a clearing of each suit.'],
      cites: ['13.3'],
      codes: ['CC/setup'],
    },
    {
      id: 'cc-birdsong',
      title: 'Corvid Conspiracy: Birdsong (Craft, Flip, Recruit)',
      text: ['The Corvids may craft with their plot tokens, then flip face-down plots where they have warriors (each flip scores and sets off the plot), then recruit by spending a card to place a warrior in each clearing of its suit.'],
      cites: ['13.4'],
      codes: ['CC/flip', 'CC/flip-warriors', 'CC/recruit-card', 'CC/recruited'],
    },
    {
      id: 'cc-daylight',
      title: 'Corvid Conspiracy: Daylight (move, battle, plot, trick)',
      text: ['Up to three actions: move, battle, plot (spend warriors in a clearing to lay a face-down plot there, one per clearing, more warriors for each plot laid this turn), or trick (swap two face-down plots on the map).'],
      cites: ['13.5'],
      codes: ['trick', 'CC/plot-place', 'CC/plot-supply', 'CC/plot-taken', 'CC/plot-warriors', 'CC/trick', 'CC/trick-facing'],
    },
    {
      id: 'cc-evening',
      title: 'Corvid Conspiracy: Evening (Exert, draw)',
      text: ['The Corvids may exert for one more action at the cost of drawing fewer cards, then draw and keep their hand to the limit.'],
      cites: ['13.6'],
      codes: ['exert'],
    },
  ],
  terms: [
    { term: 'Plot', what: 'A face-down Corvid token (bomb, snare, extortion or raid) only they can read.', section: 'cc' },
    { term: 'Exposure', what: 'An enemy guesses a face-down plot by showing a matching card.', section: 'cc' },
    { term: 'Trick', what: 'Corvid action: swap two face-down plots.', section: 'cc-daylight' },
    { term: 'Exert', what: 'Corvid Evening: one more action for fewer cards.', section: 'cc-evening' },
    { term: 'Scatter', what: 'Corvid setup: a warrior in a clearing of each suit.', section: 'cc-setup' },
  ],
};
