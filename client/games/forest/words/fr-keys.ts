/** Les mots d’Into the Forest dans la liste des choix au clavier (action-words.ts). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enKeys } from './en-keys.ts';

export const frKeys: Translation<typeof enKeys> = {
  'forest.keys.as': 'son icône joker valant {dir}',
  'forest.keys.arrange': 'déplacer {card} (carte {n} de votre tableau) dans votre zone',
};
