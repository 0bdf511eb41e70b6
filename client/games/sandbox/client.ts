/** The free table on the client: the shared HUD and hotkeys, no options, the default view. */
import type { ClientGame } from '../types.ts';
import { sandboxInteraction } from './interaction.ts';
import { sandboxRules } from './rules.ts';
import { sandboxCasterNotes } from './caster-notes.ts';

export const sandboxClient: ClientGame = {
  rules: sandboxRules,
  id: 'sandbox',
  interaction: sandboxInteraction,
  casterNotes: sandboxCasterNotes,
};
