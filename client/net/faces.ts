/**
 * The faces a table's own images show (card faces, tokens, boards a group brought): the
 * browser's side of the face route (docs/PROTOCOL.md §7, `facePath`). A projection names
 * an image by its ref only where this viewer may see it; `loadFace` fetches it over HTTP
 * with this connection's face ticket (`X-Face-Ticket`) and decodes it into an ImageBitmap.
 *
 * The ticket is asked for once per connection (`attach`, called with each new room: a join
 * or a reconnection), and once more when the server no longer knows it (401). Faces are
 * cached by ref and size; a refusal is not kept, so a card turned face up is fetched again.
 * The caller chooses the size (`phone` on a small screen). Nothing here is React.
 */
import { C2S, FACE_TICKET_HEADER, facePath, S2C, type FaceSize, type FaceTicket } from '../../wire/protocol.ts';

/** What the loader needs of a colyseus.js room. */
export interface FaceRoom {
  readonly roomId: string;
  send(type: string, payload: unknown): void;
  onMessage(type: string, callback: (message: FaceTicket) => void): unknown;
}

/** A face the server refused: `status` 401, 403, 404 or 429, `code` its error code. */
export class FaceRefused extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

export interface FaceLoaderOptions {
  fetch?: typeof fetch;
  /** Decodes a fetched image (default: `createImageBitmap`). */
  decode?: (blob: Blob) => Promise<ImageBitmap>;
  /** Faces kept (the oldest used forgotten first). */
  keep?: number;
  /** How long to wait for a ticket before a load fails (ms). */
  ticketWaitMs?: number;
}

interface Pending {
  resolve: (ticket: string) => void;
  reject: (e: Error) => void;
}

export class FaceLoader {
  private code: string | null = null;
  private room: FaceRoom | null = null;
  private ticket: string | null = null;
  private waiting: Pending[] = [];
  private readonly cache = new Map<string, Promise<ImageBitmap>>();
  private readonly fetcher: typeof fetch;
  private readonly decode: (blob: Blob) => Promise<ImageBitmap>;
  private readonly keep: number;
  private readonly ticketWaitMs: number;

  constructor(options: FaceLoaderOptions = {}) {
    this.fetcher = options.fetch ?? ((input, init) => fetch(input, init));
    this.decode = options.decode ?? ((blob) => createImageBitmap(blob));
    this.keep = options.keep ?? 400;
    this.ticketWaitMs = options.ticketWaitMs ?? 10_000;
  }

  /** A new connection to a table (a join or a reconnection): its ticket is asked for now. Another table's faces are forgotten. */
  attach(room: FaceRoom): void {
    if (this.code !== room.roomId) this.cache.clear();
    this.code = room.roomId;
    this.room = room;
    this.ticket = null;
    room.onMessage(S2C.faceTicket, (message) => {
      if (this.room !== room || typeof message?.ticket !== 'string') return;
      this.ticket = message.ticket;
      const waiting = this.waiting;
      this.waiting = [];
      for (const w of waiting) w.resolve(message.ticket);
    });
    this.ask();
  }

  /** Leaving the table: the ticket and every face are forgotten, waiting loads fail. */
  detach(): void {
    this.room = null;
    this.code = null;
    this.ticket = null;
    this.cache.clear();
    const waiting = this.waiting;
    this.waiting = [];
    for (const w of waiting) w.reject(new Error('Left the table.'));
  }

  /** The image `ref` names, at `size`, decoded; rejects with `FaceRefused` when the server refuses it. */
  loadFace(ref: string, size: FaceSize = 'full'): Promise<ImageBitmap> {
    const key = `${ref} ${size}`;
    const cached = this.cache.get(key);
    if (cached) {
      // Most recently used last.
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cached;
    }
    const loading = this.fetchFace(ref, size);
    this.cache.set(key, loading);
    loading.catch(() => {
      if (this.cache.get(key) === loading) this.cache.delete(key);
    });
    while (this.cache.size > this.keep) this.cache.delete(this.cache.keys().next().value as string);
    return loading;
  }

  private async fetchFace(ref: string, size: FaceSize, renewed = false): Promise<ImageBitmap> {
    const code = this.code;
    if (code === null) throw new Error('Not at a table.');
    const ticket = await this.currentTicket();
    const res = await this.fetcher(facePath(code, ref, size), { headers: { [FACE_TICKET_HEADER]: ticket } });
    if (res.status === 401 && !renewed && this.code === code) {
      // The server forgot the ticket (its connection was replaced): ask again, once.
      if (this.ticket === ticket) {
        this.ticket = null;
        this.ask();
      }
      return this.fetchFace(ref, size, true);
    }
    if (!res.ok) {
      const body = await res.json().catch(() => null) as { error?: unknown; message?: unknown } | null;
      throw new FaceRefused(res.status, typeof body?.error === 'string' ? body.error : 'http/error',
        // words-ok: a programmer's message; a refused face is never shown to a player
        typeof body?.message === 'string' ? body.message : `The face could not be fetched (${res.status}).`);
    }
    return this.decode(await res.blob());
  }

  private currentTicket(): Promise<string> {
    if (this.ticket !== null) return Promise.resolve(this.ticket);
    return new Promise<string>((resolve, reject) => {
      const pending: Pending = { resolve, reject };
      this.waiting.push(pending);
      setTimeout(() => {
        const i = this.waiting.indexOf(pending);
        if (i < 0) return;
        this.waiting.splice(i, 1);
        reject(new Error('The table gave no face ticket.'));
      }, this.ticketWaitMs);
    });
  }

  private ask(): void {
    try {
      this.room?.send(C2S.faceTicket, {});
    } catch {
      // The connection is closing; the next one asks again.
    }
  }
}

/** The page's one loader: `faces.attach(room)` with each new connection, `faces.detach()` on leaving. */
export const faces = new FaceLoader();

/** The image `ref` names at `size` (the caller picks `phone` on small screens), through the page's loader. */
export function loadFace(ref: string, size: FaceSize = 'full'): Promise<ImageBitmap> {
  return faces.loadFace(ref, size);
}
