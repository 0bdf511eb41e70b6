/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's Thorns card. Seed 002
 * fixes a six-row table read with one die when a hero enters a thorns tile, and its example
 * result 2 = immobilized for the rest of the turn. Row i is the result of a roll of i + 1.
 * The Thorns marker (result 3) is a status marker: its carrier rolls one hero die fewer on
 * their next turn; it is discarded at the end of that turn, by Bethras, or on a knock-down.
 */
import type { ThornsRow } from './schema.ts';

export const THORNS: ThornsRow[] = [
  { text: 'Scratched: lose 1 health.', effect: { kind: 'damage', n: 1 } },
  { text: 'Caught: immobilized for the rest of the turn.', effect: { kind: 'immobilize' } },
  { text: 'Entangled: take a Thorns marker.', effect: { kind: 'marker' } },
  { text: 'Torn pouch: lose 1 orb.', effect: { kind: 'loseOrbs', n: 1 } },
  { text: 'You slip through unharmed.', effect: { kind: 'none' } },
  { text: 'A glint in the briars: gain 1 orb.', effect: { kind: 'orbs', n: 1 } },
];
