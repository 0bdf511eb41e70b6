import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../words/say.ts';
import { dockTabs } from './compact.ts';
import { dateText, piecesText } from './box-listing.ts';
import { colorName } from './roll-log.ts';
import { TABLE_RULES } from './table-rules.ts';
import { alertBody } from './turn-alert.ts';

describe('the HUD words what it says in the reader’s language', () => {
  afterEach(() => setLang('en'));

  it('words worded outside React follow a change of language, with no reload', () => {
    expect(alertBody(undefined)).toBe('The table is waiting for you.');
    setLang('fr');
    expect(alertBody(undefined)).toBe('La table vous attend.');
    expect(piecesText(2)).toBe('2 pièces');
    expect(colorName('#c0392b')).toBe('rouge');
    expect(dockTabs(undefined).map((t) => t.label)).toEqual(['Places', 'Journal']);
    expect(dateText(new Date(2026, 11, 2, 14, 5).getTime(), new Date(2026, 11, 3).getTime())).toBe('2 déc. à 14:05');
  });

  it('the table’s parts of the rules are worded when read, and keep their codes', () => {
    const seats = TABLE_RULES.find((s) => s.id === 'table-seats')!;
    expect(seats.title).toBe('The table: seats, turns and watching');
    setLang('fr');
    expect(seats.title).toBe('La table : places, tours et spectateurs');
    expect(seats.text).toHaveLength(4);
    expect(seats.codes).toContain('room/not-host');
  });
});
