/** The English catalogue of the shared layers: one namespace a file, merged here. */
import { settings } from './settings.ts';
import { help } from './help.ts';
import { interaction } from './interaction.ts';
import { net } from './net.ts';
import { replay } from './replay.ts';
import { broadcast } from './broadcast.ts';
import { scene } from './scene.ts';
import { profile } from './profile.ts';

export const en = {
  ...settings,
  ...help,
  ...interaction,
  ...net,
  ...replay,
  ...broadcast,
  ...scene,
  ...profile,
} as const;
