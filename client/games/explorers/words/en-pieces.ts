/** Explorers' status headline and table labels in English: the engine's own catalogue (engine/games/explorers/table-words.en.ts). */
export { explorersTableWords as enPieces } from '../../../../engine/games/explorers/table-words.en.ts';
