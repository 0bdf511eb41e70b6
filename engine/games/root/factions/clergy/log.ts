/**
 * The Clergy's log lines as the client words them again (LogPolicy): the flowers drawn
 * from the blind bag, placed, or sent back, and the reasons the Clergy give for placing
 * warriors and discarding. The rule steps log with these same functions.
 */
import type { LogEntry } from '../../../../core/types.ts';
import { plural } from '../../describe.ts';
import type { LogNames, LogPolicy } from '../../faction.ts';

/** Why the Clergy draw a flower: every reason there is (its place in the list is the line's `w`). */
export const FLOWER_WHY = ['Pollinate', 'Bloom', 'setup'] as const;
export type FlowerWhy = (typeof FLOWER_WHY)[number];

export function flowerDrawWords(suit: string, why: string, bag: number): string {
  return `The Honeycomb Clergy drew a ${suit} flower from the blind bag (${why}); ${plural(bag, 'flower')} remain in it.`;
}

export function flowerPlaceWords(suit: string, where: string): string {
  return `The Honeycomb Clergy placed a ${suit} flower in ${where}.`;
}

export function flowerBackWords(suit: string): string {
  return `No matching clearing without a cathedral holds a Clergy warrior: the ${suit} flower goes back into the bag.`;
}

function text(entry: LogEntry, names: LogNames): string | undefined {
  const d = entry.data;
  if (entry.kind !== 'flower' || typeof d?.suit !== 'string') return undefined;
  if (d.back === 1) return flowerBackWords(d.suit);
  if (d.at !== undefined) {
    const where = names.where(d.at);
    return where ? flowerPlaceWords(d.suit, where) : undefined;
  }
  const why = typeof d.w === 'number' ? FLOWER_WHY[d.w] : undefined;
  return why !== undefined && Number.isInteger(d.bag) ? flowerDrawWords(d.suit, why, d.bag as number) : undefined;
}

export const clergyLog: LogPolicy = {
  reasons: {
    place: [
      'at their cathedral (Swarm)', 'where their cathedral stood (Poke the Hive, HCC.2.5)', 'with it', '(one per suit, HCC.3.2)',
      'by Divine Intervention (HCC.4.1): they had no warriors on the map',
    ],
    discard: ['spent for Swarm', 'spent a bird card to Bloom (HCC.4.3)'],
  },
  text,
};
