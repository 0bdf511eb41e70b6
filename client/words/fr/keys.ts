/** Les mots de la liste des choix au clavier (client/hud/PromptKeys.tsx) et de son raccourci. */
import type { Translation } from '../catalogue.ts';
import type { keys as enKeys } from '../en/keys.ts';

export const keys: Translation<typeof enKeys> = {
  'keys.toggle': '{n, plural, =0 {Choix} one {# choix} other {# choix}}',
  'keys.hotkey': 'A',
  'keys.title': 'Choisir au clavier',
  'keys.list': 'Vos choix possibles',
  'keys.hint': '↑ ↓ choisir · Entrée valider · Q / E tourner une tuile · tapez pour chercher · Échap fermer',
  'keys.none': 'Rien à choisir pour l’instant.',
  'keys.take': 'Valider',
  'keys.close': 'Fermer',
  'keys.turnLeft': 'Tourner à gauche (Q)',
  'keys.turnRight': 'Tourner à droite (E)',
  'keys.turned': 'tournée de {deg}°',
  'keys.help': 'Ouvrir vos choix en liste, pour jouer au clavier',
};
