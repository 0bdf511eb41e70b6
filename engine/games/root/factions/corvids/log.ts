/**
 * The Corvids' log lines as the client words them again (LogPolicy): an exerted Evening
 * that draws nothing, and the reasons the Corvids give for placing warriors and
 * discarding. The rule steps log with these same words, in English.
 */
import type { LogEntry } from '../../../../core/types.ts';
import type { Say } from '../../../../core/words.ts';
import { corvidsLogWords } from './log-words.en.ts';
import { corvidsPromptWords } from './prompt-words.en.ts';
import type { LogNames, LogPolicy, LogReason } from '../../faction.ts';
import { reasonWords, rootSay } from '../../log-words.ts';

/** Exert (13.6.1): no cards drawn this Evening. */
export function exertedWords(Who: string, say: Say = rootSay): string {
  return say('root.log.corvids.exerted', { Who });
}

/** The reason, with the suit by its id (the message words it). */
function recruitCard(suit: string): LogReason {
  return { id: 'root.log.corvids.why.recruit-card', values: { suit } };
}

/** Recruit (13.4.3): the card spent for the clearings of a suit, in English. */
export function recruitCardWhy(suit: string): string {
  return reasonWords(recruitCard(suit));
}

function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  if (entry.kind !== 'draw' || entry.data?.ex !== 1) return undefined;
  const Who = names.Who(entry.seat);
  return Who ? exertedWords(Who, say) : undefined;
}

export const corvidsLog: LogPolicy = {
  words: { ...corvidsLogWords, ...corvidsPromptWords },
  reasons: {
    place: ['scatter', 'raid', 'recruit'].map((w) => ({ id: `root.log.corvids.why.${w}` })),
    discard: (['fox', 'rabbit', 'mouse'] as const).map(recruitCard),
  },
  text,
};
