/**
 * The pipeline's second stage (server/room/table/table.ts): `decide` judges a submission
 * on the table as the previous one left it (the queue runs them one after another), and
 * says what the engine made of it — or why not. In order:
 *
 * - staleness (server/room/checks.ts `checkVersion`): an intent from an older view passes
 *   when its seat may still act from it (server/room/deciding.ts); an undo only from the
 *   current view; a stand-in's choice only for the version it was made on (`OUTDATED`); a
 *   composed component (server/room/compose.ts) is judged on the current state, once its
 *   seat's right to change the box is checked again;
 * - the box (`GameModule.composes`): a person's intent of the game's `add` is refused
 *   (`room/compose-only`: only a compose makes it), one of its guarded actions needs the
 *   right to change the box (server/room/box.ts);
 * - the engine: `act`, or `takeBack` for an undo. A bot's refused choice gives way to one
 *   of the seat's prompted actions (the bot's fault, never the seat's);
 * - the host's right to end a table for everyone (a prompt flagged `ends`,
 *   server/room/seating.ts), checked on the engine's (pure, discarded) result, so only an
 *   action that would end it pays for it;
 * - the throw limits: dice in one throw, throws per seat a second. Only the engine knows
 *   whether an action throws dice, so these are checked on its result too. A stand-in's
 *   action is never refused for its dice: one over the limit is not thrown physically.
 */
import { act, takeBack } from '../../../engine/core/undo.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Phrase } from '../../../engine/core/types.ts';
import { LIMITS, ROOM_ERRORS, type RejectedMessage } from '../../../wire/protocol.ts';
import { checkVersion, rejection, takesEndingPrompt, roomRefusal } from '../checks.ts';
import { rolledDice } from '../dice.ts';
import { promptedAction } from '../stand-ins.ts';
import { OUTDATED, type Decision, type Refusal, type StandInKind, type Submission } from './submission.ts';
import type { Table } from './table.ts';

export type DecidingTable = Pick<Table, 'game' | 'match' | 'deciding' | 'seating' | 'dice' | 'disposing' | 'log'>;

type Verdict = Decision | Refusal | typeof OUTDATED;

/** The engine's verdict on a submission, on the current state. */
export function decide(table: DecidingTable, sub: Submission): Verdict {
  if (typeof sub.from === 'string') return decideStandIn(table, sub, sub.from);
  const { seat, v, ref, move } = sub;
  if (sub.composed) {
    // Made by the room from a compose: judged on the current state; the seat's right again
    // (the host may have closed the box while its sheets were cut).
    const notAllowed = table.seating.boxRight(seat, ref);
    if (notAllowed) return { refused: notAllowed, stage: 'decide' };
  } else {
    const stale = checkVersion(v, table.match.version, move !== 'undo' && table.deciding.olderViewOk(seat, v), ref);
    if (stale) return refused(stale.code, stale.message, ref, stale.code === ROOM_ERRORS.stale);
  }
  if (move === 'undo') {
    const result = takeBack(table.game, table.match, seat);
    if (isRuleError(result)) return refused(result.code, result.message, ref, false, result.words);
    return { seat, action: null, undo: true, next: result.match, thrown: null, ref, by: undefined };
  }
  const { action, fling } = move;
  if (!sub.composed) {
    const boxRefusal = guardedAction(table, seat, action, ref);
    if (boxRefusal) return { refused: boxRefusal, stage: 'decide' };
  }
  const result = act(table.game, table.match, seat, action);
  if (isRuleError(result)) return refused(result.code, result.message, ref, false, result.words);
  const notHost = table.seating.hostOnly(seat, 'end', ref);
  // A person's action is an object (the intent's schema).
  if (notHost && table.game.status(result.match.state).over
    && takesEndingPrompt(table.game.prompts(table.match.state, seat), action as Record<string, unknown>)) {
    return { refused: notHost, stage: 'decide' };
  }
  const dice = rolledDice(result.events);
  if (dice.length > LIMITS.dicePerThrow) {
    return { refused: roomRefusal(ROOM_ERRORS.tooManyDice, 'room.dice.tooMany', { most: LIMITS.dicePerThrow }, ref), stage: 'decide' };
  }
  if (dice.length > 0 && !table.dice.take(seat)) {
    return { refused: roomRefusal(ROOM_ERRORS.rateLimited, 'room.dice.tooFast', { most: LIMITS.throws.perSecond }, ref), stage: 'decide' };
  }
  return {
    seat, action, undo: false, next: result.match, thrown: dice.length > 0 ? { dice, fling } : null, ref, by: undefined,
    ...(sub.composed ? { images: sub.composed.images } : {}),
  };
}

/**
 * A person's intent of an action the game keeps to the box (`GameModule.composes`): its
 * `add` only the room makes (from a compose), its guarded actions only a seat that may
 * change the box sends. Null when the intent may go to the engine.
 */
function guardedAction(table: DecidingTable, seat: number, action: unknown, ref: string | undefined): RejectedMessage | null {
  const spec = table.game.composes;
  const t = typeof action === 'object' && action !== null ? (action as { t?: unknown }).t : undefined;
  if (!spec || typeof t !== 'string') return null;
  if (t === spec.add) {
    return roomRefusal(ROOM_ERRORS.composeOnly, 'room.compose.only', undefined, ref);
  }
  return spec.guarded.includes(t) ? table.seating.boxRight(seat, ref) : null;
}

/** A stand-in's action for its seat (a bot's, or the clock's skip), judged on the version it was chosen on. */
function decideStandIn(table: DecidingTable, sub: Submission, by: StandInKind): Verdict {
  const { seat, v, move } = sub;
  if (table.match.version !== v || table.disposing || move === 'undo') return OUTDATED;
  let action = move.action;
  let result = act(table.game, table.match, seat, action);
  if (isRuleError(result) && by === 'bot') {
    table.log(`seat ${seat}'s ${by}: refused (${result.code} ${result.message}); it takes a prompted action instead`);
    action = promptedAction(table.game, table.match, seat);
    if (action !== null) result = act(table.game, table.match, seat, action);
  }
  if (isRuleError(result)) return refused(result.code, result.message, undefined, false, result.words);
  const dice = rolledDice(result.events);
  const thrown = dice.length > 0 && dice.length <= LIMITS.dicePerThrow ? { dice, fling: undefined } : null;
  return { seat, action, undo: false, next: result.match, thrown, ref: undefined, by };
}

function refused(code: string, message: string, ref: string | undefined, resync = false, words?: Phrase): Refusal {
  return { refused: rejection(code, message, ref, words), stage: 'decide', ...(resync ? { resync } : {}) };
}
