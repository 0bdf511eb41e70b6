/** Root's table labels in French (keys `root.piece.…`). */
import type { Translation } from '../../../words/catalogue.ts';
import type { table as en } from './en-table.ts';

const DOWN = '{down, select, yes { (face cachée)} other {}}';

export const table: Translation<typeof en> = {
  'root.piece.map': 'Le plateau d’automne',
  'root.piece.clearing': '{id} {name}',
  'root.piece.clearing.suited': '{id} {name} ({suit})',
  'root.piece.clearing.corner': '{id} {name} ({suit}, coin)',
  'root.piece.building': '{kind} ({faction}) à {name}',
  'root.piece.ruin': 'Ruine à {name}',
  'root.piece.warriors': '{n} {n, plural, one {guerrier} other {guerriers}} ({faction}) à {name}',
  'root.piece.token': `{kind}${DOWN}`,
  'root.piece.token.suited': `{kind} {suit}${DOWN}`,
  'root.piece.deck': 'Pioche',
  'root.piece.discard': 'Défausse',
  'root.piece.free-dominance': '{card} : à prendre contre une carte de sa couleur',
  'root.piece.die': 'Dé de bataille ({role, select, attacker {attaque} other {défense}})',
  'root.piece.dominance': '{faction} : {card}',
  'root.piece.dominance-marker': '{faction} : domination ({suit})',
  'root.piece.vp': '{faction} : {vp} PV',
};
