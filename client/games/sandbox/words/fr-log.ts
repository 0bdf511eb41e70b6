/** The free table's log lines in French (keys `sandbox.log.…`), worded by the client from each line's data (logTextSandbox). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enLog } from './en-log.ts';

export const frLog: Translation<typeof enLog> = {
  'sandbox.log.moved': '{seat} a déplacé {piece}.',
  'sandbox.log.card-down': 'une carte face cachée',
  'sandbox.log.token': 'un jeton {label}',
  'sandbox.log.token-down': 'un jeton face caché',
  'sandbox.log.meeple': 'le meeple de {seat}',
  'sandbox.log.tile': 'la tuile {label}',
  'sandbox.log.tile-down': 'une tuile face cachée',
  'sandbox.log.die': 'un d{sides}',
  'sandbox.log.board': 'le plateau {label}',
  'sandbox.log.counter': 'le compteur {label} ({value})',
  'sandbox.log.zone': 'la zone cachée de {seat}',
};
