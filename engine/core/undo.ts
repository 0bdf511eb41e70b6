/**
 * Undo as players expect it (Board Game Arena's policy), worked out by the engine for
 * every game — no game writes undo code. A seat may take back its own last actions of
 * its current turn (its unbroken run of actions: another seat acting ends it) as long as
 * none of them drew randomness (a die, a shuffle, a blind draw), had a hidden outcome,
 * or showed anyone something they could not see before (a card drawn or looked at, a
 * card played from a hand, a face-down piece turned up).
 *
 * Randomness and hidden outcomes are read from what the action did: its Rng use and its
 * events. What it showed, and to whom, the game declares with the action's result
 * (`Applied.reveals`, engine/core/reveals.ts) — a secret log line alone would not tell,
 * as telling a seat its own sealed choice shows it nothing new. The tests hold every
 * declaration to a replay of the action on states each viewer cannot tell from the real
 * one (`replayShown`, made with the module's `scramble`, DESIGN §2.3): if a viewer's
 * projection after it differs between them — or the action is refused in one of them —
 * it showed that viewer something hidden.
 *
 * The trail of actions that may still be taken back lives in the match (`Match.undo`),
 * so a stored snapshot and a replay of the log rebuild it exactly. Taking back is an
 * action of its own: a new version whose state is the one before the action taken back,
 * with "Seat N took back: …" in the log (the lines of the action taken back stay).
 */
import { cloneJson, sameJson } from './clone.ts';
import { appendLog, applyAction, projectMatch, projectView, stamp, type Match, type Projection, type ViewProjection } from './match.ts';
import type { AnyGameModule } from './module.ts';
import { isRuleError, refusal, ruleError, type Result } from './result.ts';
import { joinViewers, viewersOf } from './reveals.ts';
import { Rng, seedRng } from './rng.ts';
import type { GameEvent, Phrase, Prompt, SeatId, UndoEntry, UndoStatus, Viewer } from './types.ts';
import { actedLastWords, cannotTakeBackWords, phrase, sayPhrase, seatName, worded } from './words.ts';
import { coreSay } from './words.en.ts';

export type { UndoEntry, UndoStatus };

/** At most this many actions of one run are kept to take back. */
export const UNDO_DEPTH = 40;

/** How many states per viewer the replay (the tests' oracle) replays an action on by default. */
const SCRAMBLES = 2;


/**
 * Applies `seat`'s action as `applyAction` does and keeps the undo trail: the action
 * joins its seat's run (or starts a new one when another seat acted last).
 */
export function act(
  module: AnyGameModule, match: Match, seat: SeatId, action: unknown,
): Result<{ match: Match; events: GameEvent[] }> {
  const result = applyAction(module, match, seat, action);
  if (isRuleError(result)) return result;
  const next = result.match;
  const entry = trailEntry(module, match, next, seat, action, result.events, result.reveals);
  const trail = match.undo ?? [];
  const top = trail[trail.length - 1];
  const undo = entry.blocked || !top || top.seat !== seat || top.blocked ? [entry] : [...trail.slice(1 - UNDO_DEPTH), entry];
  return { match: { ...next, undo }, events: result.events };
}

/** What the trail keeps of one accepted action, with what it can read from the action alone. */
function trailEntry(
  module: AnyGameModule, before: Match, after: Match, seat: SeatId, action: unknown, events: GameEvent[], reveals: Viewer[],
): UndoEntry {
  const text = events.find((e) => e.text)?.text ?? coreSay('core.undo.anAction');
  const entry: UndoEntry = { v: after.version, seat, action, text };
  const blocked = blockedBy(module, before, after, events);
  if (blocked) {
    entry.blocked = sayPhrase(blocked, coreSay);
    entry.blockedWords = blocked;
  } else {
    entry.before = before.state;
    entry.events = events;
    entry.shown = joinViewers([], reveals);
  }
  return entry;
}

function blockedBy(module: AnyGameModule, before: Match, after: Match, events: GameEvent[]): Phrase | null {
  if (module.status(after.state).over) return phrase('core.undo.ended');
  if (events.some((e) => e.hidden) || JSON.stringify(before.rng) !== JSON.stringify(after.rng)) return phrase('core.undo.random');
  return null;
}

/** Why an action of `seat` that showed `shown` something cannot be taken back, or null when it showed nobody anything. */
function shownWords(shown: readonly Viewer[], seat: SeatId): Phrase | null {
  const viewer = shown[0];
  if (viewer === undefined) return null;
  if (viewer === seat) return phrase('core.undo.shownYou');
  return viewer === 'spectator' ? phrase('core.undo.shownEveryone') : phrase('core.undo.shownSeat', { seat: seatName(viewer) });
}

/**
 * The viewers the newest action of `match`'s undo trail showed something hidden, found by
 * replaying it on `scrambles` states per viewer that the viewer cannot tell from the real
 * one: what the tests hold each game's declaration (`Applied.reveals`) to. Empty when it
 * showed nobody anything, or when the trail's newest action cannot be taken back anyway.
 *
 * Another viewer than the actor does not see the action itself, only what it did: where
 * the action gives that viewer another projection on a scrambled state (or is refused
 * there), the actor's other actions of the same type there are tried too, and one that
 * gives the viewer the projection it really has means the viewer cannot tell (the type of
 * a face-down plot the Corvids place from their hidden supply).
 */
