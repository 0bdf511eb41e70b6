import type { Result } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import { phrase } from '../../core/words.ts';
import type { Act } from './actions.ts';
import { clearing, pieceKey, ruler, warriorsOf } from './board.ts';
import { fail, where, Who } from './describe.ts';
import { moveWords } from './log-words.ts';
import type { Ctx, ReadCtx } from './faction.ts';
import { adjacentOf, hasClearing, isAdjacentNow } from './map.ts';
import { emit, factionOf, seatsWithFactions } from './ops.ts';
import { saidRefusal, whereValue, type Said } from './phrases.ts';

/**
 * Movement (core rules, Movement): any number of your warriors from one clearing to an
 * adjacent one along a path (rivers are not paths; factions may add paths), ruling the
 * origin or the destination — or treating it as ruled by a faction rule (Divine Right,
 * Harbor the Holy), or not needing rule at all (Nimble). Factions' movement policies may
 * keep pieces in or out of a clearing (Snare, a clearing only its faction may enter).
 * Tokens a faction carries (Clergy flowers) go along, one per warrior.
 */

export type Move = Act<'move'>;

/** Extra limits of a step (Invade: into campaign clearings; Crusade: from anywhere, …). */
export interface MoveLimits {
  from?: (id: number) => boolean;
  to?: (id: number) => boolean;
  /** Why a move is out of these limits, for the error: a phrase of Root's, or plain English. */
  why?: Said;
}

/** True when `seat` may move out of or into the clearing as its ruler. */
export function movesAsRuler(ctx: ReadCtx, seat: SeatId, id: number): boolean {
  if (ruler(ctx, id) === seat) return true;
  return factionOf(ctx, seat).movement?.movesAsRuler?.(ctx, seat, id) ?? false;
}

/** Whether rule lets `seat` move from `from` to `to` (core rule, Nimble). */
function ruleAllows(ctx: ReadCtx, seat: SeatId, from: number, to: number): boolean {
  return !!factionOf(ctx, seat).movement?.nimble || movesAsRuler(ctx, seat, from) || movesAsRuler(ctx, seat, to);
}


/** Why `seat`'s pieces may not leave the clearing (a faction's rule, e.g. Snare), or null. */
export function leaveRefusal(ctx: ReadCtx, seat: SeatId, id: number): Said | null {
  for (const { seat: me, f } of seatsWithFactions(ctx)) {
    const why = f.movement?.mayLeave?.(ctx, me, seat, id);
    if (why) return why;
  }
  return null;
}

/** Why `seat`'s pieces may not enter the clearing (a faction's rule, e.g. a clearing only it may enter), or null. */
export function enterRefusal(ctx: ReadCtx, seat: SeatId, id: number): Said | null {
  for (const { seat: me, f } of seatsWithFactions(ctx)) {
    const why = f.movement?.mayEnter?.(ctx, me, seat, id);
    if (why) return why;
  }
  return null;
}

/** Keys of the tokens `seat` may carry out of the clearing, one entry per token. */
export function carriable(ctx: ReadCtx, seat: SeatId, id: number): string[] {
  const kinds = factionOf(ctx, seat).movement?.carries ?? [];
  if (kinds.length === 0) return [];
  return clearing(ctx.s, id).tokens.filter((t) => t.seat === seat && kinds.includes(t.kind)).map(pieceKey).sort();
}

