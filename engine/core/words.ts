/**
 * The words every game's log is written with, written once: a seat's name as the log
 * carries it ("Seat 2": the client shows the player's name in its place), counts of
 * things, and the event builder the games' log helpers share.
 */
import type { GameEvent, SeatId } from './types.ts';

/** "Seat 1" for seat 0 (clients show the player's name there). */
export function seatName(seat: SeatId): string {
  return `Seat ${seat + 1}`;
}

/** "1 card" / "3 cards"; `many` for an irregular plural ("dice"). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/** A public log event, with its seat and data only when given. */
export function gameEvent(kind: string, text: string, data?: Record<string, unknown>, seat?: SeatId): GameEvent {
  const e: GameEvent = { kind, text };
  if (seat !== undefined) e.seat = seat;
  if (data !== undefined) e.data = data;
  return e;
}

/** Why a seat may not take back its last action: another seat acted since. */
export function actedLastWords(seat: SeatId): string {
  return `${seatName(seat)} acted last.`;
}

/** Why a seat may not take back its last action, which its log line `text` names. */
export function cannotTakeBackWords(text: string, why: string): string {
  return `You cannot take back “${text}”: ${why}.`;
}

/**
 * Words a message of a catalogue (`id`, an ICU MessageFormat message) with its values, in
 * one reader's language. The engine words its log in English (`englishSay`,
 * engine/core/english.ts); a client passes its own, in the reader's language.
 */
export type SayValues = Readonly<Record<string, string | number | boolean | null | undefined>>;
export type Say = (id: string, values?: SayValues) => string;
