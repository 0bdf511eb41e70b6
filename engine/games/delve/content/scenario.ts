/**
 * The scenario: three rooms joined by two doors, in "odd-r" offset rows (see
 * `scenarioSchema`). Stand-in content: the seed (003) has no map. The characters start on
 * the 'S' hexes of the Entrance; the Crypt and the Throne Room open when a character steps
 * onto their door. Monsters take part from the number of characters given in `from`.
 */
import type { ScenarioDef } from './schema.ts';

export const SCENARIO: ScenarioDef = {
  id: 'sunken-hall',
  name: 'The Sunken Hall',
  rows: [
    '.aa...bbbb.....',
    'Saa..bbbbb..cc.',
    'SAa..bBbbb..ccc',
    'Saa1bbbbBb2cCc.',
    'Saa..bbbbb..ccc',
    '.aa...bbbb..cc.',
  ],
  rooms: [
    { letter: 'a', name: 'the Entrance' },
    { letter: 'b', name: 'the Crypt' },
    { letter: 'c', name: 'the Throne Room' },
  ],
  spawns: [
    { kind: 'rat', at: [2, 0], from: 1 },
    { kind: 'rat', at: [2, 5], from: 3 },
    { kind: 'rat', at: [6, 1], from: 1 },
    { kind: 'archer', at: [9, 2], from: 1 },
    { kind: 'rat', at: [7, 4], from: 2 },
    { kind: 'archer', at: [8, 0], from: 3 },
    { kind: 'brute', at: [9, 4], from: 3 },
    { kind: 'knight', at: [13, 3], from: 1 },
    { kind: 'brute', at: [13, 1], from: 4 },
  ],
  chests: [[9, 5], [14, 4]],
  standIn: true,
};
