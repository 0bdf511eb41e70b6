/** Explorers' content names in English: the engine's own catalogue (engine/games/explorers/name-words.en.ts), keyed by content id. */
export { explorersNameWords as enNames } from '../../../../engine/games/explorers/name-words.en.ts';
