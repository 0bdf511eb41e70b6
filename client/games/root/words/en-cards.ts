/** Root's cards' rules text in English: the engine's own catalogue (engine/games/root/card-words.en.ts). */
export { rootCardWords as cards } from '../../../../engine/games/root/card-words.en.ts';
