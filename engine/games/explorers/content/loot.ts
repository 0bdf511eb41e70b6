/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's Loot cards. Seed 002
 * fixes 23 cards (9 weapons, 14 items), the three usage kinds (permanent, turned over after
 * use, discarded after use) and a few names (Heavy Armor is permanent; the Healing Potion
 * gives 2 health, also to a knocked-down hero or any hero on your tile; the Antidote removes
 * Poison; the Mace adds a combat die; the green Staff uses the green power die). The rest
 * is ours.
 */
import type { LootDef } from './schema.ts';

export const LOOT: LootDef[] = [
  { id: 'dagger', name: 'Dagger', kind: 'weapon', use: 'permanent', effect: { kind: 'combatDice', n: 1 }, copies: 1, text: 'Roll 1 extra combat die in every battle.' },
  { id: 'mace', name: 'Mace', kind: 'weapon', use: 'permanent', effect: { kind: 'combatDice', n: 1 }, copies: 1, text: 'Roll 1 extra combat die in every battle.' },
  { id: 'spear', name: 'Hunting Spear', kind: 'weapon', use: 'permanent', effect: { kind: 'combatDice', n: 1 }, copies: 1, text: 'Roll 1 extra combat die in every battle.' },
  { id: 'battle-axe', name: 'Battle Axe', kind: 'weapon', use: 'turnOver', effect: { kind: 'combatDice', n: 2 }, copies: 1, text: 'Turn over before a battle: roll 2 extra combat dice in it.' },
  { id: 'longbow', name: 'Longbow', kind: 'weapon', use: 'turnOver', effect: { kind: 'combatBonus', n: 1 }, copies: 1, text: 'Turn over before a battle: +1 to each of your combat dice in it.' },
  { id: 'green-staff', name: 'Green Staff', kind: 'weapon', use: 'permanent', effect: { kind: 'powerDie', color: 'green' }, copies: 1, text: 'Roll the green power die in your battles.' },
  { id: 'blue-wand', name: 'Frost Wand', kind: 'weapon', use: 'permanent', effect: { kind: 'powerDie', color: 'blue' }, copies: 1, text: 'Roll the blue power die in your battles.' },
  { id: 'purple-rod', name: 'Shadow Rod', kind: 'weapon', use: 'permanent', effect: { kind: 'powerDie', color: 'purple' }, copies: 1, text: 'Roll the purple power die in your battles.' },
  { id: 'orange-torch', name: 'Ember Torch', kind: 'weapon', use: 'permanent', effect: { kind: 'powerDie', color: 'orange' }, copies: 1, text: 'Roll the orange power die in your battles.' },
  { id: 'healing-potion', name: 'Healing Potion', kind: 'item', use: 'discard', effect: { kind: 'heal', n: 2, revive: true }, copies: 2, text: 'A hero on your tile, even knocked down, regains 2 health.' },
  { id: 'antidote', name: 'Antidote', kind: 'item', use: 'discard', effect: { kind: 'cure' }, copies: 2, text: 'Remove the Poison marker of a hero on your tile.' },
  { id: 'heavy-armor', name: 'Heavy Armor', kind: 'item', use: 'permanent', effect: { kind: 'armor', n: 1 }, copies: 1, text: 'Take 1 less damage from every attack.' },
  { id: 'boots', name: 'Leather Boots', kind: 'item', use: 'turnOver', effect: { kind: 'moves', n: 1 }, copies: 1, text: 'Turn over: 1 extra move this turn.' },
  { id: 'lucky-charm', name: 'Lucky Charm', kind: 'item', use: 'turnOver', effect: { kind: 'freeReroll' }, copies: 1, text: 'Turn over in a battle: reroll one of your combat dice for free.' },
  { id: 'focus-amulet', name: 'Focus Amulet', kind: 'item', use: 'turnOver', effect: { kind: 'orbs', n: 1 }, copies: 1, text: 'Turn over: gain 1 orb.' },
  { id: 'smoke-bomb', name: 'Smoke Bomb', kind: 'item', use: 'discard', effect: { kind: 'safeRetreat' }, copies: 1, text: 'Your next retreat this turn costs no damage and no penalty.' },
  { id: 'herbal-salve', name: 'Herbal Salve', kind: 'item', use: 'turnOver', effect: { kind: 'heal', n: 1, revive: false }, copies: 1, text: 'Turn over: a hero on your tile regains 1 health.' },
  { id: 'orb-crystal', name: 'Orb Crystal', kind: 'item', use: 'discard', effect: { kind: 'orbs', n: 2 }, copies: 1, text: 'Discard: gain 2 orbs.' },
  { id: 'throwing-knives', name: 'Throwing Knives', kind: 'item', use: 'discard', effect: { kind: 'combatDice', n: 2 }, copies: 1, text: 'Discard before a battle: roll 2 extra combat dice in it.' },
  { id: 'wild-berries', name: 'Wild Berries', kind: 'item', use: 'discard', effect: { kind: 'heal', n: 1, revive: false }, copies: 1, text: 'Discard: a hero on your tile regains 1 health.' },
  { id: 'rope', name: 'Climbing Rope', kind: 'item', use: 'permanent', effect: { kind: 'thornsImmune' }, copies: 1, text: 'Thorns have no effect on you.' },
];
