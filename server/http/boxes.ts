/**
 * Boxes over HTTP (docs/BOX.md, protocol.ts `HTTP.boxes`):
 *
 * - GET /api/boxes → `{boxes: BoxListing[]}`, the newest boxes kept on this server;
 * - GET /api/boxes/:id → the box as a zip, built from the store (its manifest and images);
 * - POST /api/boxes with a box zip as the body → `{id, name, pieces}`: the box checked
 *   whole (server/boxes/box.ts), every image prepared again like an upload
 *   (server/images/prepare.ts), then the images and the box kept. Limited per address like
 *   image uploads; any refusal keeps nothing.
 *
 * - POST /api/boxes/tts: a Tabletop Simulator save. Its JSON alone → 200 `TtsPlan`, what
 *   it needs (each image by URL and by the name a mod backup gives its file) and what it
 *   cannot bring, nothing kept; a zip of the save with its images → 201 `TtsImported`, a
 *   box kept from it (server/boxes/tts-import.ts) with everything left behind listed.
 *
 * A table opens from a box through the create route (`box` beside the game,
 * server/room/table-setup.ts, server/boxes/kept.ts `boxLayout`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { HttpWordId } from '../../wire/http-words.en.ts';
import { HTTP, type TtsImported, type TtsPlan } from '../../wire/protocol.ts';
import { BOX_ZIP_LIMITS, hashOfFile, MAX_BOX_BYTES, readBox, writeBox, type BoxManifest } from '../boxes/box.ts';
import { keepBox } from '../boxes/kept.ts';
import { ttsBox, ttsPlan } from '../boxes/tts-import.ts';
import { Refused } from '../boxes/refused.ts';
import { readZip } from '../boxes/zip-read.ts';
import { ImageRefused, prepareImage, type PreparedImage } from '../images/prepare.ts';
import type { TableContext } from '../room/context.ts';
import type { BoxListing } from '../store/types.ts';
import { bodyWithin } from './body.ts';
import { HttpProblem, httpProblem, problemBody, internalProblem } from './problem.ts';

/** Boxes listed at most. */
const LISTED = 100;
const BOX_ID = /^[A-Za-z0-9_-]{16,40}$/;
const MB = 2 ** 20;

type Answer = { json: unknown; status: number } | { zip: Uint8Array; name: string };

/** Handles /api/boxes and /api/boxes/:id; false for any other request. */
export function handleBoxes(req: IncomingMessage, res: ServerResponse, pathname: string, ctx: TableContext): boolean {
  if (pathname !== HTTP.boxes && !pathname.startsWith(`${HTTP.boxes}/`)) return false;
  answer(req, pathname, ctx).then(
    (a) => {
      if ('zip' in a) {
        const file = a.name.replace(/[^A-Za-z0-9 ._-]/g, '').trim().slice(0, 60) || 'box';
        res.writeHead(200, {
          'Content-Type': 'application/zip', 'Content-Length': a.zip.length, 'Cache-Control': 'no-store',
          'Content-Disposition': `attachment; filename="${file}.woodland.zip"`, 'X-Content-Type-Options': 'nosniff',
        });
        res.end(req.method === 'HEAD' ? undefined : a.zip);
        return;
      }
      send(res, a.status, a.json);
    },
    (e: unknown) => {
      const problem = e instanceof HttpProblem ? e : internalProblem();
      if (!(e instanceof HttpProblem)) ctx.log(`box error: ${e instanceof Error ? e.stack : String(e)}`);
      send(res, problem.status, problemBody(problem), problem.headers);
    },
  );
  return true;
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Length': Buffer.byteLength(text), ...headers });
  res.end(text);
}

async function answer(req: IncomingMessage, pathname: string, ctx: TableContext): Promise<Answer> {
  const method = req.method ?? 'GET';
  const get = method === 'GET' || method === 'HEAD';
  if (pathname === HTTP.boxes && get) return { status: 200, json: { boxes: await ctx.store.listBoxes(LISTED) } };
  if (pathname === HTTP.boxes && method === 'POST') return { status: 201, json: await uploadBox(req, ctx) };
  if (pathname === `${HTTP.boxes}${HTTP.ttsImportSuffix}` && method === 'POST') return importSave(req, ctx);
  const id = pathname.slice(HTTP.boxes.length + 1);
  if (get && BOX_ID.test(id)) return downloadBox(ctx, id);
  req.resume();
  throw httpProblem(404, 'http/not-found', 'http.noRoute', { method, path: pathname });
}

