/** Root's card and clearing names in English: the engine's own catalogue (engine/games/root/name-words.en.ts). */
export { rootNameWords as names } from '../../../../engine/games/root/name-words.en.ts';
