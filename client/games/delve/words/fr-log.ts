/** Delve's log lines in French (keys `delve.log.…`), worded by the client from each line's data (logTextDelve). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enLog } from './en-log.ts';

export const frLog: Translation<typeof enLog> = {
  'delve.log.who': '{name} ({seat})',
  'delve.log.round': 'Manche {round} : chaque joueur choisit en secret deux cartes ou un repos long.',
  'delve.log.cleanup': 'Fin de la manche {round} : chaque place qui a deux cartes défaussées ou plus peut prendre un repos court.',
  'delve.log.victory': 'Victoire à la manche {round} : tous les monstres sont vaincus.',
  'delve.log.defeat': 'Défaite à la manche {round} : tous les personnages sont épuisés.',
  'delve.log.turn': 'Au tour de {who} (initiative {initiative}).',
  'delve.log.turn.rest': '{who} prend un repos long : choisissez une carte défaussée à perdre.',
  'delve.log.exhausted': '{who} tombe d’épuisement ({by, select, cards {moins de deux cartes en main et moins de deux défaussées} other {plus de santé}}).',
  'delve.log.no-rest': '{who} ne se repose pas.',
  'delve.log.monster-wait': '{monster} {n} ne peut atteindre personne et attend.',
};
