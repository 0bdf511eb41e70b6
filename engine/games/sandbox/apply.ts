import type { Applied } from '../../core/module.ts';
import { isRuleError, type Result } from '../../core/result.ts';
import { joinViewers, shownBetween, viewersOf } from '../../core/reveals.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId, Viewer } from '../../core/types.ts';
import type { SandboxAction } from './actions.ts';
import { bagDraw, bagReturn, bagSearch } from './apply-bag.ts';
import { add, count, lock, moveGroup, remove } from './apply-box.ts';
import { deal, draw, peek, play, search, shuffle, toDeck } from './apply-cards.ts';
import { flip, move, roll, rotate, take } from './apply-table.ts';
import { seatName } from './describe.ts';
import { logged } from './log-lines.ts';
import { done, fail, type Handled } from './ops.ts';
import { sandboxSecrets } from './scramble.ts';
import type { SandboxState } from './state.ts';

/**
 * The free table's `apply`: one handler per action `t` of actions.ts. Any seat may do
 * anything at any time (the table is concurrent); the handlers enforce only physical
 * sense (the piece exists, the card is in your hand, the deck is not empty, it fits on
 * the table) and secrecy. Each handler validates before it changes the draft, so a
 * rejected action leaves the state untouched, and none of them throws.
 *
 * What an action showed, and to whom (`Applied.reveals`): moving or turning a piece reads
 * only where pieces lie and how big they are, never a hidden face or a hand, and shows
 * nothing while no hidden zone lies on the table (once one does, where a card lies
 * decides who sees it, and a move is checked like any other action); any other action shows each viewer the hidden identities that came into its
 * sight (`sandboxSecrets` before and after it), and a look or a search shows what it
 * looked at (`looked`).
 */
export function applySandbox(draft: SandboxState, seat: SeatId, action: SandboxAction, rng: Rng): Result<Applied<SandboxState>> {
  if (!Number.isInteger(seat) || seat < 0 || seat >= draft.seats) return fail('no-seat', 'sandbox.refusal.no-seat');
  // The match layer already refuses every action once the table is over (`match/over`);
  // this keeps the module itself closed for callers that go around it.
  if (draft.endedBy !== undefined) {
    return fail('ended', 'sandbox.refusal.ended', { seat: seatName(draft.endedBy) });
  }
  if ((action.t === 'move' || action.t === 'rotate') && !hasZones(draft)) {
    const r = action.t === 'move' ? move(draft, seat, action) : rotate(draft, seat, action);
    return isRuleError(r) ? r : { ...r, reveals: [] };
  }
  if (action.t === 'remove' && draft.pieces[action.id]?.kind !== 'zone') {
    // What was hidden in a removed piece leaves the game unseen; only a removed zone shows what lay in it.
    const r = handle(draft, seat, action, rng);
    return isRuleError(r) ? r : { ...r, reveals: [] };
  }
  const hidden = sandboxSecrets(draft);
  const r = handle(draft, seat, action, rng);
  if (isRuleError(r)) return r;
  const moved = shownBetween(draft.seats, hidden, sandboxSecrets(r.state));
  return { ...r, reveals: joinViewers(moved, looked(draft.seats, seat, action)) };
}

/**
 * Who a look or a search showed something beyond what moved into sight: a peek shows the
 * looker the cards it looked at; a search by name (in a deck or a bag) shows everyone that
 * one was there, and its finder what it took.
 */
function looked(seats: number, seat: SeatId, action: SandboxAction): Viewer[] {
  if (action.t === 'peek') return [seat];
  if (action.t === 'search' || action.t === 'bagSearch') return viewersOf(seats);
  return [];
}

/** Whether a hidden zone lies on the table: then where a card lies decides who sees it. */
function hasZones(s: SandboxState): boolean {
  for (const id in s.pieces) if (s.pieces[id]!.kind === 'zone') return true;
  return false;
}

function handle(draft: SandboxState, seat: SeatId, action: SandboxAction, rng: Rng): Result<Handled> {
  switch (action.t) {
    case 'move': return move(draft, seat, action);
    case 'rotate': return rotate(draft, seat, action);
    case 'add': return add(draft, seat, action, rng);
    case 'remove': return remove(draft, seat, action);
    case 'lock': return lock(draft, seat, action);
    case 'count': return count(draft, seat, action);
    case 'moveGroup': return moveGroup(draft, seat, action);
    case 'flip': return flip(draft, seat, action);
    case 'draw': return draw(draft, seat, action);
    case 'deal': return deal(draft, seat, action);
    case 'play': return play(draft, seat, action);
    case 'take': return take(draft, seat, action);
    case 'shuffle': return shuffle(draft, seat, action, rng);
    case 'toDeck': return toDeck(draft, seat, action);
    case 'peek': return peek(draft, seat, action);
    case 'search': return search(draft, seat, action);
    case 'bagDraw': return bagDraw(draft, seat, action, rng);
    case 'bagSearch': return bagSearch(draft, seat, action);
    case 'bagReturn': return bagReturn(draft, seat, action);
    case 'roll': return roll(draft, seat, action, rng);
    case 'end': return end(draft, seat);
  }
}

/** Ends the free table for everyone (any seat may); `status` says over from now on. */
function end(draft: SandboxState, seat: SeatId): Handled {
  draft.endedBy = seat;
  return done(draft, logged('end', seat, { by: seat }));
}
