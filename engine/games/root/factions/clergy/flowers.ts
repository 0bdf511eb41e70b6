import { isRuleError, type Result } from '../../../../core/result.ts';
import type { Prompt, SeatId } from '../../../../core/types.ts';
import { bagDraw } from '../../../../table/bag.ts';
import type { RootAction } from '../../actions.ts';
import { clearing, warriorsOf } from '../../board.ts';
import { suitOf } from '../../map.ts';
import type { Suit } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import { label, refuse, suitPhrase } from '../say.ts';
import { flowerBackWords, flowerDrawWords, flowerPlaceWords, FLOWER_WHY, noFlowerWords, type FlowerWhy } from './log.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { emit, mayPlaceIn } from '../../ops.ts';
import type { FactionPending } from '../../state.ts';
import { CLERGY, cs, FLOWER, hasCathedral } from './state.ts';

/**
 * Florists (HCC.2.2): flowers are drawn at random from the blind bag and placed in a
 * matching clearing without a cathedral and with a Clergy warrior (bird flowers: any
 * suit); a flower that cannot be placed goes back into the bag. Spent or removed flowers
 * go back into the bag too.
 */

export const PLACE_FLOWER = 'place-flower';

/** Clearings where a drawn flower of `suit` may be placed (HCC.2.2.II). */
export function placeable(ctx: ReadCtx, seat: SeatId, suit: Suit): number[] {
  return ctx.s.map
    .filter((c) => !hasCathedral(ctx.s, c.id) && warriorsOf(c, seat) > 0 && (suit === 'bird' || suitOf(ctx, c.id) === suit) && mayPlaceIn(ctx, seat, c.id))
    .map((c) => c.id);
}

/**
 * Draws one flower at random; placing it is a decision (pending `place-flower`) that
 * resolves by itself when there is one place or none. False when the bag is empty.
 */
export function drawFlower(ctx: Ctx, seat: SeatId, why: FlowerWhy): boolean {
  const st = cs(ctx.s);
  const r = bagDraw(st.bag, ctx.rng);
  if (isRuleError(r)) {
    emit(ctx, { kind: 'flower', seat, text: noFlowerWords(why), data: { empty: 1, w: FLOWER_WHY.indexOf(why) } });
    return false;
  }
  st.bag = r.items;
  emit(ctx, {
    kind: 'flower', seat, text: flowerDrawWords(r.drawn, why, st.bag.length),
    data: { suit: r.drawn, bag: st.bag.length, w: FLOWER_WHY.indexOf(why) },
  });
  ctx.s.stack.push({ kind: 'faction', seat, faction: CLERGY, type: PLACE_FLOWER, data: { suit: r.drawn, why } });
  return true;
}

/** Puts a flower into a clearing. */
export function putFlower(ctx: Ctx, seat: SeatId, id: number, suit: Suit): void {
  clearing(ctx.s, id).tokens.push({ seat, kind: FLOWER, suit });
  emit(ctx, { kind: 'flower', seat, text: flowerPlaceWords(suit, where(ctx, id)), data: { at: id, suit } });
}

/** A spent or removed flower goes back into the blind bag (HCC.2.2.III). */
export function returnFlower(ctx: Ctx, suit: Suit): void {
  cs(ctx.s).bag.push(suit);
}

function pop(ctx: Ctx, p: FactionPending): void {
  const i = ctx.s.stack.lastIndexOf(p);
  if (i >= 0) ctx.s.stack.splice(i, 1);
}

/** Resolves a drawn flower with one place or none by itself. */
export function settlePlaceFlower(ctx: Ctx, p: FactionPending): void {
  const suit = p.data.suit as Suit;
  const spots = placeable(ctx, p.seat, suit);
  if (spots.length === 0) {
    returnFlower(ctx, suit);
    emit(ctx, { kind: 'flower', seat: p.seat, text: flowerBackWords(suit), data: { suit, back: 1 } });
    pop(ctx, p);
  } else if (spots.length === 1) {
    putFlower(ctx, p.seat, spots[0] as number, suit);
    pop(ctx, p);
  }
}

export function placeFlowerPrompts(ctx: ReadCtx, p: FactionPending): Prompt<RootAction>[] {
  const suit = p.data.suit as Suit;
  const spots = placeable(ctx, p.seat, suit);
  return [{
    key: 'place-flower', ...label('root.clergy.prompt.place-flower', { suit: suitPhrase(suit) }), targets: spots.map((id) => `clearing-${id}`),
    actions: spots.map((id): RootAction => ({ t: 'hcc.place', clearing: id })),
  }];
}

export function applyPlaceFlower(ctx: Ctx, p: FactionPending, a: RootAction): Result<null> {
  const suit = p.data.suit as Suit;
  if (a.t !== 'hcc.place' || typeof a.clearing !== 'number') return refuse('HCC/place-flower', 'root.clergy.refusal.place-flower', { suit: suitPhrase(suit) });
  if (!placeable(ctx, p.seat, suit).includes(a.clearing)) {
    return refuse('HCC/bad-flower-spot', 'root.clergy.refusal.flower-spot', { kind: suit, suit: suitPhrase(suit) });
  }
  putFlower(ctx, p.seat, a.clearing, suit);
  pop(ctx, p);
  return null;
}
