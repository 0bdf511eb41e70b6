import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { addWords, setLang } from '../../words/say.ts';
import { sandboxWords } from './words/index.ts';
import { sandboxRules } from './rules.ts';
import { AddComponent } from './box/AddComponent.tsx';
import { ImageForm } from './box/ImageForm.tsx';
import { formDefaults, type ImageUse } from './box/box-model.ts';
import type { BoxUpload } from './box/box-store.ts';

// The free table's words, as its manifest adds them when its client loads.
addWords(sandboxWords);
afterAll(() => setLang(null));

const SHEET = { hash: 'a'.repeat(64), width: 4096, height: 4096 * (7 / 10) * (3.5 / 2.5) };

/** The image form for an upload that is to be `use` (a sheet shows its backs, a tile and a token their shapes). */
function imageForm(use: ImageUse): string {
  const upload: BoxUpload = { id: 1, name: 'deck.png', state: 'ready', progress: 1, image: SHEET, form: { ...formDefaults(SHEET, 'deck.png'), use } };
  return renderToStaticMarkup(createElement(ImageForm, { upload, others: [] }));
}

/** Everything the free table words by a key built at run time: its rules, its kinds, colours, shapes, image uses and backs. */
function wordedByBuiltKeys(): string {
  const rules = [sandboxRules.title, sandboxRules.intro, ...sandboxRules.sections.flatMap((s) => [s.title, ...s.text])];
  return [...rules, renderToStaticMarkup(createElement(AddComponent)), ...(['sheet', 'tile', 'token', 'card'] as const).map(imageForm)].join('\n');
}

describe('the free table\'s words come from its catalogue', () => {
  it('every key built at run time (a rules part, a kind, a colour, a shape, an image use, a back) is in the catalogue, in English and in French', () => {
    for (const lang of ['en', 'fr'] as const) {
      setLang(lang);
      expect(wordedByBuiltKeys().match(/sandbox\.[\w.]+/g), lang).toBeNull();
    }
  });

  it('reads the rules and the box panel in the reader\'s language', () => {
    setLang('en');
    expect(sandboxRules.title).toBe('Free table');
    expect(sandboxRules.sections.map((s) => s.id)).toEqual(['pieces', 'cards', 'bags', 'dice', 'box', 'end']);
    expect(renderToStaticMarkup(createElement(AddComponent))).toContain('Add to the table');
    setLang('fr');
    expect(sandboxRules.title).toBe('Table libre');
    expect(sandboxRules.sections[4]!.text).toHaveLength(5);
    expect(renderToStaticMarkup(createElement(AddComponent))).toContain('Ajouter à la table');
  });
});
