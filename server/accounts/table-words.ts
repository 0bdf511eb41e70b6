/**
 * What a table looks like to someone away from it, in words: the last public log line
 * with each "Seat N" as the player's name (My tables, turn notifications). Public text
 * only — a seat's own secret wording never leaves this way.
 */
import { projectEvent, type Match } from '../../engine/core/match.ts';

/** `text` with each "Seat N" replaced by the name of whoever sat there. */
export function namedSeats(text: string, names: readonly (string | null | undefined)[]): string {
  return text.replace(/\bSeat (\d{1,2})\b/g, (whole, n: string) => names[Number(n) - 1] || whole);
}

/**
 * The newest log line everyone may read, worded with the players' names; null before any.
 * `byOtherThan`: the newest one another seat's action logged (what the others did while a
 * seat waited), null when there is none.
 */
export function lastPublicLine(match: Match, names: readonly (string | null | undefined)[], byOtherThan?: number): string | null {
  for (let i = match.log.length - 1; i >= 0; i--) {
    const event = match.log[i];
    if (!event) continue;
    if (byOtherThan !== undefined && (event.seat === undefined || event.seat === byOtherThan)) continue;
    const text = projectEvent(event, 'spectator').text.trim();
    if (text !== '') return namedSeats(text, names);
  }
  return null;
}
