/** The Queenless Legion on the client (one line in factions/index.ts). */
import { legionManifest } from '../../../../../engine/games/root/factions/legion/manifest.ts';
import type { FactionClient, SeatOf } from '../types.ts';
import { legionBoard, legionBuildings, legionNote } from './board.ts';
import { LegionDetails } from './Details.tsx';
import { legionActionLabel, legionCraftPieceWords, legionOfferLabel } from './labels.ts';
import { legionRules } from './rules.ts';

export const legionClient: FactionClient<SeatOf<typeof legionManifest.id>> = {
  rules: legionRules,
  id: legionManifest.id, name: legionManifest.name, color: legionManifest.color, prefix: legionManifest.prefix,
  // Its colour in the colour-blind-safe seat palette (wine; client/scene/seat-palette.test.ts measures it).
  safeColor: '#990040',
  board: legionBoard,
  Details: LegionDetails,
  buildings: legionBuildings,
  note: legionNote,
  actionLabel: legionActionLabel,
  offerLabel: legionOfferLabel,
  craftPieceWords: legionCraftPieceWords,
  causes: { attack: 'root.legion.cause.attack' },
};
