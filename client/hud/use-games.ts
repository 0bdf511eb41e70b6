/** The games the server offers, fetched once per page and shared by every component. */
import { useEffect, useState } from 'react';
import { defaultGameId, gameTitle, hasClientGame } from '../kit/registry.ts';
import { useSay } from '../words/say.ts';
import { fetchGames, type GameInfo } from '../net/api.ts';

/**
 * Whether the start page offers this game for a new table: only games whose own table
 * and HUD this client has (the games installed in client/kit/registry.ts). The server may host more (their
 * rules engines complete and tested, tables creatable through the API); the start page
 * lists those as coming, not as playable, until their table exists.
 */
export function tableReady(gameId: string): boolean {
  return hasClientGame(gameId);
}

/** Shown until the server answers (or when it cannot), so the start page still works. */
export function fallbackGames(): GameInfo[] {
  return [{ id: defaultGameId(), name: 'Free table', minSeats: 1, maxSeats: 10, turns: false, boxes: false }];
}

let cached: Promise<GameInfo[]> | null = null;

function load(): Promise<GameInfo[]> {
  cached ??= fetchGames().then(
    (games) => (games.length > 0 ? games : fallbackGames()),
    (err: unknown) => {
      console.warn('could not load the game list:', err);
      cached = null;
      return fallbackGames();
    },
  );
  return cached;
}

export function useGames(): GameInfo[] {
  const [games, setGames] = useState<GameInfo[]>(fallbackGames);
  useEffect(() => {
    let live = true;
    void load().then((g) => live && setGames(g));
    return () => {
      live = false;
    };
  }, []);
  return games;
}

/** A game's display name in the reader's language (the server's, or its id, for a game this client has no table for). */
export function useGameName(gameId: string | null): string {
  const games = useGames();
  useSay();
  if (!gameId) return '';
  return gameTitle(gameId, games.find((g) => g.id === gameId)?.name ?? gameId);
}
