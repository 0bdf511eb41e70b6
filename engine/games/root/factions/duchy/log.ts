/**
 * The Duchy's reasons for placing warriors and discarding, listed so its log lines name
 * them by their place (LogPolicy); the rule steps log with these same words, in English.
 */
import { duchyLogWords } from './log-words.en.ts';
import { duchyNameWords, duchyPromptWords } from './prompt-words.en.ts';
import type { LogEntry } from '../../../../core/types.ts';
import { foreignText } from '../foreign-log.ts';
import type { Say } from '../../../../core/words.ts';
import type { LogNames, LogPolicy, LogReason } from '../../faction.ts';
import { cardWords, reasonWords, rootSay } from '../../log-words.ts';
import { CITADELS, MINISTER_IDS, ministerDef, type MinisterId } from './data.ts';

function citadels(n: number): LogReason {
  return { id: 'root.log.duchy.why.citadels', values: { n } };
}

/** Recruiting at the Burrow by the citadels track, in English. */
export function citadelsWhy(n: number): string {
  return reasonWords(citadels(n));
}

/** A tunnel placed at setup, taken off the map first (all three were out), or dug, in `where`. */
export function tunnelWords(how: 'placed' | 'moved' | 'dug', where: string, say: Say = rootSay): string {
  return say(`root.log.duchy.tunnel.${how}`, { where });
}

/** The Assembly actions (12.5.1), as a log line's data names them. */
export const ACTS = ['build', 'recruit', 'move', 'battle', 'dig'] as const;
export type Act = (typeof ACTS)[number];

/** An Assembly action taken, `left` still to take. */
export function actionWords(act: Act, left: number, say: Say = rootSay): string {
  return say('root.log.duchy.action', { act, left });
}

/** A minister by name. */
function named(id: MinisterId, say: Say): string {
  return say(`root.duchy.minister.${id}`);
}

/** A minister's rank in words. */
function rank(id: MinisterId, say: Say): string {
  return say(`root.duchy.rank.${ministerDef(id).rank}`);
}

/** The minister acting: "the Captain", "the Mayor as the Captain". */
function byWords(minister: MinisterId, as: MinisterId, say: Say): string {
  return say('root.duchy.by', { mayor: minister === as ? 'no' : 'yes', as: named(as, say) });
}

/** Parliament (12.5.2): the action of `minister`, the Mayor's as `as`. */
export function ministerWords(minister: MinisterId, as: MinisterId, say: Say = rootSay): string {
  return say('root.log.duchy.minister', { by: byWords(minister, as, say) });
}

/** Why a card is revealed: to Build in a clearing, for a minister's action (the Foremole's), or to sway a minister. */
export type RevealCause = { build: number } | { minister: MinisterId; as: MinisterId } | { sway: MinisterId };

/** A card revealed (12.5.1.I, 12.5.2.I, 12.5.3.II); `where`, the clearing of a Build in words. */
export function revealWords(card: string, cause: RevealCause, where: string | undefined, say: Say = rootSay): string {
  const c = cardWords(card, say);
  if ('sway' in cause) return say('root.log.duchy.reveal.sway', { card: c, minister: named(cause.sway, say) });
  if ('minister' in cause) return say('root.log.duchy.reveal.minister', { card: c, by: byWords(cause.minister, cause.as, say) });
  return say('root.log.duchy.reveal.build', { card: c, where: where ?? '' });
}

/** A citadel or market placed in `where`, by Build or by a minister (`by`, the Foremole's action). */
export function buildingWords(building: string, where: string, by: { minister: MinisterId; as: MinisterId } | undefined, say: Say = rootSay): string {
  if (by === undefined) return say('root.log.duchy.build', { building, where });
  return say('root.log.duchy.build.minister', { building, where, by: byWords(by.minister, by.as, say) });
}

/** The Price of Failure (12.2.3): `who` discarded a random card of their `n`. */
export function priceDiscardWords(who: string, n: number, card: string, say: Say = rootSay): string {
  return say('root.log.duchy.price.discard', { who, n, card: cardWords(card, say) });
}

/** Sway (12.5.3): a crown placed on `minister`. */
export function swayWords(minister: MinisterId, say: Say = rootSay): string {
  return say('root.log.duchy.sway', { minister: named(minister, say), rank: rank(minister, say) });
}

