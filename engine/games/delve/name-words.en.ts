/**
 * The English names of Delve's content, keys `delve.name.…`: characters, their ability
 * cards and items, monster kinds, the monsters' ability cards, the scenario and its rooms.
 * Each is the content's own `name` (content/, checked by tests/engine/delve/words.test.ts);
 * the engine words them into its phrases and log lines, and a client words them again in
 * the reader's language.
 */
export const delveNameWords = {
  'delve.name.numbered': '{kind} {n}',

  'delve.name.character.warden': 'Warden',
  'delve.name.character.ranger': 'Ranger',
  'delve.name.character.mender': 'Mender',
  'delve.name.character.shade': 'Shade',

  'delve.name.item.potion': 'Healing Potion',
  'delve.name.item.boots': 'Swift Boots',
  'delve.name.item.whetstone': 'Whetstone',
  'delve.name.item.charm': 'Iron Charm',

  'delve.name.card.warden-bash': 'Shield Bash',
  'delve.name.card.warden-line': 'Hold the Line',
  'delve.name.card.warden-crush': 'Crushing Blow',
  'delve.name.card.warden-stance': 'Guardian Stance',
  'delve.name.card.warden-sweep': 'Sweeping Strike',
  'delve.name.card.warden-roar': 'Taunting Roar',
  'delve.name.card.warden-will': 'Iron Will',
  'delve.name.card.warden-charge': 'Charge',
  'delve.name.card.warden-wind': 'Second Wind',
  'delve.name.card.warden-guard': 'Stand Guard',
  'delve.name.card.ranger-quick': 'Quick Shot',
  'delve.name.card.ranger-volley': 'Volley',
  'delve.name.card.ranger-aimed': 'Aimed Shot',
  'delve.name.card.ranger-rope': 'Rope Arrow',
  'delve.name.card.ranger-hawk': 'Hawk Eye',
  'delve.name.card.ranger-retreat': 'Fighting Retreat',
  'delve.name.card.ranger-scavenge': 'Scavenge',
  'delve.name.card.ranger-pierce': 'Piercing Bolt',
  'delve.name.card.ranger-kit': 'Field Kit',
  'delve.name.card.mender-mend': 'Mend',
  'delve.name.card.mender-burst': 'Radiant Burst',
  'delve.name.card.mender-bless': 'Blessing',
  'delve.name.card.mender-rejuv': 'Rejuvenate',
  'delve.name.card.mender-smite': 'Smite',
  'delve.name.card.mender-sanct': 'Sanctuary',
  'delve.name.card.mender-renew': 'Renewal',
  'delve.name.card.mender-light': 'Holy Light',
  'delve.name.card.mender-purify': 'Purify',
  'delve.name.card.mender-aegis': 'Aegis',
  'delve.name.card.shade-backstab': 'Backstab',
  'delve.name.card.shade-twin': 'Twin Daggers',
  'delve.name.card.shade-step': 'Shadow Step',
  'delve.name.card.shade-kill': 'Assassinate',
  'delve.name.card.shade-hook': 'Hook Chain',
  'delve.name.card.shade-evade': 'Evasion',
  'delve.name.card.shade-poison': 'Poisoned Edge',
  'delve.name.card.shade-flurry': 'Flurry',
  'delve.name.card.shade-cheat': 'Cheat Death',

  'delve.name.monster.rat': 'Cave Rat',
  'delve.name.monster.archer': 'Bone Archer',
  'delve.name.monster.brute': 'Cave Brute',
  'delve.name.monster.knight': 'Gloom Knight',

  'delve.name.monsterCard.scurry': 'Scurry',
  'delve.name.monsterCard.lunge': 'Lunge',
  'delve.name.monsterCard.strike': 'Strike',
  'delve.name.monsterCard.brace': 'Brace',
  'delve.name.monsterCard.maul': 'Maul',
  'delve.name.monsterCard.rally': 'Rally',
  'delve.name.monsterCard.frenzy': 'Frenzy',
  'delve.name.monsterCard.hold': 'Hold Ground',

  'delve.name.scenario.sunken-hall': 'The Sunken Hall',
  'delve.name.room.0': 'the Entrance',
  'delve.name.room.1': 'the Crypt',
  'delve.name.room.2': 'the Throne Room',
} as const;
