/** Root's English catalogue: the source every translation follows key for key, one area a file. */
import { clergy } from './factions/en-clergy.ts';
import { corvids } from './factions/en-corvids.ts';
import { duchy } from './factions/en-duchy.ts';
import { factions } from './factions/en-factions.ts';
import { describe } from './en-describe.ts';
import { hud } from './en-hud.ts';
import { legion } from './factions/en-legion.ts';
import { log } from './en-log.ts';
import { cards } from './en-cards.ts';
import { names } from './en-names.ts';
import { prompts } from './en-prompts.ts';
import { refusals } from './en-refusals.ts';
import { rules } from './en-rules.ts';
import { table } from './en-table.ts';

export const en = {
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
} as const;
