/** A game's create-form fields, loaded when the host picks the game (its manifest's `options()`, through client/kit/registry.ts). */
import { useEffect, useState } from 'react';
import { loadGameOptions } from '../kit/registry.ts';
import type { GameOptionsUi } from '../kit/types.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyOptions = GameOptionsUi<any>;

/** Fields already fetched, by game: picking a game again shows them at once. */
const fetched = new Map<string, AnyOptions | undefined>();

export interface GameOptionsState {
  /** The fields, or undefined for a game without options (or not fetched yet). */
  ui: AnyOptions | undefined;
  /** Whether they are still being fetched: the form waits before it creates a table of that game. */
  pending: boolean;
  /** Why they could not be fetched (picking the game again tries again). */
  failed: boolean;
}

export function useGameOptions(gameId: string | null): GameOptionsState {
  const [, setTick] = useState(0);
  const [failedId, setFailedId] = useState<string | null>(null);
  const known = gameId === null || fetched.has(gameId);
  const failed = !known && failedId === gameId;
  // Another game picked: the failed one is tried again when it is picked back.
  useEffect(() => {
    if (failedId !== null && failedId !== gameId) setFailedId(null);
  }, [gameId, failedId]);
  useEffect(() => {
    if (known || failed || gameId === null) return;
    let live = true;
    loadGameOptions(gameId).then(
      (ui) => {
        fetched.set(gameId, ui);
        if (live) setTick((n) => n + 1);
      },
      (err: unknown) => {
        console.warn(`could not load the options of ${gameId}:`, err);
        if (live) setFailedId(gameId);
      },
    );
    return () => {
      live = false;
    };
  }, [gameId, known, failed]);
  return { ui: gameId === null ? undefined : fetched.get(gameId), pending: !known && !failed, failed };
}
