import { CORVIDS_IDENTITY } from './data.ts';
import type { SeatId } from '../../../../core/types.ts';
import type { ClearingSuit } from '../../data/autumn-map.ts';
import type { RootState, Token } from '../../state.ts';
import { PLOT_TYPES, type PlotType } from './data.ts';

/**
 * The Corvid Conspiracy's own data, kept in `state.fx.corvids`. Plot tokens on the map
 * are map tokens (`kind`: the plot type; `faceDown` while face down). SECRET: the types of
 * face-down plots on the map and the types left in the supply; others see how many.
 */
export interface CorvidState {
  /** Plot tokens in the supply, face down (13.2.2.I). SECRET: which types they are. */
  supply: PlotType[];
  /** Plots placed this turn: the next costs one more warrior (13.5.2). */
  placed: number;
  /** Daylight actions left (13.5). */
  actionsLeft: number;
  /** Exerted this Evening: one more Daylight action, no draw (13.6.1). */
  exerted: boolean;
  /** Recruited this Birdsong (once per turn, 13.4.3). */
  recruited: boolean;
  /** Clearings whose plot was activated for crafting this turn (13.2.1). */
  activated: number[];
  /** Setup: suits still to receive a warrior (13.3.2). */
  setupSuits: ClearingSuit[];
}

export const CORVIDS = CORVIDS_IDENTITY.id;
/** How a face-down plot looks to everyone but the Corvids: its feather side. */
export const PLOT_BACK = 'plot';

export function vs(s: RootState): CorvidState {
  return s.fx[CORVIDS] as CorvidState;
}

export function isPlot(t: Pick<Token, 'kind'>): boolean {
  return (PLOT_TYPES as readonly string[]).includes(t.kind);
}

/** The Corvids' plot token in a clearing (at most one, 13.2.2.II), if any. */
export function plotIn(s: RootState, me: SeatId, id: number): Token | undefined {
  return s.map.find((c) => c.id === id)?.tokens.find((t) => t.seat === me && isPlot(t));
}

/** Clearings holding a plot of the Corvids, with it. */
export function plots(s: RootState, me: SeatId): Array<{ clearing: number; token: Token }> {
  const out: Array<{ clearing: number; token: Token }> = [];
  for (const c of s.map) for (const t of c.tokens) if (t.seat === me && isPlot(t)) out.push({ clearing: c.id, token: t });
  return out;
}

/** Face-up plots of a type on the map (13.4.2 scoring, extortions for 13.6.2). */
export function faceUp(s: RootState, me: SeatId, type?: PlotType): number {
  return plots(s, me).filter((p) => !p.token.faceDown && (type === undefined || p.token.kind === type)).length;
}

/** True when a face-up snare of the Corvids stands in the clearing (13.7.2). */
export function snared(s: RootState, me: SeatId, id: number): boolean {
  const p = plotIn(s, me, id);
  return p !== undefined && !p.faceDown && p.kind === 'snare';
}
