/**
 * Sends a game's action as an intent, typed by the game's own actions: every game's HUD sends
 * through this one function (`sendAction<RootAction>(action)`), always with an action taken
 * from the current prompts.
 */
import { sendIntent } from './connection.ts';

export function sendAction<A extends object>(action: A): void {
  const fields: object = action;
  sendIntent({ ...fields });
}
