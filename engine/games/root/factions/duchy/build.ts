import { othersThan } from '../../../../core/reveals.ts';
import type { SeatId } from '../../../../core/types.ts';
import { phrase, type Phrase } from '../../../../core/words.ts';
import type { Act } from '../../actions.ts';
import { clearing, openSlots, ruler } from '../../board.ts';
import { cardMatches, takeFromHand } from '../../cards.ts';
import { CLEARING_IDS } from '../../data/autumn-map.ts';
import { where } from '../../describe.ts';
import { buildingWords, revealWords, type RevealCause } from './log.ts';
import type { MinisterId } from './data.ts';
import { cardPhrase, clearingPhrase } from '../say.ts';
import type { Ctx, ReadCtx } from '../../faction.ts';
import { suitOf } from '../../map.ts';
import { emit, mayPlaceIn, player, showTo } from '../../ops.ts';
import type { DuchyAction } from './actions.ts';
import { CITADEL, ds, MARKET, type BuildingKind } from './state.ts';

/**
 * What Build (12.5.1.I) and the Foremole (12.5.2.I) share: revealing a card (it leaves
 * the hand, face up for everyone, until Evening returns it — 12.6.1) and placing a
 * citadel or market from its track in a clearing the Duchy rules with an open slot.
 */

export type A<K extends DuchyAction['t']> = Extract<DuchyAction, { t: K }>;
export type Orders = Act<'move'> | Act<'battle'>;

/** Building kinds still on their tracks. */
export function kindsLeft(ctx: ReadCtx): BuildingKind[] {
  const st = ds(ctx.s);
  const out: BuildingKind[] = [];
  if (st.citadels > 0) out.push(CITADEL);
  if (st.markets > 0) out.push(MARKET);
  return out;
}

/** Clearings where the Duchy may place a building now: ruled by it, an open slot, placing allowed. */
export function buildClearings(ctx: ReadCtx, seat: SeatId): number[] {
  return CLEARING_IDS.filter((id) => ruler(ctx, id) === seat && openSlots(ctx, id) > 0 && mayPlaceIn(ctx, seat, id));
}

/** Build (matching: the card's suit must match the clearing's, birds wild) or Foremole (any card) choices. */
export function buildChoices(ctx: ReadCtx, seat: SeatId, matching: boolean): Array<{ card: string; clearing: number; building: BuildingKind }> {
  const kinds = kindsLeft(ctx);
  if (kinds.length === 0) return [];
  const spots = buildClearings(ctx, seat);
  const out: Array<{ card: string; clearing: number; building: BuildingKind }> = [];
  for (const c of player(ctx, seat).hand) {
    for (const id of spots) {
      if (matching && !cardMatches(c.key, suitOf(ctx, id))) continue;
      for (const building of kinds) out.push({ card: c.id, clearing: id, building });
    }
  }
  return out;
}

/** Checks one Build or Foremole choice (any copy of a card alike is as good); the error words, or null. */
export function buildRefusal(ctx: ReadCtx, seat: SeatId, card: string, id: number, building: BuildingKind, matching: boolean): Phrase | null {
  const held = player(ctx, seat).hand.find((c) => c.id === card);
  if (!held) return phrase('root.duchy.refusal.revealed-not-in-hand');
  if (!kindsLeft(ctx).includes(building)) return phrase('root.duchy.refusal.no-building', { building });
  if (ruler(ctx, id) !== seat) return phrase('root.duchy.refusal.must-rule', { clearing: clearingPhrase(ctx, id) });
  if (openSlots(ctx, id) <= 0) return phrase('root.duchy.refusal.no-slot', { clearing: clearingPhrase(ctx, id) });
  if (!mayPlaceIn(ctx, seat, id)) return phrase('root.duchy.refusal.building-place', { clearing: clearingPhrase(ctx, id) });
  if (matching && !cardMatches(held.key, suitOf(ctx, id))) return phrase('root.duchy.refusal.card-match', { card: cardPhrase(held.key), clearing: clearingPhrase(ctx, id) });
  return null;
}

/**
 * Reveals a card from the hand: it lies face up beside the Duchy's board until Evening.
 * Everyone else has seen it, even once it is back in the hand (`showTo`).
 */
export function reveal(ctx: Ctx, seat: SeatId, card: string, cause: RevealCause): string {
  const held = takeFromHand(ctx, seat, card);
  showTo(ctx, othersThan(ctx.s.players.length, seat));
  ds(ctx.s).revealed.push(held);
  emit(ctx, { kind: 'reveal', seat, text: revealWords(held.key, cause, 'build' in cause ? where(ctx, cause.build) : undefined), data: { card: held.key, ...cause } });
  return held.key;
}

/** Places a citadel or market from its track, by Build or by a minister's action (`by`). */
export function placeBuilding(ctx: Ctx, seat: SeatId, id: number, kind: BuildingKind, by?: { minister: MinisterId; as: MinisterId }): void {
  const st = ds(ctx.s);
  if (kind === CITADEL) st.citadels -= 1;
  else st.markets -= 1;
  clearing(ctx.s, id).buildings.push({ seat, kind });
  emit(ctx, { kind: 'build', seat, text: buildingWords(kind, where(ctx, id), by), data: { clearing: id, building: kind, ...by } });
}
