/**
 * Reading a zip a player uploads (a saved box, a Tabletop Simulator mod backup) without
 * trusting it: every name is checked before anything of it is kept (no path that climbs out
 * of the archive, no absolute or drive path, no duplicate), only stored or deflated entries
 * are read, and the bytes are counted as they inflate — fed to fflate's streaming unzip a
 * slice at a time, so a zip bomb is stopped once it passes the limits, whatever sizes its
 * headers declare. Refused whole with the reason, or read whole: never half.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

export interface ZipLimits {
  /** Most files in one archive. */
  entries: number;
  /** Largest file once inflated, bytes. */
  entryBytes: number;
  /** All files together once inflated, bytes. */
  totalBytes: number;
}

export const ZIP_LIMITS: ZipLimits = { entries: 4000, entryBytes: 32 * 2 ** 20, totalBytes: 512 * 2 ** 20 };

/** Compressed bytes handed to the inflater at a time: at DEFLATE's most (about 1,032 to 1), a slice inflates to under 17 MB. */
const SLICE = 16 * 1024;

/** A zip refused whole, with the reason for the player. */
export class ZipRefused extends Error {
  override readonly name = 'ZipRefused';
}

/** Why `name` may not be a file of an archive, or null when it may. */
export function unsafeName(name: string): string | null {
  if (name.length === 0 || name.length > 512) return 'a file name that is empty or too long';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'a file name with control characters';
  if (name.includes('\\')) return 'a file name with a backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'a file named by an absolute path';
  if (name.split('/').some((part) => part === '..')) return 'a file whose path climbs out of the archive (..)';
  return null;
}

const MB = (n: number): string => `${Math.round(n / 2 ** 20)} MB`;

/** The files of zip `bytes`, by name (folders left out); throws ZipRefused for anything unsafe or unreadable. */
export function readZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Map<string, Uint8Array> {
  const isZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
  if (!isZip) throw new ZipRefused('This file is not a zip archive.');
  const files = new Map<string, Uint8Array>();
  const open = new Set<string>();
  let failure: ZipRefused | null = null;
  let entries = 0;
  let total = 0;
  const fail = (why: string, file?: UnzipFile): void => {
    failure ??= new ZipRefused(why);
    if (file) file.terminate();
  };
  const unzip = new Unzip((file) => {
    if (failure) return file.terminate();
    const name = file.name;
    if (name.endsWith('/')) return file.terminate(); // a folder
    if (++entries > limits.entries) return fail(`This archive holds more than ${limits.entries} files.`, file);
    const unsafe = unsafeName(name);
    if (unsafe) return fail(`This archive holds ${unsafe}: ${JSON.stringify(name.slice(0, 80))}.`, file);
    if (files.has(name) || open.has(name)) return fail(`This archive holds two files named ${JSON.stringify(name)}.`, file);
    if (file.compression !== 0 && file.compression !== 8) return fail(`${JSON.stringify(name)} is compressed in a way this table cannot read (method ${file.compression}).`, file);
    open.add(name);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) return fail(`${JSON.stringify(name)} in this archive is damaged.`, file);
      size += chunk.length;
      total += chunk.length;
      if (size > limits.entryBytes) return fail(`${JSON.stringify(name)} inflates past ${MB(limits.entryBytes)}, the most one file may hold.`, file);
      if (total > limits.totalBytes) return fail(`This archive inflates past ${MB(limits.totalBytes)}, the most an archive may hold.`, file);
      chunks.push(chunk);
      if (!final) return;
      const whole = new Uint8Array(size);
      let at = 0;
      for (const c of chunks) {
        whole.set(c, at);
        at += c.length;
      }
      open.delete(name);
      files.set(name, whole);
    };
    file.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let at = 0; at < bytes.length && !failure; at += SLICE) {
      const end = Math.min(bytes.length, at + SLICE);
      unzip.push(bytes.subarray(at, end), end === bytes.length);
    }
  } catch {
    fail('This zip archive is damaged or cut short.');
  }
  if (failure) throw failure;
  if (open.size > 0) throw new ZipRefused(`This zip archive is cut short: ${JSON.stringify([...open][0])} is incomplete.`);
  return files;
}
