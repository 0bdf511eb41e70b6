import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { root } from '../../../engine/games/root/index.ts';
import { cs } from '../../../engine/games/root/factions/clergy/state.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { act, blank, enter, give, HCC, QL } from './fixtures.ts';

/**
 * DESIGN §2.3: each viewer receives only what it may see — view, table, prompts and log.
 * Needles are JSON-quoted so a short id like "k1" cannot match inside "k12".
 */

const VIEWERS: Viewer[] = [0, 1, 'spectator'];

function needles(m: Match<RootState>, viewer: Viewer): Array<{ what: string; needle: string }> {
  const s = m.state;
  const out: Array<{ what: string; needle: string }> = [];
  for (const p of s.players) {
    if (p.seat === viewer) continue;
    for (const c of p.hand) out.push({ what: `seat ${p.seat} card id`, needle: JSON.stringify(c.id) });
    if (p.hand.length > 1) out.push({ what: `seat ${p.seat} hand`, needle: JSON.stringify(p.hand.map((c) => c.key)) });
  }
  if (s.deck.length > 1) out.push({ what: 'deck order', needle: JSON.stringify(s.deck) });
  // Five or more suits in a row cannot be a card's cost (at most four icons).
  const bag = cs(s).bag;
  if (bag.length >= 5) out.push({ what: 'bag order', needle: JSON.stringify(bag) });
  for (const w of m.rng.s) if (String(w).length >= 6) out.push({ what: 'rng word', needle: String(w) });
  return out;
}

function leaks(m: Match<RootState>, viewer: Viewer): string[] {
  const text = JSON.stringify(projectMatch(root, m, viewer));
  return needles(m, viewer).filter((n) => text.includes(n.needle)).map((n) => `${n.what} ${n.needle}`);
}

/** Random legal play through the prompts; `each(match, i)` after every action. */
function randomPlay(seed: string, actions: number, each: (m: Match<RootState>, i: number) => void): Match<RootState> {
  let m = createMatch(root, {}, 2, seed) as Match<RootState>;
  const pick = new Rng(seedRng(`pick:${seed}`));
  for (let i = 0; i < actions && !root.status(m.state).over; i++) {
    const seat = [0, 1].find((x) => root.prompts(m.state, x).length > 0);
    if (seat === undefined) throw new Error('dead end');
    const prompt = pick.pick(root.prompts(m.state, seat));
    const r = applyAction(root, m, seat, pick.pick(prompt.actions));
    if (isRuleError(r)) throw new Error(r.message);
    m = r.match as Match<RootState>;
    each(m, i);
  }
  return m;
}

/** Random legal play, checking every viewer's projection as it goes. */
function playChecking(seed: string, actions: number): { m: Match<RootState>; checked: number } {
  let checked = 0;
  const m = randomPlay(seed, actions, (m, i) => {
    if (i % 7 !== 0) return;
    for (const viewer of VIEWERS) expect(leaks(m, viewer)).toEqual([]);
    checked++;
  });
  return { m, checked };
}

/**
 * The secrets hidden from `viewer`, rearranged by the module's scramble (other seats'
 * cards swapped with deck cards, the deck and the Clergy's bag in another order), and
 * other RNG words. Everything `viewer` may see stays as it was.
 */
function rearrangeHidden(m: Match<RootState>, viewer: Viewer, rng: Rng): Match<RootState> {
  const out = structuredClone(m);
  out.state = root.scramble(out.state, viewer, rng);
  out.rng = { s: [rng.nextU32(), rng.nextU32(), rng.nextU32(), rng.nextU32()] };
  return out;
}

