/**
 * What each page of the built client loads, read from Vite's manifest
 * (dist/client/.vite/manifest.json): the start page (the entry and its static imports),
 * the table page on top of it, and each game's chunks on top of both (each game's manifest, client/games/<id>/manifest.ts,
 * loads them on demand). Sizes are gzip (level 9) of the JS files; CSS separately.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export function readManifest(dist: string): Manifest {
  const file = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` (vite.config.ts sets build.manifest)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The files a chunk loads before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return into;
  into.add(chunk.file);
  for (const css of chunk.css ?? []) into.add(css);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, into);
  return into;
}

function gzipSize(dist: string, files: Iterable<string>, ext: string): number {
  let bytes = 0;
  for (const f of files) if (f.endsWith(ext)) bytes += zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length;
  return bytes;
}

function minus(a: Set<string>, ...others: Set<string>[]): Set<string> {
  return new Set([...a].filter((f) => !others.some((o) => o.has(f))));
}

function keyOf(manifest: Manifest, src: RegExp): string | undefined {
  return Object.keys(manifest).find((k) => src.test(k));
}

/**
 * The figures: `startPageJsGzipBytes` (what `/` loads), `tablePageJsGzipBytes` (what a
 * table adds: three, the scene, the HUD, the connection), and per game `<id>ClientJsGzipBytes`
 * (its client on top of both) and `<id>OptionsJsGzipBytes` (its create-form fields on top of
 * the start page).
 */
export function bundleFigures(dist = path.join('dist', 'client')): Record<string, number> {
  const manifest = readManifest(dist);
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the manifest has no entry');
  const start = staticClosure(manifest, entry);
  const tableKey = keyOf(manifest, /(^|\/)hud\/TableView\.tsx$/);
  const table = tableKey ? minus(staticClosure(manifest, tableKey), start) : new Set<string>();
  const out: Record<string, number> = {
    startPageJsGzipBytes: gzipSize(dist, start, '.js'),
    startPageCssGzipBytes: gzipSize(dist, start, '.css'),
    tablePageJsGzipBytes: gzipSize(dist, table, '.js'),
  };
  for (const key of Object.keys(manifest).sort()) {
    const game = /(?:^|\/)games\/([a-z0-9-]+)\/(client\.ts|options\.tsx)$/.exec(key);
    if (!game || !manifest[key]!.isDynamicEntry) continue;
    const [, id, file] = game;
    const files = file === 'client.ts' ? minus(staticClosure(manifest, key), start, table) : minus(staticClosure(manifest, key), start);
    out[`${id}${file === 'client.ts' ? 'Client' : 'Options'}JsGzipBytes`] = gzipSize(dist, files, '.js');
  }
  return out;
}
