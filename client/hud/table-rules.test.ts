import { describe, expect, it } from 'vitest';
import { createTableSchema } from '../../wire/protocol-schemas.ts';
import { DEFAULT_TABLE_RULES, tableRulesRequest } from './TableRulesFields.tsx';

describe('the create form’s clock and bots', () => {
  it('no clock, nobody replaced: a plain request the server accepts', () => {
    const req = tableRulesRequest(DEFAULT_TABLE_RULES, 3);
    expect(req).toEqual({ absent: 'wait', bots: [null, null, null] });
    expect(createTableSchema.safeParse({ game: 'root', seats: 3, ...req }).success).toBe(true);
  });
  it('a real-time bank with a bonus, bots in seats 2 and 4, a bot for leavers; seat 1 stays the host’s', () => {
    const req = tableRulesRequest({ ...DEFAULT_TABLE_RULES, clock: 'realtime', bankMinutes: 10, bonusSeconds: 30, absent: 'bot', bots: ['search', null, 'random'] }, 4);
    expect(req).toEqual({ clock: { kind: 'realtime', bankMs: 600_000, bonusMs: 30_000 }, absent: 'bot', bots: [null, 'search', null, 'random'] });
    expect(createTableSchema.safeParse({ game: 'root', seats: 4, ...req }).success).toBe(true);
  });
  it('a turn-based deadline in hours; bots beyond the seat count are dropped', () => {
    const req = tableRulesRequest({ ...DEFAULT_TABLE_RULES, clock: 'turn', moveHours: 72, bots: ['random', 'random', 'random'] }, 2);
    expect(req).toEqual({ clock: { kind: 'turn', moveMs: 72 * 3_600_000 }, absent: 'wait', bots: [null, 'random'] });
  });
});
