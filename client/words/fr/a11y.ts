import type { Translation } from '../catalogue.ts';
import type { a11y as en } from '../en/a11y.ts';

/** Les mots pour les lecteurs d’écran : la région annoncée de la table et sa vue texte. */
export const a11y: Translation<typeof en> = {
  'a11y.live.turn': 'À vous de jouer.',
  'a11y.live.turnAsks': 'À vous de jouer : {asks}',
  'a11y.live.earlier': '{n, plural, one {# ligne plus ancienne.} other {# lignes plus anciennes.}}',

  'a11y.view.button': 'Vue texte',
  'a11y.view.button.title': 'La table en mots, pour un lecteur d’écran (V)',
  'a11y.view.title': 'La table en mots',
  'a11y.view.close': 'Fermer',
  'a11y.view.empty': 'Rien à montrer pour l’instant.',

  'a11y.now': 'En ce moment',
  'a11y.none': 'Aucun.',
  'a11y.hands': 'Mains',
  'a11y.hand.count': '{mine, select, yes {Votre main} other {Place {n}}} : {count, plural, one {# carte} other {# cartes}}',
  'a11y.hand.cards': 'Vos cartes : {cards}',
  'a11y.pieces': 'Sur la table ({n, plural, one {# pièce} other {# pièces}})',
  'a11y.piece.kind': '{kind, select, die {Dé} tile {Tuile} card {Carte} deck {Paquet} token {Jeton} meeple {Pion} bag {Sac} board {Plateau} marker {Marqueur} cube {Cube} counter {Compteur} other {Pièce}}',
  'a11y.piece.label': '« {label} »',
  'a11y.piece.face': '{up, select, yes {face visible} other {face cachée}}',
  'a11y.piece.count': '{n, plural, one {# à l’intérieur} other {# à l’intérieur}}',
  'a11y.piece.unrolled': 'pas encore lancé',
  'a11y.piece.shows': 'montre {value}',
  'a11y.piece.value': 'à {n}',
  'a11y.piece.owner': 'appartient à la place {n}',
  'a11y.piece.locked': 'verrouillé',
  'a11y.where': '{row, select, top {{col, select, left {vers le haut à gauche} right {vers le haut à droite} other {vers le haut}}} bottom {{col, select, left {vers le bas à gauche} right {vers le bas à droite} other {vers le bas}}} other {{col, select, left {à gauche} right {à droite} other {au milieu}}}}',
};