/** Checks a move for `seat` (null when legal). */
export function checkMove(ctx: ReadCtx, seat: SeatId, a: Move, limits: MoveLimits = {}): Result<null> {
  if (!hasClearing(ctx, a.from) || !hasClearing(ctx, a.to)) return fail('no-clearing', 'no-clearing');
  if (!isAdjacentNow(ctx, a.from, a.to)) {
    return fail('not-adjacent', 'not-adjacent', () => ({ a: whereValue(ctx, a.from), b: whereValue(ctx, a.to) }));
  }
  const have = warriorsOf(clearing(ctx.s, a.from), seat);
  if (have < a.n) return fail('no-warriors', 'no-warriors-to-move', () => ({ have, where: whereValue(ctx, a.from), n: String(a.n) }));
  if (!ruleAllows(ctx, seat, a.from, a.to)) return fail('no-rule', 'no-rule', () => ({ a: whereValue(ctx, a.from), b: whereValue(ctx, a.to) }));
  const stuck = leaveRefusal(ctx, seat, a.from) ?? enterRefusal(ctx, seat, a.to);
  if (stuck) return saidRefusal('blocked', stuck);
  if (limits.from && !limits.from(a.from)) return saidRefusal('bad-move', limits.why ?? phrase('root.refusal.not-out-of', { where: whereValue(ctx, a.from) }));
  if (limits.to && !limits.to(a.to)) return saidRefusal('bad-move', limits.why ?? phrase('root.refusal.not-into', { where: whereValue(ctx, a.to) }));
  const carry = a.carry ?? [];
  if (carry.length > a.n) return fail('bad-carry', 'carry-one', () => ({ n: String(a.n), k: carry.length }));
  const pool = carriable(ctx, seat, a.from);
  for (const key of carry) {
    const i = pool.indexOf(key);
    if (i < 0) return fail('bad-carry', 'no-carry', () => ({ key, where: whereValue(ctx, a.from) }));
    pool.splice(i, 1);
  }
  return null;
}

/** Carries out a checked move. */
export function doMove(ctx: Ctx, seat: SeatId, a: Move): void {
  const from = clearing(ctx.s, a.from);
  const to = clearing(ctx.s, a.to);
  from.warriors[seat] = warriorsOf(from, seat) - a.n;
  to.warriors[seat] = warriorsOf(to, seat) + a.n;
  const carry = a.carry ?? [];
  for (const key of carry) {
    const i = from.tokens.findIndex((t) => t.seat === seat && pieceKey(t) === key);
    const [token] = from.tokens.splice(i, 1);
    if (token) to.tokens.push(token);
  }
  emit(ctx, {
    kind: 'move', seat,
    text: moveWords(Who(ctx, seat), where(ctx, a.from), where(ctx, a.to), a.n, carry),
    data: { from: a.from, to: a.to, n: a.n, carry },
  });
}

/**
 * Legal moves for `seat` within `limits`, as concrete actions: every warrior count, each
 * without tokens and, for a faction that carries tokens, with as many as the warriors can
 * carry (apply accepts any legal subset).
 */
export function moveOptions(ctx: ReadCtx, seat: SeatId, limits: MoveLimits = {}): Move[] {
  const out: Move[] = [];
  for (const c of ctx.s.map) {
    const have = warriorsOf(c, seat);
    if (have === 0 || (limits.from && !limits.from(c.id)) || leaveRefusal(ctx, seat, c.id)) continue;
    const pool = carriable(ctx, seat, c.id);
    for (const to of adjacentOf(ctx, c.id)) {
      if (limits.to && !limits.to(to)) continue;
      if (!ruleAllows(ctx, seat, c.id, to) || enterRefusal(ctx, seat, to)) continue;
      for (let n = 1; n <= have; n++) {
        out.push({ t: 'move', from: c.id, to, n });
        if (pool.length > 0) out.push({ t: 'move', from: c.id, to, n, carry: pool.slice(0, n) });
      }
    }
  }
  return out;
}

/**
 * Whether `seat` has any legal move within `limits` (`moveOptions` is not empty), without
 * listing them: steps ask it to end themselves or to offer an action that starts with a
 * move, and a faction with many warriors has hundreds of moves.
 */
export function hasMove(ctx: ReadCtx, seat: SeatId, limits: MoveLimits = {}): boolean {
  for (const c of ctx.s.map) {
    if (warriorsOf(c, seat) === 0 || (limits.from && !limits.from(c.id)) || leaveRefusal(ctx, seat, c.id)) continue;
    for (const to of adjacentOf(ctx, c.id)) {
      if (limits.to && !limits.to(to)) continue;
      if (ruleAllows(ctx, seat, c.id, to) && !enterRefusal(ctx, seat, to)) return true;
    }
  }
  return false;
}
