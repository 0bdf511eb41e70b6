import { describe, expect, it } from 'vitest';
import type { RootAction } from '../../../../engine/games/root/actions.ts';
import type { RootView } from '../../../../engine/games/root/view.ts';
import {
  actionLabel, canCarry, cardUses, controlsOf, craftPieceWords, fieldValueWords, fixedClearings, moveMax, moveOrigins, moveTargets, normaliseMove, pickedMove, soleChoice, type Control,
} from './choices.ts';
import { CLERGY, LEGION, matchAfter, seen } from './fixtures.ts';
import { root } from '../../../../engine/games/root/index.ts';
import { blankGame } from '../../../../tests/engine/root/table-fixture.ts';
import { addWords } from '../../../words/say.ts';
import { rootWords } from '../words/index.ts';

// The words Root's client loads with it (manifest.ts): these tests read them in English.
addWords(rootWords);

type Move = Extract<RootAction, { t: 'move' }>;

function controls(steps: number, seat: number): { v: RootView; c: Control[] } {
  const { view, prompts } = seen(matchAfter(steps), seat);
  return { v: view, c: controlsOf(view, seat, prompts) };
}

/** No label may show an action's raw shape or an internal key. */
function labelsOf(c: readonly Control[]): string[] {
  return c.flatMap((x) => (x.kind === 'options' ? [x.label, ...x.options.map((o) => o.label)] : [x.label]));
}
const RAW = /[{}]|undefined|hcc\.|ql\.|\bk\d+\b|"t"/;

