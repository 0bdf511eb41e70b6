/** Words every faction's prompts and refusals share, in English (keys `root.factions.…`): the engine's. */
export { factionsWords as factions } from '../../../../../engine/games/root/factions/prompt-words.en.ts';
