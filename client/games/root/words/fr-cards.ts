/** Root's cards' rules text in French (keys `root.card-text.…`), worded as the French edition words its rules. */
import type { Translation } from '../../../words/catalogue.ts';
import type { cards as en } from './en-cards.ts';

export const cards: Translation<typeof en> = {
  'root.card-text.bird-ambush': 'le défenseur peut la jouer dans N’IMPORTE QUELLE clairière : inflige 2 touches avant le lancer des dés ; annulée si l’attaquant joue une embuscade correspondante',
  'root.card-text.bird-dominance': 'gagnez si vous contrôlez deux clairières de coin diagonalement opposées au début de votre Aurore',
  'root.card-text.bird-armorers': 'en bataille, vous pouvez défausser cette carte pour ignorer toutes les touches OBTENUES AUX DÉS que vous devriez subir',
  'root.card-text.bird-brutal-tactics': 'en attaque, vous pouvez infliger une touche de plus ; dans ce cas, le défenseur marque 1 PV',
  'root.card-text.bird-royal-claim': 'pendant l’Aurore, vous pouvez défausser cette carte pour marquer 1 PV par clairière que vous contrôlez',
  'root.card-text.bird-sappers': 'en défense, vous pouvez défausser cette carte pour infliger une touche de plus',
  'root.card-text.fox-ambush': 'le défenseur ne peut la jouer que dans une clairière renard',
  'root.card-text.fox-dominance': 'gagnez si vous contrôlez 3 clairières renard au début de votre Aurore',
  'root.card-text.fox-stand-and-deliver': 'pendant l’Aurore, vous pouvez prendre une carte au hasard dans la main d’une autre personne ; elle marque 1 PV',
  'root.card-text.fox-tax-collector': 'une fois pendant le Jour, vous pouvez retirer un de vos guerriers du plateau pour piocher une carte',
  'root.card-text.fox-favor-of-the-foxes': 'retirez toutes les pièces ennemies des clairières renard, puis défaussez cette carte',
  'root.card-text.rabbit-ambush': 'le défenseur ne peut la jouer que dans une clairière lapin',
  'root.card-text.rabbit-dominance': 'gagnez si vous contrôlez 3 clairières lapin au début de votre Aurore',
  'root.card-text.rabbit-better-burrow-bank': 'au début de votre Aurore, vous et une autre personne piochez chacun une carte',
  'root.card-text.rabbit-cobbler': 'au début de votre Crépuscule, vous pouvez effectuer un déplacement',
  'root.card-text.rabbit-command-warren': 'au début de votre Jour, vous pouvez engager une bataille',
  'root.card-text.rabbit-favor-of-the-rabbits': 'retirez toutes les pièces ennemies des clairières lapin, puis défaussez cette carte',
  'root.card-text.mouse-ambush': 'le défenseur ne peut la jouer que dans une clairière souris',
  'root.card-text.mouse-dominance': 'gagnez si vous contrôlez 3 clairières souris au début de votre Aurore',
  'root.card-text.mouse-codebreakers': 'une fois pendant le Jour, vous pouvez regarder la main d’une autre personne',
  'root.card-text.mouse-scouting-party': 'en attaque, les cartes embuscade n’ont aucun effet sur vous',
  'root.card-text.mouse-favor-of-the-mice': 'retirez toutes les pièces ennemies des clairières souris, puis défaussez cette carte',
};
