import type { TablePiece } from '../../../../core/projection.ts';
import type { SeatId } from '../../../../core/types.ts';
import { cardDef } from '../../data/base-deck.ts';
import type { LooksPolicy } from '../../faction.ts';
import type { DuchyBoardView } from './board.ts';
import { CITADEL, MARKET, TUNNEL } from './state.ts';
import { listPhrase, pieceLabel } from '../say.ts';

/**
 * How the Underground Duchy look on the table (the faction module's `looks`): apart from
 * its rules, so the client lays out the table without loading them (factions/looks.ts).
 */

/** The cards revealed this turn, face up beside the Burrow as a pile for everyone to see until Evening (the HUD lists them all). */
function tablePieces(b: DuchyBoardView, seat: SeatId, at: { x: number; z: number }): TablePiece[] {
  const revealed = b.revealed;
  const top = revealed[revealed.length - 1];
  if (top === undefined) return [];
  return [{
    id: 'duchy-revealed', kind: 'deck', model: 'deck', x: at.x + 2.1, z: at.z, y: 0, rot: 0, faceUp: true, face: top, count: revealed.length,
    ...pieceLabel('root.duchy.piece.revealed', { cards: listPhrase(revealed.map((k) => cardDef(k).name)) }), owner: seat, draggable: false,
  }];
}

export const duchyLooks: LooksPolicy<DuchyBoardView> = {
  pieces: { [CITADEL]: { model: 'root-citadel' }, [MARKET]: { model: 'root-market' }, [TUNNEL]: { model: 'token' } },
  tablePieces,
};
