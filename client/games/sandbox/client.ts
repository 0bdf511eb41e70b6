/** The free table on the client: the shared HUD and hotkeys, no options, the seated view. */
import type { ClientGame } from '../types.ts';
import { sandboxInteraction } from './interaction.ts';
import { sandboxRules } from './rules.ts';
import { sandboxCasterNotes } from './caster-notes.ts';

export const sandboxClient: ClientGame = {
  rules: sandboxRules,
  id: 'sandbox',
  interaction: sandboxInteraction,
  casterNotes: sandboxCasterNotes,
  /**
   * The seated view; a phone held upright stands further back and looks down more steeply,
   * so the deck on the left and the bag on the right stay on its narrow screen.
   */
  framing: {
    distance: 44, polar: 0.9, shiftX: 0, target: [0, 2],
    narrow: { maxWidth: 520, distance: 66, polar: 0.5, shiftX: 0, target: [0, 0] },
  },
};
