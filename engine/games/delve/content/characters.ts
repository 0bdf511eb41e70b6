/**
 * The four characters of Delve and their items. Stand-in content: the seed (003) describes
 * only the ability-card cycle, so the characters, their cards (initiative, top and bottom
 * actions, lost symbols, round and persistent bonuses) and their items are authored here.
 */
import type { CharacterDef, ItemDef } from './schema.ts';

export const ITEMS: ItemDef[] = [
  { id: 'potion', name: 'Healing Potion', effect: { k: 'heal', n: 3 } },
  { id: 'boots', name: 'Swift Boots', effect: { k: 'move', n: 2 } },
  { id: 'whetstone', name: 'Whetstone', effect: { k: 'sharpen', n: 2 } },
  { id: 'charm', name: 'Iron Charm', effect: { k: 'shield', n: 1 } },
];

export const CHARACTERS: CharacterDef[] = [
  {
    id: 'warden', name: 'Warden', role: 'armoured guard: shields, pushes, holds the line', health: 12,
    items: ['charm', 'potion'], standIn: true,
    cards: [
      { id: 'warden-bash', name: 'Shield Bash', initiative: 15, top: { effects: [{ k: 'attack', n: 3, range: 1, push: 1 }] }, bottom: { effects: [{ k: 'shield', n: 1 }] } },
      { id: 'warden-line', name: 'Hold the Line', initiative: 11, top: { effects: [{ k: 'shield', n: 2 }, { k: 'retaliate', n: 1 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'warden-crush', name: 'Crushing Blow', initiative: 62, top: { effects: [{ k: 'attack', n: 5, range: 1 }], lost: true }, bottom: { effects: [{ k: 'move', n: 2 }, { k: 'loot', n: 1 }] } },
      { id: 'warden-stance', name: 'Guardian Stance', initiative: 23, top: { effects: [{ k: 'ward', n: 1, uses: 4 }], lost: true }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'warden-sweep', name: 'Sweeping Strike', initiative: 41, top: { effects: [{ k: 'attack', n: 2, range: 1, targets: 2 }] }, bottom: { effects: [{ k: 'heal', n: 2, range: 0 }] } },
      { id: 'warden-roar', name: 'Taunting Roar', initiative: 8, top: { effects: [{ k: 'attack', n: 2, range: 2, pull: 1 }] }, bottom: { effects: [{ k: 'move', n: 4 }], lost: true } },
      { id: 'warden-will', name: 'Iron Will', initiative: 72, top: { effects: [{ k: 'heal', n: 4, range: 0 }], lost: true }, bottom: { effects: [{ k: 'move', n: 2 }, { k: 'shield', n: 1 }] } },
      { id: 'warden-charge', name: 'Charge', initiative: 30, top: { effects: [{ k: 'move', n: 3 }, { k: 'attack', n: 2, range: 1 }] }, bottom: { effects: [{ k: 'attack', n: 2, range: 1 }] } },
      { id: 'warden-wind', name: 'Second Wind', initiative: 86, top: { effects: [{ k: 'recover', n: 1 }], lost: true }, bottom: { effects: [{ k: 'move', n: 2 }] } },
      { id: 'warden-guard', name: 'Stand Guard', initiative: 35, top: { effects: [{ k: 'attack', n: 3, range: 1 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
    ],
  },
  {
    id: 'ranger', name: 'Ranger', role: 'archer: strikes from afar, moves quickly', health: 10,
    items: ['boots', 'whetstone'], standIn: true,
    cards: [
      { id: 'ranger-quick', name: 'Quick Shot', initiative: 12, top: { effects: [{ k: 'attack', n: 2, range: 3 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'ranger-volley', name: 'Volley', initiative: 45, top: { effects: [{ k: 'attack', n: 2, range: 3, targets: 3 }], lost: true }, bottom: { effects: [{ k: 'move', n: 2 }, { k: 'loot', n: 1 }] } },
      { id: 'ranger-aimed', name: 'Aimed Shot', initiative: 56, top: { effects: [{ k: 'attack', n: 4, range: 4 }] }, bottom: { effects: [{ k: 'move', n: 2 }] } },
      { id: 'ranger-rope', name: 'Rope Arrow', initiative: 27, top: { effects: [{ k: 'attack', n: 2, range: 3, pull: 1 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'ranger-hawk', name: 'Hawk Eye', initiative: 18, top: { effects: [{ k: 'might', n: 1, uses: 3 }] }, bottom: { effects: [{ k: 'move', n: 4 }] } },
      { id: 'ranger-retreat', name: 'Fighting Retreat', initiative: 9, top: { effects: [{ k: 'attack', n: 1, range: 2, push: 2 }] }, bottom: { effects: [{ k: 'move', n: 3, jump: true }], lost: true } },
      { id: 'ranger-scavenge', name: 'Scavenge', initiative: 66, top: { effects: [{ k: 'loot', n: 2 }] }, bottom: { effects: [{ k: 'heal', n: 2, range: 0 }] } },
      { id: 'ranger-pierce', name: 'Piercing Bolt', initiative: 34, top: { effects: [{ k: 'attack', n: 3, range: 4 }] }, bottom: { effects: [{ k: 'move', n: 2 }] } },
      { id: 'ranger-kit', name: 'Field Kit', initiative: 81, top: { effects: [{ k: 'recover', n: 1 }], lost: true }, bottom: { effects: [{ k: 'attack', n: 2, range: 2 }] } },
    ],
  },
  {
    id: 'mender', name: 'Mender', role: 'healer: mends wounds, wards allies, smites', health: 9,
    items: ['potion', 'boots'], standIn: true,
    cards: [
      { id: 'mender-mend', name: 'Mend', initiative: 20, top: { effects: [{ k: 'heal', n: 3, range: 3 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'mender-burst', name: 'Radiant Burst', initiative: 50, top: { effects: [{ k: 'attack', n: 2, range: 2, targets: 2 }] }, bottom: { effects: [{ k: 'heal', n: 1, range: 2 }] } },
      { id: 'mender-bless', name: 'Blessing', initiative: 33, top: { effects: [{ k: 'shield', n: 1 }, { k: 'heal', n: 2, range: 2 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'mender-rejuv', name: 'Rejuvenate', initiative: 76, top: { effects: [{ k: 'heal', n: 6, range: 2 }], lost: true }, bottom: { effects: [{ k: 'move', n: 2 }] } },
      { id: 'mender-smite', name: 'Smite', initiative: 40, top: { effects: [{ k: 'attack', n: 3, range: 1 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'mender-sanct', name: 'Sanctuary', initiative: 14, top: { effects: [{ k: 'shield', n: 2 }] }, bottom: { effects: [{ k: 'heal', n: 2, range: 1 }] } },
      { id: 'mender-renew', name: 'Renewal', initiative: 88, top: { effects: [{ k: 'recover', n: 2 }], lost: true }, bottom: { effects: [{ k: 'heal', n: 2, range: 0 }] } },
      { id: 'mender-light', name: 'Holy Light', initiative: 25, top: { effects: [{ k: 'attack', n: 2, range: 3 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'mender-purify', name: 'Purify', initiative: 60, top: { effects: [{ k: 'heal', n: 2, range: 3 }, { k: 'loot', n: 1 }] }, bottom: { effects: [{ k: 'attack', n: 2, range: 1 }] } },
      { id: 'mender-aegis', name: 'Aegis', initiative: 7, top: { effects: [{ k: 'ward', n: 1, uses: 3 }], lost: true }, bottom: { effects: [{ k: 'move', n: 4 }] } },
    ],
  },
  {
    id: 'shade', name: 'Shade', role: 'rogue: strikes hard and fast, then slips away', health: 10,
    items: ['whetstone', 'potion'], standIn: true,
    cards: [
      { id: 'shade-backstab', name: 'Backstab', initiative: 16, top: { effects: [{ k: 'attack', n: 4, range: 1 }] }, bottom: { effects: [{ k: 'move', n: 4 }] } },
      { id: 'shade-twin', name: 'Twin Daggers', initiative: 24, top: { effects: [{ k: 'attack', n: 2, range: 1, targets: 2 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'shade-step', name: 'Shadow Step', initiative: 5, top: { effects: [{ k: 'attack', n: 2, range: 1 }] }, bottom: { effects: [{ k: 'move', n: 4, jump: true }] } },
      { id: 'shade-kill', name: 'Assassinate', initiative: 68, top: { effects: [{ k: 'attack', n: 7, range: 1 }], lost: true }, bottom: { effects: [{ k: 'loot', n: 2 }] } },
      { id: 'shade-hook', name: 'Hook Chain', initiative: 38, top: { effects: [{ k: 'attack', n: 2, range: 2, pull: 2 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'shade-evade', name: 'Evasion', initiative: 10, top: { effects: [{ k: 'shield', n: 2 }] }, bottom: { effects: [{ k: 'move', n: 3 }] } },
      { id: 'shade-poison', name: 'Poisoned Edge', initiative: 31, top: { effects: [{ k: 'might', n: 2, uses: 2 }], lost: true }, bottom: { effects: [{ k: 'move', n: 2 }, { k: 'loot', n: 1 }] } },
      { id: 'shade-flurry', name: 'Flurry', initiative: 46, top: { effects: [{ k: 'attack', n: 1, range: 1, targets: 3 }] }, bottom: { effects: [{ k: 'attack', n: 2, range: 1 }] } },
      { id: 'shade-cheat', name: 'Cheat Death', initiative: 90, top: { effects: [{ k: 'recover', n: 1 }], lost: true }, bottom: { effects: [{ k: 'heal', n: 2, range: 0 }] } },
    ],
  },
];
