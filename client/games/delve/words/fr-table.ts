/** Les étiquettes des pièces de Delve sur la table, en français (clés `delve.piece.…`). */
import type { Translation } from '../../../words/catalogue.ts';
import type { delveTableWords } from '../../../../engine/games/delve/table-words.en.ts';

export const frPieces: Translation<typeof delveTableWords> = {
  'delve.piece.board': '{name} · {state} · {items} · {hand} en main · {coins, plural, one {# pièce} other {# pièces}}',
  'delve.piece.exhausted': 'épuisé',
  'delve.piece.health': 'santé {health}/{max}{shield, plural, =0 {} other { · bouclier #}}',
  'delve.piece.item': '{item}{spent, select, yes { (utilisé)} other {}}',
  'delve.piece.longRest': 'Repos long',
  'delve.piece.initiative99': 'Initiative 99',
  'delve.piece.active': '{card} ({until, select, round {cette manche} other {{left, plural, one {# restante} other {# restantes}}}})',
  'delve.piece.lost': '{card} (perdue)',
  'delve.piece.door': 'Porte',
  'delve.piece.coin': 'Pièce',
  'delve.piece.chest': 'Coffre',
  'delve.piece.figure': '{name} {health}/{max}',
  'delve.piece.monster': '{monster}{asleep, select, yes { (endormi)} other {}} {health}/{max}',
  'delve.piece.monsters': 'Monstres',
  'delve.piece.deck': 'Capacités des monstres',
};
