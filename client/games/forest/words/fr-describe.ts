import type { Translation } from '../../../words/catalogue.ts';
import type { enDescribe } from './en-describe.ts';

/** Les mots de la Forêt pour la vue texte (client/games/forest/describe.ts) : la table en mots pour un lecteur d’écran. */
export const frDescribe: Translation<typeof enDescribe> = {
  'forest.describe.roundTitle': 'Manche',
  'forest.describe.round': 'Manche {n} sur {of}',
  'forest.describe.turnTitle': 'Ce tour',
  'forest.describe.noTurn': 'Personne ne pioche.',
  'forest.describe.turn': '{mine, select, yes {Vous piochez} other {La place {n} pioche}} : {draws, plural, one {# pioche faite} other {# pioches faites}} sur {limit}',
  'forest.describe.drawn': 'Piochée : {name}',
  'forest.describe.travellers': 'Voyageurs',
  'forest.describe.traveller': '{mine, select, yes {Vous} other {Place {n}}} : {health} points de vie, {renown} de renommée, carte routière {map}, chemin {phase, select, open {ouvert} complete {complet} astray {égaré} other {perdu}}',
  'forest.describe.noMap': 'aucune',
  'forest.describe.placed': '{name} en colonne {x}, rangée {z}, {as}',
  'forest.describe.asPrinted': 'telle qu’imprimée',
  'forest.describe.piles': 'Piles',
  'forest.describe.deck': 'Pioche de la Forêt : {n, plural, one {# carte} other {# cartes}}, {top} dessus',
  'forest.describe.deckEmpty': 'Pioche de la Forêt : vide',
  'forest.describe.discard': 'Défausse : {n, plural, one {# carte} other {# cartes}}, {top} dessus',
  'forest.describe.discardEmpty': 'Défausse : vide',
  'forest.describe.maps': 'Cartes routières : {n} à piocher, {used} utilisées',
};
