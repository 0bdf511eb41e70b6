import { DUCHY_IDENTITY } from './data.ts';
import type { SeatId } from '../../../../core/types.ts';
import type { Suit } from '../../data/autumn-map.ts';
import type { HeldCard, RootState } from '../../state.ts';
import { BURROW, CITADELS, MARKETS, MINISTERS, TUNNELS, type MinisterId, type Rank } from './data.ts';

/**
 * The Underground Duchy's own data, kept in `state.fx.duchy`. All of it is public: the
 * only secret of the Duchy is its hand, which the core keeps.
 */
export interface DuchyState {
  /** Tunnel tokens in the supply (12.2.4). */
  tunnels: number;
  /** Citadels and markets still on their building tracks (12.3.4); removed ones come back. */
  citadels: number;
  markets: number;
  /** Crowns still on the faction board, by rank (12.3.6). */
  crowns: Record<Rank, number>;
  /** Crowns removed from the game by the Price of Failure, by rank (12.2.3). */
  lostCrowns: Record<Rank, number>;
  /** Swayed ministers, in the order swayed; the others are in the Unswayed pile. */
  swayed: MinisterId[];
  /**
   * Cards revealed this turn (Build, Foremole, Sway): out of the hand and face up for
   * everyone until Evening returns them (12.6.1). Public.
   */
  revealed: HeldCard[];
  /** The starting corner (12.3.3). */
  corner?: number;
  /** Assembly actions left (12.5.1). */
  actionsLeft: number;
  /** Ministers whose action was taken this Parliament (12.5.2). */
  used: MinisterId[];
  /** The action under way: a Dig's move, a minister's moves or battles, the Banker's spending. */
  act?: DuchyAct;
  /** Crafting pieces activated this Evening, by id, one entry per piece (12.6.2). */
  activated: string[];
}

/** What a minister's action still lets the Duchy do: moves, battles, or both until one is taken (Brigadier). */
export interface OrdersAct {
  kind: 'orders';
  /** Words for the log and the HUD ("the Brigadier", "the Mayor as the Captain"). */
  by: string;
  /** The battle cause for the log and the HUD: the minister whose action it is. */
  cause: 'captain' | 'marshal' | 'brigadier';
  moves: boolean;
  battles: boolean;
  left: number;
}

export type DuchyAct =
  /** Dig: the tunnel is placed, warriors still to move from the Burrow (12.5.1.V). */
  | { kind: 'dig'; clearing: number }
  | OrdersAct
  /** Banker: cards spent so far and the suit they share (null until a non-bird card fixes it). */
  | { kind: 'banker'; by: string; suit: Suit | null; spent: number };

export const DUCHY = DUCHY_IDENTITY.id;
export const TUNNEL = 'tunnel';
export const CITADEL = 'citadel';
export const MARKET = 'market';
export type BuildingKind = typeof CITADEL | typeof MARKET;

export function ds(s: RootState): DuchyState {
  return s.fx[DUCHY] as DuchyState;
}

/** The Duchy's data at the start (12.3.1, 12.3.4–12.3.6). */
export function initDuchy(): DuchyState {
  return {
    tunnels: TUNNELS, citadels: CITADELS, markets: MARKETS,
    crowns: { squire: 3, noble: 3, lord: 3 }, lostCrowns: { squire: 0, noble: 0, lord: 0 },
    swayed: [], revealed: [], actionsLeft: 0, used: [], activated: [],
  };
}

/** Clearings holding a tunnel of `seat` (ascending). */
export function tunnelClearings(s: RootState, seat: SeatId): number[] {
  return s.map.filter((c) => c.tokens.some((t) => t.seat === seat && t.kind === TUNNEL)).map((c) => c.id);
}

export function hasTunnel(s: RootState, id: number): boolean {
  return s.map.some((c) => c.id === id && c.tokens.some((t) => t.kind === TUNNEL));
}

/** How many of the Duchy's buildings of `kind` stand on the map. */
export function onMap(s: RootState, kind: BuildingKind): number {
  return kind === CITADEL ? CITADELS - ds(s).citadels : MARKETS - ds(s).markets;
}

/** Unswayed ministers (the nine less the swayed), in the board's order. */
export function unswayed(s: RootState): MinisterId[] {
  const st = ds(s);
  return MINISTERS.map((m) => m.id).filter((id) => !st.swayed.includes(id));
}

export { BURROW };
