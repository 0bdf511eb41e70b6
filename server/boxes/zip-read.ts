/**
 * Reading a zip a player uploads (a saved box, a Tabletop Simulator mod backup) without
 * trusting it: every name is checked before anything of it is kept (no path that climbs out
 * of the archive, no absolute or drive path, no duplicate), only stored or deflated entries
 * are read, and the bytes are counted as they inflate — fed to fflate's streaming unzip a
 * slice at a time, so a zip bomb is stopped once it passes the limits, whatever sizes its
 * headers declare. Refused whole with the reason, or read whole: never half.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import type { PhraseValue } from '../../engine/core/words.ts';
import type { HttpWordId } from '../../wire/http-words.en.ts';
import { Refused } from './refused.ts';

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

/** A zip refused whole, with the reason for the player (worded from wire/http-words.en.ts `http.zip.…`). */
export class ZipRefused extends Refused {
  override readonly name = 'ZipRefused';
}

/** Why a name may not be a file of an archive (the `why` of `http.zip.unsafe`). */
export type UnsafeName = 'long' | 'control' | 'backslash' | 'absolute' | 'climbs';

/** Why `name` may not be a file of an archive, or null when it may. */
export function unsafeName(name: string): UnsafeName | null {
  if (name.length === 0 || name.length > 512) return 'long';
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(name)) return 'control';
  if (name.includes('\\')) return 'backslash';
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return 'absolute';
  if (name.split('/').some((part) => part === '..')) return 'climbs';
  return null;
}

const MB = (n: number): number => Math.round(n / 2 ** 20);
/** A file's name as a refusal quotes it. */
const quoted = (name: string): string => JSON.stringify(name);

/** The files of zip `bytes`, by name (folders left out); throws ZipRefused for anything unsafe or unreadable. */
export function readZip(bytes: Uint8Array, limits: ZipLimits = ZIP_LIMITS): Map<string, Uint8Array> {
  const isZip = bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5) && (bytes[3] === 4 || bytes[3] === 6);
  if (!isZip) throw new ZipRefused('http.zip.notZip');
  const files = new Map<string, Uint8Array>();
  const open = new Set<string>();
  let failure: ZipRefused | null = null;
  let entries = 0;
  let total = 0;
  const fail = (file: UnzipFile | undefined, id: HttpWordId, values?: Readonly<Record<string, PhraseValue>>): void => {
    failure ??= new ZipRefused(id, values);
    if (file) file.terminate();
  };
  const unzip = new Unzip((file) => {
    if (failure) return file.terminate();
    const name = file.name;
    if (name.endsWith('/')) return file.terminate(); // a folder
    if (++entries > limits.entries) return fail(file, 'http.zip.tooMany', { most: limits.entries });
    const unsafe = unsafeName(name);
    if (unsafe) return fail(file, 'http.zip.unsafe', { why: unsafe, name: quoted(name.slice(0, 80)) });
    if (files.has(name) || open.has(name)) return fail(file, 'http.zip.twice', { name: quoted(name) });
    if (file.compression !== 0 && file.compression !== 8) return fail(file, 'http.zip.method', { name: quoted(name), method: file.compression });
    open.add(name);
    const chunks: Uint8Array[] = [];
    let size = 0;
    file.ondata = (err, chunk, final) => {
      if (failure) return;
      if (err) return fail(file, 'http.zip.damagedFile', { name: quoted(name) });
      size += chunk.length;
      total += chunk.length;
      if (size > limits.entryBytes) return fail(file, 'http.zip.fileTooBig', { name: quoted(name), mb: MB(limits.entryBytes) });
      if (total > limits.totalBytes) return fail(file, 'http.zip.tooBig', { mb: MB(limits.totalBytes) });
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
    fail(undefined, 'http.zip.damaged');
  }
  if (failure) throw failure;
  if (open.size > 0) throw new ZipRefused('http.zip.cutShort', { name: quoted([...open][0] ?? '') });
  return files;
}
