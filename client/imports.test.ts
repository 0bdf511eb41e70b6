/**
 * What the browser loads: nothing the client ships reaches the validation library (zod,
 * ~26 KB gzip) or a bot's code. Action schemas, payload parsing and content checks run
 * where the rules run (the server, the simulator, the tests); the client reads types and
 * the light modules (a game's `table.ts`, `log-text.ts`, its content, Root's faction
 * identities and looks). Read from the source, so no build is needed: every client module
 * that is not a test is followed through its runtime imports (type-only imports load
 * nothing). docs/PERFORMANCE.md, "Client: what each page loads".
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { loads } from '../tests/helpers/import-statements.ts';
import { sourceFiles } from '../tests/helpers/source-files.ts';

const REPO = resolve(import.meta.dirname, '..');

/** Modules a test reads and the client never loads. */
const TEST_ONLY = /\.test\.tsx?$|(^|\/)fixtures\.ts$/;

/** What the client must never reach, and why. */
const FORBIDDEN: ReadonlyArray<{ match: (id: string) => boolean; what: string }> = [
  { match: (id) => id === 'zod' || id.startsWith('zod/'), what: 'zod' },
  { match: (id) => /(^|\/)bot\.ts$/.test(id) || id.startsWith('engine/bots/'), what: 'bot code' },
  { match: (id) => id === 'engine/core/parse.ts', what: 'payload parsing (zod)' },
  { match: (id) => /^engine\/games\/[^/]+\/index\.ts$/.test(id), what: 'a whole game module (its schemas and bot)' },
];



/** The modules a file loads at run time: repository paths for relative imports, package names otherwise. */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  const add = (spec: string): void => {
    if (!spec.startsWith('.')) {
      out.push(spec);
      return;
    }
    const path = resolve(dirname(file), spec);
    if (existsSync(path) && statSync(path).isFile()) out.push(relative(REPO, path));
  };
  for (const st of source.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) && loads(st)) {
      add(st.moduleSpecifier.text);
    }
  }
  // `import('./x.ts')`: a chunk loaded later, still shipped.
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteral(node.arguments[0])) {
      add(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** Every module reached from `roots`, each with the module that first imported it. */
function reach(roots: string[]): Map<string, string | null> {
  const from = new Map<string, string | null>(roots.map((r) => [r, null]));
  const queue = [...roots];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    if (!/\.tsx?$/.test(id)) continue;
    for (const next of runtimeImports(join(REPO, id))) {
      if (!from.has(next)) {
        from.set(next, id);
        queue.push(next);
      }
    }
  }
  return from;
}

function chain(from: Map<string, string | null>, id: string): string {
  const path: string[] = [];
  for (let at: string | null | undefined = id; at; at = from.get(at)) path.unshift(at);
  return path.join(' → ');
}

describe('What the client loads (docs/PERFORMANCE.md)', () => {
  const roots = sourceFiles(join(REPO, 'client'), { names: /\.tsx?$/, keep: (path) => !TEST_ONLY.test(relative(REPO, path)) }).map((f) => relative(REPO, f));
  const reached = reach(roots);

  it('no client module reaches zod, bot code, payload parsing or a whole game module', () => {
    const found = [...reached.keys()].flatMap((id) => FORBIDDEN.filter((f) => f.match(id)).map((f) => `${f.what}: ${chain(reached, id)}`));
    expect(found).toEqual([]);
  });

  it("reads Root's table and log words from their own modules, and each faction's looks and words (log, prompt) without its rules", () => {
    for (const id of ['engine/games/root/table.ts', 'engine/games/root/log-text.ts', 'engine/games/root/factions/looks.ts', 'engine/games/root/factions/logs.ts']) expect(reached.has(id)).toBe(true);
    const factionRules = [...reached.keys()].filter((id) => /^engine\/games\/root\/factions\/[^/]+\//.test(id) && !/\/(manifest|looks|log|log-words\.en|prompt-words\.en|state|data)\.ts$/.test(id));
    expect(factionRules).toEqual([]);
  });

  it('finds what a runtime import loads and skips what only types name', () => {
    // The walk itself, on the engine module that must stay off the client: it does reach zod and the bot hints.
    const engine = reach(['engine/games/root/index.ts']);
    expect(engine.has('zod')).toBe(true);
    expect(engine.has('engine/games/root/bot.ts')).toBe(true);
    expect(engine.has('engine/games/root/factions/clergy/schemas.ts')).toBe(true);
    // actions.ts names its schema module in types only.
    expect(reach(['engine/games/root/actions.ts']).size).toBe(1);
  });
});
