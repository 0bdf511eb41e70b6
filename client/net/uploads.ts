/**
 * Uploading an image to the table (docs/PROTOCOL.md §7): a ticket asked of the table over
 * the socket (`uploadTicket`, kept while it is young), then the image's bytes POSTed to
 * `/api/tables/:code/images` with the header `X-Upload-Ticket`, its progress reported as it
 * goes. Resolves to the stored image `{hash, width, height}`; a refusal rejects with an
 * `UploadRefused` carrying the server's sentence (or this page's, for a file it can tell is
 * no image before sending).
 */
import { sendWithProgress } from './send-with-progress.ts';
import { HTTP, type UploadTicket, type UploadedImage } from '../../wire/protocol.ts';
import { boxStore } from './box-store.ts';
import { sendUploadTicket } from './connection.ts';
import { tableStore } from './store.ts';
import { say } from '../words/say.ts';
import { bodyText } from './refusal.ts';
import { refusalText } from '../words/phrase.ts';

/** The image types the table takes (the server reads the bytes and says the same). */
export const IMAGE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];
/** A ticket is good for 15 minutes; this page asks again after 10. */
const TICKET_FRESH_MS = 10 * 60_000;
/** How long the table has to answer for a ticket. */
const TICKET_WAIT_MS = 10_000;

/** An upload refused: `message` is the sentence to show. */
export class UploadRefused extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.code = code;
    this.name = 'UploadRefused';
  }
}

const MB = 2 ** 20;

/** Why `file` cannot be sent at all (its type or size), or null when it may go. */
export function fileProblem(file: { type: string; size: number; name: string }, maxBytes: number): string | null {
  if (file.type !== '' && !IMAGE_TYPES.includes(file.type)) return say('net.upload.notImage', { file: file.name });
  if (file.size === 0) return say('net.upload.empty', { file: file.name });
  if (file.size > maxBytes) return say('net.upload.tooBig', { file: file.name, size: file.size / MB, max: Math.floor(maxBytes / MB) });
  return null;
}

/** The sentence of a refused upload: the problem JSON's `message`, else a plain one for its status. */
export function refusalOf(status: number, body: string): UploadRefused {
  try {
    const parsed = JSON.parse(body) as { error?: unknown };
    const text = bodyText(parsed);
    if (text !== undefined) return new UploadRefused(typeof parsed.error === 'string' ? parsed.error : `http/${status}`, text);
  } catch {
    // Not JSON: a proxy's page; worded below.
  }
  if (status === 0) return new UploadRefused('net/offline', say('net.upload.noAnswer'));
  if (status === 429) return new UploadRefused('http/rate-limited', say('net.upload.tooMany'));
  if (status === 413) return new UploadRefused('http/image-too-large', say('net.upload.tooLarge'));
  return new UploadRefused(`http/${status}`, say('net.upload.refused', { status: String(status) }));
}

/** Whether a ticket received at `at` is still worth using at `now`. */
export function ticketFresh(at: number, now: number): boolean {
  return now - at < TICKET_FRESH_MS;
}

let asking: Promise<UploadTicket> | null = null;

/**
 * A ticket to upload with: the one the table granted lately, or a new one asked for now.
 * Rejects with the table's refusal (only the host, or everyone when the host allows it,
 * may upload) or when it does not answer.
 */
export function uploadTicket(renew = false): Promise<UploadTicket> {
  const held = boxStore.getState().ticket;
  if (!renew && held && ticketFresh(held.at, Date.now())) return Promise.resolve(held.value);
  asking ??= new Promise<UploadTicket>((resolve, reject) => {
    const asked = Date.now();
    const done = () => {
      clearTimeout(timer);
      offBox();
      offTable();
      asking = null;
    };
    const timer = setTimeout(() => {
      done();
      reject(new UploadRefused('net/no-ticket', say('net.upload.noTicket')));
    }, TICKET_WAIT_MS);
    const offBox = boxStore.subscribe((s) => {
      if (s.ticket && s.ticket.at >= asked) {
        done();
        resolve(s.ticket.value);
      }
    });
    // A refusal of the ticket comes without a ref (it answers no intent).
    const offTable = tableStore.subscribe((s, prev) => {
      const r = s.rejection;
      if (r && r !== prev.rejection && !r.ref && r.at >= asked) {
        done();
        reject(new UploadRefused(r.code, refusalText(r, say)));
      }
    });
    if (!sendUploadTicket()) {
      done();
      reject(new UploadRefused('net/offline', say('net.upload.offline')));
    }
  });
  return asking;
}

/** POSTs `file` with `ticket`, reporting progress (0..1); resolves to the stored image. */
async function post(code: string, file: Blob, ticket: UploadTicket, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const res = await sendWithProgress(
    `${HTTP.tableByCode}${encodeURIComponent(code)}${HTTP.tableImagesSuffix}`, file,
    { 'X-Upload-Ticket': ticket.ticket, 'Content-Type': IMAGE_TYPES.includes(file.type) ? file.type : 'application/octet-stream' },
    (loaded, total) => {
      if (total > 0) onProgress(loaded / total);
    },
  );
  if (res.status !== 201 && res.status !== 200) throw refusalOf(res.status, res.text);
  try {
    const body = JSON.parse(res.text) as Partial<UploadedImage>;
    if (typeof body.hash === 'string' && typeof body.width === 'number' && typeof body.height === 'number') {
      onProgress(1);
      return { hash: body.hash, width: body.width, height: body.height };
    }
  } catch {
    // Worded below.
  }
  throw new UploadRefused('http/bad-answer', say('net.upload.badAnswer'));
}

/**
 * Uploads one image to this table: checks its type and size against the ticket's limit,
 * then sends it; a ticket the server no longer takes is renewed once.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadedImage> {
  const code = tableStore.getState().code;
  if (!code) throw new UploadRefused('net/offline', say('net.upload.noTable'));
  let ticket = await uploadTicket();
  const problem = fileProblem(file, ticket.maxBytes);
  if (problem) throw new UploadRefused('upload/file', problem);
  try {
    return await post(code, file, ticket, onProgress);
  } catch (err) {
    if (!(err instanceof UploadRefused) || err.code !== 'http/bad-ticket') throw err;
    ticket = await uploadTicket(true);
    return post(code, file, ticket, onProgress);
  }
}
