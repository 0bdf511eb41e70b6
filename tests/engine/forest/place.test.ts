/**
 * Seed 000, Place & Check and wild icons: the chosen card joins and acts at once, the
 * others go to the discard as drawn, the map is checked after each placement and no card
 * is drawn once it is complete; wild icons stand for any direction, are reassigned at will
 * (even suboptimally) and never count as a direction for other effects; iconless cards
 * join and act; the tableau's order is free.
 */
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../engine/games/forest/content/index.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import { entriesOf, litIcons, mapComplete, missingIcons } from '../../../engine/games/forest/map.ts';
import { weighEncounter } from '../../../engine/games/forest/encounter.ts';
import { act, blank, lay, offered, rejects, sides, texts } from './fixtures.ts';

const drawn = (s: ReturnType<typeof blank>, k = 0): string => s.turn!.drawn[k]!.id;

describe('Forest: placing and checking', () => {
  it('drawn-side discards: the cards not chosen go to the discard with the side they were drawn with, in drawing order', () => {
    let s = blank(1, ['wolf-pack', 'fern-hollow', 'troll-bridge']);
    for (let k = 0; k < 3; k++) s = act(s, 0, { t: 'draw' }).s;
    const showing = s.turn!.drawn.map((c) => c.showing);
    const { s: s1, events } = act(s, 0, { t: 'place', card: drawn(s, 1) });
    expect(sides(s1.discard)).toEqual(['wolf-pack', 'troll-bridge']);
    expect(s1.discard.map((c) => c.showing)).toEqual([showing[0], showing[2]]);
    expect(sides(s1.travellers[0]!.tableau.map((p) => p.card))).toEqual(['fern-hollow']);
    expect(texts(events)[0]).toBe('Seat 1 places Fern Hollow (east) in the tableau; Wolf Pack (north) and Troll Bridge (south) go to the discard as drawn.');
    // The discard shows each card's facing to everyone.
    expect(forest.view(s1, 'spectator').discard.map((c) => c.up)).toEqual(['wolf-pack', 'troll-bridge']);
    expect(forest.view(s1, 'spectator').discard.map((c) => c.down)).toEqual(['mossy-path', 'stone-bridge']);
  });

  it('the map is checked after each placement: the icons still missing are named and the turn passes', () => {
    const s0 = blank(2, ['mossy-path', 'fern-hollow'], 'millers-road');
    const { s, events } = act(act(s0, 0, { t: 'draw' }).s, 0, { t: 'place', card: s0.deck[0]!.id });
    expect(texts(events)).toContain("Seat 1's map still needs north and east.");
    expect(s.turn!.seat).toBe(1);
  });

  it('no draw after completion: the placement that completes the map ends the phase; that traveller never draws again this round', () => {
    const s0 = blank(2, ['fern-hollow', 'stream-ford', 'birch-run', 'mossy-path'], 'millers-road');
    lay(s0, 0, ['old-oak', 'mossy-path']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const { s: s2, events } = act(s1, 0, { t: 'place', card: drawn(s1) });
    expect(texts(events)).toContain("Seat 1's map Miller's Road is complete: no more drawing this round.");
    expect(s2.travellers[0]!.phase).toBe('complete');
    expect(s2.turn!.seat).toBe(1);
    rejects(s2, 0, { t: 'draw' }, 'forest/not-your-turn');
    expect(forest.prompts(s2, 0)).toEqual([]);
    // Seat 2 places without completing: the turn comes back to seat 2, never to seat 1.
    const s3 = act(act(s2, 1, { t: 'draw' }).s, 1, { t: 'place', card: s2.deck[0]!.id }).s;
    expect(s3.turn!.seat).toBe(1);
  });

  it('no draw after completion: a map completed by reassigning a wild icon allows no further draw, only a placement', () => {
    const s0 = blank(1, ['fern-hollow', 'stream-ford'], 'millers-road');
    lay(s0, 0, ['old-oak', 'mossy-path', 'deer-trail@W']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const s2 = act(s1, 0, { t: 'assign', card: s0.travellers[0]!.tableau[2]!.card.id, as: 'E' }).s;
    expect(mapComplete(s2.travellers[0]!)).toBe(true);
    rejects(s2, 0, { t: 'draw' }, 'forest/map-complete');
    expect(offered(s2, 0)).toContainEqual({ t: 'place', card: drawn(s1) });
    expect(offered(s2, 0)).not.toContainEqual({ t: 'draw' });
  });

  it('wild assignment and reassignment: a wild icon stands for the direction chosen, and changes when reassigned', () => {
    const s0 = blank(1, ['deer-trail', 'mossy-path'], 'kings-way');
    const s1 = act(s0, 0, { t: 'draw' }).s;
    rejects(s1, 0, { t: 'place', card: drawn(s1) }, 'forest/choose-direction');
    expect(offered(s1, 0).filter((a) => (a as { t: string }).t === 'place')).toHaveLength(4);
    const s2 = act(s1, 0, { t: 'place', card: drawn(s1), as: 'N' }).s;
    const wild = s2.travellers[0]!.tableau[0]!;
    expect(wild.as).toBe('N');
    expect(litIcons('kings-way', entriesOf(s2.travellers[0]!.tableau))).toEqual([true, false, false, false]);
    const { s: s3, events } = act(s2, 0, { t: 'assign', card: wild.card.id, as: 'S' });
    expect(s3.travellers[0]!.tableau[0]!.as).toBe('S');
    expect(litIcons('kings-way', entriesOf(s3.travellers[0]!.tableau))).toEqual([false, false, true, false]);
    expect(texts(events)).toEqual(["Seat 1's Deer Trail now stands for south; the map still needs north, east and west."]);
    rejects(s3, 0, { t: 'assign', card: wild.card.id, as: 'S' }, 'forest/same-direction');
  });

  it('wild assignment and reassignment: two wild icons may stand for different directions', () => {
    const s0 = blank(1, ['mossy-path'], 'millers-road');
    lay(s0, 0, ['deer-trail@N', 'crossroads@E']);
    expect(missingIcons('millers-road', entriesOf(s0.travellers[0]!.tableau))).toEqual(['N']);
  });

  it('wild assignment and reassignment: when the map card changes, the wild icons are reassigned to the new one', () => {
    const s0 = blank(1, ['will-o-wisp', 'mossy-path'], 'millers-road');
    lay(s0, 0, ['deer-trail@E']);
    const { s: s1, events } = act(s0, 0, { t: 'draw' });
    // Will-o'-the-Wisp: the map is replaced (the next map card is Pilgrim's Route: north, south, west).
    expect(s1.travellers[0]!.map).toBe('pilgrims-route');
    expect(texts(events)).toContain("Will-o'-the-Wisp: Seat 1's map card Miller's Road is set aside and is replaced by Pilgrim's Route (north, south, west; 3 renown).");
    const s2 = act(s1, 0, { t: 'assign', card: s0.travellers[0]!.tableau[0]!.card.id, as: 'W' }).s;
    expect(missingIcons('pilgrims-route', entriesOf(s2.travellers[0]!.tableau))).toEqual(['N', 'S']);
  });

  it('suboptimal assignment: a wild icon may stand for a direction the map does not need, to keep drawing; reassigning it later completes the map', () => {
    const s0 = blank(2, ['deer-trail', 'stone-bridge', 'mossy-path', 'fern-hollow'], 'fox-shortcut');
    lay(s0, 0, ['mossy-path']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    // West would complete Fox's Shortcut; south keeps the forest phase open.
    const s2 = act(s1, 0, { t: 'place', card: drawn(s1), as: 'S' }).s;
    expect(s2.travellers[0]!.phase).toBe('open');
    const s3 = act(act(s2, 1, { t: 'draw' }).s, 1, { t: 'place', card: s2.deck[0]!.id }).s;
    expect(s3.turn!.seat).toBe(0);
    const s4 = act(s3, 0, { t: 'draw' }).s;
    expect(s4.turn!.drawn).toHaveLength(1);
    const s5 = act(s4, 0, { t: 'place', card: drawn(s4) }).s;
    expect(s5.travellers[0]!.tableau).toHaveLength(3);
    // Back on turn with no card drawn, the wild icon now stands for west: complete, the phase ends at once.
    const wild = s5.travellers[0]!.tableau[1]!.card.id;
    const s6 = act(act(s5, 1, { t: 'draw' }).s, 1, { t: 'place', card: s5.deck[0]!.id }).s;
    const { s: s7, events } = act(s6, 0, { t: 'assign', card: wild, as: 'W' });
    expect(s7.travellers[0]!.phase).toBe('complete');
    expect(events.map((e) => e.kind)).toEqual(['assign', 'complete', 'encounter']);
    expect(s7.turn!.seat).toBe(1);
  });

  it('wild icons never count as one of the four directions for other effects, even while standing in for one', () => {
    const s0 = blank(1, ['east-bandits'], 'kings-way');
    lay(s0, 0, ['fern-hollow', 'deer-trail@E', 'crossroads@E', 'sunrise-ridge']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    expect(s1.travellers[0]!.health).toBe(RULES.health - 1);
    const e = weighEncounter(s0.travellers[0]!, 1, 'complete');
    expect(e.effectRenown).toBe(1);
    // For the map, though, the two wild icons do stand for east.
    expect(litIcons('smugglers-run', entriesOf(s0.travellers[0]!.tableau))).toEqual([false, true, true, false]);
  });

  it('iconless cards: they join the tableau and act at once, and never help the map', () => {
    const s0 = blank(1, ['healing-spring', 'hunters-lodge'], 'fox-shortcut');
    s0.travellers[0]!.health = 5;
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const { s: s2, events } = act(s1, 0, { t: 'place', card: drawn(s1) });
    expect(s2.travellers[0]!.health).toBe(7);
    expect(texts(events)).toEqual([
      'Seat 1 places Healing Spring (no icon) in the tableau.',
      'Healing Spring: Seat 1 heals 2 (health 7).',
      "Seat 1's map still needs west and north.",
    ]);
    const s3 = act(act(s2, 0, { t: 'draw' }).s, 0, { t: 'place', card: s0.deck[1]!.id }).s;
    expect(forest.view(s3, 0).travellers[0]!.guard).toBe(RULES.guard + 1);
    expect(s3.travellers[0]!.tableau).toHaveLength(2);
    expect(s3.travellers[0]!.phase).toBe('open');
  });

  it("Wayfinder's Cairn: its owner turns over another card of the tableau before the map is checked", () => {
    const s0 = blank(1, ['wayfinder-cairn'], 'fox-shortcut');
    lay(s0, 0, ['pole-star']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const s2 = act(s1, 0, { t: 'place', card: drawn(s1) }).s;
    expect(s2.turn!.pending).toEqual({ kind: 'turnOver', source: drawn(s1) });
    rejects(s2, 0, { t: 'draw' }, 'forest/turn-over-first');
    rejects(s2, 0, { t: 'turnOver', card: drawn(s1) }, 'forest/not-in-tableau');
    const target = s0.travellers[0]!.tableau[0]!.card.id;
    const { s: s3, events } = act(s2, 0, { t: 'turnOver', card: target });
    expect(sides(s3.travellers[0]!.tableau.map((p) => p.card))).toEqual(['sunrise-ridge', 'wayfinder-cairn']);
    expect(texts(events)[0]).toBe('Seat 1 turns over Pole Star Glade: it shows Sunrise Ridge (no icon, danger 0, renown 0).');
    expect(texts(events)).toContain("Seat 1's map still needs west and north.");
  });

  it('a placed card lies where its owner dropped it in their area, else in the first free spot', () => {
    const s0 = blank(1, ['mossy-path', 'fern-hollow'], 'kings-way');
    const s1 = act(act(s0, 0, { t: 'draw' }).s, 0, { t: 'place', card: s0.deck[0]!.id, x: 3, z: 1.5 }).s;
    expect(s1.travellers[0]!.tableau[0]).toMatchObject({ x: 3, z: 1.5 });
    const s2 = act(act(s1, 0, { t: 'draw' }).s, 0, { t: 'place', card: s0.deck[1]!.id }).s;
    expect(s2.travellers[0]!.tableau[1]).toMatchObject({ x: -2.8, z: -1.95 });
  });

  it('the tableau order does not matter: its owner moves cards anywhere in their area, at any time, and nothing else changes', () => {
    const s0 = blank(2, ['mossy-path'], 'kings-way');
    lay(s0, 1, ['old-oak', 'fern-hollow', 'deer-trail@S', 'pole-star']);
    const id = s0.travellers[1]!.tableau[0]!.card.id;
    // Out of turn, in one's own area; clamped to the area.
    const { s: s1 } = act(s0, 1, { t: 'arrange', card: id, x: 40, z: -40 });
    expect(s1.travellers[1]!.tableau[0]).toMatchObject({ x: 6.6, z: -2.6 });
    rejects(s1, 0, { t: 'arrange', card: id, x: 0, z: 0 }, 'forest/not-in-tableau');
    const reversed = structuredClone(s1.travellers[1]!);
    reversed.tableau.reverse();
    expect(weighEncounter(reversed, 1, 'complete')).toEqual(weighEncounter(s1.travellers[1]!, 1, 'complete'));
    expect(missingIcons('kings-way', entriesOf(reversed.tableau))).toEqual(missingIcons('kings-way', entriesOf(s1.travellers[1]!.tableau)));
  });
});

describe('Forest: refused actions change nothing', () => {
  it('rejects: out of turn, an undrawn card, a wild without its direction, a direction for a plain card, a card not in the tableau', () => {
    const s0 = blank(2, ['deer-trail', 'mossy-path'], 'kings-way');
    lay(s0, 0, ['old-oak']);
    rejects(s0, 1, { t: 'draw' }, 'forest/not-your-turn');
    const s1 = act(s0, 0, { t: 'draw' }).s;
    rejects(s1, 0, { t: 'place', card: 'c40' }, 'forest/not-drawn');
    rejects(s1, 0, { t: 'place', card: drawn(s1) }, 'forest/choose-direction');
    rejects(s1, 0, { t: 'assign', card: s0.travellers[0]!.tableau[0]!.card.id, as: 'E' }, 'forest/not-wild');
    rejects(s1, 0, { t: 'assign', card: 'c40', as: 'E' }, 'forest/not-in-tableau');
    rejects(s1, 0, { t: 'turnOver', card: 'c40' }, 'forest/nothing-to-turn');
    rejects(s1, 0, { t: 'place', card: 'x', as: 'Q' }, 'forest/bad-action');
    const s2 = act(s1, 0, { t: 'draw' }).s;
    rejects(s2, 0, { t: 'place', card: s2.turn!.drawn[1]!.id, as: 'N' }, 'forest/not-wild');
  });
});
