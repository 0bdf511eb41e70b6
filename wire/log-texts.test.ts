import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '../engine/core/module.ts';
import { isMadePlain } from '../engine/core/clone.ts';
import type { ViewProjection } from '../engine/core/match.ts';
import type { GameStatus, LogEntry } from '../engine/core/types.ts';
import { withHeadline, withLogEntries, withLogRows, withLogTexts, withoutHeadline, withoutLogTexts, withoutUndoText, withUndoText } from './log-texts.ts';

const game = (headline?: (view: unknown) => string | undefined): AnyGameModule => ({ id: 'g', headline } as unknown as AnyGameModule);
const projection = (status: GameStatus) => ({ view: { name: 'Bo' }, status });

describe('the room leaves out a status headline', () => {
  it('when the game words it exactly from the view', () => {
    const p = withoutHeadline(game((v) => `${(v as { name: string }).name} acts`), projection({ over: false, scores: { 0: 1 }, headline: 'Bo acts' }));
    expect(p.status).toEqual({ over: false, scores: { 0: 1 } });
  });

  it('not when the game words it otherwise, cannot word it, throws, or has no headline function', () => {
    for (const g of [game(() => 'Someone acts'), game(() => undefined), game(() => { throw new Error('no'); }), game()]) {
      expect(withoutHeadline(g, projection({ over: false, headline: 'Bo acts' })).status.headline).toBe('Bo acts');
    }
  });
});

describe('the room leaves out the words of an undo status', () => {
  const log = [{ v: 3, kind: 'draw', text: 'Bo drew.' }, { v: 3, kind: 'x', text: 'more' }];

  it('that may be taken back: the text of the line it names', () => {
    expect(withoutUndoText({ log, undo: { can: true, text: 'Bo drew.', v: 3 } }).undo).toEqual({ can: true, v: 3 });
  });

  it('that may not: the reason, when it is the line it names and its why', () => {
    const reason = 'You cannot take back “Bo drew.”: it showed you something hidden.';
    expect(withoutUndoText({ log, undo: { can: false, reason, v: 3, why: 'it showed you something hidden' } }).undo)
      .toEqual({ can: false, v: 3, why: 'it showed you something hidden' });
  });

  it('not when the words differ, the line is out of the log, or the reason names no action', () => {
    const other = { can: false as const, reason: 'You cannot take back “Bo drew.”: something else.', v: 3, why: 'it showed you something hidden' };
    expect(withoutUndoText({ log, undo: other }).undo).toBe(other);
    const gone = { can: true as const, text: 'Bo drew.', v: 2 };
    expect(withoutUndoText({ log, undo: gone }).undo).toBe(gone);
    const unnamed = { can: false as const, reason: 'Seat 2 acted last.' };
    expect(withoutUndoText({ log, undo: unnamed }).undo).toBe(unnamed);
    const otherWords = { can: false as const, reason: 'Someone else acted.', last: 1 };
    expect(withoutUndoText({ log, undo: otherWords }).undo).toBe(otherWords);
  });

  it('one that another seat acted since travels as the seat alone', () => {
    expect(withoutUndoText({ log, undo: { can: false, reason: 'Seat 2 acted last.', last: 1 } }).undo).toEqual({ can: false, last: 1 });
  });
});

