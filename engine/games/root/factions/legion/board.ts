import type { SeatId } from '../../../../core/types.ts';
import type { ClearingSuit, Suit } from '../../data/autumn-map.ts';
import type { CostIcon } from '../../data/base-deck.ts';
import type { ReadCtx } from '../../faction.ts';
import { ls } from './state.ts';

/** The Queenless Legion's board as the view carries it (the seat's `board`): everything on it is public. */
export interface LegionBoardView {
  /** Colony tokens in the supply. */
  colonies: number;
  /** The Spoils box: each piece's owner, the piece ("warrior" or its kind) and a token's suit. */
  spoils: Array<{ owner: SeatId; piece: string; suit?: Suit }>;
  /** The campaign card's key, or null. */
  campaign: string | null;
  campaignSuit: ClearingSuit | null;
  /** Supply Drop: crafting icons still to place a warrior for. */
  drops: CostIcon[];
  /** Campaign clearings already battled, and colonized, this Daylight. */
  attacked: number[];
  colonized: number[];
}

/** The faction board for the HUD: everything on it is public. */
export function legionBoard(ctx: ReadCtx): LegionBoardView {
  const st = ls(ctx.s);
  return {
    colonies: st.colonies,
    spoils: st.spoils.map((sp) => ({ owner: sp.owner, piece: sp.piece.type === 'warrior' ? 'warrior' : sp.piece.kind, ...(sp.piece.type === 'token' && sp.piece.suit ? { suit: sp.piece.suit } : {}) })),
    campaign: st.campaign,
    campaignSuit: st.campaignSuit,
    drops: [...st.drops],
    attacked: [...st.attacked],
    colonized: [...st.colonized],
  };
}
