/**
 * Explorers' words in every language, added to the reader's catalogue when its client or
 * its option fields load (manifest.ts): the table's (en.ts), the HUD panels'
 * (en-panels.ts), the rules reference's and help rows' (en-rules.ts), and the engine's own
 * English: log lines (en-log.ts), prompt labels (en-prompts.ts), refusals (en-refusals.ts),
 * the headline and table labels (en-pieces.ts), the content's names (en-names.ts) and texts (en-texts.ts).
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
import { enLog } from './en-log.ts';
import { frLog } from './fr-log.ts';
import { enPrompts } from './en-prompts.ts';
import { frPrompts } from './fr-prompts.ts';
import { enRefusals } from './en-refusals.ts';
import { frRefusals } from './fr-refusals.ts';
import { enPieces } from './en-pieces.ts';
import { frPieces } from './fr-pieces.ts';
import { enNames } from './en-names.ts';
import { frNames } from './fr-names.ts';
import { enTexts } from './en-texts.ts';
import { frTexts } from './fr-texts.ts';

const en = { ...enTable, ...enPanels, ...enRules, ...enKeys, ...enDescribe, ...enLog, ...enPrompts, ...enRefusals, ...enPieces, ...enNames, ...enTexts } as const;
const fr = { ...frTable, ...frPanels, ...frRules, ...frKeys, ...frDescribe, ...frLog, ...frPrompts, ...frRefusals, ...frPieces, ...frNames, ...frTexts };

/** Explorers' catalogue: every key starts with `explorers.`. */
export const explorersWords = words(en, fr);
export { explorersTitle } from './title.ts';
