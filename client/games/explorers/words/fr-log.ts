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
};
