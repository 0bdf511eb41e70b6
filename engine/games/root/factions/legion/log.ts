/**
 * The Legion's log lines as the client words them again (LogPolicy): a piece captured
 * into Spoils, Spoils of War scored, and the reasons the Legion give for drawing, placing
 * warriors and discarding. The rule steps log with these same functions, in English.
 */
import type { LogEntry } from '../../../../core/types.ts';
import type { Say } from '../../../../core/words.ts';
import { legionLogWords } from './log-words.en.ts';
import { legionPromptWords } from './prompt-words.en.ts';
import type { LogNames, LogPolicy, LogReason, RemovedPiece } from '../../faction.ts';
import { pieceFromData, pieceWords, reasonWords, rootSay } from '../../log-words.ts';

const SUITS = ['fox', 'rabbit', 'mouse'] as const;
const ICONS = [...SUITS, 'any'] as const;

/** Spoils (QL.2.2): `Who` captured `piece` of `ofWho`, `spoils` pieces now in Spoils. */
export function captureWords(Who: string, piece: RemovedPiece, ofWho: string, spoils: number, say: Say = rootSay): string {
  return say('root.log.legion.capture', { Who, piece: pieceWords(piece, say), of: ofWho, n: spoils });
}

/** Spoils of War (QL.6.2): 1 VP per `per` pieces in Spoils (more on a bird campaign). */
export function spoilsOfWarWords(n: number, per: number, bird: boolean, say: Say = rootSay): string {
  return say(bird ? 'root.log.legion.spoils-of-war.bird' : 'root.log.legion.spoils-of-war', { n, per });
}

/** Supply Drop (QL.4.2): a warrior for a crafting icon (a suit or `any`). */
function drop(icon: string): LogReason {
  return { id: 'root.log.legion.why.drop', values: { icon } };
}

/** Supply Drop (QL.4.2): the card spent for the colonies of a suit. */
function dropCard(suit: string): LogReason {
  return { id: 'root.log.legion.why.drop-card', values: { suit } };
}

/** Supply Drop (QL.4.2): a warrior for a crafting icon, in English. */
export function dropWhy(icon: string): string {
  return reasonWords(drop(icon));
}

/** Supply Drop (QL.4.2): the card spent for the colonies of a suit, in English. */
export function dropCardWhy(suit: string): string {
  return reasonWords(dropCard(suit));
}

function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (entry.kind !== 'spoils' || !d || !Number.isInteger(d.n)) return undefined;
  const n = d.n as number;
  if (d.per !== undefined) return Number.isInteger(d.per) ? spoilsOfWarWords(n, d.per as number, d.bird === 1, say) : undefined;
  const piece = pieceFromData(d);
  const Who = names.Who(entry.seat);
  const of = names.who(d.of);
  return piece && Who && of ? captureWords(Who, piece, of, n, say) : undefined;
}

export const legionLog: LogPolicy = {
  words: { ...legionLogWords, ...legionPromptWords },
  reasons: {
    draw: [{ id: 'root.log.legion.why.campaign' }],
    place: [{ id: 'root.log.legion.why.setup' }, { id: 'root.log.legion.why.bootstraps' }, { id: 'root.log.legion.why.colony' }, ...ICONS.map(drop)],
    discard: SUITS.map(dropCard),
  },
  text,
};
