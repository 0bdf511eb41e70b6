/**
 * The Legion's log lines as the client words them again (LogPolicy): a piece captured
 * into Spoils, Spoils of War scored, and the reasons the Legion give for drawing, placing
 * warriors and discarding. The rule steps log with these same functions, in English.
 */
import type { LogEntry } from '../../../../core/types.ts';
import { foreignText } from '../foreign-log.ts';
import type { Say } from '../../../../core/words.ts';
import { legionLogWords } from './log-words.en.ts';
import { legionPromptWords } from './prompt-words.en.ts';
import type { LogNames, LogPolicy, LogReason, RemovedPiece } from '../../faction.ts';
import { cardWords, pieceFromData, pieceWords, reasonWords, rootSay, suitWords } from '../../log-words.ts';

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

/** Spoils returned to their owners' supplies (QL.6.3). */
export function returnSpoilsWords(n: number, say: Say = rootSay): string {
  return say('root.log.legion.return-spoils', { n });
}

/** Colonize (QL.5.3): `how` the colony came — founded, moved from `where` (all on the map), or scored at one standing there. */
export function colonyWords(how: 'founded' | 'moved' | 'scored', where: string, say: Say = rootSay): string {
  return say(`root.log.legion.colony.${how}`, { where });
}

/** The old campaign card discarded. */
export function campaignDiscardWords(card: string, say: Say = rootSay): string {
  return say('root.log.legion.campaign.discard', { card: cardWords(card, say) });
}

/** A campaign card played at setup (`start`) or by Change of Tactics; `suit`, its campaign suit, or null for a bird card. */
export function campaignWords(card: string, start: boolean, suit: string | null, say: Say = rootSay): string {
  return say('root.log.legion.campaign.play', { card: cardWords(card, say), how: start ? 'start' : 'tactics', suit: suit === null ? 'none' : suitWords(suit, say) });
}

/** A bird campaign kept, with its suit for this turn (QL.4.3). */
export function keepWords(suit: string, say: Say = rootSay): string {
  return say('root.log.legion.campaign.keep', { suit: suitWords(suit, say) });
}

/** Supply Drop (QL.4.2): no warrior for an icon. */
export function noDropWords(icon: string, say: Say = rootSay): string {
  return say('root.log.legion.drop.none', { icon });
}

const str = (x: unknown): x is string => typeof x === 'string';
const HOWS = ['founded', 'moved', 'scored'] as const;

/** The Legion's lines other than Spoils, from their data; undefined where it does not name what they need. */
function other(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (!d) return undefined;
  switch (entry.kind) {
    case 'colonize': {
      const where = names.where(d.at);
      return where && HOWS.includes(d.how as (typeof HOWS)[number]) ? colonyWords(d.how as (typeof HOWS)[number], where, say) : undefined;
    }
    case 'discard': return d.campaign === 1 && str(d.card) ? campaignDiscardWords(d.card, say) : undefined;
    case 'campaign':
      if (d.keep === 1) return str(d.suit) ? keepWords(d.suit, say) : undefined;
      return str(d.card) && (d.suit === null || str(d.suit)) ? campaignWords(d.card, d.start === 1, d.suit, say) : undefined;
    case 'drop': return str(d.icon) ? noDropWords(d.icon, say) : undefined;
    default: return undefined;
  }
}

function ownText(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (entry.kind === 'spoils' && d !== undefined && Number.isInteger(d.ret)) return returnSpoilsWords(d.ret as number, say);
  if (entry.kind !== 'spoils' || !d || !Number.isInteger(d.n)) return other(entry, names, say);
  const n = d.n as number;
  if (d.per !== undefined) return Number.isInteger(d.per) ? spoilsOfWarWords(n, d.per as number, d.bird === 1, say) : undefined;
  const piece = pieceFromData(d);
  const Who = names.Who(entry.seat);
  const of = names.who(d.of);
  return piece && Who && of ? captureWords(Who, piece, of, n, say) : undefined;
}

/** Its own lines, then those other factions log at its seat. */
function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  return ownText(entry, names, say) ?? foreignText('legion', entry, names, say);
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
