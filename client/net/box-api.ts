/**
 * Boxes over HTTP (docs/BOX.md, `HTTP.boxes`): the boxes kept on the server, a box file
 * uploaded, a Tabletop Simulator save read for what it needs and then imported with its
 * images. Uploads go through XMLHttpRequest so the page can show how far a large one got.
 * A refusal throws an Error with the server's sentence.
 */
import { sendWithProgress } from './send-with-progress.ts';
import { HTTP, type BoxListing, type TtsImported, type TtsPlan } from '../../wire/protocol.ts';
import { say } from '../words/say.ts';
import { bodyText } from './refusal.ts';

/** How far an upload got: bytes sent of bytes in all. */
export type UploadProgress = (sent: number, total: number) => void;

/** Where a kept box downloads (its zip). */
export function boxDownloadPath(id: string): string {
  return `${HTTP.boxes}/${encodeURIComponent(id)}`;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** Whether a server's answer is a box listing (the list's entries, an upload's answer, `boxSaved`). */
export function isBoxListing(v: unknown): v is BoxListing {
  return isObject(v) && typeof v.id === 'string' && typeof v.name === 'string' && typeof v.pieces === 'number'
    && typeof v.bytes === 'number' && typeof v.createdAt === 'number';
}

/** The sentence of a refusal: the server's own, else one for the status. */
export function refusalText(status: number, body: unknown): string {
  const text = bodyText(body);
  if (text !== undefined) return text;
  if (status === 0) return say('net.box.noAnswer');
  if (status === 413) return say('net.box.tooLarge');
  if (status === 429) return say('net.box.tooMany');
  return say('net.box.refused', { status: String(status) });
}

/** The boxes kept on this server, newest first. */
export async function fetchBoxes(): Promise<BoxListing[]> {
  const res = await fetch(HTTP.boxes, { headers: { Accept: 'application/json' } });
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new Error(refusalText(res.status, body));
  const list = isObject(body) && Array.isArray(body.boxes) ? body.boxes : [];
  return list.filter(isBoxListing);
}

/** A POST of `body` as `type`, its answer parsed as JSON (null when it is not). */
async function post(url: string, type: string, body: Blob, progress?: UploadProgress): Promise<{ status: number; body: unknown }> {
  const res = await sendWithProgress(url, body, { 'Content-Type': type }, progress);
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(res.text) as unknown;
  } catch {
    // Not JSON: the status speaks.
  }
  return { status: res.status, body: parsed };
}

const zipBlob = (zip: Uint8Array | Blob): Blob => (zip instanceof Blob ? zip : new Blob([zip as Uint8Array<ArrayBuffer>], { type: 'application/zip' }));

/** Uploads a box file (a zip) to keep it; resolves to the box kept. */
export async function uploadBox(zip: Uint8Array | Blob, progress?: UploadProgress): Promise<BoxListing> {
  const res = await post(HTTP.boxes, 'application/zip', zipBlob(zip), progress);
  if (res.status !== 201 || !isBoxListing(res.body)) throw new Error(refusalText(res.status, res.body));
  return res.body;
}

/** What a save (its JSON alone) needs to be imported, and what it cannot bring; nothing is kept. */
export async function readSave(json: Blob): Promise<TtsPlan> {
  const res = await post(`${HTTP.boxes}${HTTP.ttsImportSuffix}`, 'application/json', json);
  const plan = res.body;
  if (res.status !== 200 || !isObject(plan) || !Array.isArray(plan.needs) || !Array.isArray(plan.skipped)) {
    throw new Error(refusalText(res.status, res.body));
  }
  return plan as unknown as TtsPlan;
}

/** Imports a save zipped with its images; resolves to the box kept and everything left behind. */
export async function importSave(zip: Uint8Array | Blob, progress?: UploadProgress): Promise<TtsImported> {
  const res = await post(`${HTTP.boxes}${HTTP.ttsImportSuffix}`, 'application/zip', zipBlob(zip), progress);
  const made = res.body;
  if (res.status !== 201 || !isObject(made) || !isBoxListing(made.box)) throw new Error(refusalText(res.status, res.body));
  return {
    box: made.box,
    objects: typeof made.objects === 'number' ? made.objects : 0,
    skipped: Array.isArray(made.skipped) ? made.skipped as TtsImported['skipped'] : [],
    missing: Array.isArray(made.missing) ? made.missing as TtsImported['missing'] : [],
  };
}
