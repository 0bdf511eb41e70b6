import type { TablePiece } from '../../../../core/projection.ts';
import type { SeatId } from '../../../../core/types.ts';
import type { LooksPolicy } from '../../faction.ts';
import type { CorvidBoardView } from './board.ts';
import { isPlot, PLOT_BACK } from './state.ts';
import { pieceLabel } from '../say.ts';

/**
 * How the Corvid Conspiracy look on the table (the faction module's `looks`): apart from
 * its rules, so the client lays out the table without loading them (factions/looks.ts).
 */

/** The plot supply beside the board: a face-down stack with its count. */
function tablePieces(b: CorvidBoardView, seat: SeatId, at: { x: number; z: number }): TablePiece[] {
  return [{
    id: 'corvid-plots', kind: 'token', model: 'token', x: at.x, z: at.z, y: 0, rot: 0, faceUp: false, face: 'plot',
    ...pieceLabel('root.corvids.piece.supply'), count: b.supply, owner: seat, draggable: false, color: '#2e4b8f',
  }];
}

// One plot per clearing (13.2.2.II): its table id names the clearing only, never the type,
// and stays as it turns face up, so the flip plays on the same piece.
export const corvidLooks: LooksPolicy<CorvidBoardView> = { tablePieces, flipId: (t) => (isPlot(t) || t.kind === PLOT_BACK ? PLOT_BACK : undefined) };
