/** The free table on the client (what a table of an unknown game falls back to): its one entry in the app's list of games (client/games/index.ts). */
import type { GameManifest } from '../../kit/registry.ts';
import { sandboxTitle } from './words/title.ts';

export const sandbox: GameManifest = {
  id: 'sandbox',
  title: sandboxTitle,
  load: () => import('./client.ts').then((m) => m.sandboxClient),
  words: () => import('./words/index.ts').then((m) => m.sandboxWords),
};
