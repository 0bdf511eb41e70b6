/**
 * The Legion's log lines as the client words them again (LogPolicy): a piece captured
 * into Spoils, Spoils of War scored, and the reasons the Legion give for drawing, placing
 * warriors and discarding. The rule steps log with these same functions.
 */
import type { LogEntry } from '../../../../core/types.ts';
import { plural } from '../../describe.ts';
import type { LogNames, LogPolicy, RemovedPiece } from '../../faction.ts';
import { pieceFromData, pieceWords } from '../../log-words.ts';

const SUITS = ['fox', 'rabbit', 'mouse'] as const;
const ICONS = [...SUITS, 'any'] as const;

/** Spoils (QL.2.2): `Who` captured `piece` of `ofWho`, `spoils` pieces now in Spoils. */
export function captureWords(Who: string, piece: RemovedPiece, ofWho: string, spoils: number): string {
  return `${Who} put ${pieceWords(piece)} of ${ofWho} into their Spoils, not its supply (campaign clearing, QL.2.2); ${spoils} in Spoils.`;
}

/** Spoils of War (QL.6.2): 1 VP per `per` pieces in Spoils (more on a bird campaign). */
export function spoilsOfWarWords(n: number, per: number, bird: boolean): string {
  return `Spoils of War: ${plural(n, 'piece')} in Spoils, 1 VP per ${per}${bird ? ' (bird campaign)' : ''} (QL.6.2).`;
}

/** Supply Drop (QL.4.2): a warrior for a crafting icon. */
export function dropWhy(icon: string): string {
  return `by Supply Drop (${icon} icon, QL.4.2)`;
}

/** Supply Drop (QL.4.2): the card spent for the colonies of a suit. */
export function dropCardWhy(suit: string): string {
  return `spent for Supply Drop at their ${suit} colonies`;
}

function text(entry: LogEntry, names: LogNames): string | undefined {
  const d = entry.data;
  if (entry.kind !== 'spoils' || !d || !Number.isInteger(d.n)) return undefined;
  const n = d.n as number;
  if (d.per !== undefined) return Number.isInteger(d.per) ? spoilsOfWarWords(n, d.per as number, d.bird === 1) : undefined;
  const piece = pieceFromData(d);
  const Who = names.Who(entry.seat);
  const of = names.who(d.of);
  return piece && Who && of ? captureWords(Who, piece, of, n) : undefined;
}

export const legionLog: LogPolicy = {
  reasons: {
    draw: ['for the starting campaign (QL.3.3)'],
    place: ['at setup (QL.3.2)', 'by Bootstraps (QL.4.1): they had no pieces on the map', 'at a colony (Supply Drop, QL.4.2)', ...ICONS.map(dropWhy)],
    discard: SUITS.map(dropCardWhy),
  },
  text,
};
