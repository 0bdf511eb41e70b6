import type { Result } from '../../core/result.ts';
import type { SeatId } from '../../core/types.ts';
import type { Act } from './actions.ts';
import { clearing, keyWords, pieceKey, ruler, warriorsOf } from './board.ts';
import { adjacent, isAdjacent } from './data/autumn-map.ts';
import { fail, plural, where, Who } from './describe.ts';
import type { Ctx, ReadCtx } from './faction.ts';
import { emit, factionOf } from './ops.ts';

/**
 * Movement (core rules, Movement): any number of your warriors from one clearing to an
 * adjacent one along a path (rivers are not paths), ruling the origin or the
 * destination — or treating it as ruled by a faction rule (Divine Right, Harbor the
 * Holy). Tokens a faction carries (Clergy flowers) go along, one per warrior.
 */

export type Move = Act<'move'>;

/** Extra limits of a step (Invade: into campaign clearings; Crusade: from anywhere, …). */
export interface MoveLimits {
  from?: (id: number) => boolean;
  to?: (id: number) => boolean;
  /** Why a move is out of these limits, for the error. */
  why?: string;
}

/** True when `seat` may move out of or into the clearing as its ruler. */
export function movesAsRuler(ctx: ReadCtx, seat: SeatId, id: number): boolean {
  if (ruler(ctx.s, id) === seat) return true;
  return factionOf(ctx, seat).movesAsRuler?.(ctx.s, seat, id) ?? false;
}

/** Keys of the tokens `seat` may carry out of the clearing, one entry per token. */
export function carriable(ctx: ReadCtx, seat: SeatId, id: number): string[] {
  const kinds = factionOf(ctx, seat).carries ?? [];
  if (kinds.length === 0) return [];
  return clearing(ctx.s, id).tokens.filter((t) => t.seat === seat && kinds.includes(t.kind)).map(pieceKey).sort();
}

/** Checks a move for `seat` (null when legal). */
export function checkMove(ctx: ReadCtx, seat: SeatId, a: Move, limits: MoveLimits = {}): Result<null> {
  if (a.from === a.to || !isAdjacent(a.from, a.to)) {
    return fail('not-adjacent', `${where(a.from)} and ${where(a.to)} are not joined by a path (rivers are not paths).`);
  }
  const have = warriorsOf(clearing(ctx.s, a.from), seat);
  if (have < a.n) return fail('no-warriors', `You have ${plural(have, 'warrior')} in ${where(a.from)}, not ${a.n}.`);
  if (!movesAsRuler(ctx, seat, a.from) && !movesAsRuler(ctx, seat, a.to)) {
    return fail('no-rule', `To move you must rule ${where(a.from)} or ${where(a.to)}.`);
  }
  if (limits.from && !limits.from(a.from)) return fail('bad-move', limits.why ?? `You may not move out of ${where(a.from)} now.`);
  if (limits.to && !limits.to(a.to)) return fail('bad-move', limits.why ?? `You may not move into ${where(a.to)} now.`);
  const carry = a.carry ?? [];
  if (carry.length > a.n) return fail('bad-carry', `Each warrior carries at most one token: ${a.n} cannot carry ${carry.length}.`);
  const pool = carriable(ctx, seat, a.from);
  for (const key of carry) {
    const i = pool.indexOf(key);
    if (i < 0) return fail('bad-carry', `There is no ${key} of yours to carry out of ${where(a.from)}.`);
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
  const carried = carry.length > 0 ? `, carrying ${carry.map(keyWords).join(', ')}` : '';
  emit(ctx, {
    kind: 'move', seat,
    text: `${Who(ctx, seat)} moved ${plural(a.n, 'warrior')} from ${where(a.from)} to ${where(a.to)}${carried}.`,
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
    if (have === 0 || (limits.from && !limits.from(c.id))) continue;
    const pool = carriable(ctx, seat, c.id);
    const rulesFrom = movesAsRuler(ctx, seat, c.id);
    for (const to of adjacent(c.id)) {
      if (limits.to && !limits.to(to)) continue;
      if (!rulesFrom && !movesAsRuler(ctx, seat, to)) continue;
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
    if (warriorsOf(c, seat) === 0 || (limits.from && !limits.from(c.id))) continue;
    const rulesFrom = movesAsRuler(ctx, seat, c.id);
    for (const to of adjacent(c.id)) {
      if (limits.to && !limits.to(to)) continue;
      if (rulesFrom || movesAsRuler(ctx, seat, to)) return true;
    }
  }
  return false;
}
