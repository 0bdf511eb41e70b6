import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, decidingSeats, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { getGame } from '../../engine/games/registry.ts';
import { emptyTimeline, extendTimeline } from './timeline.ts';
import type { StoredAction, StoredTable } from './types.ts';

describe('replay timeline', () => {
  it('replay log: every step of a Root game says what was done; none is left as a bare "acted"', () => {
    const root = getGame('root')!;
    const options = { factions: ['clergy', 'legion'] };
    const table = { code: 'WORDS1', gameId: 'root', rulesVersion: root.rulesVersion, seats: 2, options, seed: 'replay-words', seedCommit: '', createdAt: 0, finishedAt: null } as unknown as StoredTable;
    let m = createMatch(root, options, 2, 'replay-words') as Match;
    if (isRuleError(m)) throw new Error('setup');
    const actions: StoredAction[] = [];
    // Each deciding seat takes the last of its prompted actions (which soon includes ending a phase).
    for (let i = 0; i < 120 && !root.status(m.state).over; i++) {
      const seat = decidingSeats(root, m)[0]!;
      const prompts = root.prompts(m.state, seat).filter((p) => !p.ends && p.actions.length > 0);
      const prompt = prompts[i % 3 === 0 ? prompts.length - 1 : 0]!;
      const action = prompt.actions[prompt.actions.length - 1];
      const r = applyAction(root, m, seat, action);
      if (isRuleError(r)) throw new Error(r.message);
      m = r.match;
      actions.push({ version: m.version, seat, action: JSON.parse(JSON.stringify(action)), at: i });
    }
    const timeline = emptyTimeline(root, table);
    extendTimeline(root, table, timeline, actions);
    expect(timeline.steps).toHaveLength(actions.length);
    const worded = timeline.steps.filter((s) => s.lines.some((l) => l.kind === 'choice'));
    // Root logs nothing for some actions (ending a phase): those steps carry the prompt's label.
    expect(worded.length).toBeGreaterThan(0);
    for (const s of worded) expect(s.lines[0]!.text).toMatch(new RegExp(`^Seat ${s.seat + 1}: [A-Z].+\\.$`));
    for (const s of timeline.steps) expect(s.lines.some((l) => l.text.trim().length > 0), `step ${s.v}`).toBe(true);
  });
});
