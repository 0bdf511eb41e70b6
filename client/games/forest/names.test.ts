import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../../engine/games/forest/content/index.ts';
import { forestWords } from './words/index.ts';
import { cardName, mapName, sideName, sideText } from './names.ts';
import { addWords } from '../../words/say.ts';

addWords(forestWords);

describe('the Forest’s content in the reader’s words', () => {
  it('in English, each side’s name and text and each map’s name are the content’s own', () => {
    for (const side of Object.values(CONTENT.sides)) {
      expect(sideName(side.id)).toBe(side.name);
      expect(sideText(side.id)).toBe(side.text);
    }
    for (const map of Object.values(CONTENT.maps)) expect(mapName(map.id)).toBe(map.name);
    expect(cardName('deer-trail')).toBe('Deer Trail (wild)');
    expect(cardName('healing-spring')).toBe('Healing Spring (no icon)');
  });
});
