/**
 * Explorers' words in every language, added to the reader's catalogue when its client or
 * its option fields load (manifest.ts): the table's (en.ts), the HUD panels'
 * (en-panels.ts), and the rules reference's and help rows' (en-rules.ts).
 */
import { words } from '../../../words/catalogue.ts';
import { enTable } from './en.ts';
import { enPanels } from './en-panels.ts';
import { enRules } from './en-rules.ts';
import { enDescribe } from './en-describe.ts';
import { frTable } from './fr.ts';
import { frPanels } from './fr-panels.ts';
import { frRules } from './fr-rules.ts';
import { enKeys } from './en-keys.ts';
import { frKeys } from './fr-keys.ts';
import { frDescribe } from './fr-describe.ts';

const en = { ...enTable, ...enPanels, ...enRules, ...enKeys, ...enDescribe } as const;
const fr = { ...frTable, ...frPanels, ...frRules, ...frKeys, ...frDescribe };

/** Explorers' catalogue: every key starts with `explorers.`. */
export const explorersWords = words(en, fr);
export { explorersTitle } from './title.ts';
