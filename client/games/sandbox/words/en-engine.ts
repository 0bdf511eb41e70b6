/**
 * The free table's engine words in English, its own catalogues: the names it gives pieces
 * (engine/games/sandbox/name-words.en.ts), its prompts and status (prompt-words.en.ts) and
 * its refusals (refusal-words.en.ts), worded by the client from the phrases beside them.
 */
export { sandboxNameWords as enNames } from '../../../../engine/games/sandbox/name-words.en.ts';
export { sandboxPromptWords as enPrompts } from '../../../../engine/games/sandbox/prompt-words.en.ts';
export { sandboxRefusalWords as enRefusals } from '../../../../engine/games/sandbox/refusal-words.en.ts';
