/**
 * Each faction's English prompts, refusals and table pieces (its
 * `factions/<id>/prompt-words.en.ts`) and the words they share, for the client's catalogue of
 * Root, which reaches them only through here, with none of the factions' rules.
 */
export { clergyPromptWords } from './clergy/prompt-words.en.ts';
export { corvidsPromptWords } from './corvids/prompt-words.en.ts';
export { duchyNameWords, duchyPromptWords } from './duchy/prompt-words.en.ts';
export { legionPromptWords } from './legion/prompt-words.en.ts';
export { factionsWords } from './words.en.ts';
