/** The French catalogue of the shared layers: the English one's namespaces, key for key. */
import type { Translation } from '../catalogue.ts';
import type { en } from '../en/index.ts';
import { core } from './core.ts';
import { table } from './table.ts';
import { room } from './room.ts';
import { follow } from './follow.ts';
import { keys } from './keys.ts';
import { a11y } from './a11y.ts';
import { settings } from './settings.ts';
import { hotseat } from './hotseat.ts';
import { hudStart } from './hud-start.ts';
import { hudTable } from './hud-table.ts';
import { hudSeats } from './hud-seats.ts';
import { hudAccount } from './hud-account.ts';
import { hudRules } from './hud-rules.ts';
import { hudImport } from './hud-import.ts';
import { help } from './help.ts';
import { interaction } from './interaction.ts';
import { net } from './net.ts';
import { replay } from './replay.ts';
import { broadcast } from './broadcast.ts';
import { scene } from './scene.ts';
import { profile } from './profile.ts';
import { palette } from './palette.ts';

export const fr: Translation<typeof en> = {
  ...settings,
  ...hotseat,
  ...hudStart, ...hudTable, ...hudSeats, ...hudAccount, ...hudRules, ...hudImport,
  ...help, ...interaction, ...net, ...replay, ...broadcast, ...scene, ...profile,
  ...palette,
  ...follow,
  ...keys,
  ...a11y,
  ...core,
  ...table,
  ...room,
};
