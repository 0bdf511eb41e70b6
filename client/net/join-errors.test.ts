import { describe, expect, it } from 'vitest';
import { classifyJoinError, isRoomGone } from './join-errors.ts';

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

describe('isRoomGone', () => {
  it('is true for a disposed or unknown room, false for an expired token', () => {
    expect(isRoomGone(serverError(4212, 'room "X" has been disposed.'))).toBe(true);
    expect(isRoomGone(serverError(4214, 'reconnection token invalid or expired.'))).toBe(false);
    expect(isRoomGone(new TypeError('Failed to fetch'))).toBe(false);
  });
});
