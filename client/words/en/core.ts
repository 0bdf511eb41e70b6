/** The engine core's words in English (undo, the match's refusals): its own catalogue, engine/core/words.en.ts. */
export { coreWords as core } from '../../../engine/core/words.en.ts';
