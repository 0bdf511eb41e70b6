/** Explorers' log lines in French (keys `explorers.log.…`), worded by the client from each line's data (logTextExplorers). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enLog } from './en-log.ts';

export const frLog: Translation<typeof enLog> = {
  'explorers.log.list': '{rest} et {last}',
  'explorers.log.beside': 'à côté de {tiles}',
  'explorers.log.on-table': 'sur la table',
  'explorers.log.place': '{tile} est posée {where}, tournée de {rot}°.',
  'explorers.log.no-monster': 'La pile de monstres est vide : aucun monstre n’apparaît.',
  'explorers.log.hidden-monster': 'Un marqueur de monstre est posé face cachée sur {tile}.',
  'explorers.log.moved': '{n, plural, =0 {Personne ne va sur {tile}.} one {{who} va sur {tile}.} other {{who} vont sur {tile}.}}',
  'explorers.log.shuffled-back': '{monster} est remélangé dans la pile de monstres (permanent).',
  'explorers.log.explore-draw': '{seat} pioche {tile} pour {hero}.',
  'explorers.log.venture-draw': '{hero} s’aventure hors du chemin et révèle {tile}.',
  'explorers.log.turn': 'Au tour de {hero} ({seat}).',
  'explorers.log.down-turn': '{hero} est à terre et ne peut pas agir ce tour-ci.',
  'explorers.log.turn-over': 'Le tour de {hero} est terminé.',
  'explorers.log.round': 'La manche {round} commence : phase 1, exploration.',
  'explorers.log.adventure': 'Manche {round}, phase 2 : aventure.',
  'explorers.log.event': '{hero} pioche l’événement {event} : {text}',
  'explorers.log.and': '{a} et {b}',
  'explorers.log.battle': '{who} {n, plural, one {combat} other {combattent}} {enemy} (défense {defense}, {hits, plural, one {# touche nécessaire} other {# touches nécessaires}}, dégâts {damage}).',
  'explorers.log.far-sight': '{who} aide depuis la tuile voisine (Far Sight).',
  'explorers.log.enraged-no-reroll': '{enemy}, enragé, n’autorise aucune relance.',
  'explorers.log.enraged-first': '{enemy}, enragé, frappe le premier.',
  'explorers.log.leaf': '{n, plural, one {1 Bouclier de feuilles absorbe 1 touche et se brise.} other {# Boucliers de feuilles absorbent # touches et se brisent.}}',
  'explorers.log.victory': '{enemy} est vaincu : {hits} {of, plural, one {touche} other {touches}} sur {of}.',
  'explorers.log.defeat': '{enemy} résiste à l’attaque : {hits} {of, plural, one {touche} other {touches}} sur {of} ; il récupère entièrement.',
  'explorers.log.frozen': '{enemy}, gelé, ne fait ni dégâts ni pénalité.',
  'explorers.log.freeze': '{hero} gèle {enemy} : ni dégâts ni pénalité jusqu’à son prochain tour.',
};
