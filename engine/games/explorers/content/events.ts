/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's Event cards. Seed 002
 * fixes 7 cards drawn at random when a hero steps on an Event marker (or a monster's reward
 * says so); if a card asks for something the hero does not have, nothing happens. The seed
 * says some events put monsters on runes; the rest is ours.
 */
import type { EventDef } from './schema.ts';

export const EVENTS: EventDef[] = [
  { id: 'ambush', name: 'Ambush', text: 'A monster leaps out: draw one face up onto your tile.', effect: { kind: 'ambush' } },
  { id: 'healing-spring', name: 'Healing Spring', text: 'Every standing hero on your tile regains 2 health.', effect: { kind: 'heal', n: 2 } },
  { id: 'windfall', name: 'Windfall', text: 'Gain 2 orbs.', effect: { kind: 'orbs', n: 2 } },
  { id: 'forgotten-pack', name: 'Forgotten Pack', text: 'Draw 1 Loot card.', effect: { kind: 'loot', n: 1 } },
  { id: 'foul-mist', name: 'Foul Mist', text: 'You are poisoned.', effect: { kind: 'poison' } },
  { id: 'restless-runes', name: 'Restless Runes', text: 'A monster appears face up on every rune tile that has none.', effect: { kind: 'runes' } },
  { id: 'falling-branch', name: 'Falling Branch', text: 'Every hero on your tile loses 1 health.', effect: { kind: 'damage', n: 1 } },
];
