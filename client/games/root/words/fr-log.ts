/** Root's common log lines in French (keys `root.log.…`), worded by the client from each line's data (logTextRoot); each faction's are in factions/fr-<id>.ts. */
import type { Translation } from '../../../words/catalogue.ts';
import type { log as en } from './en-log.ts';

const SUIT = '{suit, select, fox {renard} rabbit {lapin} mouse {souris} bird {oiseau} other {{suit}}}';
const WARRIORS = '{n, plural, one {# guerrier} other {# guerriers}}';
const CARDS = '{n, plural, one {# carte} other {# cartes}}';

export const log: Translation<typeof en> = {
  'root.log.suit': SUIT,
  'root.log.clearing': '{name} ({suit})',
  'root.log.card': '{name} ({suit})',
  'root.log.piece.warrior': 'un guerrier',
  'root.log.piece.a': '{article, select, f {une {piece}} other {un {piece}}}',
  'root.log.piece.plain': '{article, select, f {une {piece}} other {un {piece}}}',
  'root.log.piece.suited': '{article, select, f {une {piece} {suit}} other {un {piece} {suit}}}',
  'root.log.piece.down': '{article, select, f {une {piece} face cachée} other {un {piece} face caché}}',
  'root.log.move': `{Who} a déplacé ${WARRIORS} de {from} à {to}.`,
  'root.log.move.carrying': `{Who} a déplacé ${WARRIORS} de {from} à {to}, en emportant {carry}.`,
  'root.log.turn': 'Tour {turn} : {Who} entame l’Aurore.',
  'root.log.draw': `{Who} a pioché ${CARDS}.`,
  'root.log.draw.why': `{Who} a pioché ${CARDS} {why}.`,
  'root.log.own-draw': 'Vous avez pioché {cards}.',
  'root.log.own-draw.why': 'Vous avez pioché {cards} {why}.',
  'root.log.nothing': 'rien',
  'root.log.discard': '{Who} {why} : {card}.',
  'root.log.place': `{Who} a placé ${WARRIORS} à {where} {why}.`,
  'root.log.place.short': `{Who} a placé ${WARRIORS} à {where} {why} (il n’en restait que {n} dans la réserve).`,
  'root.log.battle': '{Who} livre bataille contre {who} à {where}.',
  'root.log.battle-end': 'La bataille à {where} est terminée.',
  'root.log.dominance.activate': '{Who} active {card} : ses PV ne comptent plus ; victoire en contrôlant {suit, select, bird {deux coins diagonalement opposés} other {trois clairières {suitName}}} au début de son Aurore.',
  'root.log.dominance.take': '{Who} dépense {card} pour prendre {took} à côté du plateau.',
  'root.log.note.scouting': '{Who} a Éclaireurs : les cartes d’embuscade sont sans effet contre elle.',
  'root.log.note.ambush-ends': '{Who} n’a plus de guerriers à {where} après l’embuscade : la bataille prend fin.',
  'root.log.note.no-ambush': '{Who} ne tend pas d’embuscade.',
  'root.log.note.took-ambush': '{Who} n’annule pas l’embuscade : elle lui inflige 2 touches.',
  'root.log.note.defenseless': '{Who} n’a aucun guerrier à {where} : sans défense, elle subit 1 touche de plus.',
  'root.log.note.brutal-tactics': '{Who} utilise Tactiques brutales : 1 touche de plus, et {who} marque 1 PV.',
  'root.log.note.sappers': '{Who} défausse Sapeurs pour infliger 1 touche de plus.',
  'root.log.note.armorers': '{Who} défausse Armuriers pour ignorer les touches des dés qu’elle subirait.',
  'root.log.remove': '{Who} a perdu {piece} à {where}.',
  'root.log.remove.by': '{Who} a perdu {piece} à {where} — pièce retirée par {by}.',
  'root.log.remove.self': '{Who} a perdu {piece} à {where} — pièce retirée de son propre fait ({by}).',
  'root.log.why.evening': 'au Crépuscule',
  'root.log.why.setup': 'à la mise en place',
  'root.log.why.tax-collector': 'grâce au Percepteur',
  'root.log.why.burrow-bank': 'grâce à la Banque du Terrier',
  'root.log.why.hand-limit': 'a défaussé jusqu’à la limite de main',
  'root.log.why.cancel-ambush': 'a annulé l’embuscade avec',
};
