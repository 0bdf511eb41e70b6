/**
 * The Duchy's reasons for placing warriors and discarding, listed so its log lines name
 * them by their place (LogPolicy); the rule steps log with these same words, in English.
 */
import { duchyLogWords } from './log-words.en.ts';
import { duchyNameWords, duchyPromptWords } from './prompt-words.en.ts';
import type { LogPolicy, LogReason } from '../../faction.ts';
import { reasonWords } from '../../log-words.ts';
import { CITADELS } from './data.ts';

function citadels(n: number): LogReason {
  return { id: 'root.log.duchy.why.citadels', values: { n } };
}

/** Recruiting at the Burrow by the citadels track, in English. */
export function citadelsWhy(n: number): string {
  return reasonWords(citadels(n));
}

export const duchyLog: LogPolicy = {
  words: { ...duchyLogWords, ...duchyNameWords, ...duchyPromptWords },
  reasons: {
    place: [
      { id: 'root.log.duchy.why.corner' }, { id: 'root.log.duchy.why.next-to-corner' }, { id: 'root.log.duchy.why.recruit' },
      ...Array.from({ length: CITADELS + 1 }, (_, n) => citadels(n)),
    ],
    discard: [{ id: 'root.log.duchy.why.dig' }],
  },
};
