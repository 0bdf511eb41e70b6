/**
 * The Corvids' log lines as the client words them again (LogPolicy): an exerted Evening
 * that draws nothing, and the reasons the Corvids give for placing warriors and
 * discarding. The rule steps log with these same words.
 */
import type { LogEntry } from '../../../../core/types.ts';
import type { LogNames, LogPolicy } from '../../faction.ts';

/** Exert (13.6.1): no cards drawn this Evening. */
export function exertedWords(Who: string): string {
  return `${Who} exerted and draw no cards this Evening (13.6.1).`;
}

/** Recruit (13.4.3): the card spent for the clearings of a suit. */
export function recruitCardWhy(suit: string): string {
  return `spent to recruit in ${suit} clearings`;
}

function text(entry: LogEntry, names: LogNames): string | undefined {
  if (entry.kind !== 'draw' || entry.data?.ex !== 1) return undefined;
  const Who = names.Who(entry.seat);
  return Who ? exertedWords(Who) : undefined;
}

export const corvidsLog: LogPolicy = {
  reasons: {
    place: ['(Scatter, 13.3.2)', '(Raid, 13.7.4)', '(Recruit, 13.4.3)'],
    discard: (['fox', 'rabbit', 'mouse'] as const).map(recruitCardWhy),
  },
  text,
};
