/**
 * The server's words in English: the table room's refusals (wire/room-words.en.ts), the
 * HTTP API's (wire/http-words.en.ts) and the turn notifications' (wire/push-words.ts), the
 * catalogues the server words them with.
 */
import { roomWords } from '../../../wire/room-words.en.ts';
import { httpWords } from '../../../wire/http-words.en.ts';
import { pushWords } from '../../../wire/push-words.ts';

export const room = { ...roomWords, ...httpWords, ...pushWords } as const;
