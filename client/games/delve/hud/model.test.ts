import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../../engine/core/match.ts';
import { isRuleError } from '../../../../engine/core/result.ts';
import type { Viewer } from '../../../../engine/core/types.ts';
import { delve } from '../../../../engine/games/delve/index.ts';
import type { DelveState, DelveView } from '../../../../engine/games/delve/state.ts';
import {
  bannerOf, cardInfo, endSummary, orderChips, partyRows, playedCards, resting, selecting, stepOf, type DPrompt,
} from './model.ts';
import { actAll, empty, turnOf } from '../../../../tests/engine/delve/fixtures.ts';
import { addWords } from '../../../words/say.ts';
import { delveWords } from '../words/index.ts';

// The game's words, as its manifest adds them when its client loads.
addWords(delveWords);

const NAMES = ['Ana', 'Ben'];

function start(): Match {
  return createMatch(delve, { characters: ['warden', 'ranger'] }, 2, 'hud-model') as Match;
}

function apply(m: Match, seat: number, a: unknown): Match {
  const r = applyAction(delve, m, seat, a);
  if (isRuleError(r)) throw new Error(r.message);
  return r.match;
}

function seen(m: Match, viewer: Viewer): { v: DelveView; p: DPrompt[] } {
  const proj = projectMatch(delve, m, viewer);
  return { v: proj.view as DelveView, p: proj.prompts as DPrompt[] };
}