/** The Price of Failure (12.2.3): owed (`Who` lost a building), a minister returned, none to return, or no card to discard. */
export function priceWords(how: 'owed' | 'none' | 'no-card', who: string, say?: Say): string;
export function priceWords(how: 'returned', who: string, say: Say | undefined, minister: MinisterId): string;
export function priceWords(how: 'owed' | 'returned' | 'none' | 'no-card', who: string, say: Say = rootSay, minister?: MinisterId): string {
  if (how === 'returned' && minister !== undefined) return say('root.log.duchy.price.returned', { who, minister: named(minister, say), rank: rank(minister, say) });
  return say(`root.log.duchy.price.${how}`, how === 'none' ? { who } : { Who: who });
}

/** Evening (12.6.1): revealed bird cards discarded, the others taken back into the hand. */
export function returnWords(discarded: readonly string[], returned: readonly string[], say: Say = rootSay): string {
  const list = (keys: readonly string[]) => keys.map((k) => cardWords(k, say)).join(', ');
  return say('root.log.duchy.return', {
    discarded: discarded.length, birds: list(discarded), returned: returned.length, back: list(returned),
    both: discarded.length > 0 && returned.length > 0 ? 'yes' : 'no',
  });
}

const int = (x: unknown): x is number => Number.isInteger(x);
const minister = (x: unknown): x is MinisterId => (MINISTER_IDS as readonly unknown[]).includes(x);
const keys = (x: unknown): x is string[] => Array.isArray(x) && x.every((k) => typeof k === 'string');

function ownText(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (!d) return undefined;
  switch (entry.kind) {
    case 'tunnel': {
      const where = names.where(d.at);
      return where && (d.how === 'placed' || d.how === 'moved' || d.how === 'dug') ? tunnelWords(d.how, where, say) : undefined;
    }
    case 'action': return ACTS.includes(d.act as Act) && int(d.left) ? actionWords(d.act as Act, d.left, say) : undefined;
    case 'minister': return minister(d.minister) && minister(d.as) ? ministerWords(d.minister, d.as, say) : undefined;
    case 'sway': return minister(d.minister) ? swayWords(d.minister, say) : undefined;
    case 'price': {
      const who = (d.how === 'none' || d.how === 'returned' ? names.who : names.Who)(entry.seat);
      if (!who) return undefined;
      if (d.how === 'returned') return minister(d.minister) ? priceWords('returned', who, say, d.minister) : undefined;
      return d.how === 'owed' || d.how === 'none' || d.how === 'no-card' ? priceWords(d.how, who, say) : undefined;
    }
    case 'discard': {
      const who = names.who(entry.seat);
      return d.price === 1 && who && int(d.n) && typeof d.card === 'string' ? priceDiscardWords(who, d.n, d.card, say) : undefined;
    }
    case 'return': return keys(d.discarded) && keys(d.returned) ? returnWords(d.discarded, d.returned, say) : undefined;
    case 'reveal': {
      if (typeof d.card !== 'string') return undefined;
      if (minister(d.sway)) return revealWords(d.card, { sway: d.sway }, undefined, say);
      if (minister(d.minister) && minister(d.as)) return revealWords(d.card, { minister: d.minister, as: d.as }, undefined, say);
      const where = int(d.build) ? names.where(d.build) : undefined;
      return where ? revealWords(d.card, { build: d.build as number }, where, say) : undefined;
    }
    case 'build': {
      const where = names.where(d.clearing);
      if (!where || typeof d.building !== 'string') return undefined;
      if (d.minister === undefined) return buildingWords(d.building, where, undefined, say);
      return minister(d.minister) && minister(d.as) ? buildingWords(d.building, where, { minister: d.minister, as: d.as }, say) : undefined;
    }
    default: return undefined;
  }
}

/** Its own lines, then those other factions log at its seat. */
function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  return ownText(entry, names, say) ?? foreignText('duchy', entry, names, say);
}

export const duchyLog: LogPolicy = {
  text,
  words: { ...duchyLogWords, ...duchyNameWords, ...duchyPromptWords },
  reasons: {
    place: [
      { id: 'root.log.duchy.why.corner' }, { id: 'root.log.duchy.why.next-to-corner' }, { id: 'root.log.duchy.why.recruit' },
      ...Array.from({ length: CITADELS + 1 }, (_, n) => citadels(n)),
    ],
    discard: [{ id: 'root.log.duchy.why.dig' }],
  },
};
