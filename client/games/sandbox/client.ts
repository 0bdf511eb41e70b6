/** The free table on the client: the shared HUD and hotkeys, no options, the default view. */
import type { ClientGame } from '../types.ts';
import { sandboxInteraction } from './interaction.ts';

export const sandboxClient: ClientGame = {
  id: 'sandbox',
  interaction: sandboxInteraction,
};
