/**
 * The files under a folder that tests read as source (to scan for rule codes, imports,
 * terms, glyphs), sorted: by default every `.ts` / `.tsx` file that is not a test.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** What a source test reads by default: TypeScript, not its tests. */
export const TYPESCRIPT = /(?<!\.test)\.tsx?$/;

export interface SourceFilter {
  /** File names to read. */
  names?: RegExp;
  /** Whether to read a file (its path under the folder walked), past `names`. */
  keep?: (path: string) => boolean;
  /** Whether to go into a folder (its name). */
  enter?: (name: string) => boolean;
}

export function sourceFiles(dir: string, filter: SourceFilter = {}): string[] {
  const { names = TYPESCRIPT, keep = () => true, enter = () => true } = filter;
  const walk = (d: string): string[] => readdirSync(d, { withFileTypes: true }).flatMap((e) => {
    const path = join(d, e.name);
    if (e.isDirectory()) return enter(e.name) ? walk(path) : [];
    return names.test(e.name) && keep(path) ? [path] : [];
  });
  return walk(dir).sort();
}
