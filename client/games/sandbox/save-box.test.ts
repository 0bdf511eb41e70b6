import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BoxSavesState } from '../../net/box-saves.ts';
import { SaveBoxView } from './save-box.tsx';
import { addWords } from '../../words/say.ts';
import { sandboxWords } from './words/index.ts';

// The free table's words, as its manifest adds them when its client loads.
addWords(sandboxWords);

const render = (state: Partial<BoxSavesState>, name = ''): string => renderToStaticMarkup(createElement(SaveBoxView, {
  state: { pending: null, saved: null, error: null, ...state }, name, onName: () => undefined, onSave: () => undefined,
}));

describe('Save as box', () => {
  it('saves only under a name, and not twice at once', () => {
    expect(render({})).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Save as box/);
    expect(render({}, 'Colour game')).not.toMatch(/<button[^>]*disabled/);
    expect(render({ pending: { ref: 'save-box-1', name: 'Colour game' } }, 'Colour game')).toMatch(/disabled=""[^>]*>Saving…/);
  });

  it('offers the saved box as a download and says where it is listed; shows why a save failed', () => {
    const html = render({ saved: { id: 'abcdefghijklmnopqrstuv', name: 'Colour game', pieces: 12, bytes: 2048, createdAt: 0 } });
    expect(html).toContain('href="/api/boxes/abcdefghijklmnopqrstuv"');
    expect(html).toContain('>Download<');
    expect(html).toMatch(/listed on the start page/);
    expect(render({ error: 'Only the host may change the box.' })).toContain('Only the host may change the box.');
  });
});
