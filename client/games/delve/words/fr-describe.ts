import type { Translation } from '../../../words/catalogue.ts';
import type { enDescribe } from './en-describe.ts';

/** Les mots de Delve pour la vue texte (client/games/delve/describe.ts) : la table en mots pour un lecteur d’écran. */
export const frDescribe: Translation<typeof enDescribe> = {
  'delve.describe.roundTitle': 'Manche',
  'delve.describe.round': '{scenario}, manche {n} : {phase, select, select {choix des cartes} turns {tours} cleanup {nettoyage} other {partie terminée}}',
  'delve.describe.room': '{name} : {open, select, yes {ouverte} other {fermée}}',
  'delve.describe.heroes': 'Héros',
  'delve.describe.hero': 'Place {n} : {name}, {health}/{max} points de vie, {where}{state, select, exhausted {, épuisé} resting {, au repos} other {}}',
  'delve.describe.monsters': 'Monstres',
  'delve.describe.monster': '{name} {n} : {health}/{max} points de vie, {where}',
  'delve.describe.floor': 'Au sol',
  'delve.describe.loot': '{kind, select, coin {Une pièce} other {Un coffre}} {where}',
  'delve.describe.hex': 'sur l’hexagone {col}-{row}{inRoom, select, yes { dans {room}} other {}}',
  'delve.describe.off': 'hors du plateau',
  'delve.describe.none': 'Aucun.',
  'delve.describe.hands': 'Mains',
  'delve.describe.hand': '{mine, select, yes {Votre main} other {Place {n}}} ({name}) : {count, plural, one {# carte} other {# cartes}}',
  'delve.describe.cards': 'Vos cartes : {cards}',
  'delve.describe.piles': 'Pioche des monstres',
  'delve.describe.deck': '{n, plural, one {# carte} other {# cartes}} à piocher, {discard} défaussées',
};
