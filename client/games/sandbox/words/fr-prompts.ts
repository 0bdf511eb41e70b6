/** The free table's prompts and status in French (keys `sandbox.prompt.…`, `sandbox.status.…`). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enPrompts } from './en-engine.ts';

export const frPrompts: Translation<typeof enPrompts> = {
  'sandbox.prompt.draw': 'Piocher dans « {deck} »',
  'sandbox.prompt.peek': 'Regarder la carte du dessus de « {deck} »',
  'sandbox.prompt.shuffle': 'Mélanger « {deck} »',
  'sandbox.prompt.deal': 'Distribuer une carte de « {deck} » à chaque place',
  'sandbox.prompt.bagDraw': 'Piocher dans « {bag} »',
  'sandbox.prompt.roll': 'Lancer : {die}',
  'sandbox.prompt.rollAll': 'Lancer tous les dés',
  'sandbox.prompt.count': 'Changer {counter}',
  'sandbox.prompt.take': 'Prendre en main',
  'sandbox.prompt.flip': 'Retourner',
  'sandbox.prompt.rotate': 'Tourner d’un quart de tour dans le sens horaire',
  'sandbox.prompt.move': 'Déplacer une pièce',
  'sandbox.prompt.lock': 'Verrouiller ou déverrouiller',
  'sandbox.prompt.remove': 'Retirer de la table',
  'sandbox.prompt.play': 'Jouer depuis votre main',
  'sandbox.prompt.toDeck': 'Poser une carte sur une pioche',
  'sandbox.prompt.bagReturn': 'Remettre un jeton dans « {bag} »',
  'sandbox.prompt.end': 'Terminer la table et révéler la graine',

  'sandbox.status.open': 'Table libre',
  'sandbox.status.ended': 'Table terminée par {seat}',
};
