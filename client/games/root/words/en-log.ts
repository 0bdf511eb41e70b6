/**
 * Root's common log lines in English: the engine's own catalogue (engine/games/root/log-words.en.ts),
 * the words its rule steps log with. Each faction's lines are spread into its own words (factions/en-<id>.ts).
 */
export { rootLogWords as log } from '../../../../engine/games/root/log-words.en.ts';
