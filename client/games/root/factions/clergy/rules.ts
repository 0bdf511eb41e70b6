/** The Honeycomb Clergy's part of Root's rules reference, in plain words (seed 001, HCC.1–HCC.6). */
import type { FactionClient } from '../types.ts';

export const clergyRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'hcc',
      title: 'Honeycomb Clergy: flowers, cathedrals and Penitence',
      text: [
        'The Clergy builds cathedrals and spends flower tokens. Flowers come out of a blind bag (3 fox, 3 rabbit, 3 mouse, 2 bird at the start): a drawn flower is placed in a clearing of its suit that has a Clergy warrior and no cathedral (a bird flower in any such clearing). Flowers on the map are what the Clergy spends.',
        'Every enemy is either Penitent or Heretic towards the Clergy; all start as Heretics. Destroying a cathedral makes that enemy a Heretic (Poke the Hive: the Clergy may at once place up to 4 warriors there and battle that enemy). Mercy: the Clergy may not battle or remove pieces of a Penitent faction. Divine Right: the Clergy moves to and from cathedral clearings as if it ruled them. Each card it crafts scores 1 extra VP.',
      ],
      cites: ['HCC', 'HCC.1', 'HCC.2'],
      codes: ['flower', 'penitence', 'mercy', 'HCC/mercy', 'HCC/poke', 'HCC/bad-action', 'HCC/wrong-step', 'HCC/bad-flower-spot', 'HCC/place-flower', 'HCC/bag-empty', 'HCC/not-in-hand'],
    },
    {
      id: 'hcc-setup',
      title: 'Honeycomb Clergy: setting up',
      text: [
        'The Clergy places a cathedral and 3 warriors in a clearing that is not a corner, then one warrior in a clearing of each suit, then draws 3 flowers and places them with those warriors. Its other cathedrals wait on the track, and every enemy starts as a Heretic.',
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
        'Act: three actions, each paid with a card whose suit matches the clearing. Mission moves warriors; Swarm places warriors where there is a cathedral or flower; Crusade battles; Replant moves flowers between the map and the blind bag. An action is finished before the next starts.',
        'Offer: any number of times, spend flowers to build a cathedral (its price is the next space on the cathedral track; built cathedrals score and may show bees), to craft, or to score.',
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
    { term: 'Mercy', what: 'The Clergy may not battle or remove pieces of a Penitent faction.', section: 'hcc' },
    { term: 'Repent', what: 'Clergy Evening: a Heretic gives a matching card to become Penitent.', section: 'hcc-evening' },
    { term: 'Pollinate', what: 'Clergy Evening: draw and place 2 flowers, plus one per bee showing.', section: 'hcc-evening' },
    { term: 'Mission', what: 'Clergy action: move warriors.', section: 'hcc-daylight' },
    { term: 'Swarm', what: 'Clergy action: place warriors at a cathedral or flower.', section: 'hcc-daylight' },
    { term: 'Crusade', what: 'Clergy action: battle.', section: 'hcc-daylight' },
    { term: 'Replant', what: 'Clergy action: move a flower between the map and the bag.', section: 'hcc-daylight' },
    { term: 'Offer', what: 'Clergy Daylight: spend flowers to build, craft or score.', section: 'hcc-daylight' },
    { term: 'Poke the Hive', what: 'Whoever removes a cathedral becomes a Heretic; the Clergy may place 4 warriors there and battle them.', section: 'hcc' },
    { term: 'Blind bag', what: 'The Clergy’s flowers not yet on the map, drawn at random.', section: 'hcc' },
  ],
};
