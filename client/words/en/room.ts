/** The table room's words in English (its refusals): its own catalogue, wire/room-words.en.ts, which the server words them with. */
export { roomWords as room } from '../../../wire/room-words.en.ts';
