/**
 * "The table never helps break the table-talk rule" (issue 13): before the reveal no other
 * viewer can tell anything of a seat's choice — not its cards, not its initiative, not
 * whether it rests. Checked at byte level on the whole projection (view, table pieces,
 * prompts, status, log) over several different choices; undo knows a reveal from a choice.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { Viewer } from '../../../engine/core/types.ts';
import { act as actUndo, undoStatus } from '../../../engine/core/undo.ts';
import { delve } from '../../../engine/games/delve/index.ts';
import type { DelveState } from '../../../engine/games/delve/state.ts';

const OPTIONS = { characters: ['warden', 'ranger', 'mender'] };

function match(): Match {
  const m = createMatch(delve, OPTIONS, 3, 'secrecy');
  if (isRuleError(m)) throw new Error(m.message);
  // Give the Warden two discarded cards, so a long rest is one of its choices too.
  const s = structuredClone(m.state) as DelveState;
  const w = s.chars[0]!;
  w.discard = ['warden-sweep', 'warden-will'];
  w.hand = w.hand.filter((x) => !w.discard.includes(x));
  return { ...m, state: s };
}

function apply(m: Match, seat: number, action: unknown): Match {
  const r = applyAction(delve, m, seat, action);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.match;
}

const seen = (m: Match, viewer: Viewer): string => JSON.stringify(projectMatch(delve, m, viewer));

const CHOICES = [
  { t: 'select', cards: ['warden-bash', 'warden-charge'] },
  { t: 'select', cards: ['warden-charge', 'warden-bash'] },
  { t: 'select', cards: ['warden-roar', 'warden-wind'] },
  { t: 'longRest' },
];

describe('hidden choices before the reveal', () => {
  it('byte level: whatever the Warden chooses (cards, lead, a long rest), and however often it changes, the others and a spectator receive the same projection', () => {
    const base = match();
    for (const viewers of [[1, 2, 'spectator'] as Viewer[]]) {
      const first = CHOICES.map((c) => apply(base, 0, c));
      for (const v of viewers) expect(new Set(first.map((m) => seen(m, v))).size, `viewer ${v}`).toBe(1);
      // The holder sees its own choice: its projections differ.
      expect(new Set(first.map((m) => seen(m, 0))).size).toBe(CHOICES.length);
      // A change of mind, then the Ranger's choice on top: still nothing for the others.
      const changed = first.map((m, i) => apply(apply(m, 0, CHOICES[(i + 1) % CHOICES.length]), 1, { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] }));
      for (const v of [2, 'spectator'] as Viewer[]) expect(new Set(changed.map((m) => seen(m, v))).size).toBe(1);
      // The last choice reveals: now the projections differ, so the comparison could fail.
      const revealed = changed.map((m) => apply(m, 2, { t: 'select', cards: ['mender-mend', 'mender-light'] }));
      expect(new Set(revealed.map((m) => seen(m, 'spectator'))).size).toBeGreaterThan(1);
    }
  });

  it('the table shows a seat that has chosen as two face-down cards with opaque ids, whatever it chose', () => {
    const m = apply(match(), 0, { t: 'longRest' });
    const pieces = projectMatch(delve, m, 1).table.pieces;
    expect(pieces['slot-0-0']).toMatchObject({ kind: 'card', faceUp: false });
    expect(pieces['slot-0-0']).not.toHaveProperty('face');
    expect(pieces['slot-0-0']).not.toHaveProperty('label');
    expect(Object.keys(pieces).filter((id) => id.startsWith('slot-'))).toEqual(['slot-0-0', 'slot-0-1']);
    expect(Object.keys(pieces).some((id) => id.startsWith('init-'))).toBe(false);
  });

  it('hands: the holder sees its cards, everyone else the count', () => {
    const m = match();
    const own = projectMatch(delve, m, 0);
    const other = projectMatch(delve, m, 1);
    expect(own.table.hands['0']?.cards?.map((c) => c.id)).toEqual((m.state as DelveState).chars[0]!.hand);
    expect(other.table.hands['0']).toEqual({ seat: 0, count: 8 });
    expect(JSON.stringify(other.view)).not.toContain('warden-guard');
    expect(JSON.stringify(own.view)).toContain('warden-guard');
  });

  it('undo: a choice may be taken back; the choice that reveals the round may not (it showed the others what was hidden)', () => {
    let m = match();
    const first = actUndo(delve, m, 0, CHOICES[0]);
    if (isRuleError(first)) throw new Error(first.message);
    m = first.match;
    expect(undoStatus(delve, m, 0)).toMatchObject({ can: true });
    for (const [seat, c] of [[1, { t: 'select', cards: ['ranger-quick', 'ranger-aimed'] }], [2, { t: 'select', cards: ['mender-mend', 'mender-light'] }]] as const) {
      const r = actUndo(delve, m, seat, c);
      if (isRuleError(r)) throw new Error(r.message);
      m = r.match;
    }
    const status = undoStatus(delve, m, 2);
    expect(status.can).toBe(false);
    expect(status.can ? '' : status.reason).toMatch(/it showed Seat \d something hidden/);
  });

  it('undo: a move made on your turn may be taken back', () => {
    let m = match();
    for (const [seat, c] of [[0, CHOICES[0]], [1, { t: 'select', cards: ['ranger-retreat', 'ranger-aimed'] }], [2, { t: 'select', cards: ['mender-mend', 'mender-light'] }]] as const) {
      m = apply(m, seat, c);
    }
    const s = m.state as DelveState;
    expect(s.turn?.seat).toBe(1);
    const half = actUndo(delve, m, 1, { t: 'half', card: 'ranger-aimed', half: 'bottom' });
    if (isRuleError(half)) throw new Error(half.message);
    const to = delve.prompts(half.match.state as DelveState, 1).flatMap((p) => p.actions).find((a) => (a as { t: string }).t === 'move');
    const moved = actUndo(delve, half.match, 1, to);
    if (isRuleError(moved)) throw new Error(moved.message);
    expect(undoStatus(delve, moved.match, 1)).toMatchObject({ can: true });
  });
});
