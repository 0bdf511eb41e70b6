/** The Corvid Conspiracy on the client (one line in factions/index.ts). */
import { CORVIDS_IDENTITY } from '../../../../../engine/games/root/factions/identities.ts';
import type { FactionClient } from '../types.ts';
import { corvidBoard, corvidBuildings, corvidNote } from './board.ts';
import { CorvidDetails } from './Details.tsx';
import { plotTexture } from './faces.ts';
import { corvidActionLabel, corvidCraftPieceWords, corvidOfferLabel } from './labels.ts';
import { corvidsRules } from './rules.ts';

export const corvidsClient: FactionClient = {
  rules: corvidsRules,
  id: CORVIDS_IDENTITY.id, name: CORVIDS_IDENTITY.name, color: CORVIDS_IDENTITY.color, prefix: CORVIDS_IDENTITY.prefix,
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
