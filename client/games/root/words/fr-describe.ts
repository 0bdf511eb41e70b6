import type { Translation } from '../../../words/catalogue.ts';
import type { describe as en } from './en-describe.ts';

/** Les mots de Root pour la vue texte (client/games/root/describe.ts) : la table en mots pour un lecteur d’écran. */
export const describe: Translation<typeof en> = {
  'root.describe.turnTitle': 'Tour',
  'root.describe.turn': 'Tour {n} : {faction}, {phase, select, setup {mise en place} birdsong {Aurore} daylight {Jour} evening {Crépuscule} other {{phase}}} ({step})',
  'root.describe.clearings': 'Clairières',
  'root.describe.clearing': '{name} ({suit}) : {what}',
  'root.describe.unsuited': 'sans couleur',
  'root.describe.empty': 'vide',
  'root.describe.warriors': '{n, plural, one {# guerrier {faction}} other {# guerriers {faction}}}',
  'root.describe.building': '{kind} {faction}',
  'root.describe.token': '{kind} {faction}{down, select, yes { (face cachée)} other {}}',
  'root.describe.faceDown': 'un jeton {faction} face cachée',
  'root.describe.ruin': 'une ruine',
  'root.describe.seats': 'Places',
  'root.describe.seat': '{mine, select, yes {Vous} other {Place {n}}} : {faction}, {vp} PV, {cards, plural, one {# carte} other {# cartes}} en main, {warriors, plural, one {# guerrier} other {# guerriers}} en réserve',
  'root.describe.hand': 'Votre main',
  'root.describe.watching': 'Vous regardez la partie : pas de main.',
  'root.describe.noCards': 'Aucune carte.',
  'root.describe.card': '{name} ({suit})',
  'root.describe.piles': 'Piles',
  'root.describe.deck': 'Pioche : {n, plural, one {# carte} other {# cartes}}',
  'root.describe.discard': 'Défausse : {n, plural, one {# carte} other {# cartes}}, {top} dessus',
  'root.describe.discardEmpty': 'Défausse : vide',
  'root.describe.dominance': 'Cartes de domination à côté du plateau : {cards}',
};
