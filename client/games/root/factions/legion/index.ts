/** The Queenless Legion on the client (one line in factions/index.ts). */
import { legion } from '../../../../../engine/games/root/factions/legion/index.ts';
import type { FactionClient } from '../types.ts';
import { legionBoard, legionBuildings, legionNote } from './board.ts';
import { LegionDetails } from './Details.tsx';
import { legionActionLabel, legionCraftPieceWords, legionOfferLabel } from './labels.ts';
import { legionRules } from './rules.ts';

export const legionClient: FactionClient = {
  rules: legionRules,
  id: legion.id, name: legion.name, color: legion.color, prefix: legion.prefix,
  board: legionBoard,
  Details: LegionDetails,
  buildings: legionBuildings,
  note: legionNote,
  actionLabel: legionActionLabel,
  offerLabel: legionOfferLabel,
  craftPieceWords: legionCraftPieceWords,
  causes: { attack: 'Attack (QL.5.2)' },
};
