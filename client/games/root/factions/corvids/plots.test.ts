import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../../../../engine/core/projection.ts';
import type { Viewer } from '../../../../../engine/core/types.ts';
import { root } from '../../../../../engine/games/root/index.ts';
import { vs } from '../../../../../engine/games/root/factions/corvids/state.ts';
import type { RootState } from '../../../../../engine/games/root/state.ts';
import { act, at } from '../../../../../tests/engine/root/fixtures.ts';
import { blankGame, place } from '../../../../../tests/engine/root/table-fixture.ts';
import { createMotion, stepMotion } from '../../../../scene/motion.ts';
import { tableCues } from '../../../../scene/table-sounds.ts';

const CC = 0;

/** The Corvids (seat 0) with a face-down snare and a warrior in clearing 10, flipping in Birdsong. */
function flipping(): RootState {
  const s = blankGame(['corvids', 'legion']);
  vs(s).supply.splice(vs(s).supply.indexOf('snare'), 1);
  place(s, 10, CC, { w: 1, tokens: [{ kind: 'snare', faceDown: true }] });
  return at(s, CC, 'birdsong', 'cc-flip');
}

const pieces = (s: RootState, viewer: Viewer): Record<string, TablePiece> => root.table(root.view(s, viewer), viewer).pieces;

describe('Corvid plots on the table', () => {
  it('13.4.2 a plot turning face up is one piece turning over for every viewer: it flips in place (and sounds a flip), never vanishes and lands anew', () => {
    const s = flipping();
    const after = act(s, CC, { t: 'cc.flip', clearing: 10 }).s;
    for (const viewer of [CC, 1, 'spectator'] as const) {
      const prev = pieces(s, viewer);
      const next = pieces(after, viewer);
      const id = Object.keys(prev).find((k) => k.startsWith('token-10-'))!;
      expect(next[id], `viewer ${viewer}`).toMatchObject({ faceUp: true, face: 'snare' });
      expect(tableCues(prev, next).map((c) => `${c.kind}:${c.cue}`)).toContain('tokens:flip');
      // The scene keeps one motion per piece id: it turns from its back through its edge to its face.
      const m = createMotion(prev[id]!);
      const turns: number[] = [];
      for (let i = 0; i < 120 && stepMotion(m, next[id]!, null, 1 / 60, true); i++) turns.push(m.flip.value);
      expect(turns.some((v) => v > 0.5 && v < Math.PI - 0.5)).toBe(true);
      expect(m.flip.value).toBeCloseTo(0);
    }
  });
});
