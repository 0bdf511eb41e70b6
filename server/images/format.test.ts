import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniff } from './format.ts';

const tiny = { width: 4, height: 4, channels: 4, background: { r: 10, g: 120, b: 60, alpha: 1 } } as const;

describe('sniff (what an upload is, from its bytes)', () => {
  it('format from bytes: PNG, JPEG and WebP made by sharp are accepted as what they are', async () => {
    expect(sniff(await sharp({ create: tiny }).png().toBuffer())).toEqual({ accepted: true, format: 'png' });
    expect(sniff(await sharp({ create: tiny }).jpeg().toBuffer())).toEqual({ accepted: true, format: 'jpeg' });
    expect(sniff(await sharp({ create: tiny }).webp().toBuffer())).toEqual({ accepted: true, format: 'webp' });
  });

  it('format from bytes: other images are refused and named (GIF, TIFF, AVIF)', async () => {
    expect(sniff(await sharp({ create: tiny }).gif().toBuffer())).toEqual({ accepted: false, format: 'gif' });
    expect(sniff(await sharp({ create: tiny }).tiff().toBuffer())).toEqual({ accepted: false, format: 'tiff' });
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif', 'latin1'), Buffer.alloc(20)]);
    expect(sniff(avif)).toEqual({ accepted: false, format: 'avif' });
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic', 'latin1'), Buffer.alloc(16)]);
    expect(sniff(heic)).toEqual({ accepted: false, format: 'heic' });
  });

  it('format from bytes: text, an SVG drawing, a PDF and a ZIP are named; bytes of nothing known are unknown', () => {
    expect(sniff(Buffer.from('just some notes, saved as cards.png\n'))).toEqual({ accepted: false, format: 'text' });
    expect(sniff(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toEqual({ accepted: false, format: 'svg' });
    expect(sniff(Buffer.from('%PDF-1.7\n...'))).toEqual({ accepted: false, format: 'pdf' });
    expect(sniff(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]))).toEqual({ accepted: false, format: 'zip' });
    expect(sniff(Buffer.from([0x00, 0x13, 0x37, 0xfe, 0x01, 0x02, 0x03]))).toEqual({ accepted: false, format: null });
    expect(sniff(Buffer.alloc(0))).toEqual({ accepted: false, format: null });
  });

  it('format from bytes: a RIFF file that is not WebP, or a signature cut short, is not the format', () => {
    expect(sniff(Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt ', 'latin1'))).toEqual({ accepted: false, format: null });
    expect(sniff(Buffer.from('RIFF\x10\x00\x00\x00WEB', 'latin1'))).toEqual({ accepted: false, format: null });
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e]))).toEqual({ accepted: false, format: null });
    expect(sniff(Buffer.from([0xff, 0xd8]))).toEqual({ accepted: false, format: null });
  });
});
