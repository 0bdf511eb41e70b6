import type { Translation } from '../catalogue.ts';
import type { scene as en } from '../en/scene.ts';

export const scene: Translation<typeof en> = {
  'scene.topDown.title': 'Vue de dessus (T)',
  'scene.topDown.on': 'Vue de la table',
  'scene.topDown.off': 'Vue de dessus',
  'scene.topDown.key': 'T',
};
