/** Explorers of the Woodlands on the client: its one entry in the app's list of games (client/games/index.ts). */
import type { GameManifest } from '../../kit/registry.ts';
import { explorersTitle } from './words/title.ts';

export const explorers: GameManifest = {
  id: 'explorers',
  title: explorersTitle,
  load: () => import('./client.ts').then((m) => m.explorersClient),
  options: () => import('./options.tsx').then((m) => m.explorersOptions),
  words: () => import('./words/index.ts').then((m) => m.explorersWords),
};
