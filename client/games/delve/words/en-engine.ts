/** Delve's engine words in English beyond its log: the engine's own catalogues of prompts, headlines, table pieces and refusals. */
export { delvePromptWords as enPrompts } from '../../../../engine/games/delve/prompt-words.en.ts';
export { delveTableWords as enPieces } from '../../../../engine/games/delve/table-words.en.ts';
export { delveRefusalWords as enRefusals } from '../../../../engine/games/delve/refusal-words.en.ts';
