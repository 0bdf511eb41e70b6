/**
 * Delve's monsters: four kinds, and the ability deck all of them share (one card a round
 * sets their initiative and how they move and strike). Stand-in content: the seed (003)
 * describes only the players' card cycle.
 */
import type { MonsterCardDef, MonsterKindDef } from './schema.ts';

/** In this order monsters act at their initiative (then by number). */
export const MONSTER_KINDS: MonsterKindDef[] = [
  { id: 'rat', name: 'Cave Rat', health: 3, perCharacter: 0, move: 3, attack: 1, range: 1, shield: 0, color: '#8d6e63', standIn: true },
  { id: 'archer', name: 'Bone Archer', health: 3, perCharacter: 0, move: 2, attack: 2, range: 3, shield: 0, color: '#d7ccc8', standIn: true },
  { id: 'brute', name: 'Cave Brute', health: 6, perCharacter: 0, move: 1, attack: 2, range: 1, shield: 0, color: '#6d4c41', standIn: true },
  { id: 'knight', name: 'Gloom Knight', health: 5, perCharacter: 1, move: 2, attack: 3, range: 1, shield: 0, color: '#37474f', standIn: true },
];

export const MONSTER_DECK: MonsterCardDef[] = [
  { id: 'scurry', name: 'Scurry', initiative: 13, move: 1, attack: -1, range: 0, shield: 0, heal: 0, shuffle: false, standIn: true },
  { id: 'lunge', name: 'Lunge', initiative: 22, move: 1, attack: 0, range: 0, shield: 0, heal: 0, shuffle: false, standIn: true },
  { id: 'strike', name: 'Strike', initiative: 32, move: 0, attack: 0, range: 0, shield: 0, heal: 0, shuffle: false, standIn: true },
  { id: 'brace', name: 'Brace', initiative: 44, move: -1, attack: 0, range: 0, shield: 1, heal: 0, shuffle: false, standIn: true },
  { id: 'maul', name: 'Maul', initiative: 57, move: -1, attack: 1, range: 0, shield: 0, heal: 0, shuffle: false, standIn: true },
  { id: 'rally', name: 'Rally', initiative: 64, move: 0, attack: 0, range: 0, shield: 0, heal: 2, shuffle: true, standIn: true },
  { id: 'frenzy', name: 'Frenzy', initiative: 73, move: 0, attack: 1, range: 0, shield: 0, heal: 0, shuffle: true, standIn: true },
  { id: 'hold', name: 'Hold Ground', initiative: 85, move: -2, attack: 1, range: 1, shield: 0, heal: 0, shuffle: false, standIn: true },
];
