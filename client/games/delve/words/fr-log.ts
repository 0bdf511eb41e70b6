/** Delve's log lines in French (keys `delve.log.…`, with the names and card texts they name), worded by the client from each line's data (logTextDelve). */
import type { Translation } from '../../../words/catalogue.ts';
import type { delveLogLines } from '../../../../engine/games/delve/log-words.en.ts';
import type { enLog } from './en-log.ts';
import { frCards } from './fr-cards.ts';
import { frNames } from './fr-names.ts';

const frLogLines: Translation<typeof delveLogLines> = {
  'delve.log.who': '{name} ({seat})',
  'delve.log.round': 'Manche {round} : chaque joueur choisit en secret deux cartes ou un repos long.',
  'delve.log.cleanup': 'Fin de la manche {round} : chaque place qui a deux cartes défaussées ou plus peut prendre un repos court.',
  'delve.log.victory': 'Victoire à la manche {round} : tous les monstres sont vaincus.',
  'delve.log.defeat': 'Défaite à la manche {round} : tous les personnages sont épuisés.',
  'delve.log.turn': 'Au tour de {who} (initiative {initiative}).',
  'delve.log.turn.rest': '{who} prend un repos long : choisissez une carte défaussée à perdre.',
  'delve.log.exhausted': '{who} tombe d’épuisement ({by, select, cards {moins de deux cartes en main et moins de deux défaussées} other {plus de santé}}).',
  'delve.log.no-rest': '{who} ne se repose pas.',
  'delve.log.sealed': '{who} {changed, select, yes {a changé son choix} other {a choisi}}.',
  'delve.log.chose': 'Vous avez choisi {rest, select, yes {un long repos} other {{lead} (en tête, {initiative}) et {other}}} (caché jusqu’à ce que tout le monde ait choisi).',
  'delve.log.monster-wait': '{monster} {n} ne peut atteindre personne et attend.',
  'delve.log.pass': '{who} : {effect} n’a rien sur quoi agir.',
  'delve.log.placed': '{card} va {where, select, persistent {dans la zone active (persistante)} round {dans la zone active (jusqu’à la fin de la manche)} lost {dans les cartes perdues} other {dans la défausse}}.',
  'delve.log.leaves': '{card} quitte la zone active pour {lost, select, yes {les cartes perdues} other {la défausse}}.',
  'delve.log.half': '{who} utilise le {half, select, top {haut} other {bas}} de {card}{plain, select, yes { en action simple} other {}} : {text}.',
  'delve.log.move': '{who} se déplace de {steps, plural, one {# hexagone} other {# hexagones}}.',
  'delve.log.shove': '{who} {dir, select, push {pousse} other {tire}} {monster} d’un hexagone.',
  'delve.log.heal': '{who} {self, select, yes {se soigne} other {soigne {target}}} de {healed} : {health}/{max} de santé.',
  'delve.log.recover': '{who} reprend {card} de ses cartes perdues en main.',
  'delve.log.skip': '{who} passe : {effect}.',
  'delve.log.item': '{who} utilise {item} : {k, select, heal {soin de {n}} move {peut se déplacer de {n} hexagones maintenant} sharpen {ajoute {n} à sa prochaine attaque de ce tour} other {gagne bouclier {n} cette manche}}.',
  'delve.log.attack': '{who} attaque {monster} : {damage} dégâts{detail, select, yes { (attaque {n} ; {how})} other {}}{defeated, select, yes { : {monster} est vaincu} other {, {health}/{max} de santé restante}}.',
  'delve.log.how.sharpen': 'pierre à aiguiser +{n}',
  'delve.log.how.might': '{card} +{n}',
  'delve.log.how.shield': 'bouclier {n}',
  'delve.log.monster-attack': '{monster} attaque {who} : {damage} dégâts{shield, plural, =0 {} other { (attaque {n}, bouclier #)}}{left, select, yes {, {health}/{max} de santé restante} other {}}.',
  'delve.log.retaliate': '{who} riposte : {monster} subit {n}{defeated, select, yes { et est vaincu} other {, {health}/{max} de santé restante}}.',
  'delve.log.loot': '{who} ramasse {coins, plural, one {# pièce} other {# pièces}}.',
  'delve.log.chest': '{who} ouvre un coffre au trésor : objets rechargés, soin de {healed}.',
  'delve.log.door': '{who} ouvre la porte de {room}{count, plural, =0 {} one { : {woken} se réveille} other { : {woken} se réveillent}}.',
  'delve.log.monster-heal': '{monster} se soigne de {healed} : {health}/{max} de santé.',
  'delve.log.monster-move': '{monster} avance vers {who}.',
  'delve.log.monsters': 'Les monstres agissent ({has, select, yes {{card}, {initiative}} other {sans carte}}).',
  'delve.log.reveal': 'Révélation : {plays}. Les monstres piochent {card} ({initiative} : {text}).',
  'delve.log.reveal.rest': '{who} annonce un repos long (99)',
  'delve.log.reveal.plays': '{who} joue {lead} ({a}) et {other} ({b})',
  'delve.log.order': 'Ordre : {order}.',
  'delve.log.order.monsters': 'monstres {initiative}',
  'delve.log.order.char': '{who} {initiative}',
  'delve.log.shuffle': 'La pioche des capacités des monstres est mélangée.',
  'delve.log.shuffle.card': '{card} a été piochée : la pioche des capacités des monstres est mélangée.',
  'delve.log.long-rest': '{who} se repose : perd {card}, reprend {back, plural, one {# carte} other {# cartes}} en main, {healed, plural, =0 {est en pleine santé} other {soin de #}}{refreshed, plural, =0 {} one { et recharge # objet} other { et recharge # objets}}.',
  'delve.log.short-rest': '{who} prend un repos court : la défausse est mélangée et {card} est tirée pour être perdue.',
  'delve.log.redraw': '{who} subit 1 dégât pour garder {kept} ; {card} est tirée pour être perdue à la place.',
  'delve.log.rested': '{who} perd {card} et reprend {back, plural, one {# carte} other {# cartes}} en main.',
};

export const frLog: Translation<typeof enLog> = { ...frLogLines, ...frNames, ...frCards };