describe('log entries as rows', () => {
  const words = (e: { data?: Record<string, unknown> }, view: unknown): string => `${(view as { name: string }).name} moved ${String(e.data?.n)}.`;
  const mover = { id: 'g', logText: words } as unknown as AnyGameModule;

  it('an entry the engine shares gives the same row in every projection', () => {
    const shared = Object.freeze({ v: 2, kind: 'move', text: 'Bo moved 3.', seat: 0, data: Object.freeze({ n: 3 }) });
    const a = withLogRows({ log: [shared] });
    const b = withLogRows({ log: [shared] });
    expect(a.log[0]).toEqual([2, 'move', 'Bo moved 3.', 0, null, { n: 3 }]);
    expect(a.log[0]).toBe(b.log[0]);
  });

  it('a log window the engine shares between viewers gives one frozen plain window of rows to all of them; a viewer\'s own window its own rows', () => {
    const shared = Object.freeze({ v: 2, kind: 'move', text: 'Bo moved 3.', seat: 0, data: Object.freeze({ n: 3 }) });
    const window = Object.freeze([shared]);
    const a = withLogRows({ log: window as unknown as LogEntry[] });
    const b = withLogRows({ log: window as unknown as LogEntry[] });
    expect(a.log).toBe(b.log);
    expect(isMadePlain(a.log)).toBe(true);
    expect(a.log).toEqual([[2, 'move', 'Bo moved 3.', 0, null, { n: 3 }]]);
    const own = withLogRows({ log: [shared] });
    expect(own.log).not.toBe(a.log);
    expect(own.log[0]).toBe(a.log[0]);
  });

  it('a new row travels without its text where the game words it exactly, and the shared row is left whole', () => {
    const row = Object.freeze([2, 'move', 'Bo moved 3.', 0, null, { n: 3 }]);
    const ops = withoutLogTexts(mover, [{ op: 'add', path: '/log/4', value: row }], { name: 'Bo' });
    expect(ops[0]).toEqual({ op: 'add', path: '/log/4', value: [2, 'move', null, 0, null, { n: 3 }] });
    expect(row[2]).toBe('Bo moved 3.');
  });

  it('keeps the text where the words differ, and leaves other ops alone', () => {
    const row = [2, 'move', 'Bo ran 3.', 0, null, { n: 3 }];
    const replace = { op: 'replace' as const, path: '/log/1', value: [1, 'move', 'Bo moved 3.', 0, null, { n: 3 }] };
    const ops = withoutLogTexts(mover, [{ op: 'add', path: '/log/4', value: row }, replace], { name: 'Bo' });
    expect(ops).toEqual([{ op: 'add', path: '/log/4', value: row }, replace]);
  });
});

// What the client puts back.

const received = (log: ViewProjection['log']): ViewProjection => ({
  gameId: 'g', version: 2, viewer: 0, view: { name: 'Bo' }, prompts: [], status: { over: false }, log,
} as unknown as ViewProjection);

describe('log texts left out by the room', () => {
  it('are worded again from the entry and the view that came with it', () => {
    const p = received([{ v: 1, kind: 'move', text: 'kept' }, { v: 2, kind: 'move', data: { n: 3 } } as never]);
    const out = withLogTexts(p, (e, view) => `${(view as { name: string }).name} moved ${String(e.data?.n)}.`);
    expect(out.log.map((e) => e.text)).toEqual(['kept', 'Bo moved 3.']);
    expect(out.log[0]).toBe(p.log[0]);
  });

  it('leave the projection as it is when every entry has its text', () => {
    const p = received([{ v: 1, kind: 'move', text: 'kept' }]);
    expect(withLogTexts(p, () => 'other')).toBe(p);
  });

  it('fall back to the kind when the game cannot word the line', () => {
    const p = received([{ v: 2, kind: 'move' } as never]);
    expect(withLogTexts(p, () => { throw new Error('no'); }).log[0]!.text).toBe('move');
    expect(withLogTexts(p, undefined).log[0]!.text).toBe('move');
  });
});

describe('a worded entry', () => {
  it('has its members in the server\'s order, so it serialises to the same bytes', () => {
    const p = received([{ v: 2, kind: 'move', seat: 0, data: { id: 'm' } } as never]);
    const out = withLogTexts(p, () => 'Seat 1 moved.');
    expect(JSON.stringify(out.log[0])).toBe(JSON.stringify({ v: 2, kind: 'move', text: 'Seat 1 moved.', seat: 0, data: { id: 'm' } }));
  });
});

