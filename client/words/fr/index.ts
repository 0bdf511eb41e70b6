/** The French catalogue of the shared layers: the English one's namespaces, key for key. */
import type { Translation } from '../catalogue.ts';
import type { en } from '../en/index.ts';
import { settings } from './settings.ts';
import { help } from './help.ts';
import { interaction } from './interaction.ts';
import { net } from './net.ts';
import { replay } from './replay.ts';
import { broadcast } from './broadcast.ts';
import { scene } from './scene.ts';
import { profile } from './profile.ts';

export const fr: Translation<typeof en> = {
  ...settings,
  ...help,
  ...interaction,
  ...net,
  ...replay,
  ...broadcast,
  ...scene,
  ...profile,
};