export function replayShown(module: AnyGameModule, match: Match, scrambles = SCRAMBLES): Viewer[] {
  const top = match.undo?.[match.undo.length - 1];
  if (!top || top.blocked || top.v !== match.version) return [];
  return replayCheck(module, match, top, match.state, scrambles);
}

/** The viewers shown something by `entry`, replayed on `scrambles` scrambled states per viewer. */
function replayCheck(module: AnyGameModule, match: Match, entry: UndoEntry, after: unknown, scrambles: number): Viewer[] {
  const beforeMatch: Match = { ...match, version: entry.v - 1, state: entry.before, log: [] };
  const afterMatch: Match = { ...match, version: entry.v, state: after, log: (entry.events ?? []).map((e) => stamp(e, entry.v)) };
  const shown: Viewer[] = [];
  for (const viewer of viewersOf(match.seats)) {
    // What the viewer sees, compared by the JSON text it would be sent as (`sameJson`),
    // without writing it. The table is left out: it is worked out from the view alone, so
    // two equal views give two equal tables.
    const real = projectView(module, afterMatch, viewer);
    const gives = (state: unknown, action: unknown, owned: boolean): boolean => {
      const again = applyAction(module, { ...beforeMatch, state }, entry.seat, action, owned);
      return !isRuleError(again) && sameJson(projectView(module, { ...again.match, log: again.match.log.filter((e) => e.v === entry.v) }, viewer), real);
    };
    for (let k = 0; k < scrambles; k++) {
      const scrambled = () => module.scramble(cloneJson(entry.before), viewer, new Rng(seedRng(`undo:${entry.v}:${String(viewer)}:${k}`)));
      if (gives(scrambled(), entry.action, true)) continue;
      if (viewer !== entry.seat) {
        const state = scrambled();
        const t = (entry.action as { t?: unknown } | null)?.t;
        const others = module.prompts(state, entry.seat).flatMap((p: Prompt<unknown>) => p.actions)
          .filter((a: unknown) => (a as { t?: unknown } | null)?.t === t && !sameJson(a, entry.action));
        if (others.some((a: unknown) => gives(state, a, false))) continue;
      }
      shown.push(viewer);
      break;
    }
  }
  return shown;
}

/** A reason the core words by itself, with its phrase. */
function wordedReason(id: string): { reason: string; words: Phrase } {
  const w = worded(coreSay, id);
  return { reason: w.text, words: w.words };
}

/** Whether `seat` may take back its last action in `match`, or why not. */
export function undoStatus(module: AnyGameModule, match: Match, seat: SeatId): UndoStatus {
  if (module.status(match.state).over) return { can: false, ...wordedReason('core.undo.over') };
  const trail = match.undo ?? [];
  const top = trail[trail.length - 1];
  if (!top) return { can: false, ...wordedReason('core.undo.nothing') };
  if (top.seat !== seat) return { can: false, reason: actedLastWords(top.seat), last: top.seat };
  if (top.blocked) {
    return { can: false, reason: cannotTakeBackWords(top.text, top.blocked), v: top.v, why: top.blocked, ...(top.blockedWords ? { whyWords: top.blockedWords } : {}) };
  }
  const why = shownWords(top.shown ?? [], top.seat);
  if (why) return { can: false, reason: cannotTakeBackWords(top.text, sayPhrase(why, coreSay)), v: top.v, why: sayPhrase(why, coreSay), whyWords: why };
  return { can: true, text: top.text, v: top.v };
}

/**
 * `seat` takes back its last action: a new version with the state from before it, the
 * trail one shorter and "Seat N took back: …" in the log; or the reason it may not.
 */
export function takeBack(module: AnyGameModule, match: Match, seat: SeatId): Result<{ match: Match; events: GameEvent[] }> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= match.seats) {
    return refusal(coreSay, 'match/no-seat', 'core.undo.seatedOnly');
  }
  const status = undoStatus(module, match, seat);
  if (!status.can) return ruleError('undo/not-allowed', status.reason, status.words);
  const trail = match.undo ?? [];
  const top = trail[trail.length - 1] as UndoEntry;
  const version = match.version + 1;
  const event: GameEvent = { kind: 'undo', seat, text: coreSay('core.undo.tookBack', { seat: seatName(seat), text: top.text }), data: { undid: top.v } };
  const logged = stamp(event, version);
  return {
    match: { ...match, version, state: top.before, log: appendLog(match.log, [logged]), undo: trail.slice(0, -1) },
    events: [event],
  };
}

/** `viewer`'s projection with its undo status (seated viewers only). */
export function projectWithUndo(module: AnyGameModule, match: Match, viewer: Viewer): Projection {
  const projection = projectMatch(module, match, viewer);
  if (viewer !== 'spectator') projection.undo = undoStatus(module, match, viewer);
  return projection;
}

/** The same without the table (`ViewProjection`): what the live sync sends a client. */
export function viewWithUndo(module: AnyGameModule, match: Match, viewer: Viewer): ViewProjection {
  const projection = projectView(module, match, viewer);
  if (viewer !== 'spectator') projection.undo = undoStatus(module, match, viewer);
  return projection;
}
