/** The French catalogue of the shared layers: the English one's namespaces, key for key. */
import type { Translation } from '../catalogue.ts';
import type { en } from '../en/index.ts';
import { settings } from './settings.ts';
import { hudStart } from './hud-start.ts';
import { hudTable } from './hud-table.ts';
import { hudSeats } from './hud-seats.ts';
import { hudAccount } from './hud-account.ts';
import { hudRules } from './hud-rules.ts';
import { hudImport } from './hud-import.ts';

export const fr: Translation<typeof en> = {
  ...settings,
  ...hudStart, ...hudTable, ...hudSeats, ...hudAccount, ...hudRules, ...hudImport,
};
