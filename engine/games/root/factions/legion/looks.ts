import type { TablePiece } from '../../../../core/projection.ts';
import type { SeatId } from '../../../../core/types.ts';
import { cardDef } from '../../data/base-deck.ts';
import type { LooksPolicy } from '../../faction.ts';
import type { LegionBoardView } from './board.ts';
import { COLONY } from './state.ts';
import { pieceLabel, suitPhrase } from '../say.ts';

/**
 * How the Queenless Legion look on the table (the faction module's `looks`): apart from
 * its rules, so the client lays out the table without loading them (factions/looks.ts).
 */

/** The campaign card face up beside the board, and the Spoils box as a counted token. */
function tablePieces(b: LegionBoardView, seat: SeatId, at: { x: number; z: number }): TablePiece[] {
  const out: TablePiece[] = [];
  const campaign = b.campaign;
  if (campaign) {
    out.push({
      id: 'legion-campaign', kind: 'card', model: 'card', x: at.x, z: at.z, y: 0, rot: 0, faceUp: true, face: campaign,
      ...(b.campaignSuit ? pieceLabel('root.legion.piece.campaign-suit', { name: cardDef(campaign).name, suit: suitPhrase(b.campaignSuit) }) : pieceLabel('root.legion.piece.campaign', { name: cardDef(campaign).name })), owner: seat, draggable: false,
    });
  }
  const spoils = b.spoils.length;
  out.push({
    id: 'legion-spoils', kind: 'token', model: 'token', x: at.x - 2.5, z: at.z, y: 0, rot: 0, faceUp: true, face: 'spoils',
    ...pieceLabel('root.legion.piece.spoils'), count: spoils, owner: seat, draggable: false,
  });
  return out;
}

export const legionLooks: LooksPolicy<LegionBoardView> = { pieces: { [COLONY]: { model: 'root-colony', standing: true } }, tablePieces };
