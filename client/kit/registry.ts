/**
 * The client's registry of games, below the shared layers: it holds no game of its own. The
 * app installs the list (client/main.tsx installs client/games/index.ts's `GAMES`, one
 * manifest per game), and the shared scene, HUD, interaction and network layers ask this
 * module and name no game (the lint config and client/layers.test.ts keep it so).
 *
 * A game's code loads on demand: the start page holds only the manifests, and fetches a
 * game's option fields when the host picks it; a table fetches its game's client (scene art,
 * HUD, interaction, its engine parts) when it opens, and the free table's beside it, which
 * stands in for a game not loaded yet or unknown. Each manifest's `import()` is its own chunk.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { ClientGame, GameOptionsUi } from './types.ts';
import type { Words } from '../words/catalogue.ts';
import { addWords, say } from '../words/say.ts';

/**
 * One game on the client (client/games/<id>/manifest.ts): the only place a game is
 * registered, beside its engine module in engine/games/registry.ts.
 */
export interface GameManifest {
  /** The engine's game id. */
  id: string;
  /** The game's whole client (client/games/<id>/client.ts). */
  load(): Promise<ClientGame>;
  /** Its create-form fields alone (client/games/<id>/options.tsx); absent: no options. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  options?(): Promise<GameOptionsUi<any>>;
  /**
   * Its words in every language (client/games/<id>/words/index.ts), added to the reader's
   * catalogue before its client or its option fields are used; absent: it has none of its own.
   */
  words?(): Promise<Words>;
  /** Its name in every language (`<id>.title`): small, so the start page lists it before anything of the game loads. */
  title?: Words;
}

/** Adds a game's words to the catalogue (once; a failed fetch may be tried again). */
function loadWords(entry: GameManifest): Promise<void> {
  return entry.words ? entry.words().then(addWords) : Promise.resolve();
}

let GAMES: readonly GameManifest[] = [];
let BY_ID: ReadonlyMap<string, GameManifest> = new Map();

/**
 * Installs the games this client has a table for, in the start page's order. The first is
 * the free table, with no rules: the game a table of an unknown game falls back to.
 */
export function installGames(games: readonly GameManifest[]): void {
  if (games.length === 0) throw new Error('installGames: the list needs the free table first');
  GAMES = games;
  BY_ID = new Map(games.map((g) => [g.id, g]));
  for (const g of games) if (g.title) addWords(g.title);
}

function fallback(): GameManifest {
  const first = GAMES[0];
  if (!first) throw new Error('No games installed: the app installs them first (client/main.tsx)');
  return first;
}

/** The game a table falls back to: the free table, with no rules. */
export function defaultGameId(): string {
  return fallback().id;
}

/** Whether this client has a table for `gameId` (the start page offers only those). */
export function hasClientGame(gameId: string): boolean {
  return BY_ID.has(gameId);
}

/** A game's name in the reader's language (its manifest's `title`), else `fallback` (the server's name, or the id). */
export function gameTitle(gameId: string, fallback: string): string {
  return BY_ID.get(gameId)?.title ? say(`${gameId}.title`) : fallback;
}

/** The ids of every game this client has a table for, in the start page's order. */
export function clientGameIds(): string[] {
  return GAMES.map((g) => g.id);
}

/** The games whose client has loaded, by id (read synchronously below). */
export const loadedGames = createStore<Readonly<Record<string, ClientGame>>>()(() => ({}));

const loading = new Map<string, Promise<ClientGame>>();

function loadEntry(entry: GameManifest): Promise<ClientGame> {
  let p = loading.get(entry.id);
  if (!p) {
    p = Promise.all([entry.load(), loadWords(entry)]).then(([game]) => {
      loadedGames.setState({ [entry.id]: game });
      return game;
    });
    // A failed fetch (a dropped connection) may be tried again.
    p.catch(() => loading.delete(entry.id));
    loading.set(entry.id, p);
  }
  return p;
}

/**
 * Loads the client side of `gameId` (the free table's for an unknown one) once, and the free
 * table's beside it; resolves when both are in `loadedGames`.
 */
export async function loadClientGame(gameId: string | null | undefined): Promise<ClientGame> {
  const entry = (gameId && BY_ID.get(gameId)) || fallback();
  const [game] = await Promise.all([loadEntry(entry), loadEntry(fallback())]);
  return game;
}

/** Loads every game's client (tests, and anything that must know all games at once). */
export function loadAllClientGames(): Promise<ClientGame[]> {
  return Promise.all(GAMES.map((g) => loadClientGame(g.id)));
}

/** The create form's fields for `gameId`, or undefined for a game without options. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function loadGameOptions(gameId: string): Promise<GameOptionsUi<any> | undefined> {
  const entry = BY_ID.get(gameId);
  if (!entry?.options) return undefined;
  const [options] = await Promise.all([entry.options(), loadWords(entry)]);
  return options;
}

/**
 * The client of `gameId`, read synchronously by the scene, HUD and interaction layers once it
 * has loaded: the free table's for an unknown one or one not loaded yet. Pages that show a
 * table wait for `useGameReady` before they draw it, so the free table's is always here then.
 */
export function clientGame(gameId: string | null | undefined): ClientGame {
  const loaded = loadedGames.getState();
  const game = (gameId && loaded[gameId]) || loaded[fallback().id];
  if (!game) throw new Error(`The free table's client is not loaded yet (asked for ${gameId ?? 'no game'}): wait for useGameReady`);
  return game;
}

/** The interaction adapter for a table's game (the free table's for unknown games). */
export function interactionFor(gameId: string | null | undefined): ClientGame['interaction'] {
  return clientGame(gameId).interaction;
}

/**
 * Whether the client of `gameId` is here: the free table's always, and the game's own when
 * the game is known (no game yet, or an unknown one, is drawn as the free table).
 */
export function gameReady(gameId: string | null | undefined, loaded = loadedGames.getState()): boolean {
  if (GAMES.length === 0 || loaded[fallback().id] === undefined) return false;
  return !gameId || !hasClientGame(gameId) || loaded[gameId] !== undefined;
}

/** Loads the client of `gameId` (and the free table's) when it is not here yet; true once it is. */
export function useGameReady(gameId: string | null | undefined): boolean {
  const ready = useStore(loadedGames, (loaded) => gameReady(gameId, loaded));
  useEffect(() => {
    if (!ready) loadClientGame(gameId).catch((err: unknown) => console.warn(`could not load the table of ${gameId ?? 'the free table'}:`, err));
  }, [ready, gameId]);
  return ready;
}

/** Who paints board model `model` (model names are unique across games): a loaded game's `boardFaces`, or undefined. */
export function boardPainter(model: string): NonNullable<ClientGame['boardFaces']>[string] | undefined {
  for (const game of Object.values(loadedGames.getState())) {
    const paint = game.boardFaces?.[model];
    if (paint) return paint;
  }
  return undefined;
}