describe('Root HUD choices', () => {
  it('setup placements are lists of clearing names', () => {
    const { c } = controls(0, CLERGY);
    expect(c).toHaveLength(1);
    const setup = c[0]!;
    expect(setup.kind).toBe('options');
    if (setup.kind !== 'options') return;
    expect(setup.label).toBe('Place your cathedral and 3 warriors in a non-corner clearing');
    expect(setup.options.map((o) => o.label)).toEqual(['Creek (rabbit)', 'Mountain (fox)', 'Pond (mouse)', 'Meadow (fox)', 'Dune (mouse)', 'Beach (rabbit)', 'Waterfall (mouse)', 'Glade (fox)']);
    expect(setup.options[7]!.action).toEqual({ t: 'hcc.setup', clearing: 12 });
    expect(controls(0, LEGION).c).toEqual([]);
  });

  it('the campaign choice names the cards of the Legion\'s own hand', () => {
    const { v, c } = controls(6, LEGION);
    const hand = v.seats[LEGION]!.hand!;
    const campaign = c.find((x) => x.key === 'campaign');
    expect(campaign?.kind).toBe('options');
    if (campaign?.kind !== 'options') return;
    expect(campaign.options.map((o) => o.label)).toEqual(hand.map((h) => `${h.name} (${h.suit})`));
    expect(campaign.options.map((o) => o.card)).toEqual(hand.map((h) => h.id));
    expect(labelsOf(c).filter((l) => RAW.test(l))).toEqual([]);
  });

  it('Daylight: single actions are buttons, card choices name the card, ending the step comes last', () => {
    const { c } = controls(8, CLERGY);
    expect(c.map((x) => [x.kind, x.key])).toEqual([['button', 'mission'], ['options', 'swarm'], ['button', 'crusade'], ['button', 'done']]);
    const swarm = c[1]!;
    if (swarm.kind !== 'options') throw new Error('swarm is a list');
    expect(swarm.options.every((o) => /^Spend .+ \((fox|rabbit|mouse|bird)\) for 2 warriors in Glade \(fox\)$/.test(o.label))).toBe(true);
    expect(c[3]).toMatchObject({ kind: 'button', finish: true, label: 'End your actions and go to Offer' });
    expect(labelsOf(c).filter((l) => RAW.test(l))).toEqual([]);
  });

  it('the defender\'s ambush prompt names the ambush card; declining is the last button', () => {
    const { c } = controls(11, LEGION);
    expect(c.map((x) => [x.kind, x.key])).toEqual([['options', 'ambush'], ['button', 'done']]);
    expect(c[0]!.label).toBe('Ambush in Beach (rabbit): 2 hits before the dice');
    expect(c[0]!.kind === 'options' && c[0]!.options.map((o) => o.label)).toEqual(['Play Ambush (bird)']);
    expect(c[1]).toMatchObject({ label: 'No ambush', finish: true });
    expect(controls(11, CLERGY).c).toEqual([]);
  });

  it('the banner names the one real choice, and none when there are several', () => {
    expect(soleChoice(seen(matchAfter(0), CLERGY).prompts)).toBe('Place your cathedral and 3 warriors in a non-corner clearing');
    expect(soleChoice(seen(matchAfter(8), CLERGY).prompts)).toBeNull();
    expect(soleChoice(seen(matchAfter(11), LEGION).prompts)).toBe('Ambush in Beach (rabbit): 2 hits before the dice');
    expect(soleChoice(seen(matchAfter(11), CLERGY).prompts)).toBeNull();
  });

  it('card uses: each card of the hand with the prompted options that spend it', () => {
    const { view, prompts } = seen(matchAfter(8), CLERGY);
    const uses = cardUses(view, CLERGY, prompts);
    const ids = view.seats[CLERGY]!.hand!.map((h) => h.id);
    for (const [id, list] of uses) {
      expect(ids).toContain(id);
      expect(list.every((u) => u.prompt.startsWith('Swarm'))).toBe(true);
    }
    expect(uses.size).toBeGreaterThan(0);
  });

  it('the move picker offers origins, destinations, counts and flowers from the prompted moves only', () => {
    const { c } = controls(9, CLERGY);
    const picker = c.find((x) => x.kind === 'moves');
    if (picker?.kind !== 'moves') throw new Error('a move picker');
    const moves = picker.moves as Move[];
    expect(moveOrigins(moves)).toEqual([9, 10, 12]);
    expect(moveTargets(moves, 12)).toEqual([4, 7, 9, 10, 11]);
    expect(moveMax(moves, 12, 10)).toBe(4);
    // Glade holds no flowers; Dune holds two mouse flowers its warrior may carry.
    expect(canCarry(moves, 12, 10, 4)).toBe(false);
    expect(canCarry(moves, 9, 1, 1)).toBe(true);
    expect(normaliseMove(moves, {})).toEqual({ from: 9, to: moveTargets(moves, 9)[0], n: 1, carry: false });
    expect(normaliseMove(moves, { from: 12, to: 3, n: 9 })).toEqual({ from: 12, to: 4, n: 4, carry: false });
    expect(pickedMove(moves, { from: 12, to: 10, n: 4, carry: false })).toEqual({ t: 'move', from: 12, to: 10, n: 4 });
    expect(pickedMove(moves, { from: 9, to: 1, n: 1, carry: true })).toEqual({ t: 'move', from: 9, to: 1, n: 1, carry: ['flower-mouse'] });
    expect(pickedMove(moves, { from: 9, to: 1, n: 1, carry: false })).toEqual({ t: 'move', from: 9, to: 1, n: 1 });
  });

  it('every kind of action reads as words', () => {
    const { view } = seen(matchAfter(8), CLERGY);
    const card = view.seats[CLERGY]!.hand![0]!;
    const name = `${card.name} (${card.suit})`;
    const cases: Array<[RootAction, string]> = [
      [{ t: 'move', from: 12, to: 10, n: 2, carry: ['flower-fox'] }, 'Move 2 warriors from Glade (fox) to Beach (rabbit), carrying a fox flower'],
      [{ t: 'battle', clearing: 10, defender: LEGION }, 'Battle Queenless Legion in Beach (rabbit)'],
      [{ t: 'craft', card: card.id, using: ['c12:fox', 'c12:bird'] }, `Craft ${name} with fox flower in Glade (fox), bird flower in Glade (fox)`],
      [{ t: 'discard', card: card.id }, `Discard ${name}`],
      [{ t: 'remove', piece: 'flower-mouse' }, 'Lose a mouse flower'],
      [{ t: 'remove', piece: 'cathedral' }, 'Lose a cathedral'],
      [{ t: 'effect', effect: 'sappers' }, 'Sappers: 1 extra hit'],
      [{ t: 'use', effect: 'tax-collector', clearing: 9 }, 'Tax Collector: a warrior from Dune (mouse) for a card'],
      [{ t: 'use', effect: 'codebreakers', target: LEGION }, 'Codebreakers on Queenless Legion'],
      [{ t: 'choose', seat: LEGION }, 'Queenless Legion draws with you'],
      [{ t: 'hcc.bloom', card: card.id }, `Spend ${name}`],
      [{ t: 'hcc.repent', card: card.id }, `Give ${name}`],
      [{ t: 'hcc.replant', clearing: 9, flower: 'fox' }, 'In Dune (mouse): replace the fox flower'],
      [{ t: 'hcc.score', clearing: 12, flower: 'bird' }, 'Offer the bird flower in Glade (fox)'],
      [{ t: 'hcc.build', clearing: 9, birds: 1 }, 'Build in Dune (mouse) (using 1 bird flower)'],
      [{ t: 'hcc.poke', warriors: 3 }, 'Place 3 warriors'],
      [{ t: 'hcc.place', clearing: 9 }, 'Dune (mouse)'],
      [{ t: 'ql.keep', suit: 'mouse' }, 'Mouse clearings'],
      [{ t: 'ql.colonize', clearing: 5, from: 3 }, 'Colonize Creek (rabbit) (moving the colony from Weald (rabbit))'],
      [{ t: 'ql.dropCard', card: 'k99', suit: 'fox' }, 'Spend a card for your fox colonies'],
      [{ t: 'done' }, 'Done'],
    ];
    for (const [a, words] of cases) expect(actionLabel(view, CLERGY, a)).toBe(words);
    // The Legion crafts with enemy pieces in colony clearings.
    expect(craftPieceWords(view, LEGION, 'c3:0:flower-bird')).toBe('Honeycomb Clergy bird flower in Weald (rabbit)');
    expect(craftPieceWords(view, LEGION, 'c4:0:cathedral')).toBe('Honeycomb Clergy cathedral in Haven (rabbit)');
  });

  it('each faction names its own crafting pieces (HCC.5.2.III, QL.2.1, 12.6.2, 13.2.1): a Corvid plot is a plot, never a flower', () => {
    const s = blankGame(['clergy', 'legion', 'duchy', 'corvids']);
    const craft = (seat: number, using: string) => {
      const v = root.view(s, seat) as RootView;
      return actionLabel(v, seat, { t: 'craft', card: 'k1', using: [using] } as RootAction);
    };
    expect(craft(0, 'c12:fox')).toBe('Craft a card with fox flower in Glade (fox)');
    expect(craft(1, 'c3:0:flower-bird')).toBe('Craft a card with Honeycomb Clergy bird flower in Weald (rabbit)');
    expect(craft(1, 'c4:2:citadel')).toBe('Craft a card with Underground Duchy citadel in Haven (rabbit)');
    expect(craft(2, 'c10:2:market')).toBe('Craft a card with market in Beach (rabbit)');
    expect(craft(3, 'c5')).toBe('Craft a card with plot in Creek (rabbit)');
    // Read from the turn's seat when no seat is watching.
    s.turn.seat = 3;
    expect(craftPieceWords(root.view(s, 'spectator') as RootView, null, 'c5')).toBe('plot in Creek (rabbit)');
  });

  it('field pickers: a clearing every action shares is said, not asked; a field some actions leave out reads in words', () => {
    const expose = (clearing: number, card: string, guess: string) => ({ t: 'cc.expose', clearing, card, guess }) as unknown as RootAction;
    expect(fixedClearings([expose(1, 'k1', 'bomb'), expose(1, 'k2', 'snare')])).toEqual(['clearing']);
    expect(fixedClearings([expose(1, 'k1', 'bomb'), expose(3, 'k1', 'bomb')])).toEqual([]);
    const { v } = controls(6, LEGION);
    expect(fieldValueWords(v, LEGION, 'clearing', 1)).toBe('Hill (fox)');
    expect(fieldValueWords(v, LEGION, 'suit', undefined)).toBe("The card's own");
    expect(fieldValueWords(v, LEGION, 'suit', 'fox')).toBe('Fox');
    expect(fieldValueWords(v, LEGION, 'from', undefined)).not.toMatch(RAW);
  });
});
