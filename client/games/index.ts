/** The interaction adapter for a table's game (the free table's for unknown games). */
import type { GameInteraction } from './types.ts';
import { clientGame } from './registry.ts';

export function interactionFor(gameId: string | null | undefined): GameInteraction {
  return clientGame(gameId).interaction;
}
