import { describe, expect, it } from 'vitest';
import { mulberry32 } from '../server/dice/rand.ts';
import { wireOps } from './protocol.ts';
import { applyPatch, applyWirePatch } from './json-patch.ts';
import { frozenPlain } from '../engine/core/clone.ts';
import { deepEqual, diff, escapePointer } from './json-diff.ts';

/** A small seeded generator so random cases are the same on every run. */
const rng = mulberry32;

const KEYS = ['a', 'b', 'c', 'x/y', 'm~n', '~1', '', '0', 'pieces', '__proto__'];

function randomJson(r: () => number, depth: number): unknown {
  const roll = r();
  if (depth <= 0 || roll < 0.35) {
    const p = r();
    if (p < 0.2) return null;
    if (p < 0.4) return r() < 0.5;
    if (p < 0.7) return Math.floor(r() * 10) - 3;
    return ['', 'x', 'y', '~', '/'][Math.floor(r() * 5)];
  }
  if (roll < 0.65) {
    return Array.from({ length: Math.floor(r() * 5) }, () => randomJson(r, depth - 1));
  }
  const obj: Record<string, unknown> = {};
  const n = Math.floor(r() * 5);
  for (let i = 0; i < n; i++) {
    Object.defineProperty(obj, KEYS[Math.floor(r() * KEYS.length)] as string, {
      value: randomJson(r, depth - 1), enumerable: true, writable: true, configurable: true,
    });
  }
  return obj;
}

/** A random edit of a document: change, add or drop some branches, keep others. */
function mutate(r: () => number, doc: unknown, depth: number): unknown {
  if (r() < 0.15 || depth <= 0) return r() < 0.5 ? doc : randomJson(r, 2);
  if (Array.isArray(doc)) {
    let out = doc.map((x) => (r() < 0.4 ? mutate(r, x, depth - 1) : x));
    if (r() < 0.3) out = out.slice(Math.floor(r() * 3));
    if (r() < 0.3) out.push(randomJson(r, 2));
    if (r() < 0.2) out = out.slice(0, Math.max(0, out.length - 1));
    return out;
  }
  if (doc !== null && typeof doc === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(doc)) {
      if (r() < 0.2) continue;
      Object.defineProperty(out, k, { value: r() < 0.4 ? mutate(r, v, depth - 1) : v, enumerable: true, writable: true, configurable: true });
    }
    if (r() < 0.3) {
      Object.defineProperty(out, KEYS[Math.floor(r() * KEYS.length)] as string, {
        value: randomJson(r, 2), enumerable: true, writable: true, configurable: true,
      });
    }
    return out;
  }
  return randomJson(r, 2);
}

