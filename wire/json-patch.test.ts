import { describe, expect, it } from 'vitest';
import { wireOps } from './protocol.ts';
import { applyPatch, applyWirePatch, parsePointer, PatchError } from './json-patch.ts';

function frozen<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    Object.values(v).forEach(frozen);
    Object.freeze(v);
  }
  return v;
}

describe('parsePointer', () => {
  it('splits and unescapes tokens', () => {
    expect(parsePointer('')).toEqual([]);
    expect(parsePointer('/a/b')).toEqual(['a', 'b']);
    expect(parsePointer('/a~1b/~0c/~01')).toEqual(['a/b', '~c', '~1']);
    expect(parsePointer('/')).toEqual(['']);
  });

  it('rejects a pointer without a leading slash', () => {
    expect(() => parsePointer('a/b')).toThrow(PatchError);
  });
});

describe('applyPatch', () => {
  const base = () => frozen({
    version: 3,
    table: {
      pieces: { a: { id: 'a', x: 1 }, b: { id: 'b', x: 2 } },
      hands: { 0: { seat: 0, count: 1 } },
    },
    log: [{ v: 1, text: 'one' }, { v: 2, text: 'two' }],
  });

  it('adds, replaces and removes object members', () => {
    const doc = base();
    const next = applyPatch(doc, [
      { op: 'replace', path: '/version', value: 4 },
      { op: 'add', path: '/table/pieces/c', value: { id: 'c', x: 3 } },
      { op: 'remove', path: '/table/pieces/b' },
      { op: 'replace', path: '/table/pieces/a/x', value: 9 },
    ]);
    expect(next.version).toBe(4);
    expect(next.table.pieces).toEqual({ a: { id: 'a', x: 9 }, c: { id: 'c', x: 3 } });
    expect(doc.table.pieces.a.x).toBe(1);
    expect(doc.table.pieces).toHaveProperty('b');
  });

  it('keeps untouched subtrees and gives touched paths new references', () => {
    const doc = base();
    const next = applyPatch(doc, [{ op: 'replace', path: '/table/pieces/a/x', value: 5 }]);
    expect(next).not.toBe(doc);
    expect(next.table).not.toBe(doc.table);
    expect(next.table.pieces).not.toBe(doc.table.pieces);
    expect(next.table.pieces.a).not.toBe(doc.table.pieces.a);
    expect(next.table.pieces.b).toBe(doc.table.pieces.b);
    expect(next.table.hands).toBe(doc.table.hands);
    expect(next.log).toBe(doc.log);
  });

  it('handles arrays: insert, append with "-", replace, remove', () => {
    const doc = base();
    const next = applyPatch(doc, [
      { op: 'add', path: '/log/-', value: { v: 3, text: 'three' } },
      { op: 'add', path: '/log/0', value: { v: 0, text: 'zero' } },
      { op: 'replace', path: '/log/1/text', value: 'ONE' },
      { op: 'remove', path: '/log/2' },
    ]);
    expect(next.log.map((e) => e.text)).toEqual(['zero', 'ONE', 'three']);
    expect(doc.log.map((e) => e.text)).toEqual(['one', 'two']);
    expect(next.log[2]).toEqual({ v: 3, text: 'three' });
  });

  it('unescapes ~1 and ~0 in keys', () => {
    const next = applyPatch(frozen({ m: { 'a/b': 1, 'c~d': 2 } }), [
      { op: 'replace', path: '/m/a~1b', value: 10 },
      { op: 'remove', path: '/m/c~0d' },
    ]);
    expect(next).toEqual({ m: { 'a/b': 10 } });
  });

  it('replaces the whole document at the root pointer', () => {
    expect(applyPatch(base(), [{ op: 'replace', path: '', value: { x: 1 } }])).toEqual({ x: 1 });
  });

  it('copies a container only once per patch', () => {
    const doc = base();
    const next = applyPatch(doc, [
      { op: 'replace', path: '/table/pieces/a/x', value: 7 },
      { op: 'replace', path: '/table/pieces/b/x', value: 8 },
    ]);
    expect(next.table.pieces).toEqual({ a: { id: 'a', x: 7 }, b: { id: 'b', x: 8 } });
  });

  it('returns the same document for an empty patch', () => {
    const doc = base();
    expect(applyPatch(doc, [])).toBe(doc);
  });

  it('throws on operations that do not fit', () => {
    const doc = base();
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/nope', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'remove', path: '/table/pieces/zz' }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'add', path: '/missing/child', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'replace', path: '/log/2', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'add', path: '/log/5', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'add', path: '/log/01', value: 1 }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'remove', path: '' }])).toThrow(PatchError);
    expect(() => applyPatch(doc, [{ op: 'add', path: '/version/x', value: 1 }])).toThrow(PatchError);
  });

  it('treats __proto__ as a plain key, never as a prototype', () => {
    const next = applyPatch({ a: {} as Record<string, unknown> }, [{ op: 'add', path: '/a/__proto__', value: { polluted: true } }]);
    expect(Object.getPrototypeOf(next.a)).toBe(Object.prototype);
    expect(Object.prototype.hasOwnProperty.call(next.a, '__proto__')).toBe(true);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('leaves the input unchanged when a later operation fails', () => {
    const doc = base();
    expect(() => applyPatch(doc, [
      { op: 'replace', path: '/version', value: 99 },
      { op: 'remove', path: '/nope' },
    ])).toThrow(PatchError);
    expect(doc.version).toBe(3);
  });
});

describe('applyWirePatch', () => {
  it('removes a run of array elements in one op, as the room sends a slid log window', () => {
    const doc = frozen({ version: 3, log: [1, 2, 3, 4, 5] });
    const ops = wireOps([{ op: 'remove', path: '/log/0' }, { op: 'remove', path: '/log/0' }, { op: 'remove', path: '/log/0' }, { op: 'add', path: '/log/2', value: 6 }]);
    expect(ops).toEqual([['/log/0', null, 3], ['/log/2', 6]]);
    expect(applyWirePatch(doc, { from: 3, to: 4, ops })).toEqual({ version: 4, log: [4, 5, 6] });
    // One remove stays as it was.
    expect(wireOps([{ op: 'remove', path: '/log/1' }, { op: 'remove', path: '/log/0' }])).toEqual([['/log/1'], ['/log/0']]);
  });

  it('refuses a malformed run with a PatchError (the client then asks for a snapshot)', () => {
    const doc = frozen({ version: 3, log: [1, 2] });
    for (const bad of [['/log/0', null, 0], ['/log/0', null, 1.5], ['/log/0', 'x', 2], ['/log/0', null, 3]]) {
      expect(() => applyWirePatch(doc, { from: 3, to: 4, ops: [bad as never] })).toThrow(PatchError);
    }
  });
});
