/** Root's words in every language, loaded with its client and its option fields (manifest.ts). */
import { words } from '../../../words/catalogue.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

export const rootWords = words(en, fr);
export { rootTitle } from './title.ts';
