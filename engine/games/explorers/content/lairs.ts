/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's Lair cards (Lairs
 * mini-expansion, seed 002). A lair is one A card (introduction, a special rule for the
 * whole lair, the first event space) and one B card (two more event spaces, bonus,
 * penalty), each drawn at random. For each event the explorers roll a die and read the
 * outcome of its face on the current space (index = face - 1). Four of each half are ours.
 */
import type { LairADef, LairBDef } from './schema.ts';

export const LAIRS_A: LairADef[] = [
  {
    id: 'mossy-hollow', name: 'Mossy Hollow', intro: 'A soft tunnel of moss slopes under the roots.',
    rule: { kind: 'teamwork' }, ruleText: '+1 to every lair roll for each explorer beyond the first.',
    space: [{ kind: 'fail' }, { kind: 'pay', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'leap' }],
  },
  {
    id: 'fungal-grotto', name: 'Fungal Grotto', intro: 'Glowing caps light a damp cave.',
    rule: { kind: 'spores' }, ruleText: 'A lair roll of 1 poisons every explorer.',
    space: [{ kind: 'fail' }, { kind: 'hurt', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
  },
  {
    id: 'sunken-crypt', name: 'Sunken Crypt', intro: 'Stone steps lead down to cold water.',
    rule: { kind: 'orbReroll' }, ruleText: 'Once per event, spend 1 orb to roll the lair die again.',
    space: [{ kind: 'fail' }, { kind: 'fail' }, { kind: 'pay', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'leap' }],
  },
  {
    id: 'serpent-den', name: 'Serpent Den', intro: 'Dry scales rustle in the dark.',
    rule: { kind: 'harsh', n: 1 }, ruleText: 'A failure costs every explorer 1 more health.',
    space: [{ kind: 'hurt', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'leap' }],
  },
];

export const LAIRS_B: LairBDef[] = [
  {
    id: 'treasure-vault', name: 'Treasure Vault',
    spaces: [
      [{ kind: 'fail' }, { kind: 'pay', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
      [{ kind: 'fail' }, { kind: 'fail' }, { kind: 'hurt', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
    ],
    bonus: [{ kind: 'loot', n: 2 }], penalty: [{ kind: 'health', n: 2 }],
  },
  {
    id: 'orb-pool', name: 'Orb Pool',
    spaces: [
      [{ kind: 'fail' }, { kind: 'hurt', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'leap' }],
      [{ kind: 'fail' }, { kind: 'pay', n: 2 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
    ],
    bonus: [{ kind: 'orbs', n: 3 }], penalty: [{ kind: 'orbs', n: 2 }],
  },
  {
    id: 'healing-grove', name: 'Healing Grove',
    spaces: [
      [{ kind: 'fail' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
      [{ kind: 'fail' }, { kind: 'fail' }, { kind: 'pay', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
    ],
    bonus: [{ kind: 'health', n: 3 }, { kind: 'orbs', n: 1 }], penalty: [{ kind: 'health', n: 1 }, { kind: 'thorns' }],
  },
  {
    id: 'ancient-armory', name: 'Ancient Armory',
    spaces: [
      [{ kind: 'fail' }, { kind: 'fail' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }],
      [{ kind: 'hurt', n: 1 }, { kind: 'pay', n: 1 }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'pass' }, { kind: 'leap' }],
    ],
    bonus: [{ kind: 'loot', n: 1 }, { kind: 'orbs', n: 2 }], penalty: [{ kind: 'orbs', n: 1 }, { kind: 'health', n: 1 }],
  },
];
