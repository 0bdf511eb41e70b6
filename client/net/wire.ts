/**
 * From the projection as the room sends it to the projection the client shows (docs/PROTOCOL.md §1):
 * the one order of steps the table's store and the room tests both follow.
 */
import type { Projection, ViewProjection } from '../../engine/core/match.ts';
import type { LogEntry } from '../../engine/core/types.ts';
import { withActions } from './action-rows.ts';
import { withHeadline, withLogEntries, withLogTexts, withUndoText } from './log-texts.ts';

/** The game's own wording functions, where it has them (ClientGame, GameModule). */
export interface GameWords {
  logText?(entry: LogEntry, view: unknown): string | undefined;
  headline?(view: unknown): string | undefined;
}

/**
 * `wire`: the received projection with its new log lines worded — what the client keeps and
 * applies the next patch to (the room diffs against worded lines, as rows). `shown`: that,
 * with the log entries and the prompts' actions unpacked from rows, the undo status and
 * the headline worded — what the client shows (the room diffs against them left out).
 */
export function fromWire<P extends Projection | ViewProjection>(received: P, game: GameWords | undefined): { wire: P; shown: P } {
  const wire = withLogTexts(received, game?.logText ? (e, view) => game.logText!(e, view) : undefined);
  const shown = withHeadline(withUndoText(withActions(withLogEntries(wire))), game?.headline ? (view) => game.headline!(view) : undefined);
  return { wire, shown };
}
