import { describe, expect, it } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { ZIP_LIMITS, ZipRefused, readZip, unsafeName } from './zip-read.ts';

const small = { entries: 10, entryBytes: 1 << 20, totalBytes: 2 << 20 };

describe('reading an uploaded zip', () => {
  it('BOX.Z1 reads every file of a zip, stored or deflated, folders left out', () => {
    const zip = zipSync({ 'manifest.json': strToU8('{"version":1}'), 'images/a.webp': [new Uint8Array([1, 2, 3]), { level: 0 }], 'empty/': new Uint8Array(0) });
    const files = readZip(zip);
    expect([...files.keys()].sort()).toEqual(['images/a.webp', 'manifest.json']);
    expect(new TextDecoder().decode(files.get('manifest.json'))).toBe('{"version":1}');
    expect([...files.get('images/a.webp')!]).toEqual([1, 2, 3]);
  });

  it('BOX.Z2 a path that climbs out of the box, an absolute path or a backslash refuses the whole archive', () => {
    for (const name of ['../evil.txt', 'images/../../evil.txt', '/etc/passwd', 'C:/x.png', 'a\\b.png']) {
      const zip = zipSync({ 'manifest.json': strToU8('{}'), [name]: strToU8('x') });
      expect(() => readZip(zip), name).toThrow(ZipRefused);
    }
    expect(unsafeName('images/ok.webp')).toBeNull();
    expect(unsafeName('a/../b')).toBe('climbs');
  });

  it('BOX.Z3 a zip bomb is stopped as it inflates, whatever its headers say', () => {
    // 5 MB of zeros deflate to a few KB: past a 1 MB limit per file.
    const bomb = zipSync({ 'zeros.bin': new Uint8Array(5 << 20) });
    expect(bomb.length).toBeLessThan(64 << 10);
    expect(() => readZip(bomb, small)).toThrow(/inflates past 1 MB/);
    // Headers that lie about the size change nothing: the bytes are counted as they come.
    const lying = bomb.slice();
    const view = new DataView(lying.buffer);
    for (let i = 0; i < lying.length - 4; i++) {
      const sig = view.getUint32(i, true);
      if (sig === 0x04034b50) view.setUint32(i + 22, 10, true); // local header: uncompressed size
      if (sig === 0x02014b50) view.setUint32(i + 24, 10, true); // central directory: uncompressed size
    }
    expect(() => readZip(lying, small)).toThrow(ZipRefused);
    // And the whole archive has a limit of its own.
    const many = zipSync({ a: new Uint8Array(900 << 10), b: new Uint8Array(900 << 10), c: new Uint8Array(900 << 10) });
    expect(() => readZip(many, small)).toThrow(/archive inflates past 2 MB/);
  });

  it(`BOX.Z4 more files than allowed, two files of one name, or no zip at all are refused (at most ${ZIP_LIMITS.entries} files)`, () => {
    const lots = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`f${i}`, strToU8('x')]));
    expect(() => readZip(zipSync(lots), small)).toThrow(/more than 10 files/);
    const twice = zipSync({ 'a.txt': strToU8('1'), 'b.txt': strToU8('2') });
    const names = twice.slice();
    for (let i = 0; i < names.length - 4; i++) if (names[i] === 0x62 && names[i + 1] === 0x2e && names[i + 2] === 0x74) names[i] = 0x61; // "b.t" → "a.t"
    expect(() => readZip(names)).toThrow(/two files named "a.txt"/);
    expect(() => readZip(strToU8('not a zip at all'))).toThrow(/not a zip/);
  });

  it('BOX.Z5 a zip cut short is refused, not read in part', () => {
    const zip = zipSync({ 'a.bin': new Uint8Array(200_000).map((_, i) => (i * 7919) % 251) });
    expect(() => readZip(zip.subarray(0, Math.floor(zip.length / 2)))).toThrow(/cut short|damaged/);
  });
});
