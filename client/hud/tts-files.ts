/**
 * A Tabletop Simulator save's images, found among the files a player picks (a few images, a
 * folder, a mod backup's zip) and packed with the save into the zip `POST /api/boxes/tts`
 * takes (docs/BOX.md). A file is one of the save's images when it is named as Tabletop
 * Simulator names its cached copy (the URL without anything but letters and digits), in any
 * folder, with any extension; or, for an image whose host has changed, when its name ends
 * with the URL's path and query so named: the server matches the same way
 * (server/boxes/tts-save.ts `matchImages`). Only the files the save needs are read and
 * sent, so a whole Mods folder may be picked. Pure, apart from fflate.
 */
import { unzipSync, zipSync, type Zippable } from 'fflate';
import type { TtsImageNeeded } from '../../wire/protocol.ts';
import { say } from '../words/say.ts';

/** The largest box the server takes (docs/BOX.md); a zip past it is not sent. */
export const MAX_BOX_BYTES = 200 * 2 ** 20;

/** A file's name without its folders and extension. */
export function fileStem(path: string): string {
  const base = path.split(/[\\/]/).pop() ?? path;
  return base.replace(/\.[A-Za-z0-9]{1,5}$/, '');
}

/** A file's name without its folders. */
export function baseName(path: string): string {
  return path.split(/[\\/]/).pop() ?? path;
}

/** The part of a cached image's name that survives a change of host: the URL's path and query, letters and digits only. */
export function pathKey(url: string): string {
  const m = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/i.exec(url.trim());
  return (m ? m[1] ?? '' : url).replace(/[^\p{L}\p{N}]/gu, '');
}

export interface ImageMatch {
  /** The file (as named in `files`) that holds each needed image, by the image's URL. */
  found: Map<string, string>;
  /** The images no file holds, in the save's order. */
  missing: TtsImageNeeded[];
}

/** Which of `files` (names or paths) holds each image the save needs; the first file of a name wins. */
export function matchImages(needs: readonly TtsImageNeeded[], files: Iterable<string>): ImageMatch {
  const byStem = new Map<string, string>();
  for (const f of files) {
    const stem = fileStem(f);
    if (stem && !byStem.has(stem)) byStem.set(stem, f);
  }
  const found = new Map<string, string>();
  const missing: TtsImageNeeded[] = [];
  for (const need of needs) {
    let hit = byStem.get(need.cacheName);
    if (hit === undefined) {
      const tail = pathKey(need.url);
      if (tail.length >= 8) {
        for (const [stem, f] of byStem) {
          if (stem.endsWith(tail)) {
            hit = f;
            break;
          }
        }
      }
    }
    if (hit === undefined) missing.push(need);
    else found.set(need.url, hit);
  }
  return { found, missing };
}

/** The files a match uses, each once. */
export function usedFiles(match: ImageMatch): string[] {
  return [...new Set(match.found.values())];
}

/** How many of the save's objects show an image (the save names them by GUID only): `1 object`, `3 objects`. */
export function usedByText(usedBy: readonly string[]): string {
  const n = new Set(usedBy).size;
  return n === 0 ? '' : say('hud.tts.objects', { n });
}

/** The names of the files in a zip (nothing inflated). */
export function zipNames(zip: Uint8Array): string[] {
  const names: string[] = [];
  unzipSync(zip, {
    filter: (f) => {
      if (!f.name.endsWith('/')) names.push(f.name);
      return false;
    },
  });
  return names;
}

/** The files of a zip (a mod backup) that hold images the save needs, inflated; nothing else is. */
export function neededFromZip(zip: Uint8Array, needs: readonly TtsImageNeeded[]): Map<string, Uint8Array> {
  const wanted = new Set(usedFiles(matchImages(needs, zipNames(zip))));
  const files = unzipSync(zip, { filter: (f) => wanted.has(f.name) });
  return new Map(Object.entries(files));
}

/**
 * The zip of a save and its images for the import: the save as `save`'s own name (ending in
 * `.json`) at the top, each image under its file's own name (folders left out; a second
 * file of a name already packed is left out too). Images go stored, as they are compressed
 * already; the save deflated.
 */
export function saveZip(save: { name: string; bytes: Uint8Array }, images: Iterable<{ name: string; bytes: Uint8Array }>): Uint8Array {
  const saveName = /\.json$/i.test(baseName(save.name)) ? baseName(save.name) : `${fileStem(save.name) || 'save'}.json`;
  const files: Zippable = { [saveName]: [save.bytes, { level: 6 }] };
  for (const image of images) {
    const name = baseName(image.name);
    if (!name || name in files) continue;
    files[name] = [image.bytes, { level: 0 }];
  }
  return zipSync(files);
}
