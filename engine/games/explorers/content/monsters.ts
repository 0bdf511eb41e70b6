/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's monster markers.
 * Seed 002 fixes 20 markers, four of each type, and the profile fields (defense = lowest
 * die that hits, hits needed in one battle, damage, weakness / resistance / immunity by
 * power-die colour, reward, penalty, poison and permanent icons). The numbers are ours:
 * two lighter and two heavier markers per type. Spirits carry the permanent icon (the seed
 * keeps defeated Spirits out of the discard); Snakes carry poison.
 */
import type { MonsterDef } from './schema.ts';

export const MONSTERS: MonsterDef[] = [
  { id: 'puffcap-1', type: 'mushroom', name: 'Puffcap', defense: 3, hits: 1, damage: 1, weak: ['green'], resist: [], immune: [], reward: [{ kind: 'orbs', n: 1 }], penalty: [], poison: false, permanent: false },
  { id: 'puffcap-2', type: 'mushroom', name: 'Puffcap', defense: 3, hits: 1, damage: 1, weak: ['green'], resist: [], immune: [], reward: [{ kind: 'orbs', n: 1 }], penalty: [], poison: false, permanent: false },
  { id: 'morel-1', type: 'mushroom', name: 'Bloated Morel', defense: 4, hits: 2, damage: 2, weak: ['green'], resist: ['purple'], immune: [], reward: [{ kind: 'loot', n: 1 }], penalty: [{ kind: 'orbs', n: 1 }], poison: false, permanent: false },
  { id: 'morel-2', type: 'mushroom', name: 'Bloated Morel', defense: 4, hits: 2, damage: 2, weak: ['green'], resist: ['purple'], immune: [], reward: [{ kind: 'loot', n: 1 }], penalty: [{ kind: 'orbs', n: 1 }], poison: false, permanent: false },
  { id: 'thornvine-1', type: 'plant', name: 'Thornvine', defense: 4, hits: 1, damage: 1, weak: ['orange'], resist: ['green'], immune: [], reward: [{ kind: 'orbs', n: 1 }], penalty: [{ kind: 'thorns' }], poison: false, permanent: false },
  { id: 'thornvine-2', type: 'plant', name: 'Thornvine', defense: 4, hits: 1, damage: 1, weak: ['orange'], resist: ['green'], immune: [], reward: [{ kind: 'orbs', n: 1 }], penalty: [{ kind: 'thorns' }], poison: false, permanent: false },
  { id: 'strangler-1', type: 'plant', name: 'Strangler Root', defense: 4, hits: 2, damage: 2, weak: ['orange'], resist: ['green'], immune: [], reward: [{ kind: 'loot', n: 1 }, { kind: 'orbs', n: 1 }], penalty: [], poison: false, permanent: false },
  { id: 'strangler-2', type: 'plant', name: 'Strangler Root', defense: 4, hits: 2, damage: 2, weak: ['orange'], resist: ['green'], immune: [], reward: [{ kind: 'loot', n: 1 }, { kind: 'orbs', n: 1 }], penalty: [], poison: false, permanent: false },
  { id: 'wisp-1', type: 'spirit', name: 'Wisp', defense: 5, hits: 1, damage: 1, weak: ['purple'], resist: [], immune: ['blue'], reward: [{ kind: 'orbs', n: 2 }], penalty: [{ kind: 'orbs', n: 1 }], poison: false, permanent: true },
  { id: 'wisp-2', type: 'spirit', name: 'Wisp', defense: 5, hits: 1, damage: 1, weak: ['purple'], resist: [], immune: ['blue'], reward: [{ kind: 'orbs', n: 2 }], penalty: [{ kind: 'orbs', n: 1 }], poison: false, permanent: true },
  { id: 'shade-1', type: 'spirit', name: 'Shade', defense: 5, hits: 1, damage: 2, weak: ['purple'], resist: ['orange'], immune: ['blue'], reward: [{ kind: 'orbs', n: 2 }, { kind: 'event' }], penalty: [{ kind: 'orbs', n: 1 }], poison: false, permanent: true },
  { id: 'shade-2', type: 'spirit', name: 'Shade', defense: 5, hits: 1, damage: 2, weak: ['purple'], resist: ['orange'], immune: ['blue'], reward: [{ kind: 'orbs', n: 2 }, { kind: 'event' }], penalty: [{ kind: 'orbs', n: 1 }], poison: false, permanent: true },
  { id: 'rattler-1', type: 'skeleton', name: 'Bone Rattler', defense: 3, hits: 2, damage: 1, weak: ['blue'], resist: ['purple'], immune: [], reward: [{ kind: 'loot', n: 1 }], penalty: [], poison: false, permanent: false },
  { id: 'rattler-2', type: 'skeleton', name: 'Bone Rattler', defense: 3, hits: 2, damage: 1, weak: ['blue'], resist: ['purple'], immune: [], reward: [{ kind: 'loot', n: 1 }], penalty: [], poison: false, permanent: false },
  { id: 'knight-1', type: 'skeleton', name: 'Skeleton Knight', defense: 4, hits: 2, damage: 2, weak: ['blue'], resist: [], immune: ['green'], reward: [{ kind: 'loot', n: 1 }, { kind: 'orbs', n: 1 }], penalty: [{ kind: 'health', n: 1 }], poison: false, permanent: false },
  { id: 'knight-2', type: 'skeleton', name: 'Skeleton Knight', defense: 4, hits: 2, damage: 2, weak: ['blue'], resist: [], immune: ['green'], reward: [{ kind: 'loot', n: 1 }, { kind: 'orbs', n: 1 }], penalty: [{ kind: 'health', n: 1 }], poison: false, permanent: false },
  { id: 'adder-1', type: 'snake', name: 'Moss Adder', defense: 4, hits: 1, damage: 1, weak: ['blue'], resist: ['orange'], immune: [], reward: [{ kind: 'orbs', n: 1 }], penalty: [], poison: true, permanent: false },
  { id: 'adder-2', type: 'snake', name: 'Moss Adder', defense: 4, hits: 1, damage: 1, weak: ['blue'], resist: ['orange'], immune: [], reward: [{ kind: 'orbs', n: 1 }], penalty: [], poison: true, permanent: false },
  { id: 'viper-1', type: 'snake', name: 'Night Viper', defense: 5, hits: 1, damage: 1, weak: ['blue'], resist: [], immune: ['purple'], reward: [{ kind: 'orbs', n: 2 }, { kind: 'health', n: 1 }], penalty: [], poison: true, permanent: false },
  { id: 'viper-2', type: 'snake', name: 'Night Viper', defense: 5, hits: 1, damage: 1, weak: ['blue'], resist: [], immune: ['purple'], reward: [{ kind: 'orbs', n: 2 }, { kind: 'health', n: 1 }], penalty: [], poison: true, permanent: false },
];
