import type { RootAction } from '../../../../engine/games/root/actions.ts';
import { sendIntent } from '../../../net/connection.ts';

/** Sends a prompted Root action (always one taken from the current prompts). */
export function send(action: RootAction): void {
  sendIntent({ ...action });
}
