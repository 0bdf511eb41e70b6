/** The Honeycomb Clergy on the client (one line in factions/index.ts). */
import { clergy } from '../../../../../engine/games/root/factions/clergy/index.ts';
import type { FactionClient } from '../types.ts';
import { clergyPieces } from './bag.ts';
import { clergyBoard, clergyBuildings, clergyNote } from './board.ts';
import { ClergyDetails } from './Details.tsx';
import { flowerFlights } from './flights.ts';
import { clergyActionLabel, clergyCraftPieceWords, clergyOfferLabel } from './labels.ts';
import { clergyRules } from './rules.ts';

export const clergyClient: FactionClient = {
  rules: clergyRules,
  id: clergy.id, name: clergy.name, color: clergy.color, prefix: clergy.prefix,
  board: clergyBoard,
  Details: ClergyDetails,
  buildings: clergyBuildings,
  note: clergyNote,
  actionLabel: clergyActionLabel,
  offerLabel: clergyOfferLabel,
  craftPieceWords: clergyCraftPieceWords,
  causes: { crusade: 'Crusade (HCC.5.1.III)', 'poke-the-hive': 'Poke the Hive (HCC.2.5)' },
  pieces: clergyPieces,
  flights: flowerFlights,
};
