import { describe, expect, it } from 'vitest';
import type { RulesReference } from '../kit/types.ts';
import { citeSegments, searchSections, sectionForCite, sectionForCode, termSegments, withTableRules } from './rules-lookup.ts';

const REF: RulesReference = {
  title: 'Test',
  intro: 'A test game.',
  sections: [
    { id: 'a', title: 'Faction rules', text: ['Flowers and bags.'], codes: ['flower', 'x/bad'], cites: ['HCC', 'HCC.2'] },
    { id: 'b', title: 'Birdsong', text: ['Bloom here.'], codes: ['bloom'], cites: ['HCC.4', '12.5'] },
  ],
  terms: [
    { term: 'Bloom', what: 'Draw a flower.', section: 'b' },
    { term: 'Penitence', what: 'Penitent or Heretic.', section: 'a' },
    { term: 'Heretic', what: 'May be battled.', section: 'a' },
  ],
};

describe('rules lookup', () => {
  it('finds the part that explains a log kind or a refusal code, and none for an unknown one', () => {
    expect(sectionForCode(REF, 'bloom')?.id).toBe('b');
    expect(sectionForCode(REF, 'x/bad')?.id).toBe('a');
    expect(sectionForCode(REF, 'x/unknown')).toBeUndefined();
  });

  it('a cited rule number finds the part citing its longest start, only at dots', () => {
    expect(sectionForCite(REF, 'HCC.4.3')?.id).toBe('b');
    expect(sectionForCite(REF, 'HCC.2.6.I')?.id).toBe('a');
    expect(sectionForCite(REF, 'HCC.5.1')?.id).toBe('a');
    expect(sectionForCite(REF, '12.5.1.V')?.id).toBe('b');
    expect(sectionForCite(REF, '12.50')).toBeUndefined();
    expect(sectionForCite(REF, '13.2')).toBeUndefined();
  });

  it('splits log text at the rule numbers it cites, leaving unknown numbers plain', () => {
    const parts = citeSegments('Mercy (HCC.2.6.I) and (13.3.2) apply.', REF);
    expect(parts.map((p) => [p.text, p.section?.id])).toEqual([['Mercy (', undefined], ['HCC.2.6.I', 'a'], [') and (13.3.2) apply.', undefined]]);
    expect(citeSegments('', REF)).toEqual([{ text: '' }]);
  });

  it('splits HUD text at whole-word terms, any case, longest first', () => {
    const parts = termSegments('Penitence: Heretic · blooming · Bloom', REF);
    expect(parts.filter((p) => p.term).map((p) => p.text)).toEqual(['Penitence', 'Heretic', 'Bloom']);
    expect(parts.map((p) => p.text).join('')).toBe('Penitence: Heretic · blooming · Bloom');
  });

  it('search keeps the parts holding every word; the table parts follow the game’s', () => {
    expect(searchSections(REF, 'bloom').map((s) => s.id)).toEqual(['b']);
    expect(searchSections(REF, 'flowers x/bad').map((s) => s.id)).toEqual(['a']);
    expect(searchSections(REF, '  ').length).toBe(2);
    expect(withTableRules(REF, [{ id: 't', title: 'Table', text: [] }]).sections.map((s) => s.id)).toEqual(['a', 'b', 't']);
  });
});
