import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { act, actAll, applyWith, edit, newTable } from '../../helpers/sandbox.ts';
import { scriptedRng } from '../../helpers/scripted-rng.ts';
import { cards } from './fixtures.ts';

/**
 * Fairness (DESIGN §5.5): every shuffle and every blind draw from a bag carries its
 * outcome as `hidden` — what the server commits to at once and anyone checks after the
 * reveal — and no projection ever carries it.
 */

describe('sandbox hidden outcomes', () => {
  it('fairness: a shuffle\'s hidden outcome is the new order, bottom → top, double-sided cards with their side', () => {
    const m = edit(newTable(), (s) => {
      if (s.pieces.deck?.kind === 'deck') s.pieces.deck.cards = cards('QH', 'forest-1', 'AS', 'forest-3');
    });
    const { match, events } = act(m, 1, { t: 'shuffle', deck: 'deck' });
    const deck = match.state.pieces.deck;
    if (deck?.kind !== 'deck') throw new Error('no deck');
    const order = deck.cards.map((c) => (c.back ? `${c.front.face}:${c.showing}` : c.front.face));
    expect(events).toEqual([{
      kind: 'shuffle', seat: 1, text: 'Seat 2 shuffled Deck.', data: { deck: 'deck', count: 4, deckName: { id: 'sandbox.name.deck.deck' } },
      hidden: { type: 'shuffle', container: 'deck', result: order },
    }]);
    expect([...order].sort()).toEqual(['AS', 'QH', 'forest-1:front', 'forest-3:back']);
  });

  it('fairness: a bag draw\'s hidden outcome is the kind drawn, the id it got and where it went', () => {
    // The bag holds fox ×3, rabbit ×3, mouse ×3, bird ×2 in that order: word 9 draws a bird.
    const toHand = applyWith(newTable(), 0, { t: 'bagDraw', bag: 'bag', to: 'hand' }, scriptedRng(9));
    expect(toHand.events[0]?.hidden).toEqual({ type: 'draw', container: 'bag', result: { id: 'p1', kind: 'bird', to: 'hand' } });
    expect(toHand.state.hands[0]).toEqual([{ id: 'p1', kind: 'token', token: expect.objectContaining({ kind: 'bird' }) }]);
    const toTable = applyWith(newTable(), 1, { t: 'bagDraw', bag: 'bag', to: 'table' }, scriptedRng(0));
    expect(toTable.events[0]?.hidden).toEqual({ type: 'draw', container: 'bag', result: { id: 'p1', kind: 'fox', to: 'table' } });
  });

  it('fairness: no other action has a hidden outcome (rolls are public, deck draws are not random)', () => {
    const m = actAll(newTable(2), 0, [{ t: 'draw', deck: 'deck', n: 2, to: 'hand' }]);
    const id = m.state.hands[0]![0]!.id;
    const actions = [
      { t: 'roll', ids: ['die-d20', 'die-hero'] }, { t: 'deal', deck: 'deck', n: 1 }, { t: 'peek', deck: 'deck', n: 2 },
      { t: 'play', id, x: 0, z: 0, faceUp: false }, { t: 'bagSearch', bag: 'bag', kind: 'fox' }, { t: 'end' },
    ];
    let cur: Match<SandboxState> = m;
    for (const a of actions) {
      const r = act(cur, 0, a);
      expect(r.events.every((e) => e.hidden === undefined), JSON.stringify(a)).toBe(true);
      cur = r.match;
    }
  });

  it('fairness: replaying from the seed rebuilds every hidden outcome exactly', () => {
    const log: Array<[number, unknown]> = [
      [0, { t: 'shuffle', deck: 'deck' }], [1, { t: 'bagDraw', bag: 'bag', to: 'hand' }],
      [0, { t: 'bagDraw', bag: 'bag', to: 'table' }], [1, { t: 'shuffle', deck: 'deck' }],
    ];
    const run = () => {
      const created = createMatch(sandbox, {}, 2, 'replay-hidden');
      if (isRuleError(created)) throw new Error(created.code);
      let mm: Match = created;
      for (const [seat, a] of log) {
        const r = applyAction(sandbox, mm, seat, a);
        if (isRuleError(r)) throw new Error(r.code);
        mm = r.match;
      }
      return mm.log.filter((e) => e.hidden).map((e) => ({ v: e.v, hidden: e.hidden }));
    };
    const first = run();
    expect(first.map((e) => e.v)).toEqual([1, 2, 3, 4]);
    expect(run()).toEqual(first);
  });

  it('fairness: no viewer\'s projection carries a hidden outcome — no "hidden" key, no shuffled order, no drawn kind', () => {
    let m = actAll(newTable(3, 'hidden-proj'), 0, [
      { t: 'shuffle', deck: 'deck' }, { t: 'bagDraw', bag: 'bag', to: 'hand' }, { t: 'bagDraw', bag: 'bag', to: 'hand' },
    ]);
    m = act(m, 1, { t: 'shuffle', deck: 'deck' }).match;
    const deck = m.state.pieces.deck;
    if (deck?.kind !== 'deck') throw new Error('no deck');
    const order = JSON.stringify(m.log.filter((e) => e.hidden?.type === 'shuffle').at(-1)?.hidden?.result);
    expect(order.length).toBeGreaterThan(100);
    for (const viewer of [0, 1, 2, 'spectator'] as Viewer[]) {
      const seen = JSON.stringify(projectMatch(sandbox, m, viewer));
      expect(seen).not.toContain('"hidden"');
      expect(seen).not.toContain(order);
      // The first few cards of the new order never appear in a row either.
      expect(seen).not.toContain(JSON.stringify(deck.cards.slice(-3).map((c) => c.front.face)).slice(1, -1));
    }
    // Seat 0 learns its own tokens from its secret; seats 1, 2 and spectators learn no kind.
    for (const viewer of [1, 2, 'spectator'] as Viewer[]) {
      const log = JSON.stringify(projectMatch(sandbox, m, viewer).log);
      for (const kind of ['fox', 'rabbit', 'mouse', 'bird']) expect(log).not.toContain(`"${kind}"`);
    }
  });
});
