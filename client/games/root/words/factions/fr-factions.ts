/** Words every faction's prompts and refusals share, in French (keys `root.factions.…`). */
import type { Translation } from '../../../../words/catalogue.ts';
import type { factions as en } from './en-factions.ts';

export const factions: Translation<typeof en> = {
  'root.factions.list': '{first}, {rest}',
  'root.factions.or': '{first} ou {rest}',
};
