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
