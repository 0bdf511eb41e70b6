/**
 * STAND-IN CONTENT authored for Woodland Table, not the publisher's tiles. Seed 002 fixes
 * the counts (22 forest tiles, a starting tile with its own back, a Boss tile) and the icon
 * list; the shapes, icon mixes and names below are ours, chosen for a ~40-minute game:
 * 5 treasures (5 chest markers), 3 events (3 event markers), 12 monster icons (20 markers,
 * so events and bosses can still add some), 1 energy well, 2 campfires, 2 lairs, 1 vortex,
 * 1 peddler, 4 thorns, 5 runes. Mostly forks and crossroads (6 crossroads, 10 forks, 3 bends,
 * 3 straight paths) so the forest keeps open paths on a table-sized grid.
 *
 * `paths` lists the printed edges that carry a path (N, E, S, W before rotation); `icons`
 * are listed top to bottom, the order in which their effects apply.
 */
import type { TileDef } from './schema.ts';

export const START_TILE: TileDef = { id: 'start', name: 'Forest Edge', paths: 'NESW', icons: [], color: '#8fbf6a' };

export const BOSS_TILE: TileDef = { id: 'boss', name: 'Heart of the Woods', paths: 'NESW', icons: ['boss'], color: '#4a3b5c' };

export const FOREST_TILES: TileDef[] = [
  { id: 'old-oak', name: 'Old Oak Crossing', paths: 'NESW', icons: ['monster'], color: '#6a994e' },
  { id: 'bone-field', name: 'Bone Field', paths: 'NESW', icons: ['monster', 'monster'], rune: 'skeleton', color: '#8d8a6f' },
  { id: 'warm-hearth', name: 'Warm Hearth', paths: 'NESW', icons: ['campfire'], color: '#c98d4b' },
  { id: 'peddler-cart', name: "Peddler's Cart", paths: 'NESW', icons: ['peddler'], color: '#b5884f' },
  { id: 'hidden-cache', name: 'Hidden Cache', paths: 'NES', icons: ['treasure', 'monster'], color: '#7aa35a' },
  { id: 'bramble-fork', name: 'Bramble Fork', paths: 'NES', icons: ['monster', 'thorns'], color: '#5f7f3f' },
  { id: 'whisper-glade', name: 'Whispering Glade', paths: 'NES', icons: ['event'], color: '#7fb8a4' },
  { id: 'glow-spring', name: 'Glowing Spring', paths: 'NES', icons: ['well'], color: '#5fa8c9' },
  { id: 'root-hollow', name: 'Root Hollow', paths: 'NES', icons: ['lair'], rune: 'plant', color: '#54703a' },
  { id: 'robber-camp', name: "Robbers' Camp", paths: 'NES', icons: ['treasure', 'monster', 'monster'], color: '#8a6d45' },
  { id: 'stone-circle', name: 'Stone Circle', paths: 'NES', icons: ['vortex'], color: '#8b8fa6' },
  { id: 'thorn-gate', name: 'Thorn Gate', paths: 'NES', icons: ['thorns', 'treasure'], color: '#6b7d3a' },
  { id: 'snake-bend', name: 'Serpent Fork', paths: 'NES', icons: ['monster'], rune: 'snake', color: '#8fa14f' },
  { id: 'misty-bend', name: 'Misty Bend', paths: 'NE', icons: ['event', 'monster'], color: '#93a8a0' },
  { id: 'mushroom-ring', name: 'Mushroom Ring', paths: 'NE', icons: ['campfire'], rune: 'mushroom', color: '#b07a8f' },
  { id: 'badger-sett', name: 'Badger Sett', paths: 'NE', icons: ['lair'], color: '#7d6a4f' },
  { id: 'thicket', name: 'Thicket', paths: 'NESW', icons: ['thorns', 'monster'], color: '#4f6b35' },
  { id: 'fallen-log', name: 'Fallen Log', paths: 'NS', icons: ['treasure'], color: '#7f9c55' },
  { id: 'fern-path', name: 'Fern Crossing', paths: 'NESW', icons: ['event'], color: '#7cae6b' },
  { id: 'spirit-walk', name: 'Spirit Walk', paths: 'NS', icons: ['monster'], rune: 'spirit', color: '#7d9fb8' },
  { id: 'briar-lane', name: 'Briar Lane', paths: 'NS', icons: ['thorns'], color: '#6a7f45' },
  { id: 'mossy-bridge', name: 'Mossy Bridge', paths: 'NES', icons: ['treasure', 'monster'], color: '#6f9f7a' },
];
