import { describe, expect, it } from 'vitest';
import { applyAction, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { SeatId, Viewer } from '../../../engine/core/types.ts';
import type { SandboxAction } from '../../../engine/games/sandbox/actions.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { tableSandbox } from '../../../engine/games/sandbox/table.ts';
import type { Component } from '../../../engine/table/components.ts';
import { act, actAll, newTable, rejects } from '../../helpers/sandbox.ts';
import { hiddenNeedles, leaked } from '../../helpers/sandbox-secrets.ts';
import { allViewers, expectIndistinguishable } from '../../helpers/sandbox-swap.ts';

/**
 * A group's own components on the free table: what `add` puts down, removing, locking,
 * counters, moving a selection, hidden zones — and that a group's own card faces (image
 * refs) reach only the viewers who may see them.
 */

/** A made-up image ref (the server seals real ones; the engine only keeps them). */
const ref = (name: string) => `REF_${name}`.padEnd(32, 'x');

function added(m: Match<SandboxState>, seat: SeatId, what: Component, x = 0, z = 0): { match: Match<SandboxState>; id: string } {
  const before = new Set(Object.keys(m.state.pieces));
  const next = act(m, seat, { t: 'add', x, z, what }).match;
  const id = Object.keys(next.state.pieces).find((k) => !before.has(k));
  if (!id) throw new Error('nothing was added');
  return { match: next, id };
}

/** A deck of n cards cut from a sheet: faces F0…, a shared back. */
function sheetDeck(n: number, name = 'Monsters'): Component {
  return { kind: 'cards', name, cover: ref('back'), cards: Array.from({ length: n }, (_, i) => ({ face: ref(`F${i}`) })) };
}

const tableOf = (m: Match<SandboxState>, viewer: Viewer) => tableSandbox(sandbox.view(m.state, viewer), viewer);

describe('adding components', () => {
  it('a deck of custom cards comes face down with its shared back showing, its faces named by nobody', () => {
    const { match, id } = added(newTable(2), 0, sheetDeck(6), -15, 0);
    const piece = tableOf(match, 1).pieces[id]!;
    expect(piece).toMatchObject({ kind: 'deck', count: 6, backImage: ref('back'), label: 'Monsters' });
    for (const viewer of allViewers(match)) {
      const seen = JSON.stringify(projectMatch(sandbox, match, viewer));
      for (let i = 0; i < 6; i++) expect(seen).not.toContain(ref(`F${i}`));
    }
    expect(match.log[match.log.length - 1]!.text).toBe('Seat 1 added Monsters (6 cards).');
  });

  it('a card drawn from a custom deck shows its face image only to the seat whose hand it is in', () => {
    const first = added(newTable(2), 0, sheetDeck(4), -15, 0);
    let match = first.match;
    const id = first.id;
    match = act(match, 0, { t: 'draw', deck: id, n: 1, to: 'hand' }).match;
    const drawn = match.state.hands[0]![0]!;
    const face = drawn.kind === 'card' ? drawn.card.front.image! : '';
    expect(tableOf(match, 0).hands['0']!.cards![0]).toMatchObject({ image: face });
    expect(JSON.stringify(projectMatch(sandbox, match, 1))).not.toContain(face);
    expect(JSON.stringify(projectMatch(sandbox, match, 'spectator'))).not.toContain(face);
  });

  it('a card played face up shows its image to everyone; a face-down one shows only the shared back', () => {
    const first = added(newTable(2), 0, sheetDeck(4), -15, 0);
    let match = first.match;
    const id = first.id;
    match = act(match, 0, { t: 'draw', deck: id, n: 2, to: 'hand' }).match;
    const [a, b] = match.state.hands[0]!;
    match = actAll(match, 0, [{ t: 'play', id: a!.id, x: 0, z: 0, faceUp: true }, { t: 'play', id: b!.id, x: 5, z: 0, faceUp: false }]);
    const seen = Object.values(tableOf(match, 1).pieces);
    expect(seen.find((p) => p.x === 0 && p.z === 0)).toMatchObject({ kind: 'card', faceUp: true, image: a!.kind === 'card' ? a!.card.front.image : '' });
    const down = seen.find((p) => p.x === 5 && p.z === 0)!;
    expect(down).toMatchObject({ kind: 'card', faceUp: false, backImage: ref('back') });
    expect(down.image).toBeUndefined();
  });

  it('cards with a back each are double-sided and lie back up; their backs show, their faces do not', () => {
    const what: Component = { kind: 'cards', name: 'Quests', cards: [{ face: ref('Q1'), back: ref('B1') }, { face: ref('Q2'), back: ref('B2') }] };
    const first = added(newTable(2), 0, what, -15, 0);
    let match = first.match;
    const id = first.id;
    match = act(match, 0, { t: 'draw', deck: id, n: 1, to: 'table' }).match;
    const card = Object.values(tableOf(match, 1).pieces).find((p) => p.kind === 'card')!;
    expect(card.image === ref('B1') || card.image === ref('B2')).toBe(true);
    const seen = JSON.stringify(projectMatch(sandbox, match, 1));
    expect(seen).not.toContain(ref('Q1'));
    expect(seen).not.toContain(ref('Q2'));
  });

  it('each kind of component can be added where it fits, and a spot off the table is refused', () => {
    const kinds: Component[] = [
      { kind: 'standardDeck' },
      { kind: 'card', label: 'Hero', front: ref('front'), back: ref('back') },
      { kind: 'die', sides: 20, color: '#aa0000' },
      { kind: 'die', sides: 6, color: '#ffffff', labels: ['Hit', 'Hit', 'Miss', 'Miss', 'Shield', 'Crit'] },
      { kind: 'counter', label: 'Score', color: '#336699', value: 10 },
      { kind: 'token', label: 'Gold', color: '#ffcc00', shape: 'round' },
      { kind: 'token', label: 'Crest', color: '#ffffff', shape: 'square', image: ref('crest') },
      { kind: 'meeple', owner: 1 },
      { kind: 'board', label: 'Map', w: 20, d: 14, color: '#557755', image: ref('map') },
      { kind: 'tile', label: 'Forest', shape: 'hex', color: '#228822' },
      { kind: 'bag', name: 'Loot' },
      { kind: 'zone', owner: 0, w: 10, d: 4 },
    ];
    let m = newTable(2);
    for (const what of kinds) m = added(m, 0, what, 0, 0).match;
    const shown = Object.values(tableOf(m, 1).pieces);
    for (const kind of ['board', 'counter', 'zone'] as const) expect(shown.some((p) => p.kind === kind), kind).toBe(true);
    expect(shown.find((p) => p.kind === 'tile' && p.shape === 'hex')).toBeTruthy();
    expect(shown.find((p) => p.kind === 'die' && p.die?.labels[5] === 'Crit')).toBeTruthy();
    rejects(m, 0, { t: 'add', x: 23, z: 0, what: { kind: 'board', label: 'Map', w: 20, d: 14, color: '#557755' } }, 'sandbox/off-table');
    rejects(m, 0, { t: 'add', x: 0, z: 0, what: { kind: 'meeple', owner: 5 } }, 'sandbox/no-seat');
    rejects(m, 0, { t: 'add', x: 0, z: 0, what: { kind: 'die', sides: 6, color: '#ffffff', labels: ['a', 'b'] } }, 'sandbox/bad-die');
  });

  it('a malformed component is refused by its shape: an unknown kind, a die of 7 sides, a colour that is not one', () => {
    for (const what of [{ kind: 'dragon' }, { kind: 'die', sides: 7, color: '#ffffff' }, { kind: 'counter', label: 'x', color: 'red', value: 1 }]) {
      expect(isRuleError(sandbox.parseAction({ t: 'add', x: 0, z: 0, what }))).toBe(true);
    }
  });
});

describe('removing, locking, counting, moving together', () => {
  it('a removed deck goes with its cards, unnamed', () => {
    const m0 = newTable(2);
    const r = act(m0, 0, { t: 'remove', id: 'deck' });
    expect(r.match.state.pieces.deck).toBeUndefined();
    expect(r.events[0]!.text).toBe('Seat 1 removed Deck from the table.');
  });

  it('a locked piece cannot be moved, turned, taken, put away or removed until unlocked; it can still be turned over', () => {
    let m = act(newTable(2), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const card = Object.values(m.state.pieces).find((p) => p.kind === 'card')!.id;
    m = act(m, 1, { t: 'lock', id: card, locked: true }).match;
    expect(tableOf(m, 0).pieces[card]).toMatchObject({ locked: true, draggable: false });
    for (const action of [
      { t: 'move', id: card, x: 0, z: 0 }, { t: 'rotate', id: card, dir: 1 }, { t: 'take', id: card },
      { t: 'toDeck', id: card, deck: 'discard' }, { t: 'remove', id: card }, { t: 'moveGroup', ids: [card], dx: 1, dz: 0 },
    ]) rejects(m, 0, action, 'sandbox/locked');
    rejects(m, 0, { t: 'lock', id: card, locked: true }, 'sandbox/already');
    m = act(m, 0, { t: 'flip', id: card }).match;
    m = act(m, 0, { t: 'lock', id: card, locked: false }).match;
    act(m, 0, { t: 'move', id: card, x: 0, z: 0 });
  });

  it('a counter goes up and down within its limit, and only a counter counts', () => {
    const first = added(newTable(2), 0, { kind: 'counter', label: 'Score', color: '#336699', value: 9990 });
    let match = first.match;
    const id = first.id;
    match = act(match, 1, { t: 'count', id, by: 5 }).match;
    expect(tableOf(match, 0).pieces[id]).toMatchObject({ kind: 'counter', value: 9995 });
    rejects(match, 1, { t: 'count', id, by: 5 }, 'sandbox/counter-limit');
    rejects(match, 1, { t: 'count', id: 'deck', by: 1 }, 'sandbox/not-a-counter');
    expect(match.log[match.log.length - 1]!.text).toBe('Seat 2 set the Score counter to 9995.');
  });

  it('a selection moves together and keeps what lies on what', () => {
    let m = newTable(2);
    m = act(m, 0, { t: 'move', id: 'die-d6a', x: -4.5, z: -3 }).match; // onto the discard pile
    const y = m.state.pieces['die-d6a']!.y;
    m = act(m, 0, { t: 'moveGroup', ids: ['die-d6a', 'discard'], dx: -10.5, dz: 0 }).match;
    expect(m.state.pieces.discard).toMatchObject({ x: -15, z: -3 });
    expect(m.state.pieces['die-d6a']).toMatchObject({ x: -15, z: -3, y });
    rejects(m, 0, { t: 'moveGroup', ids: ['discard', 'discard'], dx: 1, dz: 0 }, 'sandbox/duplicate-piece');
    rejects(m, 0, { t: 'moveGroup', ids: ['discard'], dx: 40, dz: 0 }, 'sandbox/off-table');
  });
});

describe('hidden zones', () => {
  /** Seat 0's zone at x = 14, and a face-up custom card played into it by seat 0. */
  function zoned(): { match: Match<SandboxState>; card: string; face: string } {
    const first = added(newTable(3), 0, sheetDeck(5), -15, 0);
    let match = first.match;
    const id = first.id;
    match = added(match, 0, { kind: 'zone', owner: 0, w: 10, d: 6 }, 14, 0).match;
    match = act(match, 0, { t: 'draw', deck: id, n: 1, to: 'hand' }).match;
    const item = match.state.hands[0]![0]!;
    match = act(match, 0, { t: 'play', id: item.id, x: 14, z: 0, faceUp: true }).match;
    const card = Object.values(match.state.pieces).find((p) => p.kind === 'card' && p.x === 14)!.id;
    return { match, card, face: item.kind === 'card' ? item.card.front.image! : '' };
  }

  it('a face-up card in a hidden zone shows its face to the zone\'s owner only; others see its back', () => {
    const { match, card, face } = zoned();
    expect(tableOf(match, 0).pieces[card]).toMatchObject({ faceUp: true, image: face });
    for (const viewer of [1, 2, 'spectator'] as Viewer[]) {
      expect(tableOf(match, viewer).pieces[card]).toMatchObject({ faceUp: false, backImage: ref('back') });
      expect(leaked(JSON.stringify(projectMatch(sandbox, match, viewer)), hiddenNeedles(match, viewer)), String(viewer)).toEqual([]);
      expect(JSON.stringify(projectMatch(sandbox, match, viewer))).not.toContain(face);
    }
  });

  it('a card moved out of a hidden zone shows its face to everyone, and that cannot be undone', () => {
    const { match, card, face } = zoned();
    const r = applyAction(sandbox, match, 0, { t: 'move', id: card, x: 0, z: 8 });
    if (isRuleError(r)) throw new Error(r.message);
    expect(r.reveals.length).toBeGreaterThan(0);
    expect(JSON.stringify(projectMatch(sandbox, r.match, 1))).toContain(face);
  });

  it('moving, turning and playing into zones never tells a viewer a face hidden from it (the faces trade places unseen)', () => {
    const { match, card } = zoned();
    let m = expectIndistinguishable(match, 1, { t: 'move', id: card, x: 12, z: 1 }).match;
    m = expectIndistinguishable(m, 0, { t: 'rotate', id: card, dir: 1 }).match;
    m = expectIndistinguishable(m, 0, { t: 'flip', id: card }).match;
    expectIndistinguishable(m, 0, { t: 'flip', id: card });
  });
});

describe('DESIGN §2.3 a group\'s own faces: random play never names a hidden face', () => {
  it('after every action on a table of custom decks and zones, each viewer\'s projection survives a swap of the faces hidden from it', () => {
    const rng = new Rng(seedRng('custom-walk'));
    let m = added(newTable(3, 'custom-walk'), 0, sheetDeck(10), -15, 8).match;
    m = added(m, 0, { kind: 'cards', name: 'Quests', cards: [1, 2, 3, 4].map((i) => ({ face: ref(`Q${i}`), back: ref(`B${i % 2}`) })) }, -18, 8).match;
    m = added(m, 0, { kind: 'zone', owner: 1, w: 8, d: 6 }, 16, 8).match;
    m = added(m, 0, { kind: 'zone', owner: 2, w: 8, d: 6 }, 16, -8).match;
    const decks = Object.values(m.state.pieces).filter((p) => p.kind === 'deck').map((p) => p.id);
    const kinds = new Map<string, number>();
    let steps = 0;
    while (steps < 120) {
      const seat = rng.int(3);
      const cards = Object.values(m.state.pieces).filter((p) => p.kind === 'card').map((p) => p.id);
      const hand = m.state.hands[seat]!.map((h) => h.id);
      const spots = [{ x: 16, z: 8 }, { x: 16, z: -8 }, { x: 0, z: 0 }, { x: 5, z: 5 }];
      const spot = rng.pick(spots);
      const options: SandboxAction[] = [
        { t: 'draw', deck: rng.pick(decks), n: 1, to: rng.pick(['hand', 'table'] as const), from: 'top' },
        { t: 'deal', deck: rng.pick(decks), n: 1 },
        { t: 'shuffle', deck: rng.pick(decks) },
        { t: 'peek', deck: rng.pick(decks), n: 2 },
      ];
      if (hand.length > 0) options.push({ t: 'play', id: rng.pick(hand), x: spot.x, z: spot.z, faceUp: rng.int(2) === 0 });
      if (cards.length > 0) {
        const c = rng.pick(cards);
        options.push(
          { t: 'move', id: c, x: spot.x, z: spot.z }, { t: 'flip', id: c }, { t: 'take', id: c },
          { t: 'toDeck', id: c, deck: rng.pick(decks), where: 'top' }, { t: 'moveGroup', ids: [c], dx: rng.pick([-1, 1]), dz: 0 },
        );
      }
      const action = rng.pick(options);
      if (isRuleError(applyAction(sandbox, m, seat, action))) continue;
      m = expectIndistinguishable(m, seat, action).match;
      kinds.set(action.t, (kinds.get(action.t) ?? 0) + 1);
      steps++;
    }
    for (const t of ['draw', 'deal', 'play', 'move', 'flip', 'take', 'toDeck', 'peek', 'shuffle', 'moveGroup']) expect(kinds.get(t) ?? 0, t).toBeGreaterThan(0);
  });
});
