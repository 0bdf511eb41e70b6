import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FULL_SIDE, ImageRefused, MAX_PIXELS, MAX_SIDE, MAX_UPLOAD_BYTES, PHONE_SIDE, prepareImage, type RefusalCode,
} from './prepare.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG chunk: length, type, data and the CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A small PNG whose header declares `width` × `height` RGBA pixels (valid CRCs), followed by
 * a few hundred bytes of pixel data: what a decompression bomb looks like before decoding.
 */
function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 6; // RGBA
  return Buffer.concat([PNG_SIGNATURE, chunk('IHDR', ihdr), chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))), chunk('IEND', Buffer.alloc(0))]);
}

function solid(width: number, height: number, alpha = 1): Sharp {
  return sharp({ create: { width, height, channels: 4, background: { r: 180, g: 90, b: 40, alpha } } });
}

/** A photo-like picture (noise), so that a JPEG of it has real scan data to cut. */
function noisy(width: number, height: number): Sharp {
  return sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } });
}

/** The refusal `prepareImage` throws for `bytes` (fails the test when it accepts them). */
async function refusal(bytes: Uint8Array): Promise<ImageRefused> {
  const error = await prepareImage(bytes).then(() => null, (e: unknown) => e);
  if (!(error instanceof ImageRefused)) throw new Error(`expected an ImageRefused, got ${String(error)}`);
  return error;
}

async function expectRefused(bytes: Uint8Array, code: RefusalCode, message: RegExp): Promise<ImageRefused> {
  const error = await refusal(bytes);
  expect({ code: error.code, message: error.message }).toEqual({ code, message: expect.stringMatching(message) });
  return error;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareImage: refusals', () => {
  it('format from bytes: a GIF is refused as a GIF, whatever it is called', async () => {
    const gif = await solid(16, 16).gif().toBuffer();
    await expectRefused(gif, 'format', /^This file is a GIF image; upload a PNG, JPEG or WebP image\.$/);
  });

  it('format from bytes: a text file renamed .png is refused as text', async () => {
    await expectRefused(Buffer.from('Card list:\n1. Fox\n2. Rabbit\n'), 'format', /^This file is a text file; upload a PNG, JPEG or WebP image\.$/);
  });

  it('format from bytes: bytes of no known kind, or none at all, are refused as unknown', async () => {
    await expectRefused(Buffer.from([0x00, 0x01, 0xfe, 0x80, 0x00, 0x07]), 'format', /not an image this table can read/);
    await expectRefused(Buffer.alloc(0), 'format', /not an image this table can read/);
  });

  it('file size: an upload over MAX_UPLOAD_BYTES is refused before its bytes are looked at', async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    PNG_SIGNATURE.copy(big);
    await expectRefused(big, 'too-large', /^This file is 25\.1 MB; an image may be at most 25 MB\.$/);
    const metadata = vi.spyOn(sharp.prototype, 'metadata');
    await refusal(big);
    expect(metadata).not.toHaveBeenCalled();
    await prepareImage(await solid(8, 8).png().toBuffer());
    expect(metadata).toHaveBeenCalled();
  });

  it('decompression bomb: a small PNG declaring 100000 × 100000 pixels is refused from its header, never decoded', async () => {
    const bomb = pngDeclaring(100_000, 100_000);
    expect(bomb.length).toBeLessThan(1024);
    const decode = vi.spyOn(sharp.prototype, 'toBuffer');
    // Decoding would find the pixel data short (a damaged image); the header refuses it first.
    await expectRefused(bomb, 'dimensions', /^This image is 100000 × 100000 pixels; an image may be at most 8192 pixels on a side\.$/);
    expect(decode).not.toHaveBeenCalled();
    // The spy sees decoding where there is some.
    await prepareImage(await solid(8, 8).png().toBuffer());
    expect(decode).toHaveBeenCalled();
  });

  it('pixel count: sides within MAX_SIDE but more than MAX_PIXELS in all are refused from the header, never decoded', async () => {
    expect(8000).toBeLessThanOrEqual(MAX_SIDE);
    expect(8000 * 8000).toBeGreaterThan(MAX_PIXELS);
    const decode = vi.spyOn(sharp.prototype, 'toBuffer');
    await expectRefused(pngDeclaring(8000, 8000), 'pixels', /^This image has 64\.0 megapixels \(8000 × 8000\); an image may have at most 50\.$/);
    expect(decode).not.toHaveBeenCalled();
  });

  it('limits: an image of MAX_SIDE with MAX_PIXELS or fewer passes the header checks (here it then fails on its short pixel data); one pixel row more does not', async () => {
    const rows = Math.floor(MAX_PIXELS / MAX_SIDE);
    await expectRefused(pngDeclaring(MAX_SIDE, rows), 'corrupt', /a PNG image but is damaged/);
    await expectRefused(pngDeclaring(MAX_SIDE, rows + 1), 'pixels', /^This image has 50\.1 megapixels \(8192 × 6104\)/);
  });

  it('dimensions: one side over MAX_SIDE is refused even when the pixel count is small', async () => {
    await expectRefused(pngDeclaring(MAX_SIDE + 1, 10), 'dimensions', /^This image is 8193 × 10 pixels/);
    await expectRefused(pngDeclaring(10, MAX_SIDE + 1), 'dimensions', /^This image is 10 × 8193 pixels/);
  });

  it('corrupt: a truncated JPEG is refused as damaged, with the decoder\'s reason kept as its cause', async () => {
    const jpeg = await noisy(640, 480).jpeg({ quality: 90 }).toBuffer();
    const error = await expectRefused(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'corrupt',
      /^This file starts as a JPEG image but is damaged or incomplete, so it cannot be read\.$/);
    expect(String(error.cause)).toMatch(/JPEG/i);
  });

  it('corrupt: a PNG signature followed by junk, a PNG with a wrong header CRC and a truncated PNG are refused as damaged', async () => {
    await expectRefused(Buffer.concat([PNG_SIGNATURE, Buffer.from('not really a png at all')]), 'corrupt', /a PNG image but is damaged/);
    const badCrc = pngDeclaring(64, 64);
    const crcAt = 8 + 8 + 13; // the IHDR chunk's CRC: after the signature, its length and type, and its 13 bytes
    badCrc[crcAt] = (badCrc[crcAt] ?? 0) ^ 0xff;
    await expectRefused(badCrc, 'corrupt', /a PNG image but is damaged/);
    const png = await noisy(256, 256).png().toBuffer();
    await expectRefused(png.subarray(0, Math.floor(png.length * 0.6)), 'corrupt', /a PNG image but is damaged/);
  });

  it('corrupt: a WebP cut off after its header is refused as damaged', async () => {
    const webp = await noisy(256, 256).webp().toBuffer();
    await expectRefused(webp.subarray(0, 40), 'corrupt', /a WebP image but is damaged/);
  });
});

