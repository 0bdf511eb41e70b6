/** The Forest's log lines in English: the engine's own catalogue (engine/games/forest/log-words.en.ts), the words its rule steps log with. */
export { forestLogWords as enLog } from '../../../../engine/games/forest/log-words.en.ts';
