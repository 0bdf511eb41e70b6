/** The Queenless Legion on the client (one line in factions/index.ts). */
import { LEGION_IDENTITY } from '../../../../../engine/games/root/factions/identities.ts';
import type { FactionClient } from '../types.ts';
import { legionBoard, legionBuildings, legionNote } from './board.ts';
import { LegionDetails } from './Details.tsx';
import { legionActionLabel, legionCraftPieceWords, legionOfferLabel } from './labels.ts';
import { legionRules } from './rules.ts';

export const legionClient: FactionClient = {
  rules: legionRules,
  id: LEGION_IDENTITY.id, name: LEGION_IDENTITY.name, color: LEGION_IDENTITY.color, prefix: LEGION_IDENTITY.prefix,
  board: legionBoard,
  Details: LegionDetails,
  buildings: legionBuildings,
  note: legionNote,
  actionLabel: legionActionLabel,
  offerLabel: legionOfferLabel,
  craftPieceWords: legionCraftPieceWords,
  causes: { attack: 'Attack (QL.5.2)' },
};
