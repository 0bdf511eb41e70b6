/**
 * The layers of the source tree (docs/ARCHITECTURE.md, "Client layers"), read from the
 * imports of every source file of client/, server/ and wire/ (tests left out). No import
 * cycle among the imports that load a module at run time (a type-only import vanishes from
 * the built code); and, type imports included
 * (a type only a higher layer defines ties the layers as surely as a value), the shared
 * client layers (net, scene, hud, interaction) import nothing of client/games/, the kit
 * (client/kit/) nothing of the games or the layers above it, and the client nothing of server/.
 */
import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { loads } from '../tests/helpers/import-statements.ts';
import { sourceFiles } from '../tests/helpers/source-files.ts';

const REPO = resolve(import.meta.dirname, '..');


interface Named {
  spec: string;
  /** Whether it loads the module at run time (not only names its types). */
  runtime: boolean;
}

/** Every module a file names: import and export declarations (type-only too), `import()` calls and `import('…')` types. */
export function importedSpecifiers(file: string, text: string): Named[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Named[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      out.push({ spec: node.moduleSpecifier.text, runtime: loads(node) });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      out.push({ spec: node.arguments[0].text, runtime: true });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      out.push({ spec: node.argument.literal.text, runtime: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** The repository path a relative specifier names, or null (a package, or a file that is not there). */
function resolveSpecifier(from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(join(REPO, from)), spec);
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return relative(REPO, candidate);
  }
  return null;
}

/** Source files of client/, server/ and wire/, tests left out. */
const FILES = ['client', 'server', 'wire'].flatMap((top) => sourceFiles(join(REPO, top), { enter: (name) => name !== 'node_modules' && name !== 'dist' }))
  .map((f) => relative(REPO, f));
const NAMED = new Map(FILES.map((f) => [f, importedSpecifiers(f, readFileSync(join(REPO, f), 'utf8'))]));

/** Each source file's imports (repository paths): every import, or (`runtime`) those that load the module at run time. */
function importGraph(which: 'all' | 'runtime'): Map<string, string[]> {
  return new Map([...NAMED].map(([f, named]) => [f, named.filter((n) => which === 'all' || n.runtime).flatMap((n) => resolveSpecifier(f, n.spec) ?? [])]));
}

/** The import cycles: strongly connected components of two files or more, and files that import themselves (Tarjan). */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const strong = (v: string): void => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) strong(v);
  return cycles;
}

/** Every import from a file `from` matches to a file `to` matches, as "from -> to". */
function crossings(graph: ReadonlyMap<string, readonly string[]>, from: RegExp, to: RegExp): string[] {
  return [...graph].flatMap(([f, targets]) => (from.test(f) ? targets.filter((t) => to.test(t)).map((t) => `${f} -> ${t}`) : [])).sort();
}

const SHARED_LAYERS = /^client\/(net|scene|hud|interaction)\//;

describe('The layers of the source tree (docs/ARCHITECTURE.md, "Client layers")', () => {
  const graph = importGraph('all');
  const runtime = importGraph('runtime');

  it('reads the imports it should: type-only ones, re-exports and import() included; packages and missing files left out', () => {
    const specs = importedSpecifiers('x.ts', [
      "import type { A } from './a.ts';",
      "import { b, type B } from './b.ts';",
      "export * from './c.ts';",
      "export type { D } from './d.ts';",
      "const e = () => import('./e.ts');",
      "type F = typeof import('./f.ts');",
      "import React from 'react';",
      "import { type G } from './g.ts';",
    ].join('\n'));
    expect(specs.map((n) => n.spec)).toEqual(['./a.ts', './b.ts', './c.ts', './d.ts', './e.ts', './f.ts', 'react', './g.ts']);
    expect(specs.filter((n) => n.runtime).map((n) => n.spec)).toEqual(['./b.ts', './c.ts', './e.ts', 'react']);
    expect(graph.get('client/main.tsx')).toContain('client/games/index.ts');
    expect(graph.get('client/net/messages.ts')).toContain('client/kit/registry.ts');
    expect(graph.size).toBeGreaterThan(300);
  });

  it('finds a cycle, and only a cycle', () => {
    const g = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', ['e']]]);
    expect(importCycles(g)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('no import cycle among the source files of client/, server/ and wire/ (imports that load a module at run time)', () => {
    expect(importCycles(runtime).map((c) => c.join(' ↔ '))).toEqual([]);
  });

  it('the shared client layers (net, scene, hud, interaction) import nothing of client/games/: they ask the kit', () => {
    expect(crossings(graph, SHARED_LAYERS, /^client\/games\//)).toEqual([]);
  });

  it('the kit imports no game and none of the shared layers above it', () => {
    expect(crossings(graph, /^client\/kit\//, /^client\/(games|net|scene|hud|interaction|broadcast|replay)\//)).toEqual([]);
  });

  it('the client imports nothing of server/: what both sides share is in wire/', () => {
    expect(crossings(graph, /^client\//, /^server\//)).toEqual([]);
  });
});
