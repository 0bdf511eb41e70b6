/**
 * Lines a faction logs at another faction's seat (the Clergy's Penitence at the penitent's,
 * the Corvids' Exposure at the guesser's): their data names the faction that logged them
 * (`f`), and the seat's own log policy hands them to that faction's words here. The faction
 * lists (factions/index.ts) register every faction's log text.
 */
import type { LogEntry } from '../../../core/types.ts';
import type { Say } from '../../../core/words.ts';
import type { LogNames, LogPolicy } from '../faction.ts';

const texts = new Map<string, NonNullable<LogPolicy['text']>>();

/** Registers faction `id`'s log text. */
export function addLogText(id: string, text: LogPolicy['text']): void {
  if (text) texts.set(id, text);
}

/** A line at faction `id`'s seat that another faction logged (its data's `f`), in that faction's words; undefined otherwise. */
export function foreignText(id: string, entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const by = entry.data?.f;
  return typeof by === 'string' && by !== id ? texts.get(by)?.(entry, names, say) : undefined;
}
