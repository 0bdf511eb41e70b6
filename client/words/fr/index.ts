/** The French catalogue of the shared layers: the English one's namespaces, key for key. */
import type { Translation } from '../catalogue.ts';
import type { en } from '../en/index.ts';
import { follow } from './follow.ts';
import { settings } from './settings.ts';

export const fr: Translation<typeof en> = {
  ...settings,
  ...follow,
};
