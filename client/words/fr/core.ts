/** Les mots du cœur du moteur (reprendre une action, refus de la partie). */
import type { Translation } from '../catalogue.ts';
import type { core as en } from '../en/core.ts';

export const core: Translation<typeof en> = {
  'core.undo.over': 'La partie est terminée.',
  'core.undo.nothing': 'Rien à reprendre pour l’instant.',
  'core.undo.actedLast': '{seat} a joué en dernier.',
  'core.undo.cannot': 'Impossible de reprendre « {text} » : {why}.',
  'core.undo.shownYou': 'elle vous a montré quelque chose de caché',
  'core.undo.shownEveryone': 'elle a montré à tous quelque chose de caché',
  'core.undo.shownSeat': 'elle a montré à {seat} quelque chose de caché',
  'core.undo.anAction': 'une action',
  'core.undo.ended': 'elle a fini la partie',
  'core.undo.random': 'elle a tiré du hasard (dés, mélange ou tirage à l’aveugle)',
  'core.undo.tookBack': '{seat} a repris : {text}',
  'core.undo.seatedOnly': 'Seul un joueur assis peut reprendre une action.',
  'core.match.seats': '{game} se joue de {min} à {max} places, pas {seats}.',
  'core.match.seatedOnly': 'Seul un joueur assis peut jouer.',
  'core.match.over': 'La partie est terminée : plus rien ne peut changer.',
  'core.match.overAs': 'La partie est terminée ({headline}) : plus rien ne peut changer.',
};
