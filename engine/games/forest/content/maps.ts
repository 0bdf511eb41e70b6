/**
 * STAND-IN CONTENT authored for Woodland Table: seed 000 speaks of "your map card" and its
 * roster of direction icons but prints none. These 14 maps and their rewards are ours: a
 * map of n icons brings 2n − 3 renown when completed (longer routes, richer rewards).
 */
import type { MapDef } from './schema.ts';

export const standIn = true;

export const MAPS: MapDef[] = [
  { id: 'fox-shortcut', name: "Fox's Shortcut", needs: ['W', 'N'], reward: 1 },
  { id: 'millers-road', name: "Miller's Road", needs: ['N', 'N', 'E'], reward: 3 },
  { id: 'hermits-trail', name: "Hermit's Trail", needs: ['S', 'W', 'W'], reward: 3 },
  { id: 'charcoal-path', name: 'Charcoal Path', needs: ['E', 'E', 'S'], reward: 3 },
  { id: 'pilgrims-route', name: "Pilgrim's Route", needs: ['N', 'S', 'W'], reward: 3 },
  { id: 'shepherds-loop', name: "Shepherd's Loop", needs: ['E', 'S', 'S'], reward: 3 },
  { id: 'tinkers-road', name: "Tinker's Road", needs: ['E', 'W', 'W'], reward: 3 },
  { id: 'kings-way', name: "Old King's Way", needs: ['N', 'E', 'S', 'W'], reward: 5 },
  { id: 'smugglers-run', name: "Smugglers' Run", needs: ['N', 'E', 'E', 'W'], reward: 5 },
  { id: 'witchs-detour', name: "Witch's Detour", needs: ['N', 'N', 'W', 'W'], reward: 5 },
  { id: 'bear-hollow', name: 'Bear Hollow Path', needs: ['N', 'E', 'S', 'S'], reward: 5 },
  { id: 'twin-streams', name: 'Twin Streams', needs: ['N', 'S', 'S', 'W'], reward: 5 },
  { id: 'long-way-round', name: 'The Long Way Round', needs: ['N', 'E', 'S', 'W', 'S'], reward: 7 },
  { id: 'rangers-patrol', name: "Ranger's Patrol", needs: ['N', 'E', 'E', 'S', 'W'], reward: 7 },
];
