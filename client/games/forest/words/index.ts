/** Into the Forest's words in every language, added to the catalogue when its client or option fields load (manifest.ts). */
import { words } from '../../../words/catalogue.ts';
import { enTable } from './en.ts';
import { enRules } from './en-rules.ts';
import { enLog } from './en-log.ts';
import { frTable } from './fr.ts';
import { frRules } from './fr-rules.ts';
import { frLog } from './fr-log.ts';

const en = { ...enTable, ...enRules, ...enLog } as const;
const fr = { ...frTable, ...frRules, ...frLog };

export const forestWords = words(en, fr);