describe('prepareImage: variants', () => {
  it('variant sizes: a 4096 × 4096 card sheet prepares into a full variant at 4096 and a phone variant at 1024', async () => {
    const grid = Array.from({ length: 70 }, (_, i) =>
      `<rect x="${(i % 10) * 409 + 8}" y="${Math.floor(i / 10) * 585 + 8}" width="393" height="569" rx="24" fill="hsl(${i * 5}, 60%, 50%)"/>`).join('');
    const sheet = await solid(4096, 4096)
      .composite([{ input: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="4096" height="4096">${grid}</svg>`) }])
      .png().toBuffer();
    const image = await prepareImage(sheet);
    expect([image.width, image.height]).toEqual([4096, 4096]);
    expect([image.variants.full.width, image.variants.full.height]).toEqual([FULL_SIDE, FULL_SIDE]);
    expect([image.variants.phone.width, image.variants.phone.height]).toEqual([PHONE_SIDE, PHONE_SIDE]);
    const phone = await sharp(image.variants.phone.bytes).metadata();
    expect([phone.format, phone.width, phone.height]).toEqual(['webp', PHONE_SIDE, PHONE_SIDE]);
  });

  it('variant sizes: a larger photo shrinks to FULL_SIDE and PHONE_SIDE on its long side, keeping its proportions', async () => {
    const photo = await solid(6000, 3000).jpeg({ quality: 80 }).toBuffer();
    const image = await prepareImage(photo);
    expect([image.width, image.height]).toEqual([6000, 3000]);
    expect([image.variants.full.width, image.variants.full.height]).toEqual([4096, 2048]);
    expect([image.variants.phone.width, image.variants.phone.height]).toEqual([1024, 512]);
  });

  it('never upscaled: a small token keeps its size in both variants', async () => {
    const image = await prepareImage(await solid(300, 200).png().toBuffer());
    expect([image.width, image.height]).toEqual([300, 200]);
    expect([image.variants.full.width, image.variants.full.height]).toEqual([300, 200]);
    expect([image.variants.phone.width, image.variants.phone.height]).toEqual([300, 200]);
  });

  it('WebP out: both variants are WebP (image/webp) whatever came in, a WebP and a greyscale PNG included', async () => {
    const inputs = [
      await solid(50, 40).webp().toBuffer(),
      await solid(50, 40).greyscale().png().toBuffer(),
      await solid(50, 40).jpeg().toBuffer(),
    ];
    for (const input of inputs) {
      const image = await prepareImage(input);
      for (const variant of [image.variants.full, image.variants.phone]) {
        expect(variant.mime).toBe('image/webp');
        expect((await sharp(variant.bytes).metadata()).format).toBe('webp');
        expect([variant.width, variant.height]).toEqual([50, 40]);
      }
    }
  });

  it('alpha kept: a half-transparent token stays half transparent in both variants', async () => {
    const image = await prepareImage(await solid(64, 64, 0.5).png().toBuffer());
    for (const variant of [image.variants.full, image.variants.phone]) {
      const { data, info } = await sharp(variant.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(4);
      expect(Math.abs((data[3] ?? 0) - 128)).toBeLessThanOrEqual(2);
    }
  });

  it('EXIF orientation: a photo stored sideways comes out upright, and no metadata goes with it', async () => {
    // 300 × 100 pixels stored, EXIF orientation 6: a viewer shows it 100 wide and 300 tall.
    const sideways = await solid(300, 100).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const image = await prepareImage(sideways);
    expect([image.width, image.height]).toEqual([100, 300]);
    for (const variant of [image.variants.full, image.variants.phone]) {
      expect([variant.width, variant.height]).toEqual([100, 300]);
      const meta = await sharp(variant.bytes).metadata();
      expect({ exif: meta.exif, orientation: meta.orientation, icc: meta.icc, xmp: meta.xmp })
        .toEqual({ exif: undefined, orientation: undefined, icc: undefined, xmp: undefined });
    }
  });

  it('stored once: the hash is the sha256 of the bytes as uploaded, the same for the same bytes and different for others', async () => {
    const upload = await solid(32, 32).png().toBuffer();
    const first = await prepareImage(upload);
    expect(first.hash).toBe(createHash('sha256').update(upload).digest('hex'));
    expect((await prepareImage(new Uint8Array(upload))).hash).toBe(first.hash);
    expect((await prepareImage(await solid(32, 33).png().toBuffer())).hash).not.toBe(first.hash);
  });
});
