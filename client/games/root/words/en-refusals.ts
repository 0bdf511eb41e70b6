/** Root's core refusals in English: the engine's own catalogue (engine/games/root/refusal-words.en.ts). */
export { rootRefusalWords as refusals } from '../../../../engine/games/root/refusal-words.en.ts';
