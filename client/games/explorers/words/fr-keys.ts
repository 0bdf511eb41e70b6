/** Les mots d’Explorers dans la liste des choix au clavier (action-words.ts). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enKeys } from './en-keys.ts';

export const frKeys: Translation<typeof enKeys> = {
  'explorers.keys.place': '{side} de {tile} (colonne {col}, rangée {row})',
  'explorers.keys.cell': 'Colonne {col}, rangée {row}',
  'explorers.keys.side.N': 'Au nord',
  'explorers.keys.side.E': 'À l’est',
  'explorers.keys.side.S': 'Au sud',
  'explorers.keys.side.W': 'À l’ouest',
  'explorers.keys.monster': 'Monstre {n}',
  'explorers.keys.boss': 'Le Boss',
};
