/** The English catalogue of the shared layers: one namespace a file, merged here. */
import { settings } from './settings.ts';
import { palette } from './palette.ts';

export const en = {
  ...settings,
  ...palette,
} as const;
