/** The Honeycomb Clergy on the client (one line in factions/index.ts). */
import { clergyManifest } from '../../../../../engine/games/root/factions/clergy/manifest.ts';
import type { FactionClient, SeatOf } from '../types.ts';
import { clergyPieces } from './bag.ts';
import { clergyBoard, clergyBuildings, clergyNote } from './board.ts';
import { ClergyDetails } from './Details.tsx';
import { flowerFlights } from './flights.ts';
import { clergyActionLabel, clergyCraftPieceWords, clergyOfferLabel } from './labels.ts';
import { clergyRules } from './rules.ts';

export const clergyClient: FactionClient<SeatOf<typeof clergyManifest.id>> = {
  rules: clergyRules,
  id: clergyManifest.id, name: clergyManifest.name, color: clergyManifest.color, prefix: clergyManifest.prefix,
  // Its colour in the colour-blind-safe seat palette (amber; client/scene/seat-palette.test.ts measures it).
  safeColor: '#ffb300',
  board: clergyBoard,
  Details: ClergyDetails,
  buildings: clergyBuildings,
  note: clergyNote,
  actionLabel: clergyActionLabel,
  offerLabel: clergyOfferLabel,
  craftPieceWords: clergyCraftPieceWords,
  causes: { crusade: 'root.clergy.cause.crusade', 'poke-the-hive': 'root.clergy.cause.poke-the-hive' },
  pieces: clergyPieces,
  flights: flowerFlights,
};
