import type { DelveAction } from '../../../../engine/games/delve/actions.ts';
import { sendIntent } from '../../../net/connection.ts';

/** Sends a prompted Delve action (always one taken from the current prompts). */
export function send(action: DelveAction): void {
  sendIntent({ ...action });
}
