/**
 * The server's words as data (wire/room-words.en.ts, wire/http-words.en.ts): a room's
 * refusal and an HTTP error body carry a phrase beside their English (server/room/checks.ts
 * `roomRefusal`, server/http/problem.ts `httpProblem`), and the client words it in the
 * reader's language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { phrase, worded } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';
import { roomSay } from '../../wire/room-words.en.ts';
import { refusalText } from '../words/phrase.ts';
import { say, setLang } from '../words/say.ts';
import { bodyText } from './refusal.ts';

afterEach(() => setLang('en'));

describe('the server’s refusals, worded for the reader', () => {
  it('I18N.S1 a room refusal\'s phrase words the very English it had, and reads in French', () => {
    const { text, words } = worded(roomSay, 'room.version.stale', { version: 7, v: 5 });
    expect(text).toBe('The table moved on (version 7, yours 5); a fresh snapshot follows.');
    const r = { code: 'room/stale', message: text, words };
    setLang('fr');
    expect(refusalText(r, say)).toBe('La table a changé (version 7, la vôtre 5) ; une vue à jour arrive.');
  });

  it('I18N.S2 an HTTP error body carries its phrase, nested phrases too; the reader sees it in French, else the message', () => {
    const limited = worded(httpSay, 'http.slowDown.tables', { most: 10, wait: 4 });
    const body = JSON.parse(JSON.stringify({ error: 'http/rate-limited', message: limited.text, words: limited.words })) as unknown;
    expect(bodyText(body)).toBe('Too many tables created from this address: at most 10 a minute. Try again in 4 s.');
    setLang('fr');
    expect(bodyText(body)).toBe('Trop de tables créées depuis cette adresse : au plus 10 par minute. Réessayez dans 4 s.');
    const refused = worded(httpSay, 'http.passkey.refused', { why: phrase('http.passkey.why.gone') });
    expect(refused.text).toBe('The passkey was refused: its account no longer exists.');
    const passkey = { error: 'http/passkey-refused', message: refused.text, words: refused.words };
    expect(bodyText(passkey)).toBe('La clé d’accès a été refusée : son compte n’existe plus.');
    const gif = worded(httpSay, 'http.image.format', { format: 'gif' });
    expect(gif.text).toBe('This file is a GIF image; upload a PNG, JPEG or WebP image.');
    expect(bodyText({ error: 'http/image-format', message: gif.text, words: gif.words })).toBe('Ce fichier est une image GIF ; envoyez une image PNG, JPEG ou WebP.');
    expect(bodyText({ error: 'http/x', message: 'As sent' })).toBe('As sent');
    expect(bodyText({ error: 'http/x', message: 'As sent', words: { id: 'nowhere.key' } })).toBe('As sent');
    expect(bodyText(null)).toBeUndefined();
  });
});
