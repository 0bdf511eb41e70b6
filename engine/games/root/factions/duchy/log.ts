/**
 * The Duchy's reasons for placing warriors and discarding, listed so its log lines name
 * them by their place (LogPolicy); the rule steps log with these same words.
 */
import { plural } from '../../describe.ts';
import type { LogPolicy } from '../../faction.ts';
import { CITADELS } from './data.ts';
import { CITADEL } from './state.ts';

/** Recruiting at the Burrow by the citadels track. */
export function citadelsWhy(citadels: number): string {
  return `by the citadels track (${plural(citadels, CITADEL)} on the map)`;
}

export const duchyLog: LogPolicy = {
  reasons: {
    place: [
      'in their starting corner (12.3.3)', 'next to their starting corner (12.3.3)', '(Recruit)',
      ...Array.from({ length: CITADELS + 1 }, (_, n) => citadelsWhy(n)),
    ],
    discard: ['spent a card to Dig'],
  },
};