describe('Root secrecy', () => {
  it('byte level: rearranging what a viewer may not see (other hands, deck and bag order, Rng) leaves its whole projection identical', () => {
    const shuffler = new Rng(seedRng('rearrange'));
    let compared = 0;
    let changed = 0;
    randomPlay('bytes', 300, (m, i) => {
      if (i % 5 !== 0) return;
      for (const viewer of VIEWERS) {
        const other = rearrangeHidden(m, viewer, shuffler);
        if (JSON.stringify(other.state) !== JSON.stringify(m.state)) changed++;
        expect(JSON.stringify(projectMatch(root, other, viewer)), `viewer ${viewer} at ${m.version}`)
          .toBe(JSON.stringify(projectMatch(root, m, viewer)));
        compared++;
      }
    });
    expect(compared).toBeGreaterThan(100);
    expect(changed).toBeGreaterThan(compared / 2);
  });

  it('no viewer ever receives another seat\'s card ids or hand, the deck order, the bag order or the Rng', () => {
    for (const seed of ['sec-a', 'sec-b', 'sec-c']) {
      const { m, checked } = playChecking(seed, 400);
      expect(checked).toBeGreaterThan(10);
      expect(needles(m, 'spectator').length).toBeGreaterThan(5);
    }
  });

  it('a seat sees its own hand; the others and spectators see only its count', () => {
    const { m } = playChecking('own', 40);
    for (const seat of [0, 1]) {
      const mine = projectMatch(root, m, seat);
      const ids = m.state.players[seat]!.hand.map((c) => c.id);
      expect(mine.table.hands[String(seat)]?.cards?.map((c) => c.id)).toEqual(ids);
      const other = projectMatch(root, m, 1 - seat);
      expect(other.table.hands[String(seat)]).toEqual({ seat, count: ids.length });
      expect((other.view as { seats: Array<{ hand?: unknown }> }).seats[seat]!.hand).toBeUndefined();
    }
    const spectator = projectMatch(root, m, 'spectator');
    expect(Object.values(spectator.table.hands).every((h) => h.cards === undefined)).toBe(true);
  });

  it('the blind bag is a count on the table, and a count with its public make-up by suit on the board, never its order', () => {
    const m = createMatch(root, {}, 2, 'bag') as Match<RootState>;
    for (const viewer of VIEWERS) {
      const p = projectMatch(root, m, viewer);
      expect(p.table.pieces['clergy-bag']).toMatchObject({ kind: 'bag', count: 11, faceUp: false });
      expect(p.table.pieces['clergy-bag']?.face).toBeUndefined();
      const board = (p.view as { seats: Array<{ board: Record<string, unknown> }> }).seats[HCC]!.board;
      expect(board.bag).toEqual({ count: 11, bySuit: { fox: 3, rabbit: 3, mouse: 3, bird: 2 } });
      expect(JSON.stringify(p)).not.toContain(JSON.stringify(cs(m.state).bag));
      expect(JSON.stringify(p)).not.toMatch(/"bird","bird"/);
    }
  });

  it('HCC.2.2.I the bag by suit is what the table shows: every flower less those in sight (map, Spoils, just drawn)', () => {
    randomPlay('bag-suits', 300, (m, i) => {
      if (i % 10 !== 0) return;
      const v = projectMatch(root, m, QL).view as { seats: Array<{ board: Record<string, unknown> }>; map: Array<{ tokens: Array<{ seat: number; kind: string; suit?: string }> }> };
      const by: Record<string, number> = { fox: 3, rabbit: 3, mouse: 3, bird: 2 };
      for (const c of v.map) for (const t of c.tokens) if (t.seat === HCC && t.kind === 'flower' && t.suit) by[t.suit]!--;
      for (const s of v.seats) for (const sp of (s.board.spoils as Array<{ owner: number; piece: string; suit?: string }> | undefined) ?? []) if (sp.owner === HCC && sp.piece === 'flower' && sp.suit) by[sp.suit]!--;
      const drawn = v.seats[HCC]!.board.drawn;
      if (typeof drawn === 'string') by[drawn]!--;
      expect((v.seats[HCC]!.board.bag as { bySuit: unknown }).bySuit, `at ${m.version}`).toEqual(by);
    });
  });

  it('draws: everyone learns how many, only the drawer learns which', () => {
    const s = blank();
    s.deck = ['fox-anvil', 'mouse-sword'];
    const r = enter(s, HCC, 'evening', 'hcc-draw');
    const draw = r.events.find((e) => e.kind === 'draw')!;
    expect(draw.text).toBe('The Honeycomb Clergy drew 1 card in Evening.');
    expect(JSON.stringify({ t: draw.text, d: draw.data })).not.toMatch(/Sword|mouse-sword|k\d/);
    expect(draw.secret).toMatchObject({ seats: [HCC] });
    expect(draw.secret?.text).toMatch(/Sword/);
  });

  it('cards changing hands get fresh ids (Repent), so an id never follows a card', () => {
    const s = blank();
    s.map[8]!.buildings.push({ seat: HCC, kind: 'cathedral' });
    s.map[8]!.warriors[QL] = 1;
    const [card] = give(s, QL, 'mouse-sword');
    const r = enter(s, HCC, 'evening', 'hcc-repent');
    const after = act(r.s, QL, { t: 'hcc.repent', card: card! }).s;
    const ids = after.players[HCC]!.hand.map((c) => c.id);
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(card);
  });
});
