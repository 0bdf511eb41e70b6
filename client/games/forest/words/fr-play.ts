/** The Forest's prompts, headlines, refusals and piece labels in French (keys `forest.prompt.…`, `forest.headline.…`, `forest.refusal.…`, `forest.piece.…`). */
import type { Translation } from '../../../words/catalogue.ts';
import type { enPlay } from './en-play.ts';

const DIR = '{dir, select, N {nord} E {est} S {sud} W {ouest} other {{dir}}}';

export const frPlay: Translation<typeof enPlay> = {
  'forest.prompt.turnOver': 'Retourner {name} (devient {card})',
  'forest.prompt.draw': 'Piocher par le dessous de la Pioche de la forêt ({n} sur {limit})',
  'forest.prompt.place': 'Placer {card}',
  'forest.prompt.placeWild': 'Placer {card} : choisir sa direction',
  'forest.prompt.assign': 'Réattribuer {name} (actuellement {dir, select, N {nord} E {est} S {sud} W {ouest} other {sans direction}})',
  'forest.prompt.arrange': 'Disposer votre tableau',
  'forest.headline.round': 'Manche {round} sur {of}',
  'forest.headline.turn': 'Manche {round} sur {of} · {seat} {doing, select, turnOver {retourne une carte} draws {pioche} other {choisit ({drawn} sur {limit} piochées)}}',
  'forest.headline.solo': 'Voyage {won, select, yes {réussi} other {manqué}} : {reason}',
  'forest.headline.nobody': 'Personne ne gagne : {reason}',
  'forest.refusal.over': 'Le voyage est terminé.',
  'forest.refusal.notYourTurn': 'C’est au tour de {seat}.',
  'forest.refusal.nobodysTurn': 'Ce n’est au tour de personne.',
  'forest.refusal.turnOverFirst': 'Le Cairn du guide passe d’abord : retournez une autre carte de votre tableau.',
  'forest.refusal.mapComplete': 'Votre carte routière est complète : plus de pioche pour cette phase. Placez une de vos cartes piochées.',
  'forest.refusal.snared': 'Le Piège de ronces a interrompu votre pioche : placez une de vos cartes piochées.',
  'forest.refusal.strategyLimit': 'Vous avez pioché {n, plural, one {# carte} other {# cartes}} pendant ce Piocher et choisir, autant que votre Stratégie ({limit}) : placez une de vos cartes piochées.',
  'forest.refusal.noCardsPlace': 'Ni la Pioche de la forêt ni sa défausse ne contiennent de carte : placez une de vos cartes piochées.',
  'forest.refusal.noCards': 'Ni la Pioche de la forêt ni sa défausse ne contiennent de carte.',
  'forest.refusal.chooseDirection': '{name} porte une icône joker : choisissez la direction qu’elle représente.',
  'forest.refusal.notWild': '{name} n’a pas d’icône joker à attribuer.',
  'forest.refusal.drawFirst': 'Piochez d’abord une carte : seules les cartes piochées peuvent être placées.',
  'forest.refusal.notDrawn': 'Cette carte ne fait pas partie de vos cartes piochées.',
  'forest.refusal.notInTableau': 'Cette carte n’est pas dans votre tableau.',
  'forest.refusal.sameDirection': `Cette icône joker vaut déjà ${DIR}.`,
  'forest.refusal.nothingToTurn': 'Il n’y a aucune carte à retourner pour l’instant.',
  'forest.refusal.turnAnother': 'Choisissez une autre carte de votre tableau à retourner.',
  'forest.refusal.notYours': 'Seules les cartes de votre propre tableau peuvent être disposées.',
  'forest.refusal.samePlace': 'La carte est déjà à cet endroit.',
  'forest.piece.deck': 'Pioche de la forêt',
  'forest.piece.maps': 'Cartes routières',
  'forest.piece.map': 'Carte routière',
  'forest.piece.mat': '{seat}',
};
