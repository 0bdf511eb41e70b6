/**
 * What a group's own components bring to the protocol (docs/PROTOCOL.md §7b, docs/BOX.md):
 * upload and face tickets, uploaded images, face sizes, boxes and Tabletop Simulator
 * imports. Re-exported by protocol.ts.
 */
import type { Phrase } from '../engine/core/words.ts';

/**
 * What lets a connection fetch the faces its projection shows over HTTP
 * (`facePath`, header `FACE_TICKET_HEADER`): bound to the connection that asked, it
 * speaks for whatever that connection's viewer is when a face is fetched (its seat, the
 * spectators — live or delayed —, the caster), and for nothing once it is gone.
 */
export interface FaceTicket {
  ticket: string;
}

/** The header a face fetch shows its ticket in. */
export const FACE_TICKET_HEADER = 'X-Face-Ticket';

/** The sizes a face is served at: `full` (≤ 4096 px a side) and `phone` (≤ 1024; cut cards ≤ 512). */
export const FACE_SIZES = ['full', 'phone'] as const;
export type FaceSize = (typeof FACE_SIZES)[number];

/**
 * What lets its holder upload images to one table over HTTP (`HTTP.tableImagesSuffix`,
 * header `X-Upload-Ticket`) until `expiresAt` (server time, ms): granted to the host over
 * the socket, since HTTP carries no seat.
 */
export interface UploadTicket {
  ticket: string;
  expiresAt: number;
  /** The largest image accepted, bytes. */
  maxBytes: number;
}

/** An image stored for a table: its name there (the sha256 of the upload) and its size in pixels. */
export interface UploadedImage {
  hash: string;
  width: number;
  height: number;
}

/** A box kept on the server, as listed. */
export interface BoxListing {
  id: string;
  name: string;
  createdAt: number;
  /** Pieces it lays out, cards counted one by one. */
  pieces: number;
  /** Bytes of its images. */
  bytes: number;
}

/** Something of a Tabletop Simulator save not brought to the table as it was, and why. */
export interface TtsLeftOut {
  /** The object's type in the save (`Custom_Model`, `LuaScript`, `image`, …). */
  what: string;
  name: string;
  guid: string;
  why: string;
  /** `why` as a phrase of wire/http-words.en.ts (`http.tts.…`), worded in the reader's language. */
  whyWords?: Phrase;
}

/** An image a save needs: its URL, the name a mod backup gives its file, and what shows it. */
export interface TtsImageNeeded {
  url: string;
  cacheName: string;
  usedBy: string[];
}

/** What a save needs before it can be imported (its JSON alone was sent). */
export interface TtsPlan {
  name: string;
  objects: number;
  needs: TtsImageNeeded[];
  skipped: TtsLeftOut[];
}

/** A save imported as a box: the box, and everything left behind. */
export interface TtsImported {
  box: BoxListing;
  objects: number;
  skipped: TtsLeftOut[];
  missing: TtsImageNeeded[];
}

/** A box saved from the table (`S2C.boxSaved`): download it at `HTTP.boxes`/`id`, or open a table from it. */
export interface BoxSaved extends BoxListing {
  ref?: string;
}
