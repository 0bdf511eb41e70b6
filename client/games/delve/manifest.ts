/** Delve on the client: its one entry in the app's list of games (client/games/index.ts). */
import type { GameManifest } from '../../kit/registry.ts';
import { delveTitle } from './words/title.ts';

export const delve: GameManifest = {
  id: 'delve',
  title: delveTitle,
  load: () => import('./client.ts').then((m) => m.delveClient),
  options: () => import('./options.tsx').then((m) => m.delveOptions),
  words: () => import('./words/index.ts').then((m) => m.delveWords),
};
