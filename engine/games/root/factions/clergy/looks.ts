import type { TablePiece } from '../../../../core/projection.ts';
import type { SeatId } from '../../../../core/types.ts';
import type { LooksPolicy } from '../../faction.ts';
import type { ClergyBoardView } from './board.ts';
import { SUIT_COLORS } from '../../table.ts';
import { CATHEDRAL } from './state.ts';
import { pieceLabel, suitPhrase } from '../say.ts';

/**
 * How the Honeycomb Clergy look on the table (the faction module's `looks`): apart from its
 * rules, so the client lays out the table without loading them (factions/looks.ts).
 */

/**
 * The blind bag as a table piece (a count, nothing else) and, while one waits to be placed,
 * the flower just drawn, lying out of the bag's mouth beside it.
 */
function tablePieces(b: ClergyBoardView, seat: SeatId, at: { x: number; z: number }): TablePiece[] {
  const out: TablePiece[] = [{
    id: 'clergy-bag', kind: 'bag', model: 'bag', x: at.x, z: at.z, y: 0, rot: 0, faceUp: false,
    ...pieceLabel('root.clergy.piece.bag'), count: b.bag.count, owner: seat, draggable: false, color: '#7a4e2d',
  }];
  const drawn = b.drawn;
  if (drawn) {
    out.push({
      id: DRAWN_FLOWER_PIECE, kind: 'token', model: 'token', x: at.x + 2.4, z: at.z, y: 0, rot: 0, faceUp: true,
      face: `flower-${drawn}`, ...pieceLabel('root.clergy.piece.drawn', { suit: suitPhrase(drawn) }), owner: seat, draggable: false, color: SUIT_COLORS[drawn],
    });
  }
  return out;
}

/** The table piece of the flower just drawn from the blind bag. */
export const DRAWN_FLOWER_PIECE = 'clergy-drawn-flower';

export const clergyLooks: LooksPolicy<ClergyBoardView> = { pieces: { [CATHEDRAL]: { model: 'root-cathedral' } }, tablePieces };
