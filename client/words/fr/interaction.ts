import type { Translation } from '../catalogue.ts';
import type { interaction as en } from '../en/interaction.ts';

export const interaction: Translation<typeof en> = {
  'interaction.refusal.watching': 'Vous regardez la partie : seules les personnes assises déplacent les pièces.',
  'interaction.refusal.over': 'La partie est finie : les pièces restent où elles sont.',
  'interaction.refusal.theirs': 'Cette pièce est à {name}, pas à vous.',
  'interaction.refusal.notYours': 'Cette pièce n’est pas à vous.',
  'interaction.refusal.notYourTurn': 'Ce n’est pas votre tour.',
  'interaction.refusal.notYourTurnWith': 'Ce n’est pas votre tour — {headline}',
  'interaction.refusal.nothing': 'Rien à faire avec cette pièce pour l’instant.',
  'interaction.refusal.chooseFirst': 'Rien ne déplace encore cette pièce — choisissez d’abord quoi faire : {choices}{more, select, yes {…} other {.}}',
  'interaction.menu.flip': 'Retourner',
  'interaction.menu.turnLeft': 'Tourner à gauche',
  'interaction.menu.turnRight': 'Tourner à droite',
  'interaction.menu.shuffle': 'Mélanger',
  'interaction.menu.roll': 'Lancer',
  'interaction.menu.draw': 'Piocher {n}',
  'interaction.menu.take': 'Prendre en main',
  'interaction.menu.close': 'Fermer',
  'interaction.choice.cancel': 'Annuler',
  'interaction.choice.escKey': 'Échap',
};
