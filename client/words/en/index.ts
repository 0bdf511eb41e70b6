/** The English catalogue of the shared layers: one namespace a file, merged here. */
import { settings } from './settings.ts';

export const en = {
  ...settings,
} as const;
