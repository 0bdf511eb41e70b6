/**
 * What the HUD writes must show on any device: a character that has only an emoji form
 * (Unicode's Emoji_Presentation, such as ✋) is drawn from a colour emoji font, and where
 * none is installed (a Linux desktop, Debian's Chromium) it shows as an empty box. The
 * client's own sources and the game content it shows (engine/) are read for them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const REPO = resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(tsx?|css|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('glyphs the HUD shows', () => {
  it('no character that only a colour emoji font draws, in the client or the content it shows', () => {
    const found: string[] = [];
    for (const file of [...sources(join(REPO, 'client')), ...sources(join(REPO, 'engine'))]) {
      readFileSync(file, 'utf8').split('\n').forEach((line, i) => {
        const m = line.match(/\p{Emoji_Presentation}/gu);
        if (m) found.push(`${relative(REPO, file)}:${i + 1} ${m.join(' ')}`);
      });
    }
    expect(found).toEqual([]);
  });
});
