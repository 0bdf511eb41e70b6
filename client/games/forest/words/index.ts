/** Into the Forest's words in every language, added to the catalogue when its client or option fields load (manifest.ts). */
import { words } from '../../../words/catalogue.ts';
import { enTable } from './en.ts';
import { enRules } from './en-rules.ts';
import { enDescribe } from './en-describe.ts';
import { frTable } from './fr.ts';
import { frRules } from './fr-rules.ts';
import { enKeys } from './en-keys.ts';
import { frKeys } from './fr-keys.ts';
import { frDescribe } from './fr-describe.ts';
import { enLog } from './en-log.ts';
import { frLog } from './fr-log.ts';
import { enPlay } from './en-play.ts';
import { frPlay } from './fr-play.ts';
import { enSides } from './en-sides.ts';
import { frSides } from './fr-sides.ts';

const en = { ...enTable, ...enRules, ...enKeys, ...enDescribe, ...enLog, ...enPlay, ...enSides } as const;
const fr = { ...frTable, ...frRules, ...frKeys, ...frDescribe, ...frLog, ...frPlay, ...frSides };

export const forestWords = words(en, fr);
export { forestTitle } from './title.ts';
