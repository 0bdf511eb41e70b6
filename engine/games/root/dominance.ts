import type { Result } from '../../core/result.ts';
import type { Prompt, SeatId } from '../../core/types.ts';
import type { Act, RootAction } from './actions.ts';
import { ruler } from './board.ts';
import { cardMatches, discardCard, freshId, heldCard, takeFromHand } from './cards.ts';
import { CLEARING_IDS, clearingDef } from './data/autumn-map.ts';
import { cardDef } from './data/base-deck.ts';
import { fail, Who } from './describe.ts';
import { winWords } from './log-lines.ts';
import type { Ctx, ReadCtx } from './faction.ts';
import { emit, player } from './ops.ts';
import { dominanceWords } from './log-words.ts';
import { cardValue, rootLabel } from './phrases.ts';

/**
 * Dominance cards (core rules, Winning). In a game of three or four the four dominance
 * cards are in the deck. A player with at least 10 VP may activate one from the hand in
 * Daylight: it lies in front of them, their VP no longer count, and they win at the start
 * of their Birdsong if they rule three clearings of its suit (the bird card: two
 * diagonally opposite corners). A dominance card spent or discarded lies face up beside
 * the map; in Daylight any player may spend a card of its suit (birds are wild; the bird
 * dominance takes a bird card) to take it into their hand.
 */

/** VP needed to activate a dominance card. */
export const DOMINANCE_VP = 10;

export function isDominance(key: string): boolean {
  return cardDef(key).kind === 'dominance';
}

/** The clearings `seat` rules that count towards the dominance card `key`, and whether they win. */
export function dominanceProgress(ctx: ReadCtx, seat: SeatId, key: string): { ruled: number[]; wins: boolean } {
  const suit = cardDef(key).suit;
  if (suit === 'bird') {
    const corners = CLEARING_IDS.filter((id) => clearingDef(id).corner && ruler(ctx, id) === seat);
    const pair = corners.find((id) => corners.includes(clearingDef(id).opposite ?? -1));
    return { ruled: corners, wins: pair !== undefined };
  }
  const ruled = CLEARING_IDS.filter((id) => clearingDef(id).suit === suit && ruler(ctx, id) === seat);
  return { ruled, wins: ruled.length >= 3 };
}

/** At the start of `seat`'s Birdsong: an activated dominance card it fulfils wins the game. */
export function checkDominance(ctx: Ctx, seat: SeatId): void {
  const key = player(ctx, seat).dominance;
  if (key === undefined || ctx.s.winners !== undefined) return;
  const { wins } = dominanceProgress(ctx, seat, key);
  if (!wins) return;
  ctx.s.winners = [seat];
  ctx.s.endedBy = 'dominance';
  emit(ctx, { kind: 'win', seat, text: winWords(Who(ctx, seat), { how: 'dominance', card: key }), data: { winners: [seat], how: 'dominance', card: key } });
}

/** Dominance choices open to `seat` in its Daylight: activate one from the hand, take one from beside the map. */
export function dominanceOptions(ctx: ReadCtx, seat: SeatId): RootAction[] {
  const p = player(ctx, seat);
  const out: RootAction[] = [];
  if (p.dominance === undefined && p.vp >= DOMINANCE_VP) {
    for (const c of p.hand) if (isDominance(c.key)) out.push({ t: 'dominance', card: c.id });
  }
  for (const key of [...new Set(ctx.s.dominance)]) {
    const suit = cardDef(key).suit;
    for (const c of p.hand) {
      if (isDominance(c.key)) continue;
      const ok = suit === 'bird' ? cardDef(c.key).suit === 'bird' : cardMatches(c.key, suit);
      if (ok) out.push({ t: 'take-dominance', dominance: key, card: c.id });
    }
  }
  return out;
}

export function dominancePrompts(ctx: ReadCtx, seat: SeatId): Prompt<RootAction>[] {
  const actions = dominanceOptions(ctx, seat);
  const activate = actions.filter((a) => a.t === 'dominance');
  const take = actions.filter((a) => a.t === 'take-dominance');
  const out: Prompt<RootAction>[] = [];
  if (activate.length > 0) out.push({ key: 'dominance', ...rootLabel('root.prompt.dominance'), actions: activate, weight: 0.05 });
  if (take.length > 0) out.push({ key: 'take-dominance', ...rootLabel('root.prompt.take-dominance'), actions: take, weight: 0.1 });
  return out;
}

/** Activates a dominance card from the hand, or takes one from beside the map for a matching card. */
export function applyDominance(ctx: Ctx, seat: SeatId, a: Act<'dominance'> | Act<'take-dominance'>): Result<null> {
  const p = player(ctx, seat);
  const held = heldCard(ctx, seat, a.card);
  if (!held) return fail('not-in-hand', 'not-in-hand');
  if (a.t === 'dominance') {
    if (!isDominance(held.key)) return fail('not-dominance', 'not-dominance', { card: cardValue(held.key) });
    if (p.dominance !== undefined) return fail('dominance-active', 'dominance-active');
    if (p.vp < DOMINANCE_VP) return fail('dominance-vp', 'dominance-vp', { need: DOMINANCE_VP, vp: p.vp });
    takeFromHand(ctx, seat, a.card);
    p.dominance = held.key;
    emit(ctx, { kind: 'dominance', seat, text: dominanceWords(Who(ctx, seat), held.key, undefined), data: { card: held.key } });
    return null;
  }
  if (!ctx.s.dominance.includes(a.dominance)) return fail('no-dominance', 'no-dominance');
  if (!dominanceOptions(ctx, seat).some((o) => o.t === 'take-dominance' && o.dominance === a.dominance && o.card === a.card)) {
    return fail('dominance-card', 'dominance-card', { card: cardValue(a.dominance), bird: cardDef(a.dominance).suit === 'bird' ? 'yes' : 'no' });
  }
  takeFromHand(ctx, seat, a.card);
  discardCard(ctx, held.key);
  ctx.s.dominance.splice(ctx.s.dominance.indexOf(a.dominance), 1);
  p.hand.push({ id: freshId(ctx.s), key: a.dominance });
  emit(ctx, { kind: 'dominance', seat, text: dominanceWords(Who(ctx, seat), held.key, a.dominance), data: { card: held.key, took: a.dominance } });
  return null;
}
