/** The English catalogue of the shared layers: one namespace a file, merged here. */
import { follow } from './follow.ts';
import { settings } from './settings.ts';

export const en = {
  ...settings,
  ...follow,
} as const;
