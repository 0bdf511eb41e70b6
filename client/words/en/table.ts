/** The shared table components' words in English (their refusals): their own catalogue, engine/table/words.en.ts. */
export { tableWords as table } from '../../../engine/table/words.en.ts';
