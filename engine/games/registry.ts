import type { AnyGameModule } from '../core/module.ts';
import { delve } from './delve/index.ts';
import { explorers } from './explorers/index.ts';
import { forest } from './forest/index.ts';
import { root } from './root/index.ts';
import { sandbox } from './sandbox/index.ts';

/** Every game the table can host, by id. Add a game here and the server and sim know it. */
export const games: Record<string, AnyGameModule> = {
  [sandbox.id]: sandbox,
  [explorers.id]: explorers,
  [root.id]: root,
  [delve.id]: delve,
  [forest.id]: forest,
};

/** The game with this id, or `undefined` for an unknown id. */
export function getGame(id: string): AnyGameModule | undefined {
  return Object.hasOwn(games, id) ? games[id] : undefined;
}
