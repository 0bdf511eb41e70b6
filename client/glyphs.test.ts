/**
 * What the HUD writes must show on any device: a character that has only an emoji form
 * (Unicode's Emoji_Presentation, such as ✋) is drawn from a colour emoji font, and where
 * none is installed (a Linux desktop, Debian's Chromium) it shows as an empty box. The
 * client's own sources and the game content it shows (engine/) are read for them.
 */
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../tests/helpers/source-files.ts';

const REPO = resolve(import.meta.dirname, '..');

/** What the HUD's words and the content it shows come from: code, styles and data, not tests. */
const SHOWN = /(?<!\.test)\.(tsx?|css|json)$/;

describe('glyphs the HUD shows', () => {
  it('no character that only a colour emoji font draws, in the client or the content it shows', () => {
    const found: string[] = [];
    for (const file of [...sourceFiles(join(REPO, 'client'), { names: SHOWN }), ...sourceFiles(join(REPO, 'engine'), { names: SHOWN })]) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const m = line.match(/\p{Emoji_Presentation}/gu);
        if (m) found.push(`${relative(REPO, file)}:${i + 1} ${m.join(' ')}`);
      });
    }
    expect(found).toEqual([]);
  });
});
