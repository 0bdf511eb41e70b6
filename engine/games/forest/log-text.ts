/**
 * The Forest's log lines worked out again from their data (GameModule.logText), in the
 * words of `say` (English by default: the very text the rule step logged, through the
 * same functions): a round's start, the map deck shuffled, a map complete, a traveller
 * astray or fallen, the icons a map still needs. Other lines keep their text.
 */
import { englishSay } from '../../core/english.ts';
import type { LogEntry, SeatId } from '../../core/types.ts';
import { seatName, type Say } from '../../core/words.ts';
import { forestLogWords } from './log-words.en.ts';
import type { Dir } from './state.ts';

/** The Forest's log lines in English: the words its rule steps log with. */
export const forestSay: Say = englishSay(forestLogWords);

/** Directions in a list: "north", "north and east", "north, east and south". */
export function dirsWords(dirs: readonly Dir[], say: Say = forestSay): string {
  const names = dirs.map((dir) => say('forest.log.dir', { dir }));
  if (names.length <= 1) return names[0] ?? '';
  return say('forest.log.list', { rest: names.slice(0, -1).join(', '), last: names[names.length - 1]! });
}

/** A round begins: its number of how many, and the seat that draws first. */
export function roundWords(round: number, of: number, first: SeatId, say: Say = forestSay): string {
  return say('forest.log.round', { round: String(round), of: String(of), first: seatName(first) });
}

/** The map deck ran out and the used maps are shuffled into a new one. */
export function mapsShuffledWords(say: Say = forestSay): string {
  return say('forest.log.maps');
}

/** `map`: the map card's name (content). */
export function completeWords(seat: SeatId, map: string, say: Say = forestSay): string {
  return say('forest.log.complete', { seat: seatName(seat), map });
}

/** A tableau full (`limit` cards) with the map still not complete. */
export function astrayWords(seat: SeatId, limit: number, say: Say = forestSay): string {
  return say('forest.log.astray', { seat: seatName(seat), limit: String(limit) });
}

/** The icons a seat's map still needs, by direction. */
export function missingWords(seat: SeatId, dirs: readonly Dir[], say: Say = forestSay): string {
  return say('forest.log.missing', { seat: seatName(seat), dirs: dirsWords(dirs, say) });
}

/** A traveller out of the journey, with the renown they keep. */
export function fallenWords(seat: SeatId, renown: number, say: Say = forestSay): string {
  return say('forest.log.fallen', { seat: seatName(seat), renown: String(renown) });
}

const int = (x: unknown): x is number => Number.isInteger(x);
const DIRS: readonly unknown[] = ['N', 'E', 'S', 'W'];
const isDirs = (x: unknown): x is Dir[] => Array.isArray(x) && x.every((d) => DIRS.includes(d));

/** A log entry of the Forest worded again with `say`, or undefined where its data does not name what it needs. */
export function logTextForest(entry: LogEntry, _view: unknown, say: Say = forestSay): string | undefined {
  const d = entry.data ?? {};
  const seat = entry.seat;
  switch (entry.kind) {
    case 'round': return int(d.round) && int(d.of) && int(d.first) ? roundWords(d.round, d.of, d.first, say) : undefined;
    case 'maps': return mapsShuffledWords(say);
    case 'complete': return seat !== undefined && typeof d.map === 'string' ? completeWords(seat, d.map, say) : undefined;
    case 'astray': return seat !== undefined && int(d.limit) ? astrayWords(seat, d.limit, say) : undefined;
    case 'missing': return seat !== undefined && isDirs(d.missing) ? missingWords(seat, d.missing, say) : undefined;
    case 'fallen': return seat !== undefined && int(d.renown) ? fallenWords(seat, d.renown, say) : undefined;
    default: return undefined;
  }
}
