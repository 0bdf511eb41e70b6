/**
 * The table side of the registry (client/games/registry.ts): the client of a table's game,
 * read synchronously by the scene, HUD and interaction layers once it has loaded. Pages
 * that show a table wait for `useGameReady` before they draw it, so nothing here is asked
 * for a game still loading; an unknown game gets the free table's, which is always here.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import type { ClientGame, GameInteraction } from './types.ts';
import { hasClientGame, loadClientGame, loadedGames } from './registry.ts';
import { sandboxClient } from './sandbox/client.ts';

/** The game a table falls back to: the free table, with no rules. */
export const DEFAULT_GAME: ClientGame = sandboxClient;

/** The client side of `gameId` (the free table's for an unknown one, or one not loaded yet). */
export function clientGame(gameId: string | null | undefined): ClientGame {
  return (gameId && loadedGames.getState()[gameId]) || DEFAULT_GAME;
}

/** The interaction adapter for a table's game (the free table's for unknown games). */
export function interactionFor(gameId: string | null | undefined): GameInteraction {
  return clientGame(gameId).interaction;
}

/** Whether the client of `gameId` is here: no game yet, an unknown one (the free table's), or a loaded one. */
export function gameReady(gameId: string | null | undefined, loaded = loadedGames.getState()): boolean {
  return !gameId || !hasClientGame(gameId) || loaded[gameId] !== undefined;
}

/** Loads the client of `gameId` when it is not here yet; true once it is. */
export function useGameReady(gameId: string | null | undefined): boolean {
  const ready = useStore(loadedGames, (loaded) => gameReady(gameId, loaded));
  useEffect(() => {
    if (!ready && gameId) loadClientGame(gameId).catch((err: unknown) => console.warn(`could not load the table of ${gameId}:`, err));
  }, [ready, gameId]);
  return ready;
}

/** Who paints board model `model` (model names are unique across games): a loaded game's `boardFaces`, or undefined. */
export function boardPainter(model: string): NonNullable<ClientGame['boardFaces']>[string] | undefined {
  for (const game of [DEFAULT_GAME, ...Object.values(loadedGames.getState())]) {
    const paint = game.boardFaces?.[model];
    if (paint) return paint;
  }
  return undefined;
}
