import { describe, expect, it } from 'vitest';
import { applyAction, projectMatch } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import type { SandboxAction } from '../../../engine/games/sandbox/actions.ts';
import { act, actAll, newTable, testRng } from '../../helpers/sandbox.ts';

/** The free table has no end of its own: any seated player may end it, which reveals the seed. */

describe('sandbox end', () => {
  it('sandbox end: any seated player may end the table; it is over, with a headline naming the seat', () => {
    for (const seat of [0, 1, 2]) {
      const { match, events } = act(newTable(3), seat, { t: 'end' });
      expect(match.state.endedBy).toBe(seat);
      expect(sandbox.status(match.state)).toEqual({
        over: true, headline: `Table ended by Seat ${seat + 1}`,
        headlineWords: { id: 'sandbox.status.ended', values: { seat: `Seat ${seat + 1}` } },
      });
      expect(events).toEqual([{ kind: 'end', seat, text: `Seat ${seat + 1} ended the table.`, data: { by: seat } }]);
      expect(match.version).toBe(1);
    }
  });

  it('sandbox end: the action takes no fields, and only a seat at the table may take it', () => {
    expect(sandbox.parseAction({ t: 'end' })).toEqual({ t: 'end' });
    expect(sandbox.parseAction({ t: 'end', seat: 1 })).toMatchObject({ code: 'sandbox/bad-action' });
    expect(applyAction(sandbox, newTable(2), 2, { t: 'end' })).toMatchObject({ code: 'match/no-seat' });
  });

  it('sandbox end: afterwards every action is refused with match/over, the headline in the message, and nothing changes', () => {
    const ended = act(actAll(newTable(2), 0, [{ t: 'shuffle', deck: 'deck' }]), 1, { t: 'end' }).match;
    const before = JSON.stringify(ended);
    const tries: SandboxAction[] = [
      { t: 'move', id: 'meeple-1-1', x: 0, z: 0 }, { t: 'roll', ids: ['die-d20'] }, { t: 'shuffle', deck: 'deck' },
      { t: 'bagDraw', bag: 'bag', to: 'hand' }, { t: 'draw', deck: 'deck', n: 1, to: 'hand', from: 'top' }, { t: 'end' },
    ];
    for (const seat of [0, 1]) {
      for (const a of tries) {
        const r = applyAction(sandbox, ended, seat, a);
        expect(isRuleError(r) && r.code, JSON.stringify(a)).toBe('match/over');
        expect(isRuleError(r) && r.message).toBe('The game is over (Table ended by Seat 2): nothing more can change.');
      }
    }
    expect(JSON.stringify(ended)).toBe(before);
  });

  it('sandbox end: the module itself refuses actions on an ended table (sandbox/ended), leaving the draft as it was', () => {
    const ended = act(newTable(2), 0, { t: 'end' }).match;
    const draft = structuredClone(ended.state);
    const r = sandbox.apply(draft, 1, { t: 'roll', ids: ['die-d6a'] }, testRng());
    expect(isRuleError(r) && r.code).toBe('sandbox/ended');
    expect(isRuleError(r) && r.message).toBe('Seat 1 ended the table: nothing more can change.');
    expect(draft).toEqual(ended.state);
  });

  it('sandbox end: prompted last to every seat as "End the table and reveal the seed", flagged ends; no prompts after', () => {
    const m = newTable(2);
    for (const seat of [0, 1]) {
      const prompts = sandbox.prompts(m.state, seat);
      expect(prompts.at(-1)).toEqual({ key: 'end', label: 'End the table and reveal the seed', words: { id: 'sandbox.prompt.end' }, actions: [{ t: 'end' }], ends: true });
      expect(prompts.filter((p) => p.ends).map((p) => p.key)).toEqual(['end']);
    }
    const ended = act(m, 0, { t: 'end' }).match;
    expect(sandbox.prompts(ended.state, 0)).toEqual([]);
    expect(sandbox.prompts(ended.state, 1)).toEqual([]);
    const p = projectMatch(sandbox, ended, 1);
    expect(p.status).toMatchObject({ over: true, headline: 'Table ended by Seat 1' });
    expect(p.prompts).toEqual([]);
    expect(p.log.at(-1)).toMatchObject({ v: 1, kind: 'end', seat: 0, text: 'Seat 1 ended the table.' });
  });

  it('sandbox end: the table stays as it was left (hands, pieces) for the final view', () => {
    const m = actAll(newTable(2), 0, [{ t: 'draw', deck: 'deck', n: 2, to: 'hand' }, { t: 'roll', ids: ['die-d20'] }]);
    const ended = act(m, 1, { t: 'end' }).match;
    const { endedBy: _by, ...rest } = ended.state;
    expect(rest).toEqual(m.state);
    expect(projectMatch(sandbox, ended, 0).table).toEqual(projectMatch(sandbox, m, 0).table);
  });
});
