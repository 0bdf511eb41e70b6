/** The HTTP API's and the room's refusals worded from their catalogues: the same English as before, and the phrase beside it. */
import { describe, expect, it } from 'vitest';
import { ROOM_ERRORS } from '../../wire/protocol.ts';
import { roomRefusal } from '../room/checks.ts';
import { HttpProblem, httpProblem, internalProblem, problemBody } from './problem.ts';

describe('refusals as data', () => {
  it('I18N.S3 an HTTP problem worded from the catalogue answers its English message and its phrase; one without a phrase answers the message alone', () => {
    const p = httpProblem(413, 'http/table-full', 'http.image.tableFull', { used: 30, max: 32 }, { 'Retry-After': '1' });
    expect(p.message).toBe('This table holds 30 MB of images; a table may hold at most 32 MB.');
    expect(p.headers).toEqual({ 'Retry-After': '1' });
    expect(problemBody(p)).toEqual({ error: 'http/table-full', message: p.message, words: { id: 'http.image.tableFull', values: { used: 30, max: 32 } } });
    expect(problemBody(new HttpProblem(400, 'http/x', 'As found.'))).toEqual({ error: 'http/x', message: 'As found.' });
    expect(problemBody(internalProblem())).toEqual({ error: 'http/internal', message: 'Internal error.', words: { id: 'http.internal' } });
  });

  it('I18N.S4 a room refusal keeps its English and carries its phrase and ref', () => {
    expect(roomRefusal(ROOM_ERRORS.notHost, 'room.host.end', undefined, 'r9')).toEqual({
      code: ROOM_ERRORS.notHost, ref: 'r9', message: "Only the table's host (the first player to sit down) can end the table for everyone.", words: { id: 'room.host.end' },
    });
  });
});