describe('Delve HUD model', () => {
  it('cards read as printed: name, initiative, each half\'s lines with its lost and bonus marks', () => {
    expect(cardInfo('warden-crush')).toEqual({
      id: 'warden-crush', name: 'Crushing Blow', initiative: 62,
      top: { lines: ['Attack 5'], lost: true, bonus: null },
      bottom: { lines: ['Move 2', 'Loot 1'], lost: false, bonus: null },
    });
    expect(cardInfo('warden-bash').bottom).toEqual({ lines: ['Shield 1 this round'], lost: false, bonus: 'round' });
    expect(cardInfo('warden-stance').top.bonus).toBe('persistent');
  });

  it('selection: the chooser is asked for two cards or a long rest; after choosing it sees its own choice, others only that it chose', () => {
    let m = start();
    let { v, p } = seen(m, 0);
    expect(bannerOf(v, p, 0, NAMES)).toMatchObject({ phase: 'Card selection', yours: true, expected: expect.stringMatching(/Choose two cards/) });
    expect(selecting(v, p, 0)).toMatchObject({ canPlay: true, canRest: false, mine: null });
    expect(selecting(v, p, 0)?.hand).toHaveLength(10);
    m = apply(m, 0, { t: 'select', cards: ['warden-bash', 'warden-charge'] });
    ({ v, p } = seen(m, 0));
    expect(selecting(v, p, 0)?.mine).toEqual({ cards: ['warden-bash', 'warden-charge'] });
    expect(bannerOf(v, p, 0, NAMES).expected).toMatch(/^Chosen — you may still change it\. Waiting for Ranger \(Ben\)\.$/);
    const other = seen(m, 1);
    expect(partyRows(other.v, NAMES)[0]).toMatchObject({ name: 'Warden', player: 'Ana', status: 'has chosen', handCount: 10 });
    expect(selecting(other.v, other.p, 1)?.mine).toBeNull();
    // A spectator is asked nothing.
    const spec = seen(m, 'spectator');
    expect(selecting(spec.v, spec.p, 'spectator')).toBeNull();
    expect(bannerOf(spec.v, spec.p, 'spectator', NAMES).yours).toBe(false);
  });

  it('after the reveal: the order strip, the acting seat\'s played cards with the halves it may start with, then the step it is at', () => {
    let m = apply(apply(start(), 0, { t: 'select', cards: ['warden-charge', 'warden-guard'] }), 1, { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] });
    const first = (m.state as DelveState).turn!.seat;
    let { v, p } = seen(m, first);
    const chips = orderChips(v, NAMES);
    expect(chips.map((c) => c.initiative)).toEqual([...chips.map((c) => c.initiative)].sort((a, b) => a - b));
    expect(chips.find((c) => c.current)?.seat).toBe(first);
    const played = playedCards(v, p, first);
    expect(played).toHaveLength(2);
    expect(played.every((c) => c.halves.every((h) => h.action && h.plain))).toBe(true);
    expect(stepOf(v, p)?.text).toMatch(/^Choose which card gives its top action/);
    // Others see no controls.
    const other = seen(m, 1 - first);
    expect(playedCards(other.v, other.p, 1 - first)).toEqual([]);
    const card = played[0]!.info.id;
    const bottom = played[0]!.halves[1]!.action!;
    m = apply(m, first, bottom);
    ({ v, p } = seen(m, first));
    const step = stepOf(v, p);
    if ((m.state as DelveState).turn?.doing) {
      expect(step?.onMap).toBe(true);
      expect(step?.skip?.action).toEqual({ t: 'skip' });
    }
    const after = playedCards(v, p, first).find((c) => c.info.id === card);
    expect(after?.used).toBe(true);
    expect(after?.inUse).toBe((m.state as DelveState).turn?.doing?.card === card);
  });

  it('a step on the map says how to press a glowing hex on this device: click with a mouse, tap on a touch screen', () => {
    let m = start();
    m = apply(m, 0, { t: 'select', cards: ['warden-bash', 'warden-charge'] });
    m = apply(m, 1, { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] });
    const s = structuredClone(m.state) as DelveState;
    s.turn!.extraMove = 2;
    const { v, p } = seen({ ...m, state: s }, s.turn!.seat);
    expect(stepOf(v, p)?.text).toBe('Swift Boots: move up to 2 — click a glowing hex or drag your figure.');
    expect(stepOf(v, p, 'tap')?.text).toBe('Swift Boots: move up to 2 — tap a glowing hex or drag your figure.');
  });

  it('cleanup: the short rest says what it costs; the redraw says what it does to health', () => {
    const m = start();
    const s = structuredClone(m.state) as DelveState;
    s.phase = 'cleanup';
    s.cleanup = { waiting: [0], rests: {} };
    s.chars[0]!.discard = ['warden-bash', 'warden-line', 'warden-sweep'];
    let mm: Match = { ...m, state: s };
    let { v, p } = seen(mm, 0);
    const r = resting(v, p, 0)!;
    expect(r.controls.map((c) => c.label)).toEqual(['Short rest: lose one of your 3 discarded cards at random, take the others back', 'No rest']);
    expect(r.controls[0]!.detail).toBe('Your 3 discarded cards: one is lost at random, 2 return to your hand.');
    mm = apply(mm, 0, { t: 'shortRest', rest: true });
    ({ v, p } = seen(mm, 0));
    const drawn = resting(v, p, 0)!;
    expect(drawn.drawn?.id).toBe(v.cleanup.rests['0']!.card);
    expect(drawn.controls.find((c) => c.action.t === 'redraw' && c.action.redraw)?.detail).toBe('Health 12 → 11.');
    expect(resting(v, p, 1)).toBeNull();
  });

  it('the end: victory or defeat with each character\'s state', () => {
    const m = start();
    const s = structuredClone(m.state) as DelveState;
    s.result = { victory: true, reason: 'every monster is defeated' };
    s.phase = 'over';
    s.chars[1]!.exhausted = true;
    const { v } = seen({ ...m, state: s }, 'spectator');
    expect(endSummary(v, NAMES)).toMatchObject({ victory: true, title: 'Victory', rows: [{ name: 'Warden', player: 'Ana', health: '12/12' }, { name: 'Ranger', health: 'exhausted' }] });
  });

  it('D.6 the party panel shows no active card for an exhausted character: its active cards left play with it', () => {
    let s = empty(['warden', 'ranger']);
    const w = s.chars[0]!;
    w.hand = ['warden-bash'];
    w.discard = [];
    w.active = [{ card: 'warden-stance', half: 'top', until: 'used', bonus: { k: 'ward', n: 1, left: 2 }, lost: true }];
    expect(partyRows(delve.view(s, 1), NAMES)[0]!.active.map((a) => a.note)).toEqual(['2 left']);
    s = turnOf(s, 1, ['ranger-quick', 'ranger-aimed']);
    s = actAll(s, [[1, { t: 'half', card: 'ranger-quick', half: 'bottom' }], [1, { t: 'skip' }], [1, { t: 'half', card: 'ranger-aimed', half: 'top' }], [1, { t: 'shortRest', rest: false }]]);
    // The next round's exhaustion check took the Warden out (one card in hand, none discarded).
    const [warden] = partyRows(delve.view(s, 1), NAMES);
    expect(warden).toMatchObject({ exhausted: true, active: [] });
    expect(warden!.lost.map((c) => c.name)).toContain('Guardian Stance');
  });
});
