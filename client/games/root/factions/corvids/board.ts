/** The Corvid Conspiracy's board as the HUD reads it from the view. */
import type { RootView } from '../../../../../engine/games/root/view.ts';
import { clearingName, common, pieceNoun, type CommonBoard } from '../../board-common.ts';
import type { FactionBoard, SeatOf } from '../types.ts';
import { say } from '../../../../words/say.ts';

const TYPES = ['bomb', 'snare', 'extortion', 'raid'] as const;

export interface CorvidBoard extends CommonBoard {
  kind: 'corvids';
  /** Plots in the supply (a count for everyone). */
  supply: number;
  /** The supply's types: only on the Corvids' own board. */
  supplyTypes: Array<{ type: string; n: number }> | null;
  /** Face-up plots on the map, by type. */
  faceUp: Array<{ type: string; n: number }>;
  onMap: number;
  /** Face-down plots on the map with their types: only for the Corvids themselves. */
  secretPlots: Array<{ clearing: string; type: string }>;
  /** During the Corvids' Daylight: actions left, and what the next plot costs. */
  actionsLeft: number | null;
  plotCost: number;
  exerted: boolean;
}

export function corvidBoard(v: RootView, s: SeatOf<'corvids'>, seatNames: readonly (string | undefined)[]): CorvidBoard {
  const b = s.board;
  const up = b.faceUp;
  const own = b.supplyTypes;
  const daylight = v.turn.seat === s.seat && v.turn.phase === 'daylight';
  const secretPlots: CorvidBoard['secretPlots'] = [];
  for (const c of v.map) {
    for (const t of c.tokens) {
      if (t.seat === s.seat && t.faceDown && t.kind !== 'plot') secretPlots.push({ clearing: clearingName(v, c.id), type: pieceNoun(t.kind) });
    }
  }
  return {
    ...common(v, s, seatNames),
    kind: 'corvids',
    supply: b.supply,
    supplyTypes: own === undefined ? null : TYPES.map((type) => ({ type: pieceNoun(type), n: own[type] })),
    faceUp: TYPES.map((type) => ({ type: pieceNoun(type), n: up[type] })).filter((x) => x.n > 0),
    onMap: b.onMap,
    secretPlots,
    actionsLeft: daylight ? b.actionsLeft : null,
    plotCost: b.plotCost,
    exerted: b.exerted,
  };
}

/** "5 plots in supply". */
export function corvidBuildings(b: FactionBoard): string {
  const n = (b as CorvidBoard).supply;
  return say('root.corvids.buildings', { n });
}

/** The folded board's line: plots on the map and face up. */
export function corvidNote(b: FactionBoard): string {
  const c = b as CorvidBoard;
  const up = c.faceUp.reduce((n, x) => n + x.n, 0);
  return say('root.corvids.note', { n: c.onMap, up });
}
