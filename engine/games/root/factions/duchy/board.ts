import type { SeatId } from '../../../../core/types.ts';
import type { ReadCtx } from '../../faction.ts';
import { rootSay } from '../../log-words.ts';
import {
  ASSEMBLY_ACTIONS, BURROW, CITADEL_RECRUITS, CROWN_SPACES, CROWNS_PER_RANK, MINISTERS, MARKET_DRAWS, SWAY_CARDS, type MinisterId, type Rank,
} from './data.ts';
import { ds, tunnelClearings, type DuchyAct } from './state.ts';

/** The Underground Duchy's board as the view carries it (the seat's `board`): everything on it is public (the hand is the core's). */
export interface DuchyBoardView {
  /** The Burrow's clearing id. */
  burrow: number;
  corner: number | null;
  /** Tunnels in the supply, and the clearings with one on the map. */
  tunnels: number;
  tunnelClearings: number[];
  /** Citadels and markets still on their tracks, and what each track gives with 0–3 on the map. */
  citadels: number;
  markets: number;
  citadelTrack: number[];
  marketTrack: number[];
  /** Crowns on the board and removed from the game, by rank; each rank's crown spaces (VP). */
  crowns: Record<Rank, number>;
  lostCrowns: Record<Rank, number>;
  crownSpaces: Record<Rank, number[]>;
  crownsPerRank: number;
  ministers: Array<{ id: MinisterId; name: string; rank: Rank; cards: number; /** What its action does, in English (the client words it by `id`). */ does: string; swayed: boolean; used: boolean }>;
  /** Cards revealed this turn (keys). */
  revealed: string[];
  actionsLeft: number;
  assemblyActions: number;
  /** The action under way. */
  act: DuchyAct | null;
}

/** The faction board for the HUD: everything on it is public (the hand is the core's). */
export function duchyBoard(ctx: ReadCtx, seat: SeatId): DuchyBoardView {
  const st = ds(ctx.s);
  const act = st.act;
  return {
    burrow: BURROW,
    corner: st.corner ?? null,
    tunnels: st.tunnels,
    tunnelClearings: tunnelClearings(ctx.s, seat),
    citadels: st.citadels,
    markets: st.markets,
    citadelTrack: [...CITADEL_RECRUITS],
    marketTrack: [...MARKET_DRAWS],
    crowns: { ...st.crowns },
    lostCrowns: { ...st.lostCrowns },
    crownSpaces: { squire: [...CROWN_SPACES.vp.squire], noble: [...CROWN_SPACES.vp.noble], lord: [...CROWN_SPACES.vp.lord] },
    crownsPerRank: CROWNS_PER_RANK,
    ministers: MINISTERS.map((m) => ({
      id: m.id, name: m.name, rank: m.rank, cards: SWAY_CARDS[m.rank], does: rootSay(`root.duchy.does.${m.id}`), swayed: st.swayed.includes(m.id), used: st.used.includes(m.id),
    })),
    revealed: st.revealed.map((c) => c.key),
    actionsLeft: st.actionsLeft,
    assemblyActions: ASSEMBLY_ACTIONS,
    act: act ? { ...act } : null,
  };
}
