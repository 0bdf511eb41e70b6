/** The Underground Duchy's part of Root's rules reference, in plain words (seed 004, 12.x). */
import type { FactionClient } from '../types.ts';

export const duchyRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'ud',
      title: 'Underground Duchy: the Burrow, tunnels and ministers',
      text: [
        'The Duchy lives under the map. The Burrow is a clearing of its own, next to every clearing with a tunnel; only the Duchy goes there. It builds citadels and markets, recruits into the Burrow, and digs tunnels to come up where it wants.',
        'It is run by ministers. Swaying a minister gives the Duchy an extra action each turn and places a crown. When the Duchy loses a building or a tunnel, it pays the Price of Failure: it returns one of its highest swayed ministers and discards a card at random.',
      ],
      cites: ['12', '12.1', '12.2'],
      codes: ['tunnel', 'price', 'UD/bad-action', 'UD/wrong-step', 'UD/not-in-hand', 'UD/price'],
    },
    {
      id: 'ud-setup',
      title: 'Underground Duchy: setting up',
      text: ['The Duchy starts in a corner nobody else starts in (opposite another start if it can) with warriors and a tunnel there, and warriors in the Burrow.'],
      cites: ['12.3'],
      codes: ['UD/setup', 'UD/setup-corner'],
    },
    {
      id: 'ud-birdsong',
      title: 'Underground Duchy: Birdsong',
      text: ['The Duchy places warriors in the Burrow.'],
      cites: ['12.4'],
    },
    {
      id: 'ud-daylight',
      title: 'Underground Duchy: Daylight (Assembly and Parliament)',
      text: [
        'Assembly: the Duchy takes actions by revealing cards of the clearing’s suit: build, recruit, move, battle, and dig (discard a card to place a tunnel and move up to four warriors from the Burrow through it).',
        'Parliament: each swayed minister may act once, giving its own action.',
      ],
      cites: ['12.5'],
      codes: ['minister', 'UD/no-actions', 'UD/build', 'UD/recruit', 'UD/dig', 'UD/dig-move', 'UD/minister', 'UD/minister-idle', 'UD/foremole', 'UD/bank', 'UD/orders'],
    },
    {
      id: 'ud-evening',
      title: 'Underground Duchy: Evening (Rally, Sway, draw)',
      text: [
        'The revealed cards go back to the hand. To sway a minister, the Duchy reveals cards matching the clearings it rules as the minister asks; it then takes the minister and places a crown, scoring VP. Then it draws and keeps its hand to the limit.',
      ],
      cites: ['12.6'],
      codes: ['sway', 'UD/sway-cards', 'UD/sway-match', 'UD/swayed', 'UD/no-crown'],
    },
  ],
  terms: [
    { term: 'Burrow', what: 'The Duchy’s own clearing under the map, next to every tunnel.', section: 'ud' },
    { term: 'Tunnel', what: 'A Duchy token that links its clearing to the Burrow.', section: 'ud' },
    { term: 'Ministers', what: 'Swayed ministers give the Duchy extra actions in Parliament.', section: 'ud' },
    { term: 'Sway', what: 'Duchy Evening: reveal matching cards to take a minister and place a crown.', section: 'ud-evening' },
    { term: 'Price of Failure', what: 'Losing a building or tunnel costs the Duchy its highest minister and a random card.', section: 'ud' },
    { term: 'Assembly', what: 'Duchy Daylight: actions paid by revealing cards.', section: 'ud-daylight' },
    { term: 'Parliament', what: 'Duchy Daylight: each swayed minister acts once.', section: 'ud-daylight' },
  ],
};
