/** Explorers' prompt labels in English: the engine's own catalogue (engine/games/explorers/prompt-words.en.ts). */
export { explorersPromptWords as enPrompts } from '../../../../engine/games/explorers/prompt-words.en.ts';
