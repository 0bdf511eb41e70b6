/** The Corvid Conspiracy on the client (one line in factions/index.ts). */
import { corvids } from '../../../../../engine/games/root/factions/corvids/index.ts';
import type { FactionClient } from '../types.ts';
import { corvidBoard, corvidBuildings, corvidNote } from './board.ts';
import { CorvidDetails } from './Details.tsx';
import { plotTexture } from './faces.ts';
import { corvidActionLabel, corvidCraftPieceWords, corvidOfferLabel } from './labels.ts';
import { corvidsRules } from './rules.ts';

export const corvidsClient: FactionClient = {
  rules: corvidsRules,
  id: corvids.id, name: corvids.name, color: corvids.color, prefix: corvids.prefix,
  board: corvidBoard,
  Details: CorvidDetails,
  buildings: corvidBuildings,
  note: corvidNote,
  actionLabel: corvidActionLabel,
  offerLabel: corvidOfferLabel,
  craftPieceWords: corvidCraftPieceWords,
  causes: { 'cc-battle': 'Battle (13.5.3)' },
  tokenFace: plotTexture,
};