describe('an undo status without its text', () => {
  it('reads it from the first log line of the version it names, after that line is worded', () => {
    const p = { ...received([{ v: 1, kind: 'x', text: 'old' }, { v: 2, kind: 'move', data: { n: 1 } } as never, { v: 2, kind: 'y', text: 'also' }]), undo: { can: true, v: 2 } } as unknown as ViewProjection;
    const out = withUndoText(withLogTexts(p, () => 'Bo moved.'));
    expect(JSON.stringify(out.undo)).toBe(JSON.stringify({ can: true, text: 'Bo moved.', v: 2 }));
  });

  it('words why a status may not be taken back from the line it names and its why', () => {
    const p = { ...received([{ v: 3, kind: 'draw', text: 'Bo drew.' }]), undo: { can: false, v: 3, why: 'it showed you something hidden' } } as unknown as ViewProjection;
    expect(JSON.stringify(withUndoText(p).undo)).toBe(JSON.stringify({ can: false, reason: 'You cannot take back “Bo drew.”: it showed you something hidden.', v: 3, why: 'it showed you something hidden' }));
  });

  it('leaves a status that has its text, or says why not, as it is', () => {
    const can = { ...received([{ v: 2, kind: 'x', text: 'line' }]), undo: { can: true, text: 'own', v: 2 } } as unknown as ViewProjection;
    expect(withUndoText(can)).toBe(can);
    const cannot = { ...received([]), undo: { can: false, reason: 'Seat 2 acted last.' } } as unknown as ViewProjection;
    expect(withUndoText(cannot)).toBe(cannot);
  });

  it('words that another seat acted last from the seat', () => {
    const p = { ...received([]), undo: { can: false, last: 1 } } as unknown as ViewProjection;
    expect(JSON.stringify(withUndoText(p).undo)).toBe(JSON.stringify({ can: false, reason: 'Seat 2 acted last.', last: 1 }));
  });
});

describe('a status headline left out by the room', () => {
  const headline = (view: unknown): string | undefined => `${(view as { name: string }).name} acts`;

  it('is worded again from the view', () => {
    const p = received([]);
    expect(withHeadline(p, headline).status).toEqual({ over: false, headline: 'Bo acts' });
  });

  it('stays as it came when the projection has one, or the game cannot word it', () => {
    const p = { ...received([]), status: { over: false, headline: 'kept' } } as ViewProjection;
    expect(withHeadline(p, headline)).toBe(p);
    const bare = received([]);
    expect(withHeadline(bare, undefined)).toBe(bare);
    expect(withHeadline(bare, () => undefined)).toBe(bare);
    expect(withHeadline(bare, () => { throw new Error('no'); })).toBe(bare);
  });
});

describe('log entries that came as rows', () => {
  const rows = (log: unknown[]) => received(log as never);

  it('are worded and kept as rows, which the room diffs against', () => {
    const p = rows([[1, 'move', 'kept'], [2, 'move', null, 0, null, { n: 3 }]]);
    const out = withLogTexts(p, (e, view) => `${(view as { name: string }).name} moved ${String(e.data?.n)}.`);
    expect(out.log).toEqual([[1, 'move', 'kept'], [2, 'move', 'Bo moved 3.', 0, null, { n: 3 }]]);
    expect(out.log[0]).toBe(p.log[0]);
  });

  it('unpack to entries in the server\'s order; an unchanged row gives the very same entry', () => {
    const row = [2, 'move', 'Bo moved.', 0, null, { id: 'm' }];
    const first = withLogEntries(rows([row]));
    expect(JSON.stringify(first.log[0])).toBe(JSON.stringify({ v: 2, kind: 'move', text: 'Bo moved.', seat: 0, data: { id: 'm' } }));
    expect(withLogEntries(rows([row])).log[0]).toBe(first.log[0]);
    const objects = received([{ v: 1, kind: 'x', text: 'as it came' }]);
    expect(withLogEntries(objects)).toBe(objects);
  });

  it('a row that is not one the room writes is left out rather than breaking the log', () => {
    const out = withLogEntries(rows([[1, 'x', 'good'], ['bad'], [2, 7]]));
    expect(out.log).toEqual([{ v: 1, kind: 'x', text: 'good' }]);
  });
});
