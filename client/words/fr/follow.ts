import type { Translation } from '../catalogue.ts';
import type { follow as en } from '../en/follow.ts';

export const follow: Translation<typeof en> = {
  'follow.camera': 'Caméra',
  'follow.title': 'Regarder avec votre propre caméra, la caméra du réalisateur, ou celle d’une personne à la table pendant qu’elle la déplace (sa main reste cachée).',
  'follow.own': 'Ma caméra',
  'follow.director': 'Caméra du réalisateur',
  'follow.seat': 'Suivre {name}',
  'follow.tookBack': 'Retour à votre propre caméra',
  'follow.kit.heading': 'Avec la caméra d’une personne à la table',
  'follow.kit.link': 'Page de diffusion avec la caméra de {name}',
};
