/**
 * Static files: the built client (dist/client, SPA fallback to index.html) and the 3D
 * models (assets/models/*.glb). Hashed build assets are cached for a year; the page and
 * the models are revalidated with an ETag. A browser that accepts gzip gets text and
 * models gzipped (compressed once per file version, off the room's thread, and kept), so
 * a table served by `npm start` alone sends what the client bench counts, not 3 – 4× that.
 */
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.gif': 'image/gif',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.bin': 'application/octet-stream',
  '.ktx2': 'image/ktx2',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};

/** Types worth gzipping: text, and glTF (the models' meshes shrink to about half). */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|wasm|octet-stream)|image\/svg\+xml|model\/gltf|font\/ttf)/;

/** A file shorter than this goes as it is: gzip would save too little to be worth its work. */
export const GZIP_FROM_BYTES = 1024;

/** Whether an Accept-Encoding header accepts gzip (by name, or by `*`, with a q above 0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  let any = false;
  for (const part of value.split(',')) {
    const [name, ...params] = part.split(';').map((x) => x.trim().toLowerCase());
    const q = params.find((x) => x.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const accepted = Number.isFinite(weight) && weight > 0;
    if (name === 'gzip' || name === 'x-gzip') return accepted;
    if (name === '*') any = accepted;
  }
  return any;
}

/** Each served file's gzip, for the version of the file it was made from (`size-mtime`). */
const gzipped = new Map<string, { version: string; body: Promise<Buffer> }>();

function gzipOf(file: string, version: string): Promise<Buffer> {
  const had = gzipped.get(file);
  if (had?.version === version) return had.body;
  const body = fs.promises.readFile(file).then((raw) => new Promise<Buffer>((resolve, reject) => {
    zlib.gzip(raw, { level: 9 }, (e, out) => (e ? reject(e) : resolve(out)));
  }));
  gzipped.set(file, { version, body });
  // A failure is not kept: the next request tries again.
  body.catch(() => {
    if (gzipped.get(file)?.body === body) gzipped.delete(file);
  });
  return body;
}

/** Vite names built assets `name-<hash>.ext` (hash: 8+ url-safe characters). */
const HASHED = /[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

export function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

export interface StaticOptions {
  /** Built client (index.html and assets/). */
  clientDir: string;
  /** Models served under /assets/models/. */
  modelsDir: string;
}

/**
 * Serves GET/HEAD for static paths. Returns false when the request is not a static
 * one (another handler should answer).
 */
export function serveStatic(req: IncomingMessage, res: ServerResponse, pathname: string, opts: StaticOptions): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (!decodable(pathname)) {
    // A malformed %-escape names no file and no page: the client's error, not a fallback.
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('Bad request: the path holds a malformed %-escape.\n'); // words-ok: a plain-text answer to a hand-made path; no page words it
    return true;
  }
  if (pathname.startsWith('/assets/models/')) {
    const name = pathname.slice('/assets/models/'.length);
    const file = resolveInside(opts.modelsDir, name);
    if (!file || !/\.(glb|gltf|bin|png|jpg|ktx2)$/i.test(file) || !isFile(file)) {
      notFound(res);
      return true;
    }
    sendFile(req, res, file, 'public, max-age=3600, must-revalidate');
    return true;
  }
  const file = resolveInside(opts.clientDir, pathname === '/' ? 'index.html' : pathname.slice(1));
  if (file && isFile(file)) {
    const immutable = pathname.startsWith('/assets/') && HASHED.test(file);
    sendFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    return true;
  }
  // A path with an extension that is not there is a missing file, not a page.
  if (path.extname(pathname) !== '') {
    notFound(res);
    return true;
  }
  const index = path.join(opts.clientDir, 'index.html');
  if (isFile(index)) {
    sendFile(req, res, index, 'no-cache');
  } else {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end('The client is not built yet: run `npm run build` (or use `npm run dev`).\n'); // words-ok: for the developer running the server
  }
  return true;
}

function decodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** A path inside `root`, or null when the request tries to leave it. */
function resolveInside(root: string, relative: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, decoded);
  return file === base || file.startsWith(base + path.sep) ? file : null;
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
  const stat = fs.statSync(file);
  const type = contentType(file);
  const version = `${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}`;
  const compressible = stat.size >= GZIP_FROM_BYTES && COMPRESSIBLE.test(type);
  const gzip = compressible && acceptsGzip(req.headers['accept-encoding']);
  const etag = `W/"${version}${gzip ? '-gz' : ''}"`;
  const headers: Record<string, string> = {
    'Content-Type': type,
    'Cache-Control': cacheControl,
    ETag: etag,
    'Last-Modified': stat.mtime.toUTCString(),
    'X-Content-Type-Options': 'nosniff',
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const plain = (): void => {
    res.writeHead(200, { ...headers, ETag: `W/"${version}"`, 'Content-Length': stat.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    const stream = fs.createReadStream(file);
    stream.on('error', () => res.destroy());
    stream.pipe(res);
  };
  if (!gzip) return plain();
  gzipOf(file, version).then(
    (body) => {
      res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      res.end(req.method === 'HEAD' ? undefined : body);
    },
    () => plain(),
  );
}

function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end('Not found\n'); // words-ok: a plain-text 404 of a file; no page words it
}
