/**
 * Into the Forest in plain words (seed 000's Forest phase as a game of several rounds), in
 * the order a round goes: the Rules panel shows it, and log lines and refusals link to the
 * part that explains them. The cards and numbers are the table's own content.
 */
import type { RulesReference } from '../../kit/types.ts';

export const forestRules: RulesReference = {
  title: 'Into the Forest',
  intro:
    'One to four travellers cross an old forest over a few rounds. Each round you build a row of cards, your tableau, from the bottom of one shared Forest Deck until the direction icons your map card asks for are all there; then the forest answers with what your tableau holds. The traveller with the most renown at the end wins; alone, you need enough renown to come through.',
  sections: [
    {
      id: 'setup',
      title: 'Setting up',
      text: [
        'Every Forest card has two sides, and each card lies in the deck with one side up: that side is the one you draw. Each traveller starts with health, renown 0, a Guard and a Strategy number. The number of rounds depends on how many travel together.',
      ],
      codes: ['forest/bad-options', 'forest/bad-action'],
    },
    {
      id: 'round',
      title: 'A round and its map cards',
      text: [
        'At the start of a round every traveller still on the journey takes the next map card, face up. It shows the direction icons the tableau must collect. Travellers take turns round the table; each round starts one seat further on.',
        'When the map deck runs out, the used map cards are shuffled into a new one. Some effects replace your map card.',
      ],
      codes: ['round', 'map', 'maps', 'forest/not-your-turn'],
    },
    {
      id: 'draw',
      title: 'Draw & Choose',
      text: [
        'On your turn you draw cards one at a time from the bottom of the Forest Deck; everyone sees the side drawn. After each draw you may place one of the cards you drew, or draw again. Once you have drawn as many cards as your Strategy, you must place.',
        'A drawn side with an Ambush strikes at once, before anything else (a Briar Snare also stops your drawing). When the deck is empty, the discards are shuffled into a new deck without turning any card over: each keeps the side it had.',
      ],
      codes: ['draw', 'ambush', 'reshuffle', 'forest/strategy-limit', 'forest/snared', 'forest/no-cards', 'forest/map-complete'],
    },
    {
      id: 'place',
      title: 'Place & Check',
      text: [
        'You put one drawn card into your tableau; the other drawn cards are discarded with the side they show. Then the table checks your map card: are all its direction icons now in the tableau? Placed cards may be moved within the tableau, and some effects let you turn a card over.',
        'A wild icon stands for any direction you choose when you place it, and you may choose again later while the map is not yet complete.',
      ],
      codes: ['place', 'arrange', 'assign', 'turn-over', 'effect', 'missing', 'forest/choose-direction', 'forest/not-wild', 'forest/same-direction', 'forest/same-place', 'forest/not-in-tableau', 'forest/nothing-to-turn', 'forest/turn-over-first'],
    },
    {
      id: 'complete',
      title: 'A complete map, going astray, the encounter',
      text: [
        'When your tableau shows every icon of your map, your part of the round is over and your tableau meets its encounter: its danger against your Guard, its rewards in renown and health. If the tableau is full and the map still is not complete, you have gone astray and the encounter goes badly.',
        'After everyone has finished, the travellers camp: the tableaux go to the discard and the next round begins.',
      ],
      codes: ['complete', 'astray', 'encounter', 'camp'],
    },
    {
      id: 'end',
      title: 'The end of the journey',
      text: ['A traveller whose health runs out has fallen and leaves the journey. After the last round, the traveller still standing with the most renown wins; alone, you win by reaching the renown the journey asks for.'],
      codes: ['fallen', 'end', 'forest/over'],
    },
  ],
  terms: [
    { term: 'Strategy', what: 'How many cards you may draw before you must place one.', section: 'draw' },
    { term: 'Ambush', what: 'A drawn side that strikes at once, before you choose.', section: 'draw' },
    { term: 'Tableau', what: 'The row of cards you build this round.', section: 'place' },
    { term: 'Wild icon', what: 'An icon that stands for the direction you choose.', section: 'place' },
    { term: 'Renown', what: 'What the travellers compete for; the most wins.', section: 'end' },
    { term: 'Guard', what: 'Set against an encounter’s danger.', section: 'complete' },
    { term: 'Astray', what: 'The tableau is full and the map is not complete.', section: 'complete' },
  ],
};