/** The stored box `id` read back, or a 404. */
async function storedBox(ctx: TableContext, id: string): Promise<{ manifest: BoxManifest; listing: BoxListing }> {
  const box = BOX_ID.test(id) ? await ctx.store.getBox(id) : null;
  if (!box) throw httpProblem(404, 'http/no-box', 'http.box.none');
  const { manifest, ...listing } = box;
  return { manifest: JSON.parse(manifest) as BoxManifest, listing };
}

async function downloadBox(ctx: TableContext, id: string): Promise<Answer> {
  const { manifest } = await storedBox(ctx, id);
  const { zip } = await writeBox(manifest.name, manifest.layout, hashOfFile,
    async (hash) => (await ctx.store.getImage(hash, 'full'))?.bytes ?? null, new Date(manifest.createdAt));
  return { zip, name: manifest.name };
}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return bodyWithin(req, limit, () => httpProblem(413, 'http/box-too-large', 'http.box.tooLarge', { mb: limit / MB }));
}

/** The address's upload rate, then the body's type: the type read, or a refusal. */
function admitUpload(req: IncomingMessage, ctx: TableContext, types: readonly string[], wrongType: HttpWordId): string {
  if (!ctx.uploadLimiter.take(req.socket.remoteAddress)) {
    req.resume();
    const wait = ctx.uploadLimiter.retryAfterSeconds;
    throw httpProblem(429, 'http/rate-limited', 'http.slowDown.uploads', { most: ctx.uploadLimiter.perMinute, wait }, { 'Retry-After': String(wait) });
  }
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  if (!types.includes(type)) {
    req.resume();
    throw httpProblem(415, 'http/not-a-box', wrongType);
  }
  return type;
}

const ZIP_TYPES = ['application/zip', 'application/octet-stream', 'application/x-zip-compressed'];

async function importSave(req: IncomingMessage, ctx: TableContext): Promise<Answer> {
  const type = admitUpload(req, ctx, [...ZIP_TYPES, 'application/json'], 'http.box.sendSave');
  const bytes = await readBody(req, MAX_BOX_BYTES);
  try {
    if (type === 'application/json') return { status: 200, json: ttsPlan(new TextDecoder().decode(bytes)) satisfies TtsPlan };
    const files = readZip(bytes, BOX_ZIP_LIMITS);
    const saves = [...files].filter(([name]) => /\.json$/i.test(name)).sort((a, b) => b[1].length - a[1].length);
    const save = saves.find(([, data]) => /"ObjectStates"\s*:/.test(new TextDecoder().decode(data.subarray(0, Math.min(data.length, 1 << 20))))) ?? saves[0];
    if (!save) throw httpProblem(422, 'http/bad-save', 'http.box.noSave');
    files.delete(save[0]);
    const made = await ttsBox(new TextDecoder().decode(save[1]), files);
    const box = await keepBox(ctx, made.manifest, made.images);
    return { status: 201, json: { box, skipped: made.skipped, missing: made.missing, objects: made.objects } satisfies TtsImported };
  } catch (e) {
    if (e instanceof Refused) throw new HttpProblem(422, 'http/bad-save', e.message, {}, e.words);
    throw e;
  }
}

async function uploadBox(req: IncomingMessage, ctx: TableContext): Promise<BoxListing> {
  admitUpload(req, ctx, ZIP_TYPES, 'http.box.sendBox');
  const bytes = await readBody(req, MAX_BOX_BYTES);
  let box;
  try {
    box = readBox(bytes);
  } catch (e) {
    if (e instanceof Refused) throw new HttpProblem(422, 'http/bad-box', e.message, {}, e.words);
    throw e;
  }
  // Every image prepared again before anything is kept: one refused refuses the box.
  const prepared = new Map<string, PreparedImage>();
  for (const [file, data] of box.images) {
    try {
      prepared.set(file, await prepareImage(Buffer.from(data)));
    } catch (e) {
      if (e instanceof ImageRefused) throw httpProblem(422, 'http/bad-box', 'http.image.inBox', { file, why: e.words });
      throw e;
    }
  }
  return keepBox(ctx, box.manifest, prepared);
}
