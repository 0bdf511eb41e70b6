/**
 * The Forest's log lines worked out again from their data (GameModule.logText), in the
 * words of `say` (English by default: the very text the rule step logged, through the
 * same functions): a round's start, the map deck shuffled, a map complete, a traveller
 * astray or fallen, the icons a map still needs, and the lines of play (log-lines.ts).
 * A line whose data does not name what it needs keeps its text.
 */
import type { LogEntry, SeatId } from '../../core/types.ts';
import { seatName, type Say } from '../../core/words.ts';
import { CONTENT } from './content/index.ts';
import {
  ambushWords, arrangeWords, english, assignWords, campWords, completeNowWords, dirsWords, drawWords, effectWords, encounterWords, endWords,
  mapCardWords, newMapWords, placeWords, reshuffleWords, turnOverWords, type AmbushLine, type EffectLine, type EndReason,
} from './log-lines.ts';
import type { Dir, Encounter } from './state.ts';
import { forestSay } from './words.ts';

export { dirsWords };

/** A round begins: its number of how many, and the seat that draws first. */
export function roundWords(round: number, of: number, first: SeatId, say: Say = forestSay): string {
  return say('forest.log.round', { round: String(round), of: String(of), first: seatName(first) });
}

/** The map deck ran out and the used maps are shuffled into a new one. */
export function mapsShuffledWords(say: Say = forestSay): string {
  return say('forest.log.maps');
}

/** `map`: the map card's id (content). */
export function completeWords(seat: SeatId, map: string, say: Say = forestSay): string {
  return say('forest.log.complete', { seat: seatName(seat), map: say(`forest.name.map.${map}`) });
}

/** A tableau full (`limit` cards) with the map still not complete. */
export function astrayWords(seat: SeatId, limit: number, say: Say = forestSay): string {
  return say('forest.log.astray', { seat: seatName(seat), limit: String(limit) });
}

/** The icons a seat's map still needs, by direction. */
export function missingWords(seat: SeatId, dirs: readonly Dir[], say: Say = forestSay): string {
  return english(say, `missing:${seat}:${dirs.join('')}`, () => say('forest.log.missing', { seat: seatName(seat), dirs: dirsWords(dirs, say) }));
}

/** A traveller out of the journey, with the renown they keep. */
export function fallenWords(seat: SeatId, renown: number, say: Say = forestSay): string {
  return say('forest.log.fallen', { seat: seatName(seat), renown: String(renown) });
}

const int = (x: unknown): x is number => Number.isInteger(x);
const DIRS: readonly unknown[] = ['N', 'E', 'S', 'W'];
const isDir = (x: unknown): x is Dir => DIRS.includes(x);
const isDirs = (x: unknown): x is Dir[] => Array.isArray(x) && x.every(isDir);
const isSide = (x: unknown): x is string => typeof x === 'string' && Object.hasOwn(CONTENT.sides, x);
const isMap = (x: unknown): x is string => typeof x === 'string' && Object.hasOwn(CONTENT.maps, x);
const isSides = (x: unknown): x is string[] => Array.isArray(x) && x.every(isSide);
const asOf = (x: unknown): Dir | null => (isDir(x) ? x : null);
const EFFECTS: readonly unknown[] = ['strategy', 'guard', 'heal', 'renownPer', 'turnOverNone', 'turnOverAsk'];
const AMBUSHES: readonly unknown[] = ['wound', 'woundPer', 'loseRenown', 'snare', 'scatter', 'lostTrail'];
const REASONS: readonly unknown[] = ['fell', 'through', 'short', 'allFell', 'wins'];

function isEncounter(x: unknown): x is Encounter {
  if (typeof x !== 'object' || x === null) return false;
  const e = x as Record<string, unknown>;
  return ['danger', 'guard', 'wounds', 'health', 'cardRenown', 'effectRenown', 'mapRenown', 'gained'].every((k) => int(e[k])) && (e.outcome === 'complete' || e.outcome === 'astray');
}

/** An effect's or an Ambush's line, or undefined where its data is not one. */
function effectLine(d: Record<string, unknown>): EffectLine | undefined {
  if (!isSide(d.side) || !EFFECTS.includes(d.effect) || !int(d.n) || !int(d.more)) return undefined;
  return { side: d.side, effect: d.effect as EffectLine['effect'], n: d.n, more: d.more, ...(isDir(d.dir) ? { dir: d.dir } : {}) };
}

