import type { ForestAction } from '../../../../engine/games/forest/actions.ts';
import { sendIntent } from '../../../net/connection.ts';

/** Sends a prompted Forest action (always one taken from the current prompts). */
export function send(action: ForestAction): void {
  sendIntent({ ...action });
}
