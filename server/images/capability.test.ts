import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { assetKey, mintCapability, openCapability } from './capability.ts';

const key = assetKey('11'.repeat(32));
const hash = createHash('sha256').update('a card face').digest('hex');
const other = createHash('sha256').update('another card face').digest('hex');

describe('face capabilities', () => {
  it('FACE.1 a capability opens to the table, viewer and image it was minted for, with the key it was sealed with', () => {
    const token = mintCapability(key, { code: 'BNSYNT', viewer: 2, hash });
    expect(openCapability(key, token)).toEqual({ code: 'BNSYNT', viewer: 2, hash });
    expect(openCapability(key, mintCapability(key, { code: 'BNSYNT', viewer: 'spectator', hash }))).toEqual({ code: 'BNSYNT', viewer: 'spectator', hash });
    // Another deployment's key opens nothing.
    expect(openCapability(assetKey('22'.repeat(32)), token)).toBeNull();
  });

  it('FACE.2 opaque: the image hash is not in it, and two viewers of one image hold capabilities that cannot be compared', () => {
    const a = mintCapability(key, { code: 'BNSYNT', viewer: 0, hash });
    const b = mintCapability(key, { code: 'BNSYNT', viewer: 1, hash });
    expect(a).not.toBe(b);
    for (const t of [a, b]) {
      expect(t).not.toContain(hash.slice(0, 12));
      expect(Buffer.from(t, 'base64url').toString('hex')).not.toContain(hash.slice(0, 12));
    }
    // One viewer's capabilities of two images differ too.
    expect(mintCapability(key, { code: 'BNSYNT', viewer: 0, hash: other })).not.toBe(a);
  });

  it('FACE.3 the same viewer always gets the same capability for one image, so a projection does not change between patches', () => {
    expect(mintCapability(key, { code: 'BNSYNT', viewer: 3, hash })).toBe(mintCapability(key, { code: 'BNSYNT', viewer: 3, hash }));
  });

  it('FACE.4 an altered, cut or made-up capability opens nothing', () => {
    const token = mintCapability(key, { code: 'BNSYNT', viewer: 0, hash });
    const raw = Buffer.from(token, 'base64url');
    for (let i = 0; i < raw.length; i += 7) {
      const bent = Buffer.from(raw);
      bent[i] = bent[i]! ^ 0x01;
      expect(openCapability(key, bent.toString('base64url'))).toBeNull();
    }
    expect(openCapability(key, token.slice(0, -4))).toBeNull();
    expect(openCapability(key, '')).toBeNull();
    expect(openCapability(key, '../../etc/passwd')).toBeNull();
    expect(openCapability(key, 'A'.repeat(600))).toBeNull();
  });

  it('FACE.5 an asset key is 32 bytes given as hex, or a fresh one; anything else is refused', () => {
    expect(assetKey(undefined)).toHaveLength(32);
    expect(assetKey(undefined).equals(assetKey(undefined))).toBe(false);
    expect(() => assetKey('abc')).toThrow(/64 hexadecimal digits/);
    expect(() => mintCapability(key, { code: 'X', viewer: 0, hash: 'not-a-hash' })).toThrow(/sha256/);
  });
});
