/**
 * What a finished tableau leads to (the encounter), the camp between rounds, the end of
 * the journey, what each viewer sees and what undo may take back (README.md).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { act as actMatch, undoStatus } from '../../../engine/core/undo.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { RULES, soloTarget } from '../../../engine/games/forest/content/index.ts';
import { forest } from '../../../engine/games/forest/index.ts';
import { upId } from '../../../engine/games/forest/ops.ts';
import type { ForestState } from '../../../engine/games/forest/state.ts';
import { act, blank, lay, texts } from './fixtures.ts';

describe('Forest: the encounter of a finished tableau', () => {
  it('danger above guard becomes wounds; renown from the cards, their effects and the map is gained', () => {
    const s0 = blank(2, ['mossy-path'], 'kings-way');
    lay(s0, 0, ['troll-bridge', 'east-bandits', 'birch-run', 'pole-star']);
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const { s: s2, events } = act(s1, 0, { t: 'place', card: s1.turn!.drawn[0]!.id });
    const t = s2.travellers[0]!;
    // Danger 3 + 2 = 5 against guard 3: 2 wounds. Renown 4 + 3 + 1 + 1 = 9 printed, 1 north icon, 5 for the map.
    expect(t.encounter).toMatchObject({ outcome: 'complete', danger: 5, guard: 3, wounds: 2, cardRenown: 9, effectRenown: 1, mapRenown: 5, gained: 15 });
    expect(t.health).toBe(RULES.health - 2);
    expect(t.renown).toBe(15);
    expect(texts(events)).toContain("Seat 1's encounter: danger 5 against guard 3: 2 wounds (health 8); renown 9 from the cards, 1 from their effects, 5 for the map: +15 (now 15).");
  });

  it(`a tableau of ${RULES.tableauLimit} cards without a complete map has gone astray: no map reward, a penalty`, () => {
    const s0 = blank(2, ['forgotten-shrine'], 'kings-way');
    lay(s0, 0, ['mossy-path', 'old-oak', 'fern-hollow', 'badger-sett', 'stream-ford', 'stone-bridge', 'hunters-lodge']);
    s0.travellers[0]!.renown = 10;
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const { s: s2, events } = act(s1, 0, { t: 'place', card: s1.turn!.drawn[0]!.id });
    expect(s2.travellers[0]!.phase).toBe('astray');
    expect(s2.travellers[0]!.encounter).toMatchObject({ outcome: 'astray', mapRenown: -RULES.astrayPenalty });
    expect(texts(events)).toContain("Seat 1's tableau holds 8 cards and the map is still not complete: the traveller has gone astray.");
  });

  it('camp: when every phase is over the tableaux leave turned over onto the discard, travellers heal, and the next round deals new maps', () => {
    const s0 = blank(2, ['mossy-path', 'fern-hollow', 'stream-ford'], 'fox-shortcut');
    lay(s0, 0, ['birch-run']);
    lay(s0, 1, ['birch-run', 'old-oak']);
    s0.travellers[1]!.phase = 'complete';
    s0.travellers[0]!.health = 5;
    const s1 = act(s0, 0, { t: 'draw' }).s;
    const left = s0.travellers.flatMap((t) => t.tableau.map((p) => p.card)).concat(s1.turn!.drawn);
    const { s: s2, events } = act(s1, 0, { t: 'place', card: s1.turn!.drawn[0]!.id });
    expect(s2.round).toBe(2);
    // Each card left the tableau turned over (its other side now up).
    expect(s2.discard.map((c) => c.id).sort()).toEqual(left.map((c) => c.id).sort());
    for (const card of s2.discard) {
      const was = left.find((c) => c.id === card.id)!;
      expect(card.showing).not.toBe(was.showing);
    }
    expect(s2.travellers[0]!.health).toBe(5 + RULES.campHeal);
    expect(s2.travellers.map((t) => t.tableau)).toEqual([[], []]);
    expect(s2.travellers.map((t) => t.phase)).toEqual(['open', 'open']);
    expect(s2.travellers.every((t) => t.map !== null)).toBe(true);
    // Round 2 begins with the second seat.
    expect(s2.turn!.seat).toBe(1);
    expect(texts(events)).toContain(`Round 2 of ${RULES.rounds[2]} begins: each traveller takes a map card; Seat 2 draws first.`);
  });

  it(`solo: the journey is won standing with ${soloTarget(7)} renown after 7 rounds, and lost short of it`, () => {
    for (const [renown, won] of [[soloTarget(7), true], [soloTarget(7) - 10, false]] as const) {
      const s0 = blank(1, ['mossy-path'], 'fox-shortcut');
      s0.round = 7;
      s0.options.rounds = 7;
      lay(s0, 0, ['birch-run']);
      s0.travellers[0]!.renown = renown - 2;
      const s1 = act(act(s0, 0, { t: 'draw' }).s, 0, { t: 'place', card: s0.deck[0]!.id }).s;
      expect(s1.result!.winners).toEqual(won ? [0] : []);
      expect(forest.status(s1).over).toBe(true);
    }
  });

  it('several travellers: the one standing with the most renown wins; a fallen traveller cannot; all fallen, nobody', () => {
    const s0 = blank(3, ['wolf-pack'], 'fox-shortcut', { rounds: 2 });
    s0.round = 2;
    s0.travellers[0]!.renown = 30;
    s0.travellers[0]!.health = 1;
    s0.travellers[1]!.renown = 12;
    s0.travellers[1]!.phase = 'complete';
    s0.travellers[2]!.renown = 8;
    s0.travellers[2]!.phase = 'astray';
    const s1 = act(s0, 0, { t: 'draw' }).s;
    expect(s1.travellers[0]!.phase).toBe('lost');
    expect(s1.result).toEqual({ winners: [1], reason: 'Seat 2 wins with 12 renown' });
    const s2 = blank(1, ['wolf-pack']);
    s2.travellers[0]!.health = 2;
    expect(act(s2, 0, { t: 'draw' }).s.result).toEqual({ winners: [], reason: 'the traveller fell in the forest' });
  });
});

describe('Forest: secrets and undo', () => {
  function started(seats: number): Match<ForestState> {
    const m = createMatch(forest, {}, seats, 'secrets');
    if (isRuleError(m)) throw new Error(m.message);
    return m as Match<ForestState>;
  }

  it('the order of the Forest Deck and the facing of its cards below the top never reach a viewer', () => {
    const m = started(2);
    const bytes = JSON.stringify(projectMatch(forest, m, 1));
    const top = m.state.deck[m.state.deck.length - 1]!;
    expect(bytes).toContain(`"top":"${upId(top)}"`);
    // No card id of the deck is in any projection (the deck is a count and its top side).
    for (const card of m.state.deck) expect(bytes).not.toContain(`"${card.id}"`);
    expect(bytes).not.toContain(m.state.maps[0]!);
  });

  it('undo: a draw showed everyone a hidden card and cannot be taken back; a reassignment can', () => {
    let m = started(1);
    const drew = actMatch(forest, m, 0, { t: 'draw' });
    if (isRuleError(drew)) throw new Error(drew.message);
    m = drew.match as Match<ForestState>;
    const status = undoStatus(forest, m, 0);
    expect(status.can).toBe(false);
    expect(status.can ? '' : status.reason).toMatch(/showed/);
    // A wild icon already in the tableau: its reassignment reveals nothing.
    const wild = { ...m, state: structuredClone(m.state) };
    const k = wild.state.deck.findIndex((c) => c.front.face === 'deer-trail');
    const [card] = wild.state.deck.splice(k, 1);
    wild.state.travellers[0]!.tableau.push({ card: { ...card!, showing: 'front' }, x: 0, z: 0, as: 'N' });
    const id = card!.id;
    const assigned = actMatch(forest, wild, 0, { t: 'assign', card: id, as: 'E' });
    if (isRuleError(assigned)) throw new Error(assigned.message);
    expect(undoStatus(forest, assigned.match, 0).can).toBe(true);
  });
});
