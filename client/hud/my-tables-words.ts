/**
 * My tables' last move in the reader's language. The server sends the game's English line
 * (with the players' names), and where the game words it again from its data, the log
 * entry and the part of the public view that wording reads (wire/account-protocol.ts
 * `MyTable.lastMove`): once that game's client has loaded, its `logText` words the line
 * with the reader's `say`, and each "Seat N" is named from the table's players.
 */
import type { Say } from '../../engine/core/words.ts';
import { namedSeats, type MyTable } from '../../wire/account-protocol.ts';
import type { ClientGame } from '../kit/types.ts';
import { wordedLine } from './log-words.ts';

/** Whether the last move of `t` can be worded again by its game's client. */
export function wordsLastMove(t: MyTable): boolean {
  return t.lastMove?.entry !== undefined && t.lastMove.view !== undefined;
}

/** The last move of `t` for the reader (null when none): worded by `game` where it can, else the server's line. */
export function lastMoveText(t: MyTable, game: ClientGame | undefined, say: Say): string | null {
  const move = t.lastMove;
  if (!move) return null;
  if (!game || move.entry === undefined || move.view === undefined) return move.text;
  const line = wordedLine(move.entry, move.view, game.logText, say);
  return line === move.entry.text ? move.text : namedSeats(line.trim(), t.players);
}
