/** Root's table labels in English: the engine's own catalogue (engine/games/root/table-words.en.ts). */
export { rootTableWords as table } from '../../../../engine/games/root/table-words.en.ts';
