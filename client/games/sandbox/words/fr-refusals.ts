/**
 * The free table's refusals in French (keys `sandbox.refusal.…`). A piece named first is
 * followed by « pièce … » where an adjective would have to agree with it.
 */
import type { Translation } from '../../../words/catalogue.ts';
import type { enRefusals } from './en-engine.ts';

export const frRefusals: Translation<typeof enRefusals> = {
  'sandbox.refusal.no-seat': 'Seule une personne assise à une place de la table peut agir.',
  'sandbox.refusal.ended': '{seat} a mis fin à la table : plus rien ne peut changer.',
  'sandbox.refusal.bad-action': 'Ce n’est pas une action de la table libre{detail}',
  'sandbox.refusal.bad-options': 'Les options de la table libre doivent être un objet.',
  'sandbox.refusal.bad-layout': 'Ce n’est pas une disposition de table{detail}',
  'sandbox.refusal.layout-piece': 'Pièce {n} de la disposition : {reason}',
  'sandbox.refusal.no-piece': 'Il n’y a pas de pièce « {id} » sur la table.',
  'sandbox.refusal.no-deck': 'Il n’y a pas de pioche « {id} » sur la table.',
  'sandbox.refusal.no-bag': 'Il n’y a pas de sac « {id} » sur la table.',
  'sandbox.refusal.no-token': 'Il n’y a pas de jeton « {id} » sur la table ni dans votre main.',
  'sandbox.refusal.no-card': 'Il n’y a pas de carte « {id} » sur la table ni dans votre main.',
  'sandbox.refusal.locked': '{piece} : pièce verrouillée, déverrouillez-la d’abord.',
  'sandbox.refusal.not-a-deck': '{piece} n’est pas une pioche.',
  'sandbox.refusal.not-a-bag': '{piece} n’est pas un sac.',
  'sandbox.refusal.not-a-counter': '{piece} n’est pas un compteur.',
  'sandbox.refusal.not-a-die': '{piece} n’est pas un dé.',
  'sandbox.refusal.not-in-hand': 'Ce n’est pas dans votre main.',
  'sandbox.refusal.off-table': '{piece} ne tiendrait pas sur la table en ({x}, {z}).',
  'sandbox.refusal.bad-position': 'Donnez x et z, ou aucun des deux.',
  'sandbox.refusal.bag-empty': '« {bag} » est vide.',
  'sandbox.refusal.none-of-kind': 'Il n’y a pas de « {kind} » dans « {bag} ».',
  'sandbox.refusal.not-a-token': 'Seuls les jetons vont dans « {bag} ».',
  'sandbox.refusal.deck-empty': '« {deck} » est vide.',
  'sandbox.refusal.holds-only': '« {deck} » ne contient que {count, plural, one {{count} carte} other {{count} cartes}}.',
  'sandbox.refusal.deal-short': 'Distribuer {n} à {seats} places demande {needed} cartes ; « {deck} » en contient {count}.',
  'sandbox.refusal.not-a-card': 'Seules les cartes vont sur une pioche.',
  'sandbox.refusal.not-found': 'Il n’y a pas de « {query} » dans « {deck} ».',
  'sandbox.refusal.bad-sides': 'Un d{sides} n’est pas un dé pris en charge.',
  'sandbox.refusal.bad-labels': 'Un d{sides} demande {sides} inscriptions, pas {count}.',
  'sandbox.refusal.no-seat-at': 'Il n’y a pas de place {n} à cette table.',
  'sandbox.refusal.table-full': 'Une table contient au plus {max} pièces : retirez-en d’abord.',
  'sandbox.refusal.already': '{piece} : pièce déjà {locked, select, yes {verrouillée} other {déverrouillée}}.',
  'sandbox.refusal.counter-limit': 'Un compteur affiche au plus {max}, dans un sens comme dans l’autre.',
  'sandbox.refusal.duplicate-piece': 'Chaque pièce ne peut être déplacée qu’une fois par mouvement.',
  'sandbox.refusal.flip-die': 'Un dé ne se retourne pas : lancez-le plutôt.',
  'sandbox.refusal.cannot-flip': '{piece} : cette pièce ne se retourne pas.',
  'sandbox.refusal.cannot-take': 'Seuls les cartes et les jetons vont dans une main, pas {piece}.',
  'sandbox.refusal.duplicate-die': 'Chaque dé ne peut être lancé qu’une fois par lancer.',
};
