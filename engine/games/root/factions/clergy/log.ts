/**
 * The Clergy's log lines as the client words them again (LogPolicy): the flowers drawn
 * from the blind bag, placed, or sent back, and the reasons the Clergy give for placing
 * warriors and discarding. The rule steps log with these same functions, in English.
 */
import type { LogEntry } from '../../../../core/types.ts';
import type { Say } from '../../../../core/words.ts';
import { clergyLogWords } from './log-words.en.ts';
import { clergyPromptWords } from './prompt-words.en.ts';
import type { LogNames, LogPolicy } from '../../faction.ts';
import { rootSay, suitWords } from '../../log-words.ts';

/** Why the Clergy draw a flower: every reason there is (its place in the list is the line's `w`). */
export const FLOWER_WHY = ['Pollinate', 'Bloom', 'setup'] as const;
export type FlowerWhy = (typeof FLOWER_WHY)[number];

export function flowerDrawWords(suit: string, why: string, bag: number, say: Say = rootSay): string {
  return say('root.log.clergy.flower.draw', { suit: suitWords(suit, say), why, bag });
}

export function flowerPlaceWords(suit: string, where: string, say: Say = rootSay): string {
  return say('root.log.clergy.flower.place', { suit: suitWords(suit, say), where });
}

export function flowerBackWords(suit: string, say: Say = rootSay): string {
  return say('root.log.clergy.flower.back', { suit: suitWords(suit, say) });
}

function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (entry.kind !== 'flower' || typeof d?.suit !== 'string') return undefined;
  if (d.back === 1) return flowerBackWords(d.suit, say);
  if (d.at !== undefined) {
    const where = names.where(d.at);
    return where ? flowerPlaceWords(d.suit, where, say) : undefined;
  }
  const why = typeof d.w === 'number' ? FLOWER_WHY[d.w] : undefined;
  return why !== undefined && Number.isInteger(d.bag) ? flowerDrawWords(d.suit, why, d.bag as number, say) : undefined;
}

export const clergyLog: LogPolicy = {
  words: { ...clergyLogWords, ...clergyPromptWords },
  reasons: {
    place: ['swarm', 'poke', 'with-it', 'per-suit', 'intervention'].map((w) => ({ id: `root.log.clergy.why.${w}` })),
    discard: ['swarm-card', 'bloom-card'].map((w) => ({ id: `root.log.clergy.why.${w}` })),
  },
  text,
};