function ambushLine(d: Record<string, unknown>): AmbushLine | undefined {
  if (!isSide(d.side) || !AMBUSHES.includes(d.ambush) || !int(d.n) || !int(d.left)) return undefined;
  return { side: d.side, ambush: d.ambush as AmbushLine['ambush'], n: d.n, left: d.left, ...(isDir(d.dir) ? { dir: d.dir } : {}), ...(isSides(d.lost) ? { lost: d.lost } : {}) };
}

function endReason(d: Record<string, unknown>): EndReason | undefined {
  const winners = d.winners;
  if (!REASONS.includes(d.reason) || !Array.isArray(winners) || !winners.every(int) || !int(d.renown) || !int(d.target)) return undefined;
  return { reason: d.reason as EndReason['reason'], winners, renown: d.renown, target: d.target };
}

/** A line of play worded again, or undefined where its data does not name what it needs. */
function playText(entry: LogEntry, seat: SeatId, d: Record<string, unknown>, say: Say): string | undefined {
  switch (entry.kind) {
    case 'draw': return isSide(d.side) && int(d.drawn) && int(d.limit) ? drawWords(seat, d.side, d.drawn, d.limit, say) : undefined;
    case 'place': return isSide(d.side) && isSides(d.discardedSides) ? placeWords(seat, d.side, asOf(d.as), d.discardedSides, say) : undefined;
    case 'assign': return isSide(d.side) && isDir(d.as) && isDirs(d.missing) ? assignWords(seat, d.side, d.as, d.missing, say) : undefined;
    case 'turn-over': return isSide(d.side) && isSide(d.was) ? turnOverWords(seat, d.was, d.side, asOf(d.as), say) : undefined;
    case 'arrange': return isSide(d.side) ? arrangeWords(seat, d.side, say) : undefined;
    case 'map':
      if (isSide(d.because)) return (d.was === null || isMap(d.was)) && (d.map === null || isMap(d.map)) ? newMapWords(seat, d.because, d.was, d.map, say) : undefined;
      return isMap(d.map) ? mapCardWords(seat, d.map, say) : undefined;
    case 'effect': { const e = effectLine(d); return e ? effectWords(seat, e, say) : undefined; }
    case 'ambush': { const a = ambushLine(d); return a ? ambushWords(seat, a, say) : undefined; }
    case 'encounter': return isEncounter(d.encounter) && int(d.renown) ? encounterWords(seat, d.encounter, d.renown, say) : undefined;
    default: return undefined;
  }
}

/** A log entry of the Forest worded again with `say`, or undefined where its data does not name what it needs. */
export function logTextForest(entry: LogEntry, _view: unknown, say: Say = forestSay): string | undefined {
  const d = entry.data ?? {};
  const seat = entry.seat;
  switch (entry.kind) {
    case 'round': return int(d.round) && int(d.of) && int(d.first) ? roundWords(d.round, d.of, d.first, say) : undefined;
    case 'maps': return mapsShuffledWords(say);
    case 'reshuffle': return Array.isArray(d.cards) ? reshuffleWords(d.cards.length, say) : undefined;
    case 'camp': return int(d.round) && Array.isArray(d.cards) && int(d.standing) ? campWords(d.round, d.cards.length, d.standing > 0, say) : undefined;
    case 'end': { const r = endReason(d); return r ? endWords(r, say) : undefined; }
    case 'complete':
      if (seat === undefined) return undefined;
      return isMap(d.map) ? completeWords(seat, d.map, say) : d.map === undefined ? completeNowWords(seat, say) : undefined;
    case 'astray': return seat !== undefined && int(d.limit) ? astrayWords(seat, d.limit, say) : undefined;
    case 'missing': return seat !== undefined && isDirs(d.missing) ? missingWords(seat, d.missing, say) : undefined;
    case 'fallen': return seat !== undefined && int(d.renown) ? fallenWords(seat, d.renown, say) : undefined;
    default: return seat === undefined ? undefined : playText(entry, seat, d, say);
  }
}
