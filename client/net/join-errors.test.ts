import { afterEach, describe, expect, it } from 'vitest';
import { worded } from '../../engine/core/words.ts';
import { roomSay, type RoomWordId } from '../../wire/room-words.en.ts';
import { withWords } from '../../wire/refusal-words.ts';
import { setLang } from '../words/say.ts';
import { classifyJoinError, isRoomGone, refusedText } from './join-errors.ts';

afterEach(() => setLang('en'));

/** A refusal as colyseus.js rejects a join the server worded (server/room/checks.ts `joinRefusal`). */
function wordedError(code: number, id: RoomWordId, values?: Record<string, string | number>): Error {
  const { text, words } = worded(roomSay, id, values);
  return serverError(code, withWords(text, words));
}

function serverError(code: number, message: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('classifyJoinError', () => {
  it('recognises an unknown table', () => {
    const p = classifyJoinError(serverError(4212, 'room "K7QX2M" not found'), 'K7QX2M');
    expect(p.kind).toBe('not-found');
    expect(p.message).toContain('K7QX2M');
  });

  it('recognises a full (locked) table before "not found"', () => {
    expect(classifyJoinError(serverError(4212, 'room "K7QX2M" is locked'), 'K7QX2M').kind).toBe('full');
    expect(classifyJoinError(new Error('The table is full.')).kind).toBe('full');
  });

  it('recognises a seat refused because the host banned this player', () => {
    const p = classifyJoinError(serverError(4215, 'The host banned you from sitting at this table. You can still watch it.'), 'K7QX2M');
    expect(p).toEqual({ kind: 'banned', message: 'The host banned you from sitting at this table. You can still watch it.' });
  });

  it('recognises a server that cannot be reached', () => {
    expect(classifyJoinError(new TypeError('Failed to fetch')).kind).toBe('network');
  });

  it('passes any other message on', () => {
    const p = classifyJoinError(serverError(4216, 'Unknown game "x".'));
    expect(p).toEqual({ kind: 'other', message: 'Could not join: Unknown game "x".' });
    expect(classifyJoinError(undefined).kind).toBe('other');
  });
});

describe('a join or create the server refused with its words (wire/refusal-words.ts)', () => {
  it('I18N.J1 a worded refusal reads in the reader\'s language, its English unchanged in English', () => {
    const err = wordedError(4216, 'room.create.unknownGame', { game: 'chess' });
    expect(classifyJoinError(err)).toEqual({ kind: 'other', message: 'Could not join: Unknown game "chess".' });
    expect(refusedText(err)).toBe('Unknown game "chess".');
    setLang('fr');
    expect(refusedText(err)).toBe('Jeu inconnu : « chess ».');
    expect(classifyJoinError(err).message).toContain('Jeu inconnu : « chess ».');
  });

  it('I18N.J2 a ban and a full table are told by their message id, in French too', () => {
    setLang('fr');
    expect(classifyJoinError(wordedError(4215, 'room.join.banned')).kind).toBe('banned');
    const full = classifyJoinError(wordedError(4216, 'room.join.full', { code: 'K7QX2M', spectators: 50 }), 'K7QX2M');
    expect(full.kind).toBe('full');
    expect(full.message).toBe('La table K7QX2M est pleine : elle accueille 50 spectateurs en plus de ses joueurs.');
  });

  it('I18N.J3 a message without words, or with words this page does not know, keeps its English', () => {
    expect(refusedText(serverError(4216, 'Plain English.'))).toBe('Plain English.');
    setLang('fr');
    expect(refusedText(serverError(4216, withWords('Newer words.', { id: 'room.fromTheFuture' })))).toBe('Newer words.');
  });
});

describe('isRoomGone', () => {
  it('is true for a disposed or unknown room, false for an expired token', () => {
    expect(isRoomGone(serverError(4212, 'room "X" has been disposed.'))).toBe(true);
    expect(isRoomGone(serverError(4214, 'reconnection token invalid or expired.'))).toBe(false);
    expect(isRoomGone(new TypeError('Failed to fetch'))).toBe(false);
  });
});
