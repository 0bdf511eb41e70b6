import type { ExplorersAction } from '../../../../engine/games/explorers/actions.ts';
import { sendIntent } from '../../../net/connection.ts';

/** Sends a prompted Explorers action (always one taken from the current prompts). */
export function send(action: ExplorersAction): void {
  sendIntent({ ...action });
}
