import { describe, expect, it } from 'vitest';
import { applyAction, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { LogEntry, SeatId, Viewer } from '../../../engine/core/types.ts';
import { FLOWER_TOKENS, forestCards, standardCards } from '../../../engine/games/sandbox/setup.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxAction } from '../../../engine/games/sandbox/actions.ts';
import type { SandboxState } from '../../../engine/games/sandbox/state.ts';
import { act, edit, newTable } from '../../helpers/sandbox.ts';
import { allViewers, expectIndistinguishable, type Identity } from '../../helpers/sandbox-swap.ts';

/**
 * DESIGN §2.3: a viewer's projection names a card (or token, or tile) only when that
 * viewer may see its face at that moment — it lies face up, it is in the viewer's own
 * hand, or the viewer looked at it. Each rule is checked in the strong form: every
 * identity hidden from a viewer trades places with another, and that viewer's whole
 * projection (view, table, prompts, log text and event data) must stay byte-identical.
 */

/** A 2-seat demo table (56 cards in the deck) with these cards moved to the top, the last on top. */
function withTop(...top: string[]): Match<SandboxState> {
  return edit(newTable(2, 'knowledge'), (s) => {
    const deck = s.pieces.deck;
    if (deck?.kind !== 'deck') throw new Error('no deck');
    const picked = top.map((f) => deck.cards.find((c) => c.front.face === f)!);
    deck.cards = deck.cards.filter((c) => !top.includes(c.front.face)).concat(picked);
  });
}

const lastLog = (m: Match, viewer: Viewer): LogEntry => projectMatch(sandbox, m, viewer).log.at(-1)!;

/** Checks that `id` was among the identities moved for each of `viewers`, and for no other viewer. */
function movedFor(moved: Map<Viewer, Set<Identity>>, id: Identity, viewers: readonly Viewer[]): void {
  for (const [viewer, set] of moved) expect(set.has(id), `${id} hidden from viewer ${viewer}`).toBe(viewers.includes(viewer));
}

/** A face-down card as a log line's data names it (engine/games/sandbox/names.ts). */
const FACE_DOWN = { id: 'sandbox.piece.card-down', values: { cap: 'no' } };

describe('DESIGN §2.3 a card is named to a viewer only while that viewer may see its face', () => {
  it('a face-down card put on a deck is not named to its mover, nor to anyone else', () => {
    // Seat 1 draws Q♥ blind onto the table: nobody has seen its face, seat 1 included.
    const m = act(withTop('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    for (const [seat, where] of [[1, 'top'], [0, 'bottom']] as const) {
      const r = expectIndistinguishable(m, seat, { t: 'toDeck', id: 'p1', deck: 'discard', where });
      movedFor(r.moved, 'card:QH', allViewers(m));
      const place = where === 'top' ? 'on top of' : 'at the bottom of';
      for (const viewer of allViewers(m)) {
        expect(lastLog(r.match, viewer)).toEqual({
          v: 2, kind: 'toDeck', seat, text: `Seat ${seat + 1} put a face-down card ${place} Discard.`,
          data: { deck: 'discard', where, deckName: { id: 'sandbox.name.deck.discard' }, piece: FACE_DOWN },
        });
      }
    }
  });

  it('a card put on a deck from a hand is named only to the seat whose hand it was', () => {
    const m = act(withTop('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    const r = expectIndistinguishable(m, 0, { t: 'toDeck', id: 'p1', deck: 'discard' });
    movedFor(r.moved, 'card:QH', [1, 'spectator']);
    expect(lastLog(r.match, 0).text).toBe('You put Q♥ on top of Discard.');
    expect(lastLog(r.match, 1).text).toBe('Seat 1 put a card from their hand on top of Discard.');
  });

  it('a card drawn face down onto the table is named to nobody, its drawer included', () => {
    const r = expectIndistinguishable(withTop('QH', 'KD'), 0, { t: 'draw', deck: 'deck', n: 2, to: 'table' });
    for (const card of ['card:QH', 'card:KD']) movedFor(r.moved, card, [0, 1, 'spectator']);
    expect(lastLog(r.match, 0).text).toBe('Seat 1 drew 2 cards from the top of Deck onto the table: a face-down card, a face-down card.');
    expect(lastLog(r.match, 0).data).toEqual({
      deck: 'deck', n: 2, from: 'top', to: 'table', ids: ['p1', 'p2'], deckName: { id: 'sandbox.name.deck.deck' }, cardNames: [FACE_DOWN, FACE_DOWN],
    });
  });

  it('a card drawn or searched into a hand is named only to the seat that took it', () => {
    const m = withTop('KD', 'QH');
    const drawn = expectIndistinguishable(m, 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' });
    movedFor(drawn.moved, 'card:QH', [1, 'spectator']);
    expect(lastLog(drawn.match, 0).text).toBe('You drew Q♥ from Deck.');
    const searched = expectIndistinguishable(m, 1, { t: 'search', deck: 'deck', face: 'K♦' });
    movedFor(searched.moved, 'card:KD', [0, 'spectator']);
    expect(lastLog(searched.match, 1).text).toBe('You took K♦ from Deck.');
    expect(lastLog(searched.match, 0).text).toBe('Seat 2 searched Deck and took a card into their hand.');
  });

  it('a dealt card is named only to the seat that receives it', () => {
    // The top card goes to seat 1, the next to seat 2.
    const r = expectIndistinguishable(withTop('QH', 'KD'), 1, { t: 'deal', deck: 'deck', n: 1 });
    movedFor(r.moved, 'card:KD', [1, 'spectator']);
    movedFor(r.moved, 'card:QH', [0, 'spectator']);
    expect(projectMatch(sandbox, r.match, 0).log.map((e) => e.text)).toEqual([
      'Seat 2 dealt 1 card from Deck to each seat.', 'You received K♦.', 'Seat 2 received 1 card.',
    ]);
  });

  it('a card played face down is named only to its player', () => {
    const m = act(withTop('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'hand' }).match;
    const r = expectIndistinguishable(m, 0, { t: 'play', id: 'p1', x: 0, z: 0, faceUp: false });
    movedFor(r.moved, 'card:QH', [1, 'spectator']);
    expect(lastLog(r.match, 0).text).toBe('You played Q♥ face down.');
    expect(lastLog(r.match, 1)).toEqual({ v: 2, kind: 'play', seat: 0, text: 'Seat 1 played a face-down card.', data: { id: 'p2', faceUp: false, piece: FACE_DOWN } });
  });

  it('a face-down card moved, stacked on another piece or turned is named to nobody', () => {
    let m = act(withTop('QH', 'KD'), 0, { t: 'draw', deck: 'deck', n: 2, to: 'table' }).match;
    for (const [seat, action] of [
      [1, { t: 'move', id: 'p1', x: -8, z: -3 }], // onto the deck: it stacks
      [0, { t: 'rotate', id: 'p2', dir: 1 }],
      [1, { t: 'move', id: 'p2', x: -10, z: -11, rot: Math.PI / 2 }], // onto a tile
    ] as Array<[SeatId, SandboxAction]>) {
      const r = expectIndistinguishable(m, seat, action);
      for (const card of ['card:QH', 'card:KD']) movedFor(r.moved, card, allViewers(m));
      expect(lastLog(r.match, seat).text).toMatch(/^Seat \d (moved|turned) a face-down card/);
      m = r.match;
    }
    expect(m.state.pieces.p1?.y).toBeGreaterThan(1);
  });

  it('a face-down card taken into a hand is named only to its taker', () => {
    const m = act(withTop('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    const r = expectIndistinguishable(m, 1, { t: 'take', id: 'p1' });
    movedFor(r.moved, 'card:QH', [0, 'spectator']);
    expect(lastLog(r.match, 1).text).toBe('You took Q♥ into your hand.');
    expect(lastLog(r.match, 0).text).toBe('Seat 2 took a face-down card into their hand.');
  });

  it('a card turned face up is named to everyone; turned face down again, nothing more is told of it', () => {
    let m = act(withTop('QH'), 0, { t: 'draw', deck: 'deck', n: 1, to: 'table' }).match;
    let r = expectIndistinguishable(m, 1, { t: 'flip', id: 'p1' });
    movedFor(r.moved, 'card:QH', []);
    for (const viewer of allViewers(m)) expect(lastLog(r.match, viewer).text).toBe('Seat 2 turned over a face-down card: Q♥.');
    r = expectIndistinguishable(r.match, 0, { t: 'flip', id: 'p1' });
    expect(lastLog(r.match, 'spectator').text).toBe('Seat 1 turned Q♥ face down.');
    m = r.match;
    r = expectIndistinguishable(m, 0, { t: 'toDeck', id: 'p1', deck: 'deck' });
    movedFor(r.moved, 'card:QH', allViewers(m));
    expect(lastLog(r.match, 0).text).toBe('Seat 1 put a face-down card on top of Deck.');
  });

  it('a peek names the cards only to the seat that looked', () => {
    const r = expectIndistinguishable(withTop('KD', 'QH'), 1, { t: 'peek', deck: 'deck', n: 2 });
    for (const card of ['card:QH', 'card:KD']) movedFor(r.moved, card, [0, 'spectator']);
    expect(lastLog(r.match, 1).text).toBe('You see, top first: Q♥, K♦.');
    expect(lastLog(r.match, 0).text).toBe('Seat 2 looked at the top 2 cards of Deck.');
  });

  it('a shuffle names no card to anyone', () => {
    const r = expectIndistinguishable(withTop('QH'), 0, { t: 'shuffle', deck: 'deck' });
    movedFor(r.moved, 'card:QH', allViewers(r.match));
    for (const moved of r.moved.values()) expect([...moved].filter((id) => id.startsWith('card:'))).toHaveLength(56);
  });

  it('a face-down token put into the bag is named to nobody, its mover included', () => {
    // Seat 1 plays a drawn token face down; seat 2 (who never saw it) puts it back.
    let m = act(newTable(2, 'knowledge'), 0, { t: 'bagDraw', bag: 'bag', to: 'hand' }).match;
    const token = m.state.hands[0]![0]!;
    if (token.kind !== 'token') throw new Error('fixture');
    m = act(m, 0, { t: 'play', id: token.id, x: 0, z: 0, faceUp: false }).match;
    const r = expectIndistinguishable(m, 1, { t: 'bagReturn', id: 'p2', bag: 'bag' });
    for (const viewer of allViewers(m)) {
      const world = r.worlds.get(viewer)!;
      const bag = world.state.pieces.bag;
      // In the swapped world the token that went back was of another kind.
      expect(bag?.kind === 'bag' && bag.items.at(-1)?.kind, `viewer ${viewer}`).not.toBe(token.token.kind);
      expect(lastLog(r.match, viewer).text).toBe('Seat 2 put a face-down token into Flower bag.');
    }
  });

  it('a token drawn into or put back from a hand is named only to that hand\'s seat', () => {
    const m = newTable(2, 'knowledge');
    const drawn = expectIndistinguishable(m, 0, { t: 'bagDraw', bag: 'bag', to: 'hand' });
    const held = drawn.match.state.hands[0]![0]!;
    if (held.kind !== 'token') throw new Error('fixture');
    for (const viewer of [1, 'spectator'] as Viewer[]) {
      const there = drawn.worlds.get(viewer)!.state.hands[0]![0]!;
      expect(there.kind === 'token' && there.token.kind).not.toBe(held.token.kind);
    }
    expect(lastLog(drawn.match, 0).text).toBe(`You drew a ${held.token.label} token from Flower bag.`);
    const back = expectIndistinguishable(drawn.match, 0, { t: 'bagReturn', id: held.id, bag: 'bag' });
    expect(lastLog(back.match, 0).text).toBe(`You put a ${held.token.label} token from your hand into Flower bag.`);
    expect(lastLog(back.match, 1).text).toBe('Seat 1 put a token from their hand into Flower bag.');
  });

  it('a face-down tile is named to nobody when moved or turned', () => {
    let m = newTable(2, 'knowledge');
    m = act(m, 0, { t: 'flip', id: 'tile-1' }).match;
    m = act(m, 1, { t: 'flip', id: 'tile-2' }).match;
    for (const [seat, action] of [
      [0, { t: 'move', id: 'tile-1', x: 0, z: 0 }], [1, { t: 'rotate', id: 'tile-2', dir: -1 }],
    ] as Array<[SeatId, SandboxAction]>) {
      const r = expectIndistinguishable(m, seat, action);
      for (const tile of ['tile:crossroads', 'tile:straight']) movedFor(r.moved, tile, allViewers(m));
      m = r.match;
    }
  });
});

/**
 * Actions that prompts leave out or sample narrowly: searches, bottom draws, the bottom of
 * a deck, and the cards and tokens on the table (the prompts spread over every piece).
 */
function extraActions(s: SandboxState, rng: Rng): SandboxAction[] {
  const faces = [...standardCards(), ...forestCards()].flatMap((c) => [c.front.face, c.front.label, ...(c.back ? [c.back.face] : [])]);
  const onTable = Object.values(s.pieces).filter((p) => p.kind === 'card' || p.kind === 'token');
  const out: SandboxAction[] = [
    { t: 'search', deck: rng.pick(['deck', 'discard']), face: rng.pick(faces) },
    { t: 'bagSearch', bag: 'bag', kind: rng.pick(FLOWER_TOKENS).kind },
    { t: 'draw', deck: rng.pick(['deck', 'discard']), n: 2, to: 'table', from: 'bottom' },
    { t: 'peek', deck: rng.pick(['deck', 'discard']), n: 3 },
  ];
  if (onTable.length > 0) {
    // Cards and tokens on the table, face-down ones above all, moved, stacked and turned.
    const p = rng.pick(onTable);
    out.push(
      { t: 'toDeck', id: p.id, deck: rng.pick(['deck', 'discard']), where: 'bottom' },
      { t: 'bagReturn', id: p.id, bag: 'bag' },
      { t: 'move', id: p.id, x: rng.pick([-8, -4.5, 0, 9, 12]), z: rng.pick([-11, -3, 0, 5]) },
      { t: 'rotate', id: p.id, dir: rng.pick([1, -1] as const) },
      { t: 'take', id: p.id },
      { t: 'flip', id: p.id },
    );
  }
  return out;
}

describe('DESIGN §2.3 random play never names a hidden identity', () => {
  it('after every action, each viewer\'s projection survives a swap of the identities hidden from it', () => {
    const rng = new Rng(seedRng('knowledge-walk'));
    let m = newTable(3, 'knowledge-walk');
    const kinds = new Map<string, number>();
    let steps = 0;
    while (steps < 150) {
      const seat = rng.int(3);
      // One pick per kind of prompt (the many roll prompts count once), or an extra action.
      const prompts = sandbox.prompts(m.state, seat).filter((p) => !p.ends);
      const byKind = new Map<string, SandboxAction[]>();
      for (const p of prompts) {
        const kind = p.key.split(':')[0]!;
        // Removing and locking pieces would soon leave little to play with (custom.test.ts walks them).
        if (kind === 'remove' || kind === 'lock') continue;
        byKind.set(kind, [...(byKind.get(kind) ?? []), ...p.actions]);
      }
      const action = rng.int(3) === 0 ? rng.pick(extraActions(m.state, rng)) : rng.pick(rng.pick([...byKind.values()]));
      if (isRuleError(applyAction(sandbox, m, seat, action))) continue;
      m = expectIndistinguishable(m, seat, action).match;
      kinds.set(action.t, (kinds.get(action.t) ?? 0) + 1);
      steps++;
    }
    // The walk went through every kind of action that moves a hidden identity.
    for (const t of ['draw', 'deal', 'play', 'take', 'toDeck', 'flip', 'move', 'peek', 'search', 'shuffle', 'bagDraw', 'bagReturn']) {
      expect(kinds.get(t) ?? 0, t).toBeGreaterThan(0);
    }
  });
});
