import { strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { TtsImageNeeded } from '../../wire/protocol.ts';
import { fileStem, matchImages, neededFromZip, pathKey, saveZip, usedByText, usedFiles, zipNames } from './tts-files.ts';

const need = (url: string, usedBy: string[] = []): TtsImageNeeded => ({ url, cacheName: url.replace(/[^\p{L}\p{N}]/gu, ''), usedBy });
const FACES = need('http://cloud-3.steamusercontent.com/ugc/1111/FACES/', ['Deck']);
const BOARD = need('https://i.imgur.com/Board1.png', ['Board']);
const BACK = need('https://i.imgur.com/Back22.jpg', ['Deck']);

describe('the images a save needs, found among the files picked', () => {
  it('finds an image by the name its cached copy has, in any folder and with any extension', () => {
    const m = matchImages([FACES, BOARD, BACK], [
      'Mods/Images/httpcloud3steamusercontentcomugc1111FACES.png',
      'Mods/Images/httpsiimgurcomBoard1png.jpg',
      'Mods/Images/somethingelse.png',
    ]);
    expect(m.found.get(FACES.url)).toBe('Mods/Images/httpcloud3steamusercontentcomugc1111FACES.png');
    expect(m.found.get(BOARD.url)).toBe('Mods/Images/httpsiimgurcomBoard1png.jpg');
    expect(m.missing.map((n) => n.url)).toEqual([BACK.url]);
    expect(usedFiles(m)).toHaveLength(2);
  });

  it('finds an image whose host has changed by its path and query, when they are long enough to tell', () => {
    expect(pathKey(FACES.url)).toBe('ugc1111FACES');
    const m = matchImages([FACES], ['httpssteamusercdna.akamaihd.netugc1111FACES.png']);
    expect(m.found.get(FACES.url)).toBe('httpssteamusercdna.akamaihd.netugc1111FACES.png');
    const short = need('http://a.b/x1');
    expect(matchImages([short], ['httpotherhostx1.png']).missing).toEqual([short]);
  });

  it('takes the first file of a name, and one file for two URLs that name it', () => {
    const m = matchImages([BOARD], ['Images/httpsiimgurcomBoard1png.png', 'Images Raw/httpsiimgurcomBoard1png.png']);
    expect(m.found.get(BOARD.url)).toBe('Images/httpsiimgurcomBoard1png.png');
    expect(fileStem('a\\b\\c.name.webp')).toBe('c.name');
  });

  it('counts the objects that show an image', () => {
    expect(usedByText([])).toBe('');
    expect(usedByText(['d00001'])).toBe('1 object');
    expect(usedByText(['d00001', 'c00010', 'd00001'])).toBe('2 objects');
  });
});

describe('packing a save with its images', () => {
  it('takes from a mod backup only the images the save needs', () => {
    const backup = zipSync({
      'Mods/Images/httpsiimgurcomBoard1png.png': strToU8('board'),
      'Mods/Images/unrelated.png': strToU8('x'),
      'Mods/Models/httpsiimgurcomBack22jpg.obj': strToU8('an image this save does not need'),
      'Mods/Workshop/123.json': strToU8('{}'),
    });
    expect(zipNames(backup)).toHaveLength(4);
    const got = neededFromZip(backup, [BOARD, FACES]);
    expect([...got.keys()]).toEqual(['Mods/Images/httpsiimgurcomBoard1png.png']);
    expect(new TextDecoder().decode(got.get('Mods/Images/httpsiimgurcomBoard1png.png'))).toBe('board');
  });

  it('zips the save at the top and each image once under its own name, images stored as they are', () => {
    const zip = saveZip({ name: 'My game.json', bytes: strToU8('{"ObjectStates":[]}') }, [
      { name: 'Images/httpsiimgurcomBoard1png.png', bytes: strToU8('board') },
      { name: 'Other/httpsiimgurcomBoard1png.png', bytes: strToU8('again') },
      { name: 'back.jpg', bytes: strToU8('back') },
    ]);
    const files = unzipSync(zip);
    expect(Object.keys(files).sort()).toEqual(['My game.json', 'back.jpg', 'httpsiimgurcomBoard1png.png']);
    expect(new TextDecoder().decode(files['httpsiimgurcomBoard1png.png'])).toBe('board');
    expect(new TextDecoder().decode(files['My game.json'])).toBe('{"ObjectStates":[]}');
  });

  it('names a save without its extension so the server knows it', () => {
    const files = unzipSync(saveZip({ name: 'Saves/TS_Save_12', bytes: strToU8('{}') }, []));
    expect(Object.keys(files)).toEqual(['TS_Save_12.json']);
  });
});
