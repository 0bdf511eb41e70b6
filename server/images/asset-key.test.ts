import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../store/memory.ts';
import { deploymentAssetKey } from './asset-key.ts';
import { mintRef, openRef } from './capability.ts';

const hash = 'ab'.repeat(32);

describe('the asset key', () => {
  it('FACE.6 from WOODLAND_ASSET_KEY when set; else made once and kept in the store, so every process on it seals alike', async () => {
    const store = new MemoryStore();
    const given = await deploymentAssetKey('12'.repeat(32), store);
    expect(given.toString('hex')).toBe('12'.repeat(32));
    const first = await deploymentAssetKey(undefined, store);
    const again = await deploymentAssetKey('', store);
    expect(again.equals(first)).toBe(true);
    expect(first.equals(given)).toBe(false);
    expect(openRef(again, mintRef(first, 'BNSYNT', hash))).toEqual({ code: 'BNSYNT', hash });
    await expect(deploymentAssetKey('xyz', store)).rejects.toThrow(/64 hexadecimal digits/);
  });
});
