/** Root's log lines in English: the engine's own catalogue (engine/games/root/log-words.en.ts), the words its rule steps log with. */
export { rootLogWords as log } from '../../../../engine/games/root/log-words.en.ts';
