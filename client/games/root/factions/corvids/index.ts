/** The Corvid Conspiracy on the client (one line in factions/index.ts). */
import { corvidsManifest } from '../../../../../engine/games/root/factions/corvids/manifest.ts';
import type { FactionClient, SeatOf } from '../types.ts';
import { corvidBoard, corvidBuildings, corvidNote } from './board.ts';
import { CorvidDetails } from './Details.tsx';
import { plotTexture } from './faces.ts';
import { corvidActionLabel, corvidCraftPieceWords, corvidOfferLabel } from './labels.ts';
import { corvidsRules } from './rules.ts';

export const corvidsClient: FactionClient<SeatOf<typeof corvidsManifest.id>> = {
  rules: corvidsRules,
  id: corvidsManifest.id, name: corvidsManifest.name, color: corvidsManifest.color, prefix: corvidsManifest.prefix,
  // Its colour in the colour-blind-safe seat palette (royal blue; client/scene/seat-palette.test.ts measures it).
  safeColor: '#2040b3',
  board: corvidBoard,
  Details: CorvidDetails,
  buildings: corvidBuildings,
  note: corvidNote,
  actionLabel: corvidActionLabel,
  offerLabel: corvidOfferLabel,
  craftPieceWords: corvidCraftPieceWords,
  causes: { 'cc-battle': 'root.corvids.cause.battle' },
  tokenFace: plotTexture,
};
