/**
 * STAND-IN CONTENT authored for Woodland Table: seed 000 describes the Forest phase but
 * prints no card. Every side below — its name, icon, danger, renown, effect and Ambush — is
 * ours, tuned with the random-play simulator and the careful-player test
 * (tests/engine/forest/balance.test.ts) so that drawing deeper pays against the Ambushes.
 */
import type { SideDef } from './schema.ts';

export const standIn = true;

export const SIDES: SideDef[] = [
  // Paths: one direction icon each.
  { id: 'mossy-path', name: 'Mossy Path', icon: 'N', danger: 0, renown: 1, text: 'A soft path winding north.' },
  { id: 'fern-hollow', name: 'Fern Hollow', icon: 'E', danger: 0, renown: 1, text: 'Ferns taller than a rider, opening to the east.' },
  { id: 'stream-ford', name: 'Stream Ford', icon: 'S', danger: 0, renown: 1, text: 'Stepping stones across a cold stream.' },
  { id: 'birch-run', name: 'Birch Run', icon: 'W', danger: 0, renown: 1, text: 'White trunks in rows, leading west.' },
  { id: 'old-oak', name: 'Old Oak', icon: 'N', danger: 1, renown: 2, text: 'The oldest tree of the forest; something nests in it.' },
  { id: 'badger-sett', name: 'Badger Sett', icon: 'E', danger: 1, renown: 2, text: 'Tunnels everywhere, and their angry owner.' },
  { id: 'stone-bridge', name: 'Stone Bridge', icon: 'S', danger: 1, renown: 2, text: 'A mossy bridge older than the roads.' },
  { id: 'ruined-gate', name: 'Ruined Gate', icon: 'W', danger: 1, renown: 2, text: 'A gate without walls, still guarded.' },
  // Paths with an effect when they join a tableau.
  { id: 'lookout-tree', name: 'Lookout Tree', icon: 'N', danger: 0, renown: 0, effect: { kind: 'strategy', n: 1 }, text: 'Strategy +1 for the rest of the round.' },
  { id: 'lantern-post', name: 'Lantern Post', icon: 'E', danger: 0, renown: 0, effect: { kind: 'guard', n: 1 }, text: 'Guard +1 for the rest of the round.' },
  { id: 'wayfinder-cairn', name: "Wayfinder's Cairn", icon: 'S', danger: 0, renown: 1, effect: { kind: 'turnOver' }, text: 'Turn over another card of your tableau.' },
  { id: 'foxglove-bank', name: 'Foxglove Bank', icon: 'W', danger: 0, renown: 0, effect: { kind: 'heal', n: 1 }, text: 'Heal 1.' },
  // Wild icons: they stand for any direction the traveller chooses.
  { id: 'deer-trail', name: 'Deer Trail', icon: 'wild', danger: 1, renown: 0, text: 'It goes wherever you need it to.' },
  { id: 'crossroads', name: 'Crossroads', icon: 'wild', danger: 0, renown: 0, effect: { kind: 'newMap' }, text: 'Your map card is replaced by the next one.' },
  // No direction icon: they join and act, and never help the map.
  { id: 'hunters-lodge', name: "Hunter's Lodge", icon: null, danger: 0, renown: 0, effect: { kind: 'guard', n: 1 }, text: 'Guard +1 for the rest of the round.' },
  { id: 'healing-spring', name: 'Healing Spring', icon: null, danger: 0, renown: 0, effect: { kind: 'heal', n: 2 }, text: 'Heal 2.' },
  { id: 'thick-fog', name: 'Thick Fog', icon: null, danger: 1, renown: 1, effect: { kind: 'strategy', n: -1 }, text: 'Strategy −1 for the rest of the round.' },
  { id: 'pole-star', name: 'Pole Star Glade', icon: null, danger: 0, renown: 0, effect: { kind: 'renownPer', dir: 'N' }, text: '+1 renown per north icon here (wild icons never count).' },
  { id: 'sunrise-ridge', name: 'Sunrise Ridge', icon: null, danger: 0, renown: 0, effect: { kind: 'renownPer', dir: 'E' }, text: '+1 renown per east icon here (wild icons never count).' },
  { id: 'south-meadow', name: 'South Meadow', icon: null, danger: 0, renown: 0, effect: { kind: 'renownPer', dir: 'S' }, text: '+1 renown per south icon here (wild icons never count).' },
  { id: 'sunset-cliffs', name: 'Sunset Cliffs', icon: null, danger: 0, renown: 0, effect: { kind: 'renownPer', dir: 'W' }, text: '+1 renown per west icon here (wild icons never count).' },
  { id: 'stone-ring', name: 'Haunted Stone Ring', icon: null, danger: 2, renown: 3, text: 'Great renown for those who dare camp here.' },
  { id: 'forgotten-shrine', name: 'Forgotten Shrine', icon: null, danger: 0, renown: 2, text: 'Offerings left by travellers long gone.' },
  // Ambushes: resolved the moment the side is drawn.
  { id: 'wolf-pack', name: 'Wolf Pack', icon: 'N', danger: 2, renown: 2, ambush: { kind: 'wound', n: 2 }, text: 'Ambush: lose 2 health.' },
  { id: 'hornet-nest', name: 'Hornet Nest', icon: 'E', danger: 1, renown: 1, ambush: { kind: 'wound', n: 1 }, text: 'Ambush: lose 1 health.' },
  { id: 'falling-branch', name: 'Falling Branch', icon: 'N', danger: 1, renown: 1, ambush: { kind: 'wound', n: 1 }, text: 'Ambush: lose 1 health.' },
  { id: 'briar-snare', name: 'Briar Snare', icon: 'S', danger: 1, renown: 1, ambush: { kind: 'snare' }, text: 'Ambush: stop drawing and place a drawn card now.' },
  { id: 'east-bandits', name: 'Bandits of the East Road', icon: 'E', danger: 2, renown: 3, ambush: { kind: 'woundPer', dir: 'E' }, text: 'Ambush: lose 1 health per east icon in your tableau (wild icons never count).' },
  { id: 'west-wolves', name: 'Wolves of the West Wood', icon: 'W', danger: 2, renown: 2, ambush: { kind: 'woundPer', dir: 'W' }, text: 'Ambush: lose 1 health per west icon in your tableau (wild icons never count).' },
  { id: 'sprites', name: 'Pickpocket Sprites', icon: null, danger: 0, renown: 1, ambush: { kind: 'loseRenown', n: 2 }, text: 'Ambush: lose 2 renown.' },
  { id: 'elk-stampede', name: 'Elk Stampede', icon: 'W', danger: 1, renown: 1, ambush: { kind: 'scatter' }, text: 'Ambush: your other drawn cards are trampled into the discard.' },
  { id: 'will-o-wisp', name: "Will-o'-the-Wisp", icon: 'wild', danger: 1, renown: 1, ambush: { kind: 'lostTrail' }, text: 'Ambush: your map card is replaced by the next one.' },
  { id: 'troll-bridge', name: 'Troll Bridge', icon: 'S', danger: 3, renown: 4, ambush: { kind: 'wound', n: 1 }, text: 'Ambush: lose 1 health. A rich toll to whoever crosses.' },
];
