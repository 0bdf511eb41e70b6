/** Into the Forest on the client: its one entry in the app's list of games (client/games/index.ts). */
import type { GameManifest } from '../../kit/registry.ts';
import { forestTitle } from './words/title.ts';

export const forest: GameManifest = {
  id: 'forest',
  title: forestTitle,
  load: () => import('./client.ts').then((m) => m.forestClient),
  options: () => import('./options.tsx').then((m) => m.forestOptions),
  words: () => import('./words/index.ts').then((m) => m.forestWords),
};
