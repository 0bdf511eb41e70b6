import { describe, expect, it } from 'vitest';
import type { ViewProjection } from '../../engine/core/match.ts';
import { withHeadline, withLogEntries, withLogTexts, withUndoText } from './log-texts.ts';

const projection = (log: ViewProjection['log']): ViewProjection => ({
  gameId: 'g', version: 2, viewer: 0, view: { name: 'Bo' }, prompts: [], status: { over: false }, log,
} as unknown as ViewProjection);

describe('log texts left out by the room', () => {
  it('are worded again from the entry and the view that came with it', () => {
    const p = projection([{ v: 1, kind: 'move', text: 'kept' }, { v: 2, kind: 'move', data: { n: 3 } } as never]);
    const out = withLogTexts(p, (e, view) => `${(view as { name: string }).name} moved ${String(e.data?.n)}.`);
    expect(out.log.map((e) => e.text)).toEqual(['kept', 'Bo moved 3.']);
    expect(out.log[0]).toBe(p.log[0]);
  });

  it('leave the projection as it is when every entry has its text', () => {
    const p = projection([{ v: 1, kind: 'move', text: 'kept' }]);
    expect(withLogTexts(p, () => 'other')).toBe(p);
  });

  it('fall back to the kind when the game cannot word the line', () => {
    const p = projection([{ v: 2, kind: 'move' } as never]);
    expect(withLogTexts(p, () => { throw new Error('no'); }).log[0]!.text).toBe('move');
    expect(withLogTexts(p, undefined).log[0]!.text).toBe('move');
  });
});

describe('a worded entry', () => {
  it('has its members in the server\'s order, so it serialises to the same bytes', () => {
    const p = projection([{ v: 2, kind: 'move', seat: 0, data: { id: 'm' } } as never]);
    const out = withLogTexts(p, () => 'Seat 1 moved.');
    expect(JSON.stringify(out.log[0])).toBe(JSON.stringify({ v: 2, kind: 'move', text: 'Seat 1 moved.', seat: 0, data: { id: 'm' } }));
  });
});

describe('an undo status without its text', () => {
  it('reads it from the first log line of the version it names, after that line is worded', () => {
    const p = { ...projection([{ v: 1, kind: 'x', text: 'old' }, { v: 2, kind: 'move', data: { n: 1 } } as never, { v: 2, kind: 'y', text: 'also' }]), undo: { can: true, v: 2 } } as unknown as ViewProjection;
    const out = withUndoText(withLogTexts(p, () => 'Bo moved.'));
    expect(JSON.stringify(out.undo)).toBe(JSON.stringify({ can: true, text: 'Bo moved.', v: 2 }));
  });

  it('words why a status may not be taken back from the line it names and its why', () => {
    const p = { ...projection([{ v: 3, kind: 'draw', text: 'Bo drew.' }]), undo: { can: false, v: 3, why: 'it showed you something hidden' } } as unknown as ViewProjection;
    expect(JSON.stringify(withUndoText(p).undo)).toBe(JSON.stringify({ can: false, reason: 'You cannot take back “Bo drew.”: it showed you something hidden.', v: 3, why: 'it showed you something hidden' }));
  });

  it('leaves a status that has its text, or says why not, as it is', () => {
    const can = { ...projection([{ v: 2, kind: 'x', text: 'line' }]), undo: { can: true, text: 'own', v: 2 } } as unknown as ViewProjection;
    expect(withUndoText(can)).toBe(can);
    const cannot = { ...projection([]), undo: { can: false, reason: 'Seat 2 acted last.' } } as unknown as ViewProjection;
    expect(withUndoText(cannot)).toBe(cannot);
  });

  it('words that another seat acted last from the seat', () => {
    const p = { ...projection([]), undo: { can: false, last: 1 } } as unknown as ViewProjection;
    expect(JSON.stringify(withUndoText(p).undo)).toBe(JSON.stringify({ can: false, reason: 'Seat 2 acted last.', last: 1 }));
  });
});

describe('a status headline left out by the room', () => {
  const headline = (view: unknown): string | undefined => `${(view as { name: string }).name} acts`;

  it('is worded again from the view', () => {
    const p = projection([]);
    expect(withHeadline(p, headline).status).toEqual({ over: false, headline: 'Bo acts' });
  });

  it('stays as it came when the projection has one, or the game cannot word it', () => {
    const p = { ...projection([]), status: { over: false, headline: 'kept' } } as ViewProjection;
    expect(withHeadline(p, headline)).toBe(p);
    const bare = projection([]);
    expect(withHeadline(bare, undefined)).toBe(bare);
    expect(withHeadline(bare, () => undefined)).toBe(bare);
    expect(withHeadline(bare, () => { throw new Error('no'); })).toBe(bare);
  });
});

describe('log entries that came as rows', () => {
  const rows = (log: unknown[]) => projection(log as never);

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
    const objects = projection([{ v: 1, kind: 'x', text: 'as it came' }]);
    expect(withLogEntries(objects)).toBe(objects);
  });

  it('a row that is not one the room writes is left out rather than breaking the log', () => {
    const out = withLogEntries(rows([[1, 'x', 'good'], ['bad'], [2, 7]]));
    expect(out.log).toEqual([{ v: 1, kind: 'x', text: 'good' }]);
  });
});
