/**
 * Resting (seed, "Resting"): both rests need two or more discarded cards and always lose
 * one of them. The long rest is declared at selection and is the whole turn (initiative
 * 99): the player chooses the card to lose, the rest return to hand, the character heals
 * 2 and refreshes its spent items. The short rest is taken at cleanup: a random discarded
 * card is lost and the rest return to hand; once per rest the player may suffer 1 damage
 * to keep that card and lose a different random one instead.
 */
import type { Result } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { exhaust, endTurn, nextRound } from './rounds.ts';
import { charAt, log, take, type Ctx } from './ops.ts';
import { heal } from './effects.ts';
import { no } from './words.ts';

/** Health a long rest heals (seed: "Heal 2, Self"). */
export const LONG_REST_HEAL = 2;

/** The long rest's turn: lose `card` from the discard, the others back to hand, heal 2, items refreshed. */
export function longRest(ctx: Ctx, seat: SeatId, card: string): Result<void> {
  const t = ctx.s.turn;
  if (!t || t.seat !== seat || t.stage !== 'rest') return no('delve/not-resting', 'notResting');
  const c = charAt(ctx.s, seat);
  if (!take(c.discard, card)) return no('delve/not-discarded', 'notDiscarded');
  c.lost.push(card);
  const back = c.discard.splice(0);
  c.hand.push(...back);
  const healed = heal(c, LONG_REST_HEAL);
  const refreshed = c.items.filter((i) => i.spent).length;
  for (const i of c.items) i.spent = false;
  log(ctx, 'long-rest', { lost: card, char: c.id, back: back.length, healed, refreshed }, seat);
  endTurn(ctx);
  return undefined;
}

function finish(ctx: Ctx, seat: SeatId): void {
  const { s } = ctx;
  s.cleanup.waiting = s.cleanup.waiting.filter((x) => x !== seat);
  delete s.cleanup.rests[String(seat)];
  if (s.cleanup.waiting.length === 0) nextRound(ctx);
}

/** Cleanup: `seat` takes a short rest (a random discarded card is drawn to be lost) or declines. */
export function shortRest(ctx: Ctx, seat: SeatId, rest: boolean): Result<void> {
  const { s, rng } = ctx;
  if (s.phase !== 'cleanup' || !s.cleanup.waiting.includes(seat) || s.cleanup.rests[String(seat)]) {
    return no('delve/no-short-rest', 'noShortRest');
  }
  const c = charAt(s, seat);
  if (!rest) {
    log(ctx, 'no-rest', { char: c.id }, seat);
    finish(ctx, seat);
    return undefined;
  }
  const card = c.discard[rng.int(c.discard.length)] as string;
  s.cleanup.rests[String(seat)] = { card, redrawn: false };
  log(ctx, 'short-rest', { card, char: c.id }, seat);
  return undefined;
}

/**
 * The short rest's choice: let the drawn card go, or suffer 1 damage to keep it and lose
 * another discarded card drawn at random. Either way the rest of the discard returns to hand.
 */
export function redraw(ctx: Ctx, seat: SeatId, again: boolean): Result<void> {
  const { s, rng } = ctx;
  const r = s.cleanup.rests[String(seat)];
  if (s.phase !== 'cleanup' || !r) return no('delve/no-short-rest', 'notShortResting');
  const c = charAt(s, seat);
  let lost = r.card;
  if (again) {
    const others = c.discard.filter((x) => x !== r.card);
    lost = others[rng.int(others.length)] as string;
    c.health -= 1;
    log(ctx, 'redraw', { card: lost, char: c.id, kept: r.card }, seat);
  }
  take(c.discard, lost);
  c.lost.push(lost);
  const back = c.discard.splice(0);
  c.hand.push(...back);
  log(ctx, 'rested', { lost, char: c.id, back: back.length }, seat);
  if (c.health <= 0 && exhaust(ctx, c, 'health')) return undefined;
  finish(ctx, seat);
  return undefined;
}
