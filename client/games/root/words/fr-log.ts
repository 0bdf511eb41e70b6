/** Root's log lines in French (keys `root.log.…`), worded by the client from each line's data (logTextRoot). */
import type { Translation } from '../../../words/catalogue.ts';
import type { log as en } from './en-log.ts';

const SUIT = '{suit, select, fox {renard} rabbit {lapin} mouse {souris} bird {oiseau} other {{suit}}}';
const WARRIORS = '{n, plural, one {# guerrier} other {# guerriers}}';
const CARDS = '{n, plural, one {# carte} other {# cartes}}';

export const log: Translation<typeof en> = {
  'root.log.who': '{faction, select, none {{seat}} clergy {le Clergé des Alvéoles} legion {la Légion sans reine} duchy {le Duché souterrain} corvids {la Conspiration des Corvidés} other {{name}}}',
  'root.log.Who': '{faction, select, none {{seat}} clergy {Le Clergé des Alvéoles} legion {La Légion sans reine} duchy {Le Duché souterrain} corvids {La Conspiration des Corvidés} other {{name}}}',
  'root.log.suit': SUIT,
  'root.log.clearing': '{name} ({suit})',
  'root.log.card': '{name} ({suit})',
  'root.log.piece.warrior': 'un guerrier',
  'root.log.piece.building': '{kind, select, cathedral {une cathédrale} citadel {une citadelle} market {un marché} colony {une colonie} other {un bâtiment ({kind})}}',
  'root.log.piece.token': '{kind, select, tunnel {un tunnel} bomb {une bombe} snare {un piège} extortion {une extorsion} raid {un raid} plot {un complot} flower {une fleur} other {un jeton ({kind})}}',
  'root.log.piece.suited': '{kind, select, flower {une fleur {suit}} other {un jeton {kind} {suit}}}',
  'root.log.piece.down': '{kind, select, plot {un complot face cachée} other {un jeton face cachée ({kind})}}',
  'root.log.piece.carried': '{kind, select, tunnel {un tunnel} flower {une fleur} other {un jeton ({kind})}}',
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
  // The Clergy
  'root.log.clergy.flower.draw': 'Le Clergé des Alvéoles a tiré une fleur {suit} du sac aveugle ({why, select, Pollinate {Polliniser} Bloom {Floraison} other {mise en place}}) ; {bag, plural, one {# fleur y reste} other {# fleurs y restent}}.',
  'root.log.clergy.flower.place': 'Le Clergé des Alvéoles a placé une fleur {suit} à {where}.',
  'root.log.clergy.flower.back': 'Aucune clairière assortie sans cathédrale n’a de guerrier du Clergé : la fleur {suit} retourne dans le sac.',
  'root.log.clergy.why.swarm': 'à sa cathédrale (Essaim)',
  'root.log.clergy.why.poke': 'là où se dressait sa cathédrale (Réveiller la ruche, HCC.2.5)',
  'root.log.clergy.why.with-it': 'avec la cathédrale',
  'root.log.clergy.why.per-suit': '(un par couleur, HCC.3.2)',
  'root.log.clergy.why.intervention': 'par Intervention divine (HCC.4.1) : il n’avait plus de guerrier sur la carte',
  'root.log.clergy.why.swarm-card': 'a dépensé pour l’Essaim',
  'root.log.clergy.why.bloom-card': 'a dépensé une carte oiseau pour la Floraison (HCC.4.3)',
  // The Legion
  'root.log.legion.capture': '{Who} a mis {piece} ({of}) dans son Butin au lieu de sa réserve (clairière de campagne, QL.2.2) ; {n} dans le Butin.',
  'root.log.legion.spoils-of-war': 'Butin de guerre : {n, plural, one {# pièce} other {# pièces}} dans le Butin, 1 PV par tranche de {per} (QL.6.2).',
  'root.log.legion.spoils-of-war.bird': 'Butin de guerre : {n, plural, one {# pièce} other {# pièces}} dans le Butin, 1 PV par tranche de {per} (campagne oiseau) (QL.6.2).',
  'root.log.legion.why.campaign': 'pour la campagne de départ (QL.3.3)',
  'root.log.legion.why.setup': 'à la mise en place (QL.3.2)',
  'root.log.legion.why.bootstraps': 'par Sursaut (QL.4.1) : elle n’avait plus de pièce sur la carte',
  'root.log.legion.why.colony': 'à une colonie (Ravitaillement, QL.4.2)',
  'root.log.legion.why.drop': 'par Ravitaillement (icône {icon, select, fox {renard} rabbit {lapin} mouse {souris} other {quelconque ({icon})}}, QL.4.2)',
  'root.log.legion.why.drop-card': `a dépensé pour le Ravitaillement de ses colonies ${SUIT}`,
  // The Duchy
  'root.log.duchy.why.corner': 'dans son coin de départ (12.3.3)',
  'root.log.duchy.why.next-to-corner': 'à côté de son coin de départ (12.3.3)',
  'root.log.duchy.why.recruit': '(Recruter)',
  'root.log.duchy.why.citadels': 'grâce à la piste des citadelles ({n, plural, one {# citadelle} other {# citadelles}} sur la carte)',
  'root.log.duchy.why.dig': 'a dépensé une carte pour Creuser',
  // The Corvids
  'root.log.corvids.exerted': '{Who} a fait un Effort et ne pioche aucune carte ce Crépuscule (13.6.1).',
  'root.log.corvids.why.scatter': '(Dispersion, 13.3.2)',
  'root.log.corvids.why.raid': '(Raid, 13.7.4)',
  'root.log.corvids.why.recruit': '(Recruter, 13.4.3)',
  'root.log.corvids.why.recruit-card': `a dépensé pour recruter dans les clairières ${SUIT}`,
};
