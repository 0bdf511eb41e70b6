/**
 * Every game this client has a table for, like the engine's registry
 * (engine/games/registry.ts): add a game here and the start page offers it, the scene paints
 * its pieces, the HUD shows its panels. The shared scene, HUD and interaction layers ask
 * this module (or client/games/index.ts, once a table's game has loaded) and name no game
 * (the lint config keeps it so).
 *
 * A game's code loads on demand: the start page holds only this list, and fetches a game's
 * option fields when the host picks it; a table fetches its game's client (scene art, HUD,
 * interaction, its engine parts) when it opens. Each `import()` below is its own chunk.
 */
import { createStore } from 'zustand/vanilla';
import type { ClientGame, GameOptionsUi } from './types.ts';

interface GameEntry {
  id: string;
  /** The game's whole client (client/games/<id>/client.ts). */
  load(): Promise<ClientGame>;
  /** Its create-form fields alone (client/games/<id>/options.tsx); absent: no options. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options?(): Promise<GameOptionsUi<any>>;
}

const GAMES: readonly GameEntry[] = [
  { id: 'sandbox', load: () => import('./sandbox/client.ts').then((m) => m.sandboxClient) },
  { id: 'explorers', load: () => import('./explorers/client.ts').then((m) => m.explorersClient), options: () => import('./explorers/options.tsx').then((m) => m.explorersOptions) },
  { id: 'root', load: () => import('./root/client.ts').then((m) => m.rootClient), options: () => import('./root/options.tsx').then((m) => m.rootOptions) },
  { id: 'delve', load: () => import('./delve/client.ts').then((m) => m.delveClient), options: () => import('./delve/options.tsx').then((m) => m.delveOptions) },
  { id: 'forest', load: () => import('./forest/client.ts').then((m) => m.forestClient), options: () => import('./forest/options.tsx').then((m) => m.forestOptions) },
];

const BY_ID: ReadonlyMap<string, GameEntry> = new Map(GAMES.map((g) => [g.id, g]));

/** The game a table falls back to: the free table, with no rules. */
export const DEFAULT_GAME_ID = 'sandbox';

/** Whether this client has a table for `gameId` (the start page offers only those). */
export function hasClientGame(gameId: string): boolean {
  return BY_ID.has(gameId);
}

/** The ids of every game this client has a table for, in the start page's order. */
export const CLIENT_GAME_IDS: readonly string[] = GAMES.map((g) => g.id);

/** The games whose client has loaded, by id (client/games/index.ts reads them synchronously). */
export const loadedGames = createStore<Readonly<Record<string, ClientGame>>>()(() => ({}));

const loading = new Map<string, Promise<ClientGame>>();

/**
 * Loads the client side of `gameId` (the free table's for an unknown one) once; resolves
 * when it is in `loadedGames`.
 */
export function loadClientGame(gameId: string | null | undefined): Promise<ClientGame> {
  const entry = (gameId && BY_ID.get(gameId)) || BY_ID.get(DEFAULT_GAME_ID)!;
  let p = loading.get(entry.id);
  if (!p) {
    p = entry.load().then((game) => {
      loadedGames.setState({ [entry.id]: game });
      return game;
    });
    // A failed fetch (a dropped connection) may be tried again.
    p.catch(() => loading.delete(entry.id));
    loading.set(entry.id, p);
  }
  return p;
}

/** Loads every game's client (tests, and anything that must know all games at once). */
export function loadAllClientGames(): Promise<ClientGame[]> {
  return Promise.all(GAMES.map((g) => loadClientGame(g.id)));
}

/** The create form's fields for `gameId`, or undefined for a game without options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function loadGameOptions(gameId: string): Promise<GameOptionsUi<any> | undefined> {
  return BY_ID.get(gameId)?.options?.();
}
