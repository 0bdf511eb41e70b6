/** Les invites et les titres d’état de Delve en français (clés `delve.prompt.…`, `delve.headline.…`), mots du moteur redits par le client. */
import type { Translation } from '../../../words/catalogue.ts';
import type { delvePromptWords } from '../../../../engine/games/delve/prompt-words.en.ts';

export const frPrompts: Translation<typeof delvePromptWords> = {
  'delve.prompt.select': 'Choisir deux cartes (la première mène pour l’initiative)',
  'delve.prompt.selectSpending': 'Choisir deux cartes, dont une ou deux à action perdue (la première mène pour l’initiative)',
  'delve.prompt.longRest': 'Repos long (initiative 99) : perdez une carte défaussée de votre choix, reprenez les autres, soin 2, objets rechargés',
  'delve.prompt.lose': 'Repos long : perdre {card}',
  'delve.prompt.item': 'Utiliser {item} : {effect}',
  'delve.prompt.move': '{move} : {steps, plural, one {# hexagone} other {# hexagones}}',
  'delve.prompt.itemMove': 'Déplacement des {item}',
  'delve.prompt.dontMove': 'Ne pas se déplacer',
  'delve.prompt.half': '{card}, {half, select, top {haut} other {bas}} : {text}',
  'delve.prompt.halfThen': '{card}, {half, select, top {haut} other {bas}} : {text} (puis {other}, {half, select, top {bas} other {haut}})',
  'delve.prompt.plain': '{card}, {half, select, top {haut} other {bas}} en simple {effect}',
  'delve.prompt.plainThen': '{card}, {half, select, top {haut} other {bas}} en simple {effect} (puis {other}, {half, select, top {bas} other {haut}})',
  'delve.prompt.shove': '{dir, select, push {Pousser} other {Tirer}} {monster} ici',
  'delve.prompt.stopShove': '{dir, select, push {Arrêter la poussée} other {Arrêter la traction}}',
  'delve.prompt.attack': 'Attaquer {monster} ({health}/{max})',
  'delve.prompt.heal': '{self, select, yes {Vous soigner} other {Soigner {who}}} ({health}/{max})',
  'delve.prompt.recover': 'Récupérer {card}',
  'delve.prompt.skip': 'Passer : {effect}',
  'delve.prompt.skipTargets': 'Passer les cibles restantes',
  'delve.prompt.accept': 'Perdre {card}',
  'delve.prompt.redraw': 'Subir 1 dégât pour garder {card} et en perdre une autre au hasard',
  'delve.prompt.shortRest': 'Repos court : perdez au hasard l’une de vos {n} cartes défaussées, reprenez les autres',
  'delve.prompt.noRest': 'Pas de repos',

  'delve.headline.victory': 'Victoire à la manche {round} : tous les monstres sont vaincus',
  'delve.headline.defeat': 'Défaite à la manche {round} : tous les personnages sont épuisés',
  'delve.headline.select': 'Manche {round} · choix des cartes : en attente de {names}',
  'delve.headline.cleanup': 'Manche {round} · fin de manche : repos courts ({names})',
  'delve.headline.turn': 'Manche {round} · au tour de {name} ({who})',
  'delve.headline.monsters': 'Manche {round} · les monstres',
};
