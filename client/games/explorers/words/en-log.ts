/** Explorers' log lines in English: the engine's own catalogue (engine/games/explorers/log-words.en.ts), the words its rule steps log with. */
export { explorersLogWords as enLog } from '../../../../engine/games/explorers/log-words.en.ts';
