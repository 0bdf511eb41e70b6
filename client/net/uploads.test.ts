import { describe, expect, it } from 'vitest';
import { fileProblem, refusalOf, ticketFresh } from './uploads.ts';

const MB = 2 ** 20;

describe('an image upload says why it was refused', () => {
  it('shows the server\'s sentence from its problem JSON', () => {
    const r = refusalOf(422, JSON.stringify({ error: 'http/image-dimensions', message: 'The image is 9000 px wide; at most 8192.' }));
    expect(r.message).toBe('The image is 9000 px wide; at most 8192.');
    expect(r.code).toBe('http/image-dimensions');
  });
  it('words a refusal without a readable body by its status', () => {
    expect(refusalOf(429, '<html>').message).toMatch(/too many/i);
    expect(refusalOf(0, '').code).toBe('net/offline');
    expect(refusalOf(500, '').message).toContain('500');
  });
});

describe('a file that cannot be an image is refused before sending', () => {
  it('refuses other types, empty files and files past the ticket\'s limit', () => {
    expect(fileProblem({ type: 'image/gif', size: 10, name: 'a.gif' }, 25 * MB)).toMatch(/PNG, JPEG or WebP/);
    expect(fileProblem({ type: 'image/png', size: 0, name: 'a.png' }, 25 * MB)).toMatch(/empty/);
    expect(fileProblem({ type: 'image/png', size: 30 * MB, name: 'a.png' }, 25 * MB)).toMatch(/at most 25 MB/);
  });
  it('lets PNG, JPEG, WebP and files of no stated type go', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', '']) expect(fileProblem({ type, size: MB, name: 'x' }, 25 * MB)).toBeNull();
  });
});

describe('an upload ticket is used again while it is young', () => {
  it('asks anew after ten minutes', () => {
    expect(ticketFresh(0, 9 * 60_000)).toBe(true);
    expect(ticketFresh(0, 11 * 60_000)).toBe(false);
  });
});
