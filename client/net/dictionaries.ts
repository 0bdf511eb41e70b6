/**
 * The client's patch dictionaries (docs/PROTOCOL.md, "Packed patches"): only the one of
 * the game a table plays is fetched, when the table is joined, as its own chunk beside the
 * game's table code. A packed patch that comes before its dictionary is held until it is
 * here (client/net/messages.ts).
 */
import { dictionaryBytes } from '../../wire/packed-patch.ts';
import { wireDictionaryLoaders } from '../../wire/dictionaries/lazy.ts';

const loaded = new Map<string, Uint8Array | undefined>();
const loading = new Map<string, Promise<Uint8Array | undefined>>();

/** The dictionary of `gameId` once loaded (undefined for a game without one, or one that failed to load); null while not yet. */
export function loadedDictionary(gameId: string): Uint8Array | undefined | null {
  return loaded.has(gameId) ? loaded.get(gameId) : null;
}

/** Loads the dictionary of `gameId` (once); resolves to it, or to undefined where there is none. Never rejects. */
export function loadDictionary(gameId: string): Promise<Uint8Array | undefined> {
  let pending = loading.get(gameId);
  if (!pending) {
    const loader = Object.hasOwn(wireDictionaryLoaders, gameId) ? wireDictionaryLoaders[gameId] : undefined;
    pending = (loader ? loader().then((m) => dictionaryBytes(m.default)) : Promise.resolve(undefined))
      .catch((err: unknown) => {
        console.warn(`table sync: the ${gameId} dictionary did not load (${String(err)})`);
        return undefined;
      })
      .then((bytes) => {
        loaded.set(gameId, bytes);
        return bytes;
      });
    loading.set(gameId, pending);
  }
  return pending;
}
