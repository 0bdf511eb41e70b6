import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { imageRefSchema } from '../../engine/table/components.ts';
import { assetKey, mintRef, openRef } from './capability.ts';

const key = assetKey('11'.repeat(32));
const hash = createHash('sha256').update('a card face').digest('hex');
const other = createHash('sha256').update('another card face').digest('hex');

describe('image refs', () => {
  it('FACE.1 a ref opens to the table and image it was minted for, with the key it was sealed with', () => {
    const ref = mintRef(key, 'BNSYNT', hash);
    expect(openRef(key, ref)).toEqual({ code: 'BNSYNT', hash });
    // Another deployment's key opens nothing.
    expect(openRef(assetKey('22'.repeat(32)), ref)).toBeNull();
  });

  it('FACE.2 opaque and URL-safe: the image hash is not in it, and it passes the engine\'s ref schema', () => {
    const ref = mintRef(key, 'BNSYNT', hash);
    expect(ref).toMatch(/^[A-Za-z0-9_-]{20,400}$/);
    expect(imageRefSchema.safeParse(ref).success).toBe(true);
    expect(ref).not.toContain(hash.slice(0, 12));
    expect(Buffer.from(ref, 'base64url').toString('hex')).not.toContain(hash.slice(0, 12));
    // Two images of a table, or one image at two tables, have refs that cannot be compared.
    expect(mintRef(key, 'BNSYNT', other)).not.toBe(ref);
    expect(mintRef(key, 'QWERTY', hash)).not.toBe(ref);
  });

  it('FACE.3 per table, not per viewer: one table always gets the same ref for one image (projections and replays stay byte-identical)', () => {
    expect(mintRef(key, 'BNSYNT', hash)).toBe(mintRef(key, 'BNSYNT', hash));
  });

  it('FACE.4 an altered, cut or made-up ref opens nothing', () => {
    const ref = mintRef(key, 'BNSYNT', hash);
    const raw = Buffer.from(ref, 'base64url');
    for (let i = 0; i < raw.length; i += 5) {
      const bent = Buffer.from(raw);
      bent[i] = bent[i]! ^ 0x01;
      expect(openRef(key, bent.toString('base64url'))).toBeNull();
    }
    expect(openRef(key, ref.slice(0, -4))).toBeNull();
    expect(openRef(key, '')).toBeNull();
    expect(openRef(key, '../../etc/passwd')).toBeNull();
    expect(openRef(key, 'A'.repeat(600))).toBeNull();
    expect(openRef(key, 'A'.repeat(100))).toBeNull();
  });

  it('FACE.5 an asset key is 32 bytes given as hex, or a fresh one; anything else is refused', () => {
    expect(assetKey(undefined)).toHaveLength(32);
    expect(assetKey(undefined).equals(assetKey(undefined))).toBe(false);
    expect(() => assetKey('abc')).toThrow(/64 hexadecimal digits/);
    expect(() => mintRef(key, 'BNSYNT', 'not-a-hash')).toThrow(/sha256/);
    expect(() => mintRef(key, 'no/code', hash)).toThrow(/code/);
  });
});
