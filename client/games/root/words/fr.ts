/** Root's French catalogue: every key of the English one (en.ts), one area a file. */
import type { Translation } from '../../../words/catalogue.ts';
import type { en } from './en.ts';
import { clergy } from './factions/fr-clergy.ts';
import { corvids } from './factions/fr-corvids.ts';
import { duchy } from './factions/fr-duchy.ts';
import { factions } from './factions/fr-factions.ts';
import { describe } from './fr-describe.ts';
import { hud } from './fr-hud.ts';
import { legion } from './factions/fr-legion.ts';
import { log } from './fr-log.ts';
import { cards } from './fr-cards.ts';
import { names } from './fr-names.ts';
import { prompts } from './fr-prompts.ts';
import { refusals } from './fr-refusals.ts';
import { rules } from './fr-rules.ts';
import { table } from './fr-table.ts';

export const fr: Translation<typeof en> = {
  ...rules,
  ...hud,
  ...clergy,
  ...legion,
  ...duchy,
  ...corvids,
  ...factions,
  ...describe,
  ...log,
  ...prompts,
  ...refusals,
  ...table,
  ...names,
  ...cards,
};
