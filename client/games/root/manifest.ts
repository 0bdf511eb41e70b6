/** Root on the client: its one entry in the app's list of games (client/games/index.ts). */
import type { GameManifest } from '../../kit/registry.ts';
import { rootTitle } from './words/title.ts';

export const root: GameManifest = {
  id: 'root',
  title: rootTitle,
  load: () => import('./client.ts').then((m) => m.rootClient),
  options: () => import('./options.tsx').then((m) => m.rootOptions),
  words: () => import('./words/index.ts').then((m) => m.rootWords),
};
