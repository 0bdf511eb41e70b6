/** Root's core prompts, status headline and the names they nest, in English: the engine's own catalogue (engine/games/root/prompt-words.en.ts). */
export { rootPromptWords as prompts } from '../../../../engine/games/root/prompt-words.en.ts';
