/** The Forest's content names in English: the engine's own catalogue (engine/games/forest/name-words.en.ts), also part of its log's words. */
export { forestNameWords as enNames } from '../../../../engine/games/forest/name-words.en.ts';
