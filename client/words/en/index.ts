/** The English catalogue of the shared layers: one namespace a file, merged here. */
import { settings } from './settings.ts';
import { hudStart } from './hud-start.ts';
import { hudTable } from './hud-table.ts';
import { hudSeats } from './hud-seats.ts';
import { hudAccount } from './hud-account.ts';
import { hudRules } from './hud-rules.ts';
import { hudImport } from './hud-import.ts';

export const en = {
  ...settings,
  ...hudStart, ...hudTable, ...hudSeats, ...hudAccount, ...hudRules, ...hudImport,
} as const;
