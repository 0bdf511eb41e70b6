import { LEGION_IDENTITY } from './data.ts';
import type { SeatId } from '../../../../core/types.ts';
import { clearing } from '../../board.ts';
import { clearingDef } from '../../data/autumn-map.ts';
import type { ClearingSuit } from '../../data/autumn-map.ts';
import { cardDef, type CostIcon } from '../../data/base-deck.ts';
import type { RemovedPiece } from '../../faction.ts';
import type { RootState } from '../../state.ts';

/** A removed enemy piece waiting in the Spoils box (QL.2.2). */
export interface Spoil {
  owner: SeatId;
  piece: RemovedPiece;
}

/** The Queenless Legion's own data, kept in `state.fx.legion`. All public. */
export interface LegionState {
  /** Colony tokens in the supply (QL.2.3). */
  colonies: number;
  /** The Spoils box (QL.2.2). */
  spoils: Spoil[];
  /** The campaign card on the board (QL.2.5), by key. */
  campaign: string | null;
  /** The campaign suit: the card's, or the suit chosen for a bird card this turn (QL.4.3). */
  campaignSuit: ClearingSuit | null;
  /** Starting corner (QL.3.2). */
  corner?: number;
  /** Supply Drop: crafting icons still to place a warrior for (QL.4.2). */
  drops: CostIcon[];
  /** Campaign clearings already battled this Daylight (QL.5.2). */
  attacked: number[];
  /** Campaign clearings already colonized (or scored) this Daylight (QL.5.3). */
  colonized: number[];
  /** Crafting pieces activated this Evening, by id, one entry per piece (QL.6.1). */
  activated: string[];
}

export const LEGION = LEGION_IDENTITY.id;
export const COLONY = 'colony';

export function ls(s: RootState): LegionState {
  return s.fx[LEGION] as LegionState;
}

/** True when the campaign card is a bird card (reduced Spoils scoring, QL.2.5). */
export function birdCampaign(s: RootState): boolean {
  const key = ls(s).campaign;
  return key !== null && cardDef(key).suit === 'bird';
}

/** Campaign clearings: clearings of the campaign suit (QL.2.5). */
export function isCampaignClearing(s: RootState, id: number): boolean {
  const suit = ls(s).campaignSuit;
  return suit !== null && id <= 12 && clearingDef(id).suit === suit;
}

export function hasColony(s: RootState, id: number): boolean {
  return clearing(s, id).tokens.some((t) => t.kind === COLONY);
}

/** Clearings with a colony of `seat`. */
export function colonyClearings(s: RootState, seat: SeatId): number[] {
  return s.map.filter((c) => c.tokens.some((t) => t.seat === seat && t.kind === COLONY)).map((c) => c.id);
}
