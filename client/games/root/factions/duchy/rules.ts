/** The Underground Duchy's part of Root's rules reference, in plain words (seed 004, 12.x). */
import type { FactionClient } from '../types.ts';

export const duchyRules: FactionClient['rules'] = {
  sections: [
    {
      id: 'ud',
      title: 'Underground Duchy: the Burrow, tunnels and the Price of Failure',
      text: [
        'The Duchy lives under the map. The Burrow is an extra clearing with no suit, next to every clearing that holds a tunnel. No other faction may place or move pieces into it, and the Duchy rules it always, even when empty. The Duchy has three tunnels; when it must place one and all three are out, it may first take one back from the map.',
        'It builds citadels and markets, and crafts with them in Evening. Whenever one or more of its buildings (citadels or markets) are removed, it pays the Price of Failure: its swayed minister of the highest rank (a lord before a noble before a squire; it picks among ties) goes back to the unswayed pile, that minister’s crown leaves the game for good, and the Duchy discards a card at random. Losing a tunnel costs nothing.',
      ],
      cites: ['12', '12.1', '12.2'],
      codes: ['tunnel', 'price', 'UD/bad-action', 'UD/wrong-step', 'UD/not-in-hand', 'UD/price'],
    },
    {
      id: 'ud-setup',
      title: 'Underground Duchy: setting up',
      text: ['The Duchy surfaces in a corner that is nobody else’s starting corner, diagonally opposite one if it can: 2 warriors and a tunnel there, and 2 warriors in each clearing next to that corner (not the Burrow). Its citadels and markets fill their tracks, its nine ministers start unswayed and its nine crowns sit on the board.'],
      cites: ['12.3'],
      codes: ['UD/setup', 'UD/setup-corner'],
    },
    {
      id: 'ud-birdsong',
      title: 'Underground Duchy: Birdsong',
      text: ['The Duchy places warriors in the Burrow: 1, 2, 4 or 6 as 0, 1, 2 or 3 citadels stand on the map.'],
      cites: ['12.4'],
    },
    {
      id: 'ud-daylight',
      title: 'Underground Duchy: Daylight (Assembly and Parliament)',
      text: [
        'Assembly: up to two actions, in any order, the same one twice if wished. Build: reveal a card to put a citadel or a market in a clearing of its suit that the Duchy rules. Recruit: a warrior into the Burrow. Move. Battle. Dig: spend a card to put a tunnel in a clearing of its suit without one, then move one to four warriors from the Burrow there. Only Build and Dig use a card; revealed cards stay on show until Evening.',
        'Parliament: each swayed minister’s action once, in any order. Foremole: reveal any card to build in any clearing the Duchy rules. Captain: a battle. Marshal: a move. Brigadier: two moves or two battles. Banker: spend cards of one suit for as many VP. Mayor: the action of another swayed noble or squire. Duchess of Mud: 2 VP with all three tunnels on the map. Baron of Dirt: 1 VP per market on the map. Earl of Stone: 1 VP per citadel on the map.',
      ],
      cites: ['12.5', '12.5.1', '12.5.2'],
      codes: ['minister', 'UD/no-actions', 'UD/build', 'UD/recruit', 'UD/dig', 'UD/dig-move', 'UD/minister', 'UD/minister-idle', 'UD/foremole', 'UD/bank', 'UD/orders'],
    },
    {
      id: 'ud-sway',
      title: 'Underground Duchy: Daylight (Sway)',
      text: [
        'Last in Daylight the Duchy may sway one minister whose rank still has a crown on the board. It reveals the cards the minister asks for (2 for a squire, 3 for a noble, 4 for a lord); each card needs its own clearing of that suit holding at least one Duchy piece (birds match any suit; the Burrow never counts). The minister comes out with a crown on it, and the Duchy scores the VP the crown uncovered.',
      ],
      cites: ['12.5.3'],
      codes: ['sway', 'UD/sway-cards', 'UD/sway-match', 'UD/swayed', 'UD/no-crown'],
    },
    {
      id: 'ud-evening',
      title: 'Underground Duchy: Evening (return cards, craft, draw)',
      text: [
        'Bird cards revealed this turn are discarded; the other revealed cards go back to the hand. The Duchy crafts with its citadels and markets, each once. It draws one card plus one per market on the map, then discards down to five.',
      ],
      cites: ['12.6'],
    },
  ],
  terms: [
    { term: 'Burrow', what: 'The Duchy’s own clearing under the map, next to every tunnel; always ruled by the Duchy.', section: 'ud' },
    { term: 'Tunnel', what: 'A Duchy token that links its clearing to the Burrow.', section: 'ud' },
    { term: 'Ministers', what: 'Swayed ministers each give the Duchy an action in Parliament.', section: 'ud-daylight' },
    { term: 'Sway', what: 'Duchy Daylight, last: reveal cards matched to clearings with Duchy pieces to take a minister and place a crown.', section: 'ud-sway' },
    { term: 'Price of Failure', what: 'Losing buildings (not tunnels) costs the Duchy its highest swayed minister, that crown for good, and a random card.', section: 'ud' },
    { term: 'Assembly', what: 'Duchy Daylight: up to two of Build, Recruit, Move, Battle, Dig.', section: 'ud-daylight' },
    { term: 'Parliament', what: 'Duchy Daylight: each swayed minister acts once.', section: 'ud-daylight' },
  ],
};
