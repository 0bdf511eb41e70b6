/**
 * Every game this client has a table for, like the engine's registry
 * (engine/games/registry.ts): add a game's `client.ts` here and the start page offers it,
 * the scene paints its pieces, the HUD shows its panels. The shared scene, HUD and
 * interaction layers ask this module and name no game (the lint config keeps it so).
 */
import type { ClientGame } from './types.ts';
import { delveClient } from './delve/client.ts';
import { explorersClient } from './explorers/client.ts';
import { forestClient } from './forest/client.ts';
import { rootClient } from './root/client.ts';
import { sandboxClient } from './sandbox/client.ts';

const GAMES: readonly ClientGame[] = [sandboxClient, explorersClient, rootClient, delveClient, forestClient];

const BY_ID: ReadonlyMap<string, ClientGame> = new Map(GAMES.map((g) => [g.id, g]));

/** The game a table falls back to: the free table, with no rules. */
export const DEFAULT_GAME: ClientGame = sandboxClient;

/** The client side of `gameId` (the free table's for an unknown one). */
export function clientGame(gameId: string | null | undefined): ClientGame {
  return (gameId && BY_ID.get(gameId)) || DEFAULT_GAME;
}

/** Whether this client has a table for `gameId` (the start page offers only those). */
export function hasClientGame(gameId: string): boolean {
  return BY_ID.has(gameId);
}

/** Painted faces of board models, from every game (model names are unique across games). */
export const BOARD_FACES: NonNullable<ClientGame['boardFaces']> = Object.assign({}, ...GAMES.map((g) => g.boardFaces ?? {}));
