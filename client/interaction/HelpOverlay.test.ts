import { describe, expect, it } from 'vitest';
import { tableHelp } from './HelpOverlay.tsx';
import { say } from '../words/say.ts';

/** Every word the overlay's rows and paragraph say, in one text. */
function wordsOf(press: 'click' | 'tap'): string {
  const help = tableHelp(say, press);
  return [help.keysTitle, help.gesturesTitle, help.rules, ...help.keys.flatMap((r) => [r.keys, r.what]), ...help.gestures.flatMap((r) => [r.keys, r.what])].join('\n');
}

describe('the help names the gestures of the device in hand', () => {
  it('on a touch screen it says tap, long-press and drag, never click, double-click, right-click or keys', () => {
    const words = wordsOf('tap');
    expect(words).toMatch(/\bTap a deck\b/);
    expect(words).toMatch(/\bLong-press a piece\b/);
    expect(words).toMatch(/\bDrag a piece\b/);
    expect(words).toMatch(/\bDouble-tap a card\b/);
    expect(words).not.toMatch(/click|Right-drag|Wheel|Shift|Ctrl/i);
    expect(tableHelp(say, 'tap').keys).toEqual([]);
  });

  it('with a mouse it says click, double-click, right-click and the keys, never tap or long-press', () => {
    const words = wordsOf('click');
    expect(words).toMatch(/\bClick a deck\b/);
    expect(words).toMatch(/\bDouble-click a card\b/);
    expect(words).toMatch(/\bRight-click a piece\b/);
    expect(words).toMatch(/\bDrag a piece\b/);
    expect(words).not.toMatch(/\btap|long-press|finger|pinch/i);
    expect(tableHelp(say, 'click').keys.map((r) => r.keys)).toContain('Ctrl+Z');
  });
});
