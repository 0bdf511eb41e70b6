/** The free table's rules reference in French, key for key with en-rules.ts. */
import type { Translation } from '../../../words/catalogue.ts';
import type { enRules } from './en-rules.ts';

export const frRules: Translation<typeof enRules> = {
  'sandbox.rules.title': 'Table libre',
  'sandbox.rules.intro':
    'La table libre n’impose aucun jeu : chaque personne assise peut déplacer, retourner, piocher, distribuer et lancer les dés à tout moment, comme autour d’une vraie table. Ce qu’elle protège, c’est ce qui est caché : les cartes en main, l’ordre d’une pioche et le contenu d’un sac.',
  'sandbox.rules.pieces.title': 'Déplacer et tourner les pièces',
  'sandbox.rules.pieces.1': 'Prenez une pièce et posez-la n’importe où sur la table ; tournez-la d’un quart de tour à la fois ou retournez-la. Une carte face cachée reste un secret pour tout le monde jusqu’à ce qu’on la retourne.',
  'sandbox.rules.cards.title': 'Pioches et mains',
  'sandbox.rules.cards.1':
    'Piochez dans une pioche pour votre main (personne d’autre ne la voit), distribuez à chaque place, mélangez, regardez les cartes du dessus, cherchez une carte dans une pioche, jouez une carte de votre main face visible ou face cachée, ou remettez une carte sur le dessus ou sous une pioche.',
  'sandbox.rules.bags.title': 'Sacs',
  'sandbox.rules.bags.1': 'Tirez au hasard un jeton d’un sac, sur la table ou dans votre main, sortez un jeton d’une sorte que vous nommez, ou remettez des jetons dedans. Personne ne voit l’ordre du sac.',
  'sandbox.rules.dice.title': 'Dés',
  'sandbox.rules.dice.1': 'Lancez un dé ou plusieurs ensemble : chaque personne qui regarde voit le même lancer retomber sur les mêmes faces.',
  'sandbox.rules.box.title': 'Votre propre jeu : ajouter, retirer et verrouiller',
  'sandbox.rules.box.1':
    'L’hôte (ou tout le monde, une fois que l’hôte a ouvert la boîte) ajoute des éléments depuis le panneau de la boîte : un jeu de cartes classique, des pioches découpées dans vos propres planches de cartes, des cartes recto verso, des dés de 4 à 20 faces (avec des mots sur leurs faces si vous le souhaitez), des compteurs, des jetons, des meeples, des plateaux et des tapis, des tuiles carrées et hexagonales, des sacs et des zones cachées. Une table porte au plus 2 000 pièces ; un compteur affiche au plus 9 999, en positif comme en négatif.',
  'sandbox.rules.box.2':
    'Apportez vos propres images en les déposant sur la table ou en les choisissant dans le panneau ; chacune devient alors ce que vous dites qu’elle est : une planche de cartes découpée en pioche (jusqu’à 10 × 7 cartes, avec pour dos la dernière case, une autre image ou une planche de dos), un plateau, une tuile, un jeton ou une carte recto verso.',
  'sandbox.rules.box.3': 'Faites un clic droit sur une pièce (ou gardez le doigt dessus) pour ouvrir son menu : la verrouiller ou la déverrouiller, augmenter ou baisser un compteur de 1 ou de 5 et, avec le droit de modifier la boîte, la retirer.',
  'sandbox.rules.box.4':
    'Verrouillez un plateau pour que personne ne le déplace par mégarde : une pièce verrouillée ne peut être ni déplacée, ni tournée, ni prise, ni retirée tant que personne ne la déverrouille. Sélectionnez plusieurs pièces pour les déplacer ensemble. Une carte posée face visible dans la zone cachée d’une place ne montre sa face qu’à cette place ; pour les autres places, elle paraît face cachée.',
  'sandbox.rules.box.5': 'Une table peut aussi être mise en place à partir d’une boîte enregistrée plus tôt ; une boîte qui ne peut pas être mise en place est refusée en entier, avec la raison.',
  'sandbox.rules.end.title': 'Terminer la table',
  'sandbox.rules.end.1': 'L’hôte peut terminer la table pour tout le monde ; ensuite, plus rien ne peut changer. Tout autre message que la table ne sait pas lire est refusé.',
};
