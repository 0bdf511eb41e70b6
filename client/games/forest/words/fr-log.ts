/** The Forest's log lines in French (keys `forest.log.…`), worded by the client from each line's data (logTextForest). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enLog } from './en-log.ts';

export const frLog: Translation<typeof enLog> = {
  'forest.log.list': '{rest} et {last}',
  'forest.log.dir': '{dir, select, N {nord} E {est} S {sud} W {ouest} other {{dir}}}',
  'forest.log.round': 'La manche {round} sur {of} commence : chaque voyageur prend une carte routière ; {first} pioche en premier.',
  'forest.log.maps': 'La pioche de cartes routières est vide : les cartes routières utilisées sont mélangées pour former une nouvelle pioche.',
  'forest.log.complete': 'La carte routière {map} de {seat} est complète : plus de pioche pour cette manche.',
  'forest.log.astray': 'Le tableau de {seat} compte {limit} cartes et sa carte routière n’est toujours pas complète : le voyageur s’est égaré.',
  'forest.log.missing': 'Il manque encore à la carte routière de {seat} : {dirs}.',
  'forest.log.fallen': '{seat} a succombé dans la forêt et quitte le voyage (renommée {renown}).',
};
