/**
 * Root's hint to the search bot (engine/games/root/bot.ts and each faction's `bot` policy):
 * how a position is read for the Honeycomb Clergy's flowers, the Corvids' plots, cards and
 * warriors, and the Duchy's swayed ministers — and a search that acts on it.
 */
import { describe, expect, it } from 'vitest';
import { chooseAction, sampleFor } from '../../../engine/bots/index.ts';
import { FACTIONS, root } from '../../../engine/games/root/index.ts';
import { cs } from '../../../engine/games/root/factions/clergy/state.ts';
import { vs } from '../../../engine/games/root/factions/corvids/state.ts';
import type { PlotType } from '../../../engine/games/root/factions/corvids/data.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { duchyBlank, FOE, place as duchyPlace, sway, UD } from './duchy-fixtures.ts';
import { blank, give, HCC, put } from './fixtures.ts';
import { blankGame, place } from './table-fixture.ts';

const evaluate = (s: RootState, seat: number): number => root.bot!.evaluate!(s, seat);

describe('Root search hint: the Honeycomb Clergy', () => {
  it('HCC.5.2.I a flower at a matching cathedral reads as a VP to come; one elsewhere as any token', () => {
    const base = put(put(blank(), 12, { w: [1, 0], cathedral: true }), 9, { w: [1, 0] });
    const away = put(structuredClone(base), 9, { flowers: ['fox'] });
    const home = put(structuredClone(base), 12, { flowers: ['fox'] });
    const otherSuit = put(structuredClone(base), 12, { flowers: ['mouse'] });
    const bird = put(structuredClone(base), 12, { flowers: ['bird'] });
    expect(evaluate(home, HCC)).toBeGreaterThan(evaluate(otherSuit, HCC));
    expect(evaluate(bird, HCC)).toBeCloseTo(evaluate(home, HCC), 10);
    expect(evaluate(otherSuit, HCC)).toBeGreaterThan(evaluate(away, HCC));
    expect(evaluate(away, HCC)).toBeGreaterThan(evaluate(base, HCC));
    // A scored flower (1 VP, the flower back in the bag) still reads better than one waiting.
    const scored = structuredClone(base);
    scored.players[HCC]!.vp += 1;
    expect(evaluate(scored, HCC)).toBeGreaterThan(evaluate(home, HCC));
  });

  it('HCC.2.2.IV the search carries a flower to the cathedral it matches', () => {
    // Mission under way: a warrior with a fox flower in the Dune, next to the Glade's cathedral (fox).
    const s = put(put(blank(), 12, { w: [1, 0], cathedral: true }), 9, { w: [2, 0], flowers: ['fox'] });
    cs(s).actionsLeft = 2;
    cs(s).act = { kind: 'mission', moves: 1 };
    const sample = sampleFor(root, s, HCC, 2, 'carry');
    const action = chooseAction(root, sample, { level: 'search', seed: 'carry', iterations: 200 }) as { t: string; from?: number; to?: number; carry?: string[] };
    expect(action).toMatchObject({ t: 'move', from: 9, to: 12, carry: ['flower-fox'] });
  });
});

describe('Root search hint: the Corvid Conspiracy', () => {
  const CC = 0;
  const table = (): RootState => blankGame(['corvids', 'legion']);
  const plot = (s: RootState, id: number, type: PlotType, faceDown = true): RootState => {
    vs(s).supply.splice(vs(s).supply.indexOf(type), 1);
    return place(s, id, CC, { tokens: [faceDown ? { kind: type, faceDown: true } : { kind: type }] });
  };
  /** What the Corvids' policy adds to bot.ts's common count, in VP. */
  const worth = (s: RootState): number => FACTIONS.corvids!.bot!.worth({ s, f: FACTIONS }, CC);

  it('13.4.2 a face-down plot a warrior guards reads as more of its flip, and more with each plot face up', () => {
    const guarded = plot(place(table(), 10, CC, { w: 1 }), 10, 'snare');
    const alone = plot(place(table(), 9, CC, { w: 1 }), 10, 'snare');
    expect(evaluate(guarded, CC)).toBeGreaterThan(evaluate(alone, CC));
    // The same guarded snare, beside a face-up extortion: its flip would score 2, not 1.
    const beside = (faceDown: boolean): number => worth(plot(structuredClone(guarded), 3, 'extortion', faceDown)) - worth(plot(place(table(), 10, CC, { w: 1 }), 3, 'extortion', faceDown));
    expect(beside(false)).toBeCloseTo(2 * (beside(true) + 0.25) - 0.25, 10);
  });

  it('13.4.3 a card reads as worth more to the Corvids than a warrior on the map', () => {
    const card = table();
    give(card, CC, 'fox-anvil');
    const warrior = place(table(), 10, CC, { w: 1 });
    expect(evaluate(card, CC)).toBeGreaterThan(evaluate(warrior, CC));
    expect(worth(card)).toBeGreaterThan(worth(warrior));
  });
});

describe('Root search hint: the Underground Duchy', () => {
  const worth = (s: RootState): number => FACTIONS.duchy!.bot!.worth({ s, f: FACTIONS }, UD);

  it('12.2.3 an enemy reads the Duchy losing its lord to the Price of Failure as a gain', () => {
    const s = duchyPlace(duchyPlace(duchyBlank(), 1, { ud: 2, citadel: 1 }), 5, { foe: 2 });
    const swayed = sway(structuredClone(s), 'earl');
    expect(evaluate(swayed, FOE)).toBeLessThan(evaluate(s, FOE));
    expect(evaluate(swayed, UD)).toBeGreaterThan(evaluate(s, UD));
  });

  it('12.5.2.IX a citadel on the map reads as worth more with the Earl of Stone swayed', () => {
    const without = duchyPlace(duchyBlank(), 1, { ud: 2 });
    const withCitadel = duchyPlace(duchyBlank(), 1, { ud: 2, citadel: 1 });
    const earl = (s: RootState): RootState => sway(structuredClone(s), 'earl');
    const banker = (s: RootState): RootState => sway(structuredClone(s), 'banker');
    expect(worth(earl(withCitadel)) - worth(earl(without))).toBeGreaterThan(0);
    expect(worth(banker(withCitadel)) - worth(banker(without))).toBe(0);
  });
});
