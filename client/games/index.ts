/** The interaction adapter for a table's game (the free table's for unknown games). */
import type { GameInteraction } from './types.ts';
import { sandboxInteraction } from './sandbox/interaction.ts';
import { explorersInteraction } from './explorers/interaction.ts';
import { rootInteraction } from './root/interaction.ts';

const ADAPTERS: Record<string, GameInteraction> = {
  sandbox: sandboxInteraction,
  explorers: explorersInteraction,
  root: rootInteraction,
};

export function interactionFor(gameId: string | null | undefined): GameInteraction {
  return (gameId && ADAPTERS[gameId]) || sandboxInteraction;
}
