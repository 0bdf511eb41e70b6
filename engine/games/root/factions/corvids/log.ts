/**
 * The Corvids' log lines as the client words them again (LogPolicy): an exerted Evening
 * that draws nothing, and the reasons the Corvids give for placing warriors and
 * discarding. The rule steps log with these same words, in English.
 */
import type { LogEntry } from '../../../../core/types.ts';
import { foreignText } from '../foreign-log.ts';
import type { Say } from '../../../../core/words.ts';
import { corvidsLogWords } from './log-words.en.ts';
import { corvidsPromptWords } from './prompt-words.en.ts';
import type { LogNames, LogPolicy, LogReason } from '../../faction.ts';
import { cardWords, reasonWords, rootSay, suitWords } from '../../log-words.ts';

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

/** Plot (13.5.2): `cost` warriors removed from `where` for a face-down plot; its type (`plot`) only in the Corvids' own line. */
export function plottedWords(Who: string, cost: number, where: string, plot: string | undefined, say: Say = rootSay): string {
  return say('root.log.corvids.plot', { Who, cost, where, plot: plot ?? 'none' });
}

/** Trick (13.5.4): two plots, both face down (`down`) or both face up, swapped between `a` and `b`. */
export function trickWords(Who: string, down: boolean, a: string, b: string, say: Say = rootSay): string {
  return say('root.log.corvids.trick', { Who, facing: down ? 'down' : 'up', a, b });
}

/** Exert (13.6.1): one more action, no cards this Evening. */
export function exertWords(Who: string, say: Say = rootSay): string {
  return say('root.log.corvids.exert', { Who });
}

/** Flip Plots (13.4.2): the plot in `where` turned face up. */
export function flipWords(Who: string, where: string, plot: string, say: Say = rootSay): string {
  return say('root.log.corvids.flip', { Who, where, plot });
}

/** A bomb (13.7.1) or a raid (13.7.4) in `where` going off. */
export function goesOffWords(plot: 'bomb' | 'raid', where: string, say: Say = rootSay): string {
  return say(`root.log.corvids.${plot}`, { where });
}

/** Recruit (13.4.3) with no clearing of `suit` to take a warrior. */
export function noRecruitWords(suit: string, say: Say = rootSay): string {
  return say('root.log.corvids.no-recruit', { suit: suitWords(suit, say) });
}

/** Extortion (13.7.3): `Who`, an enemy there, has no card to take. */
export function noExtortionWords(Who: string, where: string, say: Say = rootSay): string {
  return say('root.log.corvids.no-extortion', { Who, where });
}

/**
 * Exposure (13.2.4), logged at the guessing enemy's seat (`Who`): a wrong guess (`card`
 * undefined, `right` false), or a right one; the card kept is named only to the two of them.
 */
export function exposureWords(Who: string, corvids: string, where: string, plot: string, right: boolean, card: string | undefined, say: Say = rootSay): string {
  const how = !right ? 'no' : card === undefined ? 'yes' : 'keep';
  return say('root.log.corvids.exposure', { Who, corvids, where, plot, right: how, card: card === undefined ? '' : cardWords(card, say) });
}

const int = (x: unknown): x is number => Number.isInteger(x);
const str = (x: unknown): x is string => typeof x === 'string';

function ownText(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  const Who = names.Who(entry.seat);
  if (!d || !Who) return undefined;
  switch (entry.kind) {
    case 'exposure': {
      const corvids = names.who(d.of);
      const where = names.where(d.clearing);
      const keep = d.keep === undefined || str(d.keep) ? d.keep : null;
      return corvids && where && str(d.guess) && typeof d.right === 'boolean' && keep !== null ? exposureWords(Who, corvids, where, d.guess, d.right, keep, say) : undefined;
    }
    case 'draw': return d.ex === 1 ? exertedWords(Who, say) : undefined;
    case 'exert': return d.exert === 1 ? exertWords(Who, say) : undefined;
    case 'plot': {
      const where = names.where(d.clearing);
      return where && int(d.cost) && (d.plot === undefined || str(d.plot)) ? plottedWords(Who, d.cost, where, d.plot, say) : undefined;
    }
    case 'trick': {
      const a = names.where(d.a);
      const b = names.where(d.b);
      return a && b ? trickWords(Who, d.down === 1, a, b, say) : undefined;
    }
    case 'flip': {
      const where = names.where(d.clearing);
      return where && str(d.plot) ? flipWords(Who, where, d.plot, say) : undefined;
    }
    case 'bomb':
    case 'raid': {
      const where = names.where(d.clearing);
      return where ? goesOffWords(entry.kind, where, say) : undefined;
    }
    case 'place': return str(d.none) ? noRecruitWords(d.none, say) : undefined;
    case 'extortion': {
      const enemy = names.Who(d.of);
      const where = names.where(d.clearing);
      return enemy && where ? noExtortionWords(enemy, where, say) : undefined;
    }
    default: return undefined;
  }
}

/** Its own lines, then those other factions log at its seat. */
function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  return ownText(entry, names, say) ?? foreignText('corvids', entry, names, say);
}

export const corvidsLog: LogPolicy = {
  words: { ...corvidsLogWords, ...corvidsPromptWords },
  reasons: {
    place: ['scatter', 'raid', 'recruit'].map((w) => ({ id: `root.log.corvids.why.${w}` })),
    discard: (['fox', 'rabbit', 'mouse'] as const).map(recruitCard),
  },
  text,
};
