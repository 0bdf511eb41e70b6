import type { Translation } from '../catalogue.ts';
import type { hotseat as en } from '../en/hotseat.ts';

export const hotseat: Translation<typeof en> = {
  'hotseat.title': 'Sur cet appareil',
  'hotseat.note': 'Plusieurs personnes peuvent jouer depuis cet écran. Quand l’appareil passe de main en main, un cache masque la main de la place précédente jusqu’à ce que la suivante {press, select, tap {touche l’écran} other {clique}}.',
  'hotseat.add': 'Ajouter une personne sur cet appareil',
  'hotseat.name': 'Son nom',
  'hotseat.seat': 'L’installer',
  'hotseat.cancel': 'Annuler',
  'hotseat.noSeat': 'Toutes les places sont prises.',
  'hotseat.lost': 'La connexion de cette place a été perdue. Réessayez.',
  'hotseat.passTo': 'Passer à {name}',
  'hotseat.waits': 'Au tour de {name}',
  'hotseat.cover.title': 'Passez l’appareil à {name}',
  'hotseat.cover.note': 'Seul·e {name} doit regarder maintenant.',
  'hotseat.cover.take': '{name} : {press, select, tap {touchez} other {cliquez}} quand vous êtes prêt·e',
  'hotseat.cover.keys': 'ou appuyez sur Entrée',
};
