/** Explorers' refusals in English: the engine's own catalogue (engine/games/explorers/refusal-words.en.ts). */
export { explorersRefusalWords as enRefusals } from '../../../../engine/games/explorers/refusal-words.en.ts';
