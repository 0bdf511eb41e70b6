/** Root's English catalogue: the source every translation follows key for key, one area a file. */
import { clergy } from './en-clergy.ts';
import { corvids } from './en-corvids.ts';
import { duchy } from './en-duchy.ts';
import { hud } from './en-hud.ts';
import { legion } from './en-legion.ts';
import { rules } from './en-rules.ts';

export const en = {
  ...rules,
  ...hud,
  ...clergy,
  ...legion,
  ...duchy,
  ...corvids,
} as const;
