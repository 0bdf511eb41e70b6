/** Explorers' content texts in English: the engine's own catalogue (engine/games/explorers/text-words.en.ts). */
export { explorersTextWords as enTexts } from '../../../../engine/games/explorers/text-words.en.ts';
