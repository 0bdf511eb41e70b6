/** Les mots de Delve dans la liste des choix au clavier (action-words.ts). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enKeys } from './en-keys.ts';

export const frKeys: Translation<typeof enKeys> = {
  'delve.keys.hex': 'Hexagone {col}, {row}',
  'delve.keys.select': '{lead} (initiative {initiative}) en premier, avec {other}',
  'delve.keys.half': '{card}, {half, select, top {haut} other {bas}}{plain, select, yes {, en action simple} other {}}',
};
