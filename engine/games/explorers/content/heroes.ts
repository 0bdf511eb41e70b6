/**
 * Heroes of seed 002. The power-die colours and the special actions on the 5 and 6 spaces
 * follow the seed (Klethor's carrying move is his 6 action, Sha'Vi's and Bethras's first
 * actions are their 5+ actions). Space capacities and every Power not printed in the seed
 * are STAND-IN CONTENT authored for Woodland Table: the seed gives Xylia's two Powers and
 * says Klethor's Power rerolls his combat dice even as an ally; the rest is ours.
 *
 * `specials[0]` is the 5+ space (a 5 or a 6 fits), `specials[1]` the 6 space.
 */
import type { HeroDef } from './schema.ts';

export const HEROES: HeroDef[] = [
  {
    id: 'xylia', name: 'Xylia', color: '#3f9e5a', powerDie: 'green',
    specials: [
      { kind: 'ignoreThorns', min: 5, capacity: 1, text: 'Thorns do not affect Xylia this turn (not her allies).' },
      { kind: 'combatPlus', min: 6, capacity: 1, text: '+1 to each of Xylia\'s combat dice this turn.' },
    ],
    powers: [
      { kind: 'extraTile', name: 'Pathfinder', text: 'Phase 1: explore 1 additional tile after the last player (once per round).' },
      { kind: 'farHelp', name: 'Far Sight', text: 'Phase 2: help an ally in combat from an adjacent, connected tile (no damage, no rewards).' },
    ],
  },
  {
    id: 'klethor', name: 'Klethor', color: '#7d3c98', powerDie: 'purple',
    specials: [
      { kind: 'armor', min: 5, capacity: 1, text: 'Klethor dons his armor: the next attack on him this turn does no damage.' },
      { kind: 'carry', min: 6, capacity: 1, text: 'Heroes on Klethor\'s tile, even knocked down, may move with him this turn.' },
    ],
    powers: [
      { kind: 'freeReroll', name: 'Battle Rhythm', text: 'Once per battle, reroll his missed combat dice for free, also as an ally.' },
      { kind: 'extraDie', name: 'Warlord', text: 'Roll 1 extra combat die in every battle, also as an ally.' },
    ],
  },
  {
    id: 'shavi', name: "Sha'Vi", color: '#2e6fd8', powerDie: 'blue',
    specials: [
      { kind: 'heal', min: 5, capacity: 1, text: 'Each standing hero on Sha\'Vi\'s tile regains 1 health; the die is then discarded.' },
      { kind: 'frost', min: 6, capacity: 1, text: 'Freeze a monster on her tile (also right after losing to it) until her next turn.' },
    ],
    powers: [
      { kind: 'frostBite', name: 'Frost Bite', text: 'The blue power die counts 1 more for Sha\'Vi against every enemy.' },
      { kind: 'cheapSummon', name: 'Deep Bond', text: 'Summoning her power die takes one hero die instead of two.' },
    ],
  },
  {
    id: 'bethras', name: 'Bethras', color: '#e67e22', powerDie: 'orange',
    specials: [
      { kind: 'cleanse', min: 5, capacity: 1, text: 'Remove a Poison or Thorns marker from a hero on his tile; the die is then discarded.' },
      { kind: 'extraDice', min: 6, capacity: 4, text: '1 extra combat die per die here in his next battle this turn (discarded after it).' },
    ],
    powers: [
      { kind: 'poisonProof', name: 'Iron Gut', text: 'Bethras is never poisoned.' },
      { kind: 'tough', name: 'Thick Hide', text: 'Bethras takes 1 less damage from every attack.' },
    ],
  },
];
