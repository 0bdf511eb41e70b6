/** Delve's log lines in English: the engine's own catalogue (engine/games/delve/log-words.en.ts), the words its rule steps log with. */
export { delveLogWords as enLog } from '../../../../engine/games/delve/log-words.en.ts';
