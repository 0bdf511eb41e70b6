/** The free table's log lines in English: the engine's own catalogue (engine/games/sandbox/log-words.en.ts), the words its moves log with. */
export { sandboxLogWords as enLog } from '../../../../engine/games/sandbox/log-words.en.ts';