describe('json-diff (RFC 6902 between two projections of one viewer)', () => {
  it('apply(diff(a, b), a) deep-equals b for 2000 random pairs, and leaves a untouched', () => {
    const r = rng(20240601);
    for (let i = 0; i < 2000; i++) {
      const a = randomJson(r, 4);
      const b = r() < 0.5 ? mutate(r, a, 4) : randomJson(r, 4);
      const before = JSON.stringify(a);
      const ops = diff(a, b);
      const patched = applyPatch(a, ops);
      expect(deepEqual(patched, b), `case ${i}: ${JSON.stringify({ a, b, ops })}`).toBe(true);
      expect(JSON.stringify(a)).toBe(before);
    }
  });

  it('the wire form of a diff ([path] removes, [path, value] sets) patches a versioned document to b through the one applier (wire/json-patch.ts)', () => {
    const r = rng(20261125);
    for (let i = 0; i < 1000; i++) {
      const a = { version: i, doc: randomJson(r, 4) };
      const b = { version: i + 1, doc: r() < 0.5 ? mutate(r, a.doc, 4) : randomJson(r, 4) };
      const ops = wireOps(diff(a, b));
      expect(ops.some((o) => o[0] === '/version')).toBe(false);
      const patch = { from: i, to: i + 1, ops };
      expect(deepEqual(applyWirePatch(a, patch), b), `case ${i}: ${JSON.stringify({ a, b, ops })}`).toBe(true);
    }
  });

  it('a part every viewer shares (two values made plain once) is diffed once: the same ops at the same path, made afresh at another', () => {
    const r = rng(77);
    let reused = 0;
    for (let i = 0; i < 300; i++) {
      const a = randomJson(r, 4);
      const b = mutate(r, a, 4);
      const fa = frozenPlain(a);
      const fb = frozenPlain(b);
      const fresh = diff({ view: { pieces: structuredClone(a) } }, { view: { pieces: structuredClone(b) } });
      const first = diff({ view: { pieces: fa } }, { view: { pieces: fb } });
      const again = diff({ view: { pieces: fa }, n: 1 }, { view: { pieces: fb }, n: 1 });
      expect(first, `case ${i}`).toEqual(fresh);
      expect(again).toEqual(fresh);
      // The second viewer's ops inside the shared part are the very ops worked out for the
      // first (an op above it, a replace of the whole view, is the parent's own).
      again.forEach((op, k) => {
        if (!op.path.startsWith('/view/pieces') || typeof fa !== 'object' || fa === null || typeof fb !== 'object' || fb === null) return;
        expect(op).toBe(first[k]);
        reused++;
      });
      // The same two values elsewhere: their own paths.
      const elsewhere = diff({ other: fa }, { other: fb });
      expect(elsewhere).toEqual(diff({ other: structuredClone(a) }, { other: structuredClone(b) }));
      expect(applyPatch({ other: structuredClone(a) }, elsewhere)).toEqual({ other: b });
    }
    expect(reused).toBeGreaterThan(100);
  });

  it('equal documents give no ops', () => {
    const doc = { a: [1, { b: 'c' }], d: null, e: { f: true } };
    expect(diff(doc, JSON.parse(JSON.stringify(doc)))).toEqual([]);
  });

  it('object keys are diffed recursively: one changed leaf is one replace', () => {
    const a = { pieces: { p1: { x: 1, z: 2 }, p2: { x: 3, z: 4 } }, version: 1 };
    const b = { pieces: { p1: { x: 1, z: 2 }, p2: { x: 5, z: 4 } }, version: 2 };
    expect(diff(a, b)).toEqual([
      { op: 'replace', path: '/pieces/p2/x', value: 5 },
      { op: 'replace', path: '/version', value: 2 },
    ]);
  });

  it('paths escape "~" as ~0 and "/" as ~1 (RFC 6901)', () => {
    expect(escapePointer('a/b~c')).toBe('a~1b~0c');
    const ops = diff({ 'a/b': 1, 'm~n': 1 }, { 'a/b': 2, 'm~n': 3 });
    expect(ops.map((o) => o.path)).toEqual(['/a~1b', '/m~0n']);
    expect(applyPatch({ 'a/b': 1, 'm~n': 1 }, ops)).toEqual({ 'a/b': 2, 'm~n': 3 });
  });

  it('a sliding log window becomes removes at the front plus appends, not a rewrite', () => {
    const entry = (v: number) => ({ v, kind: 'move', text: `moved ${v}` });
    const a = Array.from({ length: 100 }, (_, i) => entry(i));
    const b = Array.from({ length: 100 }, (_, i) => entry(i + 2));
    const ops = diff({ log: a }, { log: b });
    expect(ops).toHaveLength(4);
    expect(applyPatch({ log: a }, ops)).toEqual({ log: b });
  });

  it('a run cut out of the middle of a list becomes that many removes, not a rewrite of what follows', () => {
    const option = (i: number) => ({ t: 'move', from: i, to: i + 1, n: 1 });
    const a = Array.from({ length: 30 }, (_, i) => option(i));
    const b = [...a.slice(0, 10), ...a.slice(14)].map((o) => ({ ...o }));
    const ops = diff({ actions: a }, { actions: b });
    expect(ops).toEqual(Array.from({ length: 4 }, () => ({ op: 'remove', path: '/actions/10' })));
    expect(applyPatch({ actions: a }, ops)).toEqual({ actions: b });
  });

  it('a small object whose ops would take more bytes than itself is replaced whole', () => {
    // Deep in a projection, every op repeats a long path.
    const doc = (o: object) => ({ prompts: [{ actions: [{ t: 'pass' }, o] }] });
    const ops = diff(doc({ t: 'move', from: 3, to: 6, n: 2 }), doc({ t: 'move', from: 5, to: 7, n: 4 }));
    expect(ops).toEqual([{ op: 'replace', path: '/prompts/0/actions/1', value: { t: 'move', from: 5, to: 7, n: 4 } }]);
    // One changed member stays one op, and so do a few where their ops are the shorter.
    expect(diff(doc({ t: 'move', from: 3, to: 6, n: 2 }), doc({ t: 'move', from: 3, to: 6, n: 4 }))).toEqual([{ op: 'replace', path: '/prompts/0/actions/1/n', value: 4 }]);
    expect(diff({ o: { t: 'move', from: 3, to: 6, n: 2 } }, { o: { t: 'move', from: 5, to: 7, n: 4 } })).toHaveLength(3);
  });

  it('arrays with repeated elements: equal gives nothing, one change gives one op', () => {
    const edges = ['path', 'path', 'grass', 'path', 'path'];
    expect(diff({ edges }, { edges: [...edges] })).toEqual([]);
    expect(diff({ l: ['0', '1', '0', '1'] }, { l: ['0', '1', '0', '2'] })).toEqual([{ op: 'replace', path: '/l/3', value: '2' }]);
  });

  it('undefined members count as absent (JSON semantics)', () => {
    expect(diff({ a: 1, b: undefined }, { a: 1 })).toEqual([]);
    expect(diff({ a: 1 }, { a: 1, b: undefined })).toEqual([]);
  });

  it('a "__proto__" key stays a plain key when patched', () => {
    const b = JSON.parse('{"__proto__": {"polluted": true}}') as object;
    const patched = applyPatch({}, diff({}, b)) as Record<string, unknown>;
    expect(Object.keys(patched)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('apply rejects a path that does not exist (the client then resyncs)', () => {
    expect(() => applyPatch({ a: 1 }, [{ op: 'replace', path: '/b', value: 1 }])).toThrow();
    expect(() => applyPatch({ a: [] }, [{ op: 'remove', path: '/a/0' }])).toThrow();
  });
});
