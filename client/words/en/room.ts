/**
 * The server's words in English: the table room's refusals (wire/room-words.en.ts) and the
 * HTTP API's (wire/http-words.en.ts), the catalogues the server words them with.
 */
import { roomWords } from '../../../wire/room-words.en.ts';
import { httpWords } from '../../../wire/http-words.en.ts';

export const room = { ...roomWords, ...httpWords } as const;
