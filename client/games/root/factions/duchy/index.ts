/** The Underground Duchy on the client (one line in factions/index.ts). */
import { duchyManifest } from '../../../../../engine/games/root/factions/duchy/manifest.ts';
import { BURROW } from '../../../../../engine/games/root/factions/duchy/data.ts';
import type { FactionClient, SeatOf } from '../types.ts';
import { burrowTexture, tunnelTexture } from './art.ts';
import { duchyBoard, duchyBuildings, duchyNote } from './board.ts';
import { DuchyDetails } from './Details.tsx';
import { duchyActionLabel, duchyCraftPieceWords, duchyOfferLabel } from './labels.ts';
import { duchyRules } from './rules.ts';

export const duchyClient: FactionClient<SeatOf<typeof duchyManifest.id>> = {
  rules: duchyRules,
  id: duchyManifest.id, name: duchyManifest.name, color: duchyManifest.color, prefix: duchyManifest.prefix,
  // Its colour in the colour-blind-safe seat palette (vermilion; client/scene/seat-palette.test.ts measures it).
  safeColor: '#ee2200',
  board: duchyBoard,
  Details: DuchyDetails,
  buildings: duchyBuildings,
  note: duchyNote,
  actionLabel: duchyActionLabel,
  offerLabel: duchyOfferLabel,
  craftPieceWords: duchyCraftPieceWords,
  causes: { assembly: 'root.duchy.cause.assembly', captain: 'root.duchy.cause.captain', brigadier: 'root.duchy.cause.brigadier' },
  tokenFace: (piece, target) => (piece.faceUp && piece.face === 'tunnel' ? tunnelTexture(target) : null),
  clearingFace: (id, target) => (id === BURROW ? burrowTexture(target) : null),
};
