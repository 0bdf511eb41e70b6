/**
 * Delve's log lines worked out again from their data (GameModule.logText), in the words of
 * `say` (English by default: the very text the rule step logged, through the same
 * functions): a round's start and cleanup, victory and defeat, a character's turn, rest
 * refused or exhaustion, a monster that waits. Other lines keep their text.
 */
import { englishSay } from '../../core/english.ts';
import type { LogEntry, SeatId } from '../../core/types.ts';
import { seatName, type Say } from '../../core/words.ts';
import { characterDef, kindDef } from './content/index.ts';
import { delveLogWords } from './log-words.en.ts';

/** Delve's log lines in English: the words its rule steps log with. */
export const delveSay: Say = englishSay(delveLogWords);

/** The round lines, worded from the round alone. */
export type RoundLine = 'round' | 'cleanup' | 'victory' | 'defeat';

/** A round line (its start, cleanup, victory or defeat) in round `round`. */
export function roundLineWords(kind: RoundLine, round: number, say: Say = delveSay): string {
  return say(`delve.log.${kind}`, { round: String(round) });
}

/** "Brute (Seat 1)": a character by its id, with its seat. */
export function whoWords(char: string, seat: SeatId, say: Say = delveSay): string {
  return say('delve.log.who', { name: characterDef(char).name, seat: seatName(seat) });
}

/** A character's turn, at its initiative, or the long rest it takes instead. */
export function turnWords(char: string, seat: SeatId, initiative: number | null, say: Say = delveSay): string {
  const who = whoWords(char, seat, say);
  return initiative === null ? say('delve.log.turn.rest', { who }) : say('delve.log.turn', { who, initiative: String(initiative) });
}

/** A character exhausted, by its cards or its health. */
export function exhaustedWords(char: string, seat: SeatId, by: 'cards' | 'health', say: Say = delveSay): string {
  return say('delve.log.exhausted', { who: whoWords(char, seat, say), by });
}

/** A character that takes no short rest at cleanup. */
export function noRestWords(char: string, seat: SeatId, say: Say = delveSay): string {
  return say('delve.log.no-rest', { who: whoWords(char, seat, say) });
}

/** A monster by its kind and number ("Bone Archer 2") that can reach no one. */
export function monsterWaitWords(kind: string, n: number, say: Say = delveSay): string {
  return say('delve.log.monster-wait', { monster: kindDef(kind).name, n: String(n) });
}

const int = (x: unknown): x is number => Number.isInteger(x);
const str = (x: unknown): x is string => typeof x === 'string';
const ROUND_LINES: readonly string[] = ['round', 'cleanup', 'victory', 'defeat'];

/** A log entry of Delve worded again with `say`, or undefined where its data does not name what it needs. */
export function logTextDelve(entry: LogEntry, _view: unknown, say: Say = delveSay): string | undefined {
  const d = entry.data ?? {};
  const seat = entry.seat;
  if (ROUND_LINES.includes(entry.kind)) return int(d.round) ? roundLineWords(entry.kind as RoundLine, d.round, say) : undefined;
  switch (entry.kind) {
    case 'turn':
      if (seat === undefined || !str(d.char)) return undefined;
      if (d.rest === 1) return turnWords(d.char, seat, null, say);
      return int(d.initiative) ? turnWords(d.char, seat, d.initiative, say) : undefined;
    case 'exhausted': return seat !== undefined && str(d.char) && (d.by === 'cards' || d.by === 'health') ? exhaustedWords(d.char, seat, d.by, say) : undefined;
    case 'no-rest': return seat !== undefined && str(d.char) ? noRestWords(d.char, seat, say) : undefined;
    case 'monster-wait': return str(d.kind) && int(d.n) ? monsterWaitWords(d.kind, d.n, say) : undefined;
    default: return undefined;
  }
}
