/**
 * The app's games installed in the client's registry, as client/main.tsx installs them, and
 * their clients loaded (`ids`: those games' alone, beside the free table's): for tests of the
 * shared layers and the games, which read the registry synchronously.
 */
import { GAMES } from '../../client/games/index.ts';
import { installGames, loadAllClientGames, loadClientGame } from '../../client/kit/registry.ts';

export async function loadClientGames(ids?: readonly string[]): Promise<void> {
  installGames(GAMES);
  if (ids) await Promise.all(ids.map((id) => loadClientGame(id)));
  else await loadAllClientGames();
}
