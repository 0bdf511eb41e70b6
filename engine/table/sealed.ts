/**
 * Sealed choices: every deciding seat commits a hidden choice, and all are revealed
 * together in one action once the last one is in (DESIGN §3). Until then nothing about a
 * choice reaches any other viewer — not its content, not its size, not an id that would
 * tell it: `viewSealed` shows others only who has chosen. The holder sees its own choice
 * and may change it until the reveal.
 *
 * The game keeps a `Sealed` in its state and lists its `waiting` seats in `deciding`.
 * What a choice points at stays where it was until the reveal (a chosen card stays in
 * the hand, counted as before), or the hand's size would tell it.
 */
import { cloneJson } from '../core/clone.ts';
import type { Result } from '../core/result.ts';
import type { Secret } from '../core/reveals.ts';
import type { Rng } from '../core/rng.ts';
import type { GameEvent, SeatId, Viewer } from '../core/types.ts';
import { phrase, seatName, type Phrase } from '../core/words.ts';
import { tableRefusal } from './words.en.ts';

export interface Sealed<C> {
  /** The seats that must choose before the reveal, in seat order. */
  waiting: SeatId[];
  /** Seat (as a string key) → its choice, absent until it chose. Secret until the reveal. */
  choices: Record<string, C>;
}

/** What one viewer may know of a sealed round. */
export interface SealedView<C> {
  waiting: SeatId[];
  /** The waiting seats that have chosen (a fact everyone sees; never what). */
  chosen: SeatId[];
  /** The viewer's own choice, when it made one. */
  mine?: C;
}

/** A new round in which `seats` must choose. */
export function openSealed<C>(seats: readonly SeatId[]): Sealed<C> {
  return { waiting: [...seats].sort((a, b) => a - b), choices: {} };
}

/** The seats still to choose. */
export function sealedPending<C>(s: Sealed<C>): SeatId[] {
  return s.waiting.filter((seat) => !Object.prototype.hasOwnProperty.call(s.choices, String(seat)));
}

/** True once every waiting seat has chosen. */
export function sealedComplete<C>(s: Sealed<C>): boolean {
  return sealedPending(s).length === 0;
}

/** A sealed choice's log line: its text and the data a game words it again from. */
export interface SealedLine {
  text: string;
  data?: Record<string, unknown>;
}

/**
 * The game's words for a sealed choice: the public line (`chosen`: "Seat 2 has chosen.",
 * or that it changed its choice) and the holder's own (`mine`, naming the choice).
 */
export interface SealedLines<C> {
  chosen(seat: SeatId, changed: boolean): SealedLine;
  mine(seat: SeatId, choice: C, changed: boolean): SealedLine;
}

/**
 * Records (or replaces) `seat`'s choice. Returns the event: the public line, with the
 * choice itself in the holder's secret part, both worded by the game (`lines`).
 */
export function seal<C>(s: Sealed<C>, seat: SeatId, choice: C, lines: SealedLines<C>): Result<GameEvent> {
  if (!s.waiting.includes(seat)) return tableRefusal('sealed/not-deciding', 'table.refusal.sealed.not-deciding', { seat: seatName(seat) });
  const changed = Object.prototype.hasOwnProperty.call(s.choices, String(seat));
  s.choices[String(seat)] = choice;
  const pub = lines.chosen(seat, changed);
  const own = lines.mine(seat, choice, changed);
  const event: GameEvent = { kind: 'sealed', seat, text: pub.text, secret: { seats: [seat], text: own.text } };
  if (pub.data) event.data = pub.data;
  if (own.data) event.secret!.data = own.data;
  return event;
}

/** "seat 1, seat 3": the seats still to choose (at least one), as a phrase. */
function seatList(seats: readonly SeatId[]): Phrase {
  const [first, ...rest] = seats.map((seat) => phrase('table.refusal.sealed.seat', { n: String(seat + 1) }));
  return rest.length === 0 ? first! : phrase('table.refusal.sealed.seats', { first: first!, rest: seatList(seats.slice(1)) });
}

/** Every choice, by seat, once the round is complete; the round is then closed. */
export function unseal<C>(s: Sealed<C>): Result<Array<{ seat: SeatId; choice: C }>> {
  if (!sealedComplete(s)) {
    return tableRefusal('sealed/incomplete', 'table.refusal.sealed.incomplete', { seats: seatList(sealedPending(s)) });
  }
  const revealed = s.waiting.map((seat) => ({ seat, choice: s.choices[String(seat)] as C }));
  s.waiting = [];
  s.choices = {};
  return revealed;
}

/** The round as `viewer` may see it: who has chosen, and its own choice. */
export function viewSealed<C>(s: Sealed<C>, viewer: Viewer): SealedView<C> {
  const view: SealedView<C> = {
    waiting: [...s.waiting],
    chosen: s.waiting.filter((seat) => Object.prototype.hasOwnProperty.call(s.choices, String(seat))),
  };
  if (viewer !== 'spectator' && Object.prototype.hasOwnProperty.call(s.choices, String(viewer))) {
    view.mine = cloneJson(s.choices[String(viewer)] as C);
  }
  return view;
}

/**
 * For a module's `scramble`: every choice `viewer` may not see replaced by `other(rng)`
 * (which seats have chosen stays, as everyone sees it).
 */
export function scrambleSealed<C>(sealed: Sealed<C>, viewer: Viewer, rng: Rng, other: (rng: Rng) => C): void {
  for (const key of Object.keys(sealed.choices)) {
    if (key !== String(viewer)) sealed.choices[key] = other(rng);
  }
}

/**
 * The choices made so far as things hidden from everyone but their holders (engine/core/
 * reveals.ts), each named by its seat: a seat changing its choice shows nobody anything,
 * the reveal shows every viewer the choices it could not see.
 */
export function sealedSecrets<C>(s: Sealed<C>): Secret[] {
  return Object.keys(s.choices).map((key) => ({ id: `sealed:${key}`, to: Number(key), alone: true }));
}
