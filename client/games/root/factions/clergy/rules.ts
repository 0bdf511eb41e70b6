/** The Honeycomb Clergy's part of Root's rules reference, in plain words (seed 001, HCC.1–HCC.6). */
import type { FactionClient } from '../types.ts';

export const clergyRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'hcc',
      title: 'Honeycomb Clergy: flowers, cathedrals and Penitence',
      text: [
        'The Clergy builds cathedrals and spends flower tokens. Flowers come out of a blind bag (3 fox, 3 rabbit, 3 mouse, 2 bird at the start): a drawn flower is placed in a clearing of its suit that has a Clergy warrior and no cathedral (a bird flower in any such clearing); one that cannot be placed goes back. Spent or removed flowers return to the bag. Each moving Clergy warrior may carry one flower along, to any clearing.',
        'Every enemy is either Penitent or Heretic towards the Clergy; all start as Heretics. Sacrilege: removing any Clergy piece makes that enemy a Heretic. Poke the Hive: when an enemy removes a cathedral, the Clergy may at once place up to 4 warriors there and battle that enemy. Mercy: the Clergy may not battle a Penitent faction or remove its pieces in any way. Divine Right: the Clergy moves to and from cathedral clearings as if it ruled them; Harbor the Holy: likewise through clearings a Penitent faction rules. Honeymakers: each card the Clergy crafts scores 1 extra VP; Honey for the Holy: a Penitent faction gets the same once per turn.',
      ],
      cites: ['HCC', 'HCC.1', 'HCC.2'],
      codes: ['flower', 'penitence', 'HCC/mercy', 'HCC/poke', 'HCC/bad-action', 'HCC/wrong-step', 'HCC/bad-flower-spot', 'HCC/place-flower', 'HCC/bag-empty', 'HCC/not-in-hand'],
    },
    {
      id: 'hcc-setup',
      title: 'Honeycomb Clergy: setting up',
      text: [
        'The Clergy places a cathedral and 3 warriors in a clearing that is not a corner, then one warrior in a clearing of each suit, then draws 3 flowers and places each in a clearing of its suit with a Clergy warrior, never the cathedral’s clearing. Its other cathedrals wait on the track, and every enemy starts as a Heretic.',
      ],
      cites: ['HCC.3'],
      codes: ['HCC/setup', 'HCC/setup-cathedral', 'HCC/setup-warriors'],
    },
    {
      id: 'hcc-birdsong',
      title: 'Honeycomb Clergy: Birdsong (Divine Intervention, Indulgence, Bloom)',
      text: [
        'Divine Intervention: with no warriors on the map, the Clergy places 4 at a cathedral; with no cathedral either, in the non-corner clearing with the fewest enemy pieces.',
        'Indulgence: every Penitent enemy draws a card.',
        'Bloom: any number of times, the Clergy spends a bird card to draw a flower from the bag and place it. Only a bird card blooms.',
      ],
      cites: ['HCC.4'],
      codes: ['indulgence', 'HCC/intervene', 'HCC/bloom', 'HCC/bloom-needs-bird'],
    },
    {
      id: 'hcc-daylight',
      title: 'Honeycomb Clergy: Daylight (Act and Offer)',
      text: [
        'Act: three actions, each finished before the next starts. Mission: up to two moves. Swarm: spend a card to place two warriors at a cathedral of its suit. Crusade: a move if wished, then a battle against a Heretic in the clearing moved into. Replant: where a Clergy warrior stands, swap a flower that does not match the clearing for one of the clearing’s suit from the bag (never a bird flower; none of that suit left, no Replant).',
        'Offer: any number of times, in any order, spend flowers. Score: a flower matching a cathedral clearing there for 1 VP. Build: flowers matching a clearing without a cathedral, as many as the track shows, to place the next cathedral and score what the track shows (some spaces reveal a bee). Craft: flowers at a cathedral pay for a card, the flowers’ suits counting rather than the clearing’s.',
      ],
      cites: ['HCC.5'],
      codes: [
        'offer', 'replant', 'HCC/no-actions', 'HCC/finish-action', 'HCC/card-suit', 'HCC/no-move', 'HCC/no-place', 'HCC/no-warriors', 'HCC/crusade-clearing',
        'HCC/replant-bag', 'HCC/replant-flower', 'HCC/replant-place', 'HCC/replant-warrior', 'HCC/build-flowers', 'HCC/has-cathedral', 'HCC/no-cathedral',
        'HCC/no-cathedral-left', 'HCC/no-slot', 'HCC/colony', 'HCC/score',
      ],
    },
    {
      id: 'hcc-evening',
      title: 'Honeycomb Clergy: Evening (Repent, Pollinate, draw)',
      text: [
        'Repent: a Heretic with pieces in a cathedral clearing may give the Clergy a card of that clearing’s suit (a bird always fits) to become Penitent.',
        'Pollinate: the Clergy draws and places 2 flowers, plus one for each bee showing. Then it draws one card plus one per bee and discards down to five.',
      ],
      cites: ['HCC.6'],
      codes: ['repent', 'HCC/repent', 'HCC/repent-card'],
    },
  ],
  terms: [
    { term: 'Bloom', what: 'Clergy Birdsong: spend a bird card to draw a flower from the blind bag and place it.', section: 'hcc-birdsong' },
    { term: 'Divine Intervention', what: 'Clergy Birdsong: with no warriors on the map, 4 come back at a cathedral.', section: 'hcc-birdsong' },
    { term: 'Indulgence', what: 'Clergy Birdsong: every Penitent enemy draws a card.', section: 'hcc-birdsong' },
    { term: 'Penitence', what: 'How each enemy stands with the Clergy: Penitent (spared by Mercy) or Heretic.', section: 'hcc' },
    { term: 'Penitent', what: 'Spared by the Clergy (Mercy: it may not battle them) and draws a card in the Clergy’s Birdsong.', section: 'hcc' },
    { term: 'Heretic', what: 'An enemy the Clergy may battle; it becomes Penitent by giving a matching card (Repent).', section: 'hcc' },
    { term: 'Mercy', what: 'The Clergy may not battle a Penitent faction or remove its pieces in any way.', section: 'hcc' },
    { term: 'Repent', what: 'Clergy Evening: a Heretic gives a matching card to become Penitent.', section: 'hcc-evening' },
    { term: 'Pollinate', what: 'Clergy Evening: draw and place 2 flowers, plus one per bee showing.', section: 'hcc-evening' },
    { term: 'Mission', what: 'Clergy action: up to two moves.', section: 'hcc-daylight' },
    { term: 'Swarm', what: 'Clergy action: spend a card for two warriors at a matching cathedral.', section: 'hcc-daylight' },
    { term: 'Crusade', what: 'Clergy action: a move, then a battle against a Heretic where it ended.', section: 'hcc-daylight' },
    { term: 'Replant', what: 'Clergy action: swap a flower that does not match its clearing for a matching one from the bag.', section: 'hcc-daylight' },
    { term: 'Offer', what: 'Clergy Daylight: spend flowers to build, craft or score.', section: 'hcc-daylight' },
    { term: 'Poke the Hive', what: 'Whoever removes a cathedral becomes a Heretic; the Clergy may place up to 4 warriors there and battle them.', section: 'hcc' },
    { term: 'Blind bag', what: 'The Clergy’s flowers not yet on the map, drawn at random.', section: 'hcc' },
  ],
};
