/**
 * Root's words for one prompted action in the keyboard's choices list (ClientGame.actionWords):
 * the HUD's own labels (hud/choices.ts) — the clearing, card, piece or seat the action names.
 */
import type { RootAction } from '../../../engine/games/root/actions.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import { actionLabel } from './hud/choices.ts';

/** The words that tell `action` apart from the other actions of its prompt, for the viewer at `seat`. */
export function rootActionWords(action: RootAction, view: RootView, seat: number | null): string | null {
  return actionLabel(view, seat, action);
}
