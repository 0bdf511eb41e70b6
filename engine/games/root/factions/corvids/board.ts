import type { SeatId, Viewer } from '../../../../core/types.ts';
import type { ReadCtx } from '../../faction.ts';
import { DAYLIGHT_ACTIONS, PLOT_TYPES, type PlotType } from './data.ts';
import { plotCost } from './daylight.ts';
import { faceUp, plots, vs } from './state.ts';

/**
 * The Corvid Conspiracy's board as the view carries it (the seat's `board`). SECRET
 * stripped: others see how many plots are in the supply and which face-up plots stand
 * where; only the Corvids see the supply's types (13.2.2.I).
 */
export interface CorvidBoardView {
  /** Plots in the supply. */
  supply: number;
  /** Its plots on the map, and the face-up ones by type. */
  onMap: number;
  faceUp: Record<PlotType, number>;
  /** Plots placed this Daylight, and what the next one costs. */
  placed: number;
  plotCost: number;
  actionsLeft: number;
  /** Daylight actions a turn. */
  actions: number;
  exerted: boolean;
  recruited: boolean;
  /** The supply's plots by type: only on the Corvids' own board. */
  supplyTypes?: Record<PlotType, number>;
}

/** The faction board (see CorvidBoardView). */
export function corvidBoard(ctx: ReadCtx, seat: SeatId, viewer: Viewer): CorvidBoardView {
  const st = vs(ctx.s);
  const out: CorvidBoardView = {
    supply: st.supply.length,
    onMap: plots(ctx.s, seat).length,
    faceUp: byType((t) => faceUp(ctx.s, seat, t)),
    placed: st.placed,
    plotCost: plotCost(ctx),
    actionsLeft: st.actionsLeft,
    actions: DAYLIGHT_ACTIONS,
    exerted: st.exerted,
    recruited: st.recruited,
  };
  if (viewer === seat) out.supplyTypes = byType((t) => st.supply.filter((x) => x === t).length);
  return out;
}

/** A count for each plot type, in PLOT_TYPES order. */
function byType(count: (t: PlotType) => number): Record<PlotType, number> {
  return Object.fromEntries(PLOT_TYPES.map((t) => [t, count(t)])) as Record<PlotType, number>;
}
