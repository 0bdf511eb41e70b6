/**
 * STAND-IN CONTENT authored for Woodland Table: the 40 double-sided cards of the Forest
 * Deck, each as [one side, the other side] (ids in sides.ts). Seed 000 says only that the
 * cards have two sides and keep the side they were discarded with; the pairs are ours.
 * Most Ambush sides back a calm path, so a card placed in a tableau (which leaves it turned
 * over at the end of the round) can bring an Ambush back into the deck.
 */
import type { CardDef } from './schema.ts';

export const standIn = true;

export const CARDS: CardDef[] = [
  ['mossy-path', 'wolf-pack'],
  ['fern-hollow', 'hornet-nest'],
  ['stream-ford', 'briar-snare'],
  ['birch-run', 'elk-stampede'],
  ['old-oak', 'falling-branch'],
  ['badger-sett', 'east-bandits'],
  ['stone-bridge', 'troll-bridge'],
  ['ruined-gate', 'west-wolves'],
  ['deer-trail', 'will-o-wisp'],
  ['healing-spring', 'sprites'],
  ['mossy-path', 'fern-hollow'],
  ['stream-ford', 'birch-run'],
  ['old-oak', 'badger-sett'],
  ['stone-bridge', 'ruined-gate'],
  ['lookout-tree', 'thick-fog'],
  ['hunters-lodge', 'stone-ring'],
  ['pole-star', 'sunrise-ridge'],
  ['south-meadow', 'sunset-cliffs'],
  ['wayfinder-cairn', 'crossroads'],
  ['deer-trail', 'foxglove-bank'],
  ['mossy-path', 'birch-run'],
  ['fern-hollow', 'stream-ford'],
  ['old-oak', 'ruined-gate'],
  ['badger-sett', 'stone-bridge'],
  ['lantern-post', 'deer-trail'],
  ['forgotten-shrine', 'thick-fog'],
  ['mossy-path', 'hornet-nest'],
  ['fern-hollow', 'briar-snare'],
  ['stream-ford', 'wolf-pack'],
  ['birch-run', 'falling-branch'],
  ['old-oak', 'elk-stampede'],
  ['badger-sett', 'sprites'],
  ['lookout-tree', 'healing-spring'],
  ['hunters-lodge', 'wayfinder-cairn'],
  ['stone-ring', 'crossroads'],
  ['foxglove-bank', 'lantern-post'],
  ['ruined-gate', 'deer-trail'],
  ['stone-bridge', 'east-bandits'],
  ['birch-run', 'will-o-wisp'],
  ['mossy-path', 'troll-bridge'],
];
