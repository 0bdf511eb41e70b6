/**
 * Each faction's English log words (its `factions/<id>/log-words.en.ts`), for the client's
 * catalogue of Root, which words the log in every language and reaches a faction's words
 * only through here, with none of its rules.
 */
export { clergyLogWords } from './clergy/log-words.en.ts';
export { corvidsLogWords } from './corvids/log-words.en.ts';
export { duchyLogWords } from './duchy/log-words.en.ts';
export { legionLogWords } from './legion/log-words.en.ts';
