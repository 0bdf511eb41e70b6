/**
 * A projection on the wire (docs/PROTOCOL.md §1): what the room takes out of each viewer's
 * projection before it sends it (`toWire`, and `wirePatch` for the patch between two of
 * them) and what the client, the room tests and the bench put back (`fromWire`, then
 * `withWireTable`), in one order of steps on each side:
 *
 * - the table: it never travels to a player or a spectator; each client works it out from
 *   the view with the game's own `table` (engine/core/match.ts `withTable`);
 * - the prompts' actions travel as rows (wire/action-rows.ts);
 * - the log entries as rows, a patch's new line without the text its game words again,
 *   the undo status and the headline without their words (wire/log-texts.ts).
 *
 * Every function here is pure and takes the game as its wording functions (GameModule on
 * the server, ClientGame in the browser: both call the same engine functions).
 */
import { plainCopy, plainShared } from '../engine/core/clone.ts';
import { withTable, type Projection, type ViewProjection } from '../engine/core/match.ts';
import type { TableProjection } from '../engine/core/projection.ts';
import type { Viewer } from '../engine/core/types.ts';
import { withActionRows, withActions } from './action-rows.ts';
import { diff } from './json-diff.ts';
import { withHeadline, withLogEntries, withLogRows, withLogTexts, withoutHeadline, withoutLogTexts, withoutUndoText, withUndoText, type GameWords } from './log-texts.ts';
import { wireOps, type PatchMessage } from './protocol.ts';

export type { GameWords } from './log-texts.ts';

/** A game as the wire needs it: its wording functions and the table it lays out from a view. */
export interface WireGame extends GameWords {
  table(view: unknown, viewer: Viewer): TableProjection;
}

/**
 * A projection as plain JSON (what the wire carries, and what diffs compare). Its log
 * entries are kept as they come: plain JSON already, and shared between projections
 * (engine/core/match.ts), so a diff finds an unchanged entry by identity. Given the
 * viewer's previous projection, every part that reads the same is that part of it
 * (`plainShared`), so the diff finds those by identity too.
 */
export function plainProjection<P extends Projection | ViewProjection>(p: P, prev?: P | null): P {
  const { log, ...rest } = p;
  const out = (prev ? plainShared(prev, rest) : plainCopy(rest)) as P;
  out.log = log;
  return out;
}

/**
 * One viewer's projection (without its table, with its undo status) as the wire carries
 * it: plain JSON sharing every unchanged part with `prev` (the one that viewer holds), its
 * prompts' actions as rows, without the undo status's and the headline's words the client
 * puts back, its log entries as rows.
 */
export function toWire(p: ViewProjection, game: GameWords, prev?: ViewProjection | null): ViewProjection {
  const out = plainProjection(withActionRows(p), prev);
  return withLogRows(withoutUndoText(withoutHeadline(game, out)));
}

/**
 * The `patch` message from one wire projection of a viewer to its next (both `toWire`'s):
 * the diff, its new log lines the game words itself without their text.
 */
export function wirePatch(game: GameWords, prev: ViewProjection, next: ViewProjection): PatchMessage {
  return { from: prev.version, to: next.version, ops: wireOps(withoutLogTexts(game, diff(prev, next), next.view)) };
}

/**
 * `wire`: the received projection with its new log lines worded — what the client keeps and
 * applies the next patch to (the room diffs against worded lines, as rows). `shown`: that,
 * with the log entries and the prompts' actions unpacked from rows, the undo status and
 * the headline worded — what the client shows (the room diffs against them left out).
 * `game` undefined: a game this side does not know; its lines keep their kind for text.
 */
export function fromWire<P extends Projection | ViewProjection>(received: P, game: GameWords | undefined): { wire: P; shown: P } {
  const wire = withLogTexts(received, game?.logText ? (e, view) => game.logText!(e, view) : undefined);
  const shown = withHeadline(withUndoText(withActions(withLogEntries(wire))), game?.headline ? (view) => game.headline!(view) : undefined);
  return { wire, shown };
}

/** The table of a game this side does not know: nothing on it. */
const noTable = (): TableProjection => ({ pieces: {}, hands: {} });

/**
 * A shown projection with its table laid out by the game from its view (one that came
 * with its table keeps it: a caster's). Throws where the game's `table` does.
 */
export function withWireTable(shown: Projection | ViewProjection, game: Pick<WireGame, 'table'> | undefined): Projection {
  return withTable(shown, game ? (view, viewer) => game.table(view, viewer) : noTable);
}
