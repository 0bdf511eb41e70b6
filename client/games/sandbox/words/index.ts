/** The free table's words in every language, added to the catalogue when its client loads (manifest.ts). */
import { words } from '../../../words/catalogue.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

export const sandboxWords = words(en, fr);
export { sandboxTitle } from './title.ts';
