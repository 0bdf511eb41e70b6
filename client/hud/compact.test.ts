import { describe, expect, it } from 'vitest';
import { dockTabs, isCompact, panelShown, toggledDrawer } from './compact.ts';

describe('The compact HUD of phones and upright tablets', () => {
  it('a 390 px phone and a 768 px tablet are compact; a 1024 px and a 1440 px screen are not', () => {
    expect(isCompact(390)).toBe(true);
    expect(isCompact(768)).toBe(true);
    expect(isCompact(1024)).toBe(false);
    expect(isCompact(1440)).toBe(false);
    expect(isCompact(0)).toBe(false);
  });

  it('the dock lists seats and log by default, then a game’s own drawers; a game that lays them out itself folds none', () => {
    expect(dockTabs(undefined).map((t) => t.id)).toEqual(['seats', 'log']);
    expect(dockTabs({ own: [{ id: 'factions', label: 'Factions' }] }).map((t) => t.label)).toEqual(['Seats', 'Log', 'Factions']);
    expect(dockTabs({ shared: [] })).toEqual([]);
  });

  it('one drawer at a time: a tab opens its drawer and closes the other; a second tap closes it', () => {
    expect(toggledDrawer(null, 'seats')).toBe('seats');
    expect(toggledDrawer('seats', 'log')).toBe('log');
    expect(toggledDrawer('log', 'log')).toBeNull();
  });

  it('a folded panel shows only while its drawer is open; on a wide screen, or when the game keeps it, always', () => {
    expect(panelShown('log', false, undefined, null)).toBe(true);
    expect(panelShown('log', true, undefined, null)).toBe(false);
    expect(panelShown('log', true, undefined, 'seats')).toBe(false);
    expect(panelShown('log', true, undefined, 'log')).toBe(true);
    expect(panelShown('seats', true, { shared: ['log'] }, null)).toBe(true);
  });
});
