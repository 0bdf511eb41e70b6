import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../../engine/core/match.ts';
import { delve } from '../../../../engine/games/delve/index.ts';
import type { DPrompt } from './model.ts';
import { dropCard, movedPast, placeCard, selectAction, slotAt, type Box } from './slots.ts';

/** Two slots side by side, as on a wide screen: 170 × 48 px, 8 px apart. */
const SLOTS: Box[] = [
  { left: 100, top: 500, right: 270, bottom: 548 },
  { left: 278, top: 500, right: 448, bottom: 548 },
];
const middle = (b: Box): [number, number] => [(b.left + b.right) / 2, (b.top + b.bottom) / 2];

function wardenPrompts(): DPrompt[] {
  const m = createMatch(delve, { characters: ['warden', 'ranger'] }, 2, 'hud-slots') as Match;
  return projectMatch(delve, m, 0).prompts as DPrompt[];
}

describe('Delve selection slots (issue 13: choose two cards by clicking or dragging them to the two slots)', () => {
  it('a drop point falls in the slot whose box holds it, edges included; between or outside the slots in none', () => {
    expect(slotAt(...middle(SLOTS[0]!), SLOTS)).toBe(0);
    expect(slotAt(...middle(SLOTS[1]!), SLOTS)).toBe(1);
    expect(slotAt(270, 500, SLOTS)).toBe(0);
    expect(slotAt(274, 520, SLOTS)).toBeNull();
    expect(slotAt(200, 499, SLOTS)).toBeNull();
    expect(slotAt(200, 700, SLOTS)).toBeNull();
    // A slot not on screen (folded away) takes nothing.
    expect(slotAt(...middle(SLOTS[1]!), [SLOTS[0]!, null])).toBeNull();
  });

  it('a press becomes a drag only once it has moved past the threshold; a tap that wobbles stays a click', () => {
    expect(movedPast({ x: 10, y: 10 }, { x: 13, y: 14 })).toBe(false);
    expect(movedPast({ x: 10, y: 10 }, { x: 10, y: 2 })).toBe(true);
  });

  it('a click fills the first free slot; with both full it changes nothing; a card clicked again keeps its slot', () => {
    expect(placeCard([null, null], 'a')).toEqual(['a', null]);
    expect(placeCard(['a', null], 'b')).toEqual(['a', 'b']);
    expect(placeCard(['a', 'b'], 'c')).toEqual(['a', 'b']);
    expect(placeCard(['a', null], 'a')).toEqual(['a', null]);
  });

  it('a drop on a slot fills that slot: onto a full slot it replaces the card there; a card moved between slots leaves its old one', () => {
    expect(dropCard([null, null], 'a', ...middle(SLOTS[1]!), SLOTS)).toEqual([null, 'a']);
    expect(dropCard(['a', 'b'], 'c', ...middle(SLOTS[0]!), SLOTS)).toEqual(['c', 'b']);
    expect(dropCard(['a', null], 'a', ...middle(SLOTS[1]!), SLOTS)).toEqual([null, 'a']);
    expect(dropCard(['a', null], 'b', 274, 520, SLOTS)).toEqual(['a', null]);
  });

  it('dragging two cards to the slots sends the same select action as clicking them in lead order', () => {
    const prompts = wardenPrompts();
    let dragged = dropCard([null, null], 'warden-guard', ...middle(SLOTS[1]!), SLOTS);
    expect(selectAction(dragged, prompts)).toBeUndefined();
    dragged = dropCard(dragged, 'warden-roar', ...middle(SLOTS[0]!), SLOTS);
    const clicked = placeCard(placeCard([null, null], 'warden-roar'), 'warden-guard');
    expect(dragged).toEqual(clicked);
    expect(selectAction(dragged, prompts)).toEqual({ t: 'select', cards: ['warden-roar', 'warden-guard'] });
    // Cards that are not this seat's are never offered.
    expect(selectAction(['ranger-quick', 'warden-guard'], prompts)).toBeUndefined();
  });
});
