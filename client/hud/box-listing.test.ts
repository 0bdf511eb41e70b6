import { describe, expect, it } from 'vitest';
import { boxDetail, dateText, piecesText, sizeText, uploadText } from './box-listing.ts';

describe('a kept box told in a line', () => {
  it('counts pieces, one or many', () => {
    expect(piecesText(1)).toBe('1 piece');
    expect(piecesText(0)).toBe('0 pieces');
    expect(piecesText(52)).toBe('52 pieces');
  });

  it('tells sizes in the unit a person reads, one decimal under ten', () => {
    expect(sizeText(0)).toBe('0 B');
    expect(sizeText(812)).toBe('812 B');
    expect(sizeText(4.2 * 1024)).toBe('4.2 KB');
    expect(sizeText(2048)).toBe('2 KB');
    expect(sizeText(12.4 * 2 ** 20)).toBe('12 MB');
    expect(sizeText(200 * 2 ** 20)).toBe('200 MB');
    expect(sizeText(1.25 * 2 ** 30)).toBe('1.3 GB');
  });

  it('dates a box in the page\'s time, with the year only when it is not this year\'s', () => {
    const at = new Date(2026, 11, 2, 14, 5).getTime();
    expect(dateText(at, new Date(2026, 11, 3).getTime())).toBe('2 Dec, 14:05');
    expect(dateText(at, new Date(2027, 0, 1).getTime())).toBe('2 Dec 2026, 14:05');
  });

  it('puts pieces, size and date under the name, leaving out the size of a box without images', () => {
    const createdAt = new Date(2026, 0, 9, 8, 30).getTime();
    const now = new Date(2026, 5, 1).getTime();
    expect(boxDetail({ pieces: 12, bytes: 1.4 * 2 ** 20, createdAt }, now)).toBe('12 pieces · 1.4 MB · 9 Jan, 08:30');
    expect(boxDetail({ pieces: 1, bytes: 0, createdAt }, now)).toBe('1 piece · 9 Jan, 08:30');
  });

  it('shows an upload\'s progress, then that the server is checking it', () => {
    expect(uploadText(0, 0)).toBe('Uploading…');
    expect(uploadText(3 * 2 ** 20, 12 * 2 ** 20)).toBe('Uploading… 3 MB of 12 MB (25 %)');
    expect(uploadText(12 * 2 ** 20, 12 * 2 ** 20)).toBe('Uploaded; the server is checking it…');
  });
});
