/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's Boss cards. Seed 002
 * fixes five Bosses (one per monster type), a threat track and a six-face combat-skill
 * table rolled before each boss battle. The first Boss uses the seed's example table
 * (add an enemy, immune to each colour, steal orbs); the others use every other skill kind
 * the seed lists (shield swap, damage to all, threat +1, turn over weapons, thorns, leaf
 * shield). Numbers are ours.
 */
import type { BossDef } from './schema.ts';

export const BOSSES: BossDef[] = [
  {
    id: 'bone-lord', type: 'skeleton', name: 'The Bone Lord', defense: 4, hits: 3, damage: 2,
    weak: ['blue'], resist: [], immune: [], penalty: [{ kind: 'orbs', n: 1 }], threat: 16,
    skills: [
      { kind: 'addEnemy' }, { kind: 'immune', color: 'blue' }, { kind: 'immune', color: 'green' },
      { kind: 'immune', color: 'purple' }, { kind: 'immune', color: 'orange' }, { kind: 'steal' },
    ],
  },
  {
    id: 'elder-thorn', type: 'plant', name: 'Elder Thornheart', defense: 4, hits: 3, damage: 2,
    weak: ['orange'], resist: ['green'], immune: [], penalty: [{ kind: 'thorns' }], threat: 16,
    skills: [
      { kind: 'leafShield' }, { kind: 'thorns' }, { kind: 'shield', defense: 5 },
      { kind: 'threat' }, { kind: 'leafShield' }, { kind: 'damageAll' },
    ],
  },
  {
    id: 'mushroom-monarch', type: 'mushroom', name: 'The Mushroom Monarch', defense: 4, hits: 3, damage: 2,
    weak: ['green'], resist: ['purple'], immune: [], penalty: [{ kind: 'health', n: 1 }], threat: 16,
    skills: [
      { kind: 'damageAll' }, { kind: 'addEnemy' }, { kind: 'shield', defense: 3 },
      { kind: 'threat' }, { kind: 'leafShield' }, { kind: 'shield', defense: 5 },
    ],
  },
  {
    id: 'wraith-queen', type: 'spirit', name: 'The Wraith Queen', defense: 5, hits: 2, damage: 2,
    weak: ['purple'], resist: [], immune: ['blue'], penalty: [{ kind: 'orbs', n: 2 }], threat: 16,
    skills: [
      { kind: 'steal' }, { kind: 'turnOver' }, { kind: 'shield', defense: 4 },
      { kind: 'threat' }, { kind: 'damageAll' }, { kind: 'shield', defense: 6 },
    ],
  },
  {
    id: 'serpent-mother', type: 'snake', name: 'The Serpent Mother', defense: 4, hits: 3, damage: 2,
    weak: ['blue'], resist: ['orange'], immune: [], penalty: [{ kind: 'orbs', n: 1 }], threat: 16,
    skills: [
      { kind: 'damageAll' }, { kind: 'thorns' }, { kind: 'turnOver' },
      { kind: 'addEnemy' }, { kind: 'shield', defense: 5 }, { kind: 'threat' },
    ],
  },
];
