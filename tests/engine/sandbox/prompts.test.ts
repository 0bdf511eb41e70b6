import { describe, expect, it } from 'vitest';
import { applyAction, projectMatch } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxAction } from '../../../engine/games/sandbox/actions.ts';
import { act, actAll, newTable } from '../../helpers/sandbox.ts';

describe('sandbox prompts', () => {
  it('offers drawing, peeking, shuffling, dealing, the bag, each die and moves on the demo table', () => {
    const keys = sandbox.prompts(newTable(2).state, 0).map((p) => p.key);
    expect(keys).toEqual(expect.arrayContaining([
      'draw:deck', 'peek:deck', 'shuffle:deck', 'deal:deck', 'bagDraw:bag',
      'roll:die-d4', 'roll:die-d6a', 'roll:die-d6b', 'roll:die-d8', 'roll:die-d12', 'roll:die-d20', 'roll:all',
      'roll:die-d10', 'roll:die-hero', 'roll:die-combat', 'roll:die-power-purple', 'roll:die-power-green',
      'roll:die-power-blue', 'roll:die-power-orange',
      'flip', 'rotate', 'move', 'end',
    ]));
    expect(keys).not.toContain('draw:discard'); // empty
    expect(keys).not.toContain('play'); // empty hand
  });

  it('issue 16 polish: no two prompts share a label (the two demo d6s are named by colour)', () => {
    const labels = sandbox.prompts(newTable(2).state, 0).map((p) => p.label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(labels).toEqual(expect.arrayContaining(['Roll red d6', 'Roll white d6']));
  });

  it('offers playing each hand card and returning tokens once the hand holds them', () => {
    const m = actAll(newTable(2), 1, [{ t: 'draw', deck: 'deck', n: 2, to: 'hand' }, { t: 'bagDraw', bag: 'bag', to: 'hand' }]);
    const prompts = sandbox.prompts(m.state, 1);
    const play = prompts.find((p) => p.key === 'play');
    expect(play?.actions).toHaveLength(6);
    expect(play?.targets).toEqual(['p1', 'p2', 'p3']);
    expect(prompts.find((p) => p.key === 'bagReturn')?.actions).toEqual([{ t: 'bagReturn', id: 'p3', bag: 'bag' }]);
    expect(sandbox.prompts(m.state, 0).find((p) => p.key === 'play')).toBeUndefined();
  });

  it('never offers searches, whose legal list would reveal the deck or the bag', () => {
    const all = sandbox.prompts(newTable(2).state, 0).flatMap((p) => p.actions);
    expect(all.some((a) => a.t === 'search' || a.t === 'bagSearch')).toBe(false);
  });

  it('gives spectators and unknown seats nothing', () => {
    expect(projectMatch(sandbox, newTable(2), 'spectator').prompts).toEqual([]);
    expect(sandbox.prompts(newTable(2).state, 5)).toEqual([]);
  });

  it('stays the same between versions when the table did not change', () => {
    const m = newTable(2);
    const after = act(m, 0, { t: 'peek', deck: 'deck', n: 1 }).match;
    expect(JSON.stringify(sandbox.prompts(after.state, 1))).toBe(JSON.stringify(sandbox.prompts(m.state, 1)));
  });

  it('every prompted action is accepted, through a long random walk', () => {
    const rng = new Rng(seedRng('prompt-walk'));
    let m = newTable(4, 'prompt-walk');
    for (let step = 0; step < 300; step++) {
      const seat = rng.int(4);
      const prompts = sandbox.prompts(m.state, seat);
      expect(prompts.length).toBeGreaterThan(0);
      if (step % 50 === 0) {
        // Check every action of every prompt once in a while, not only the one played.
        for (const p of prompts) for (const a of p.actions) {
          const r = applyAction(sandbox, m, seat, a);
          if (isRuleError(r)) throw new Error(`${p.key} ${JSON.stringify(a)} → ${r.code}`);
        }
      }
      // Ending the table is checked above, not played: it would end the walk at once.
      const a: SandboxAction = rng.pick(rng.pick(prompts.filter((p) => !p.ends)).actions);
      m = act(m, seat, a).match;
    }
  });
});
