import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../engine/core/types.ts';
import type { ChatEntry } from '../net/store-types.ts';
import { say } from '../words/say.ts';
import { BURST_LINES, IDLE_ANNOUNCE, SEEN_LIMIT, announceStep, asksOf, heardLines, type AnnounceState } from './announce.ts';
import { mergeLog } from './log-merge.ts';

const names = ['Ana', 'Ben'];

function entry(v: number, text: string, extra: Partial<LogEntry> = {}): LogEntry {
  return { v, kind: 'move', text, ...extra };
}

function chat(at: number, seat: number | 'spectator', name: string, text: string, v = 0): ChatEntry {
  return { at, seat, name, text, v };
}

/** Runs looks in order for `seat`; returns what each said. */
function run(looks: Array<{ log?: LogEntry[]; chat?: ChatEntry[]; waiting?: boolean; asks?: string }>, seat: number | 'spectator' = 0): Array<string | null> {
  let state: AnnounceState = IDLE_ANNOUNCE;
  return looks.map((l) => {
    const lines = heardLines(mergeLog(l.log ?? [], l.chat ?? []), names, seat, say);
    const step = announceStep(state, { lines, waiting: l.waiting ?? false, asks: l.asks ?? '' }, say);
    state = step.state;
    return step.say;
  });
}

describe('live region announcements', () => {
  it('snapshot: the lines already there when the page loads are not read', () => {
    expect(run([{ log: [entry(1, 'Seat 1 moved.'), entry(2, 'Seat 2 moved.')] }])).toEqual([null]);
  });

  it('new lines: each line that arrives is read once, with seats named', () => {
    const a = [entry(1, 'Seat 1 moved.')];
    const b = [...a, entry(2, 'Seat 2 drew a card.')];
    expect(run([{ log: a }, { log: b }, { log: b }])).toEqual([null, 'Ben drew a card.', null]);
  });

  it('resync: a log sent again whole after a reconnect reads nothing twice', () => {
    const a = [entry(1, 'Seat 1 moved.'), entry(2, 'Seat 2 moved.')];
    const again = a.map((e) => ({ ...e }));
    expect(run([{ log: a }, { log: [] }, { log: again }])).toEqual([null, null, null]);
  });

  it('equal lines: two equal lines of one action are both read', () => {
    expect(run([{ log: [] }, { log: [entry(3, 'A hit.'), entry(3, 'A hit.')] }])).toEqual([null, 'A hit. A hit.']);
  });

  it('burst: a dozen lines in one patch are read in one announcement', () => {
    const burst = Array.from({ length: 3 }, (_, i) => entry(5, `Line ${i + 1}`));
    expect(run([{ log: [] }, { log: burst }])).toEqual([null, 'Line 1. Line 2. Line 3.']);
  });

  it('long burst: past the limit, the earliest lines are counted rather than read', () => {
    const burst = Array.from({ length: BURST_LINES + 3 }, (_, i) => entry(5, `Line ${i + 1}.`));
    const said = run([{ log: [] }, { log: burst }])[1]!;
    expect(said.startsWith('3 earlier lines.')).toBe(true);
    expect(said).toContain(`Line ${BURST_LINES + 3}.`);
    expect(said).not.toContain('Line 3.');
  });

  it('chat: another player\'s line is read with their name; the player\'s own is not read back', () => {
    const theirs = chat(100, 1, 'Ben', 'hello');
    const mine = chat(101, 0, 'Ana', 'hi');
    expect(run([{ chat: [] }, { chat: [theirs] }, { chat: [theirs, mine] }, { chat: [theirs, mine] }])).toEqual([null, 'Ben: hello.', null, null]);
  });

  it('chat echo: a spectator\'s own line is read once, not again when it comes back', () => {
    const line = chat(100, 'spectator', 'Cy', 'go');
    const said = run([{ chat: [] }, { chat: [line] }, { chat: [{ ...line }] }], 'spectator');
    expect(said).toEqual([null, 'Cy (watching): go.', null]);
  });

  it('rolls: a plain throw is read as the log panel words it', () => {
    const roll = entry(4, 'Seat 2 rolled d6 5.', { kind: 'roll', seat: 1, data: { dice: [{ id: 'd1', sides: 6, value: 5, label: '5' }] } });
    const said = run([{ log: [] }, { log: [roll] }])[1];
    expect(said).toMatch(/^Ben rolled /);
  });

  it('your turn: said once when the table starts waiting on the seat, with what it asks', () => {
    const said = run([{ waiting: false }, { waiting: true, asks: 'Choose a card' }, { waiting: true, asks: 'Choose a card' }, { waiting: false }, { waiting: true }]);
    expect(said).toEqual([null, 'Your turn: Choose a card', null, null, 'Your turn.']);
  });

  it('your turn: not said at the first look, even when the table waits on the seat then', () => {
    expect(run([{ waiting: true, asks: 'Move' }, { waiting: true, asks: 'Move' }])).toEqual([null, null]);
  });

  it('together: the new lines come first, then the turn', () => {
    expect(run([{ log: [] }, { log: [entry(2, 'Seat 2 passed.')], waiting: true, asks: 'Draw' }])).toEqual([null, 'Ben passed. Your turn: Draw']);
  });

  it('memory: the keys heard are bounded', () => {
    let state: AnnounceState = IDLE_ANNOUNCE;
    for (let v = 0; v < 4; v++) {
      const lines = Array.from({ length: SEEN_LIMIT / 2 }, (_, i) => ({ key: `${v}-${i}`, text: 'x', own: false }));
      state = announceStep(state, { lines, waiting: false, asks: '' }, say).state;
    }
    expect(state.seen!.size).toBe(SEEN_LIMIT);
  });

  it('asks: the first prompt that offers an action, else the headline', () => {
    expect(asksOf([{ label: 'Wait', actions: [] }, { label: 'Play a card', actions: [{}] }], 'Seat 1 plays', say)).toBe('Play a card');
    expect(asksOf([], 'Seat 1 plays', say)).toBe('Seat 1 plays');
  });
});
