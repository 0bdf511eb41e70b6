/**
 * The Clergy's log lines as the client words them again (LogPolicy): the flowers drawn
 * from the blind bag, placed, or sent back, and the reasons the Clergy give for placing
 * warriors and discarding. The rule steps log with these same functions, in English.
 */
import type { LogEntry } from '../../../../core/types.ts';
import { foreignText } from '../foreign-log.ts';
import type { Say } from '../../../../core/words.ts';
import { clergyLogWords } from './log-words.en.ts';
import { clergyPromptWords } from './prompt-words.en.ts';
import type { LogNames, LogPolicy } from '../../faction.ts';
import { rootSay, suitWords } from '../../log-words.ts';
import { CLERGY_IDENTITY } from './data.ts';

const CLERGY_ID = CLERGY_IDENTITY.id;

/** Why the Clergy draw a flower: every reason there is (its place in the list is the line's `w`). */
export const FLOWER_WHY = ['Pollinate', 'Bloom', 'setup'] as const;
export type FlowerWhy = (typeof FLOWER_WHY)[number];

export function flowerDrawWords(suit: string, why: string, bag: number, say: Say = rootSay): string {
  return say('root.log.clergy.flower.draw', { suit: suitWords(suit, say), why, bag });
}

export function flowerPlaceWords(suit: string, where: string, say: Say = rootSay): string {
  return say('root.log.clergy.flower.place', { suit: suitWords(suit, say), where });
}

export function flowerBackWords(suit: string, say: Say = rootSay): string {
  return say('root.log.clergy.flower.back', { suit: suitWords(suit, say) });
}

/** The blind bag was empty: no flower drawn, for `why`. */
export function noFlowerWords(why: string, say: Say = rootSay): string {
  return say('root.log.clergy.flower.none', { why });
}

/** The Clergy's Daylight actions (HCC.5.1), as a log line's data names them. */
export const ACTS = ['mission', 'crusade', 'swarm', 'replant'] as const;
export type Act = (typeof ACTS)[number];

/** An action taken, `left` of the three still to take. */
export function actionWords(act: Act, left: number, say: Say = rootSay): string {
  return say('root.log.clergy.action', { act, left });
}

/** Replant (HCC.5.1.IV): a `suit` flower from the bag for the `flower` one in `where`. */
export function replantWords(suit: string, flower: string, where: string, say: Say = rootSay): string {
  return say('root.log.clergy.replant', { suit: suitWords(suit, say), flower: suitWords(flower, say), where });
}

/** Score (HCC.5.2.I): a `flower` flower offered at a cathedral in `where`. */
export function offerWords(flower: string, where: string, say: Say = rootSay): string {
  return say('root.log.clergy.offer', { flower: suitWords(flower, say), where });
}

/** Build (HCC.5.2.II): `cost` flowers for a cathedral in `where`; `bee` when its space shows a bee. */
export function buildWords(cost: number, where: string, bee: boolean, say: Say = rootSay): string {
  return say('root.log.clergy.build', { cost, where, bee: bee ? 'yes' : 'no' });
}

/** Setup (HCC.3.2): the starting cathedral in `where`. */
export function startWords(where: string, say: Say = rootSay): string {
  return say('root.log.clergy.start', { where });
}

/** Divine Intervention (HCC.4.1) with no clearing to place in. */
export function noInterventionWords(say: Say = rootSay): string {
  return say('root.log.clergy.no-intervention');
}

/** Why an enemy's Penitence changed: Poke the Hive, Sacrilege, or Repent. */
export type PenitenceWhy = 'poke' | 'sacrilege' | 'repent';

/** An enemy (`Who`) now Penitent or Heretic, and why. */
export function penitenceWords(Who: string, marker: 'penitent' | 'heretic', why: PenitenceWhy, say: Say = rootSay): string {
  return say('root.log.clergy.penitence', { Who, marker, why });
}

/** A Heretic (`Who`) that does not repent: it has no cards, or declined. */
export function noRepentWords(Who: string, how: 'no-cards' | 'declined', say: Say = rootSay): string {
  return say(`root.log.clergy.repent.${how}`, { Who });
}

/** Indulgence (HCC.4.2): a Penitent faction draws a card. */
export function indulgenceWords(say: Say = rootSay): string {
  return say('root.log.clergy.indulgence');
}

/** The Clergy's lines logged at an enemy's seat (their data names the Clergy, `f`). */
function atEnemy(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  const Who = names.Who(entry.seat);
  if (!d || !Who) return undefined;
  switch (entry.kind) {
    case 'penitence':
      return (d.marker === 'penitent' || d.marker === 'heretic') && (d.why === 'poke' || d.why === 'sacrilege' || d.why === 'repent')
        ? penitenceWords(Who, d.marker, d.why, say) : undefined;
    case 'repent': return d.how === 'no-cards' || d.how === 'declined' ? noRepentWords(Who, d.how, say) : undefined;
    case 'indulgence': return indulgenceWords(say);
    default: return undefined;
  }
}

const int = (x: unknown): x is number => Number.isInteger(x);
const str = (x: unknown): x is string => typeof x === 'string';

/** The Clergy's lines other than flowers drawn and placed, from their data; undefined where it does not name what they need. */
function other(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (!d) return undefined;
  if (d.f === CLERGY_ID) return atEnemy(entry, names, say);
  switch (entry.kind) {
    case 'action': return ACTS.includes(d.act as Act) && int(d.left) ? actionWords(d.act as Act, d.left, say) : undefined;
    case 'replant': {
      const where = names.where(d.at);
      return where && str(d.suit) && str(d.flower) ? replantWords(d.suit, d.flower, where, say) : undefined;
    }
    case 'offer': {
      const where = names.where(d.at);
      return where && str(d.flower) ? offerWords(d.flower, where, say) : undefined;
    }
    case 'build': {
      const where = names.where(d.clearing);
      if (!where) return undefined;
      if (d.start === 1) return startWords(where, say);
      return int(d.cost) ? buildWords(d.cost, where, d.bee === 1, say) : undefined;
    }
    case 'place': return d.none === 1 ? noInterventionWords(say) : undefined;
    case 'flower': {
      const why = typeof d.w === 'number' ? FLOWER_WHY[d.w] : undefined;
      return d.empty === 1 && why !== undefined ? noFlowerWords(why, say) : undefined;
    }
    default: return undefined;
  }
}

function ownText(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  const d = entry.data;
  if (entry.kind !== 'flower' || typeof d?.suit !== 'string') return other(entry, names, say);
  if (d.back === 1) return flowerBackWords(d.suit, say);
  if (d.at !== undefined) {
    const where = names.where(d.at);
    return where ? flowerPlaceWords(d.suit, where, say) : undefined;
  }
  const why = typeof d.w === 'number' ? FLOWER_WHY[d.w] : undefined;
  return why !== undefined && Number.isInteger(d.bag) ? flowerDrawWords(d.suit, why, d.bag as number, say) : undefined;
}

/** Its own lines, then those other factions log at its seat. */
function text(entry: LogEntry, names: LogNames, say: Say): string | undefined {
  return ownText(entry, names, say) ?? foreignText('clergy', entry, names, say);
}

export const clergyLog: LogPolicy = {
  words: { ...clergyLogWords, ...clergyPromptWords },
  reasons: {
    place: ['swarm', 'poke', 'with-it', 'per-suit', 'intervention'].map((w) => ({ id: `root.log.clergy.why.${w}` })),
    discard: ['swarm-card', 'bloom-card'].map((w) => ({ id: `root.log.clergy.why.${w}` })),
  },
  text,
};
