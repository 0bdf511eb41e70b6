/**
 * The English words of the HTTP API's refusals that players read (keys `http.…`): ICU
 * messages. The server words an error body's `message` with `httpSay` and sends the
 * message id and its values beside it (HttpError.words), so a client words it again in
 * its reader's language; client/words/en/room.ts re-exports this catalogue and
 * client/words/fr/room.ts translates it key for key.
 */
import { englishSay } from '../engine/core/english.ts';

export const httpWords = {
  'http.internal': 'Internal error.',
  'http.noRoute': 'No API route {method} {path}.',
  'http.noTable': 'No table with that code.',
  'http.badEscape': 'The path holds a malformed %-escape.',
  'http.notJson': 'Send the request body as application/json.',
  'http.tooLarge': 'Request body too large.',
  'http.tooDeep': 'The body nests objects or arrays more than {depth} deep.',
  'http.badJson': 'The body is not JSON.',
  'http.crossSite': 'This request came from another site; it is refused.',
  'http.signedOut': 'Sign in first.',
  'http.tableBusy': 'The server holding this table did not answer; try again in a moment.',
  'http.reopening': 'Another server is still reopening this table; try again in a moment.',
  'http.unknownGame': 'This server has no game "{game}".',
  'http.seedAtEnd': 'The seed is revealed when the game ends; export then.',
  'http.delayedEnd': 'Spectators watch this table {seconds} s behind: the seed and the saved game are out once their broadcast has shown the end of the game.',
  'http.slowDown.tables': 'Too many tables created from this address: at most {most} a minute. Try again in {wait} s.',
  'http.slowDown.images': 'Too many images uploaded from this address: at most {most} a minute. Try again in {wait} s.',
  'http.slowDown.uploads': 'Too many uploads from this address: at most {most} a minute. Try again in {wait} s.',
  'http.slowDown.faces': 'Too many faces fetched from this address: at most {most} a minute. Try again in {wait} s.',
  'http.slowDown.replays': 'Too many replay requests from this address. Try again in {wait} s.',
  'http.slowDown.passkeys': 'Too many passkey requests from this address. Try again in {wait} s.',
  'http.box.none': 'No box with that name on this server.',
  'http.box.tooLarge': 'A box may be at most {mb} MB.',
  'http.box.sendSave': 'Send the save (its JSON), or a zip of the save with its images, as the body.',
  'http.box.sendBox': 'Send the box itself (a zip) as the body.',
  'http.box.noSave': "This zip holds no save: put the save's .json file in it beside its images.",
  'http.image.tooLarge': 'An image may be at most {mb} MB.',
  'http.image.noTicket': 'Uploading needs a ticket from the table (the host asks for one at the table).',
  'http.image.notImage': 'Send the image itself as the body: PNG, JPEG or WebP.',
  'http.image.badTicket': 'This upload ticket is not one this table granted, or it has expired: ask the table for a new one.',
  'http.image.tableFull': 'This table holds {used} MB of images; a table may hold at most {max} MB.',
  'http.image.fileTooLarge': 'This file is {size} MB; an image may be at most {max} MB.',
  'http.image.format': 'This file is {format, select, png {a PNG image} jpeg {a JPEG image} webp {a WebP image} gif {a GIF image} bmp {a BMP image} tiff {a TIFF image} avif {an AVIF image} heic {a HEIC image} jpegxl {a JPEG XL image} ico {an icon file} psd {a Photoshop document} svg {an SVG drawing} pdf {a PDF document} zip {a ZIP archive} text {a text file} other {not an image this table can read}}; upload a PNG, JPEG or WebP image.',
  'http.image.dimensions': 'This image is {width} × {height} pixels; an image may be at most {max} pixels on a side.',
  'http.image.pixels': 'This image has {mp} megapixels ({width} × {height}); an image may have at most {max}.',
  'http.image.corrupt': 'This file starts as {format, select, png {a PNG image} jpeg {a JPEG image} webp {a WebP image} gif {a GIF image} bmp {a BMP image} tiff {a TIFF image} avif {an AVIF image} heic {a HEIC image} jpegxl {a JPEG XL image} ico {an icon file} psd {a Photoshop document} svg {an SVG drawing} pdf {a PDF document} zip {a ZIP archive} text {a text file} other {not an image this table can read}} but is damaged or incomplete, so it cannot be read.',
  'http.image.inBox': '{file} in this box: {why}',
  'http.face.none': 'This table has no such image.',
  'http.face.noTicket': 'Fetching a face needs the face ticket your connection to the table asks for.',
  'http.face.nobody': 'Nobody is at this table now, so it shows nobody this face.',
  'http.face.badTicket': 'This face ticket is not one the table knows (or its connection is gone): ask for a new one.',
  'http.face.hidden': 'The table does not show you this face now.',
  'http.replay.cannot': 'This table cannot be replayed.',
  'http.replay.notOver': "Every seat's view is shown once the game is over; while it runs a replay is the public view.",
  'http.replay.badView': 'The view is "public" or "full".',
  'http.replay.badVersion': '"{text}" is not a version: ask for a whole number from 0.',
  'http.replay.versions': 'Table {code} has versions 0 to {last}, not {version}.',
  'http.replay.noVersion': 'Table {code} has no version {version}.',
  'http.account.none': 'No such account.',
  'http.passkey.noOrigin': 'This request does not say which site it was made to (no usable Host header).',
  'http.passkey.expired': 'This passkey request has expired or was already used; start again.',
  'http.passkey.refused': 'The passkey was refused: {why}',
  'http.passkey.why.unverified': 'it could not be verified.',
  'http.passkey.why.taken': 'this passkey already belongs to an account; sign in with it instead.',
  'http.passkey.why.unknown': 'this site does not know that passkey (was its account made on another site?).',
  'http.passkey.why.otherAccount': 'it names another account than the one it belongs to.',
  'http.passkey.why.gone': 'its account no longer exists.',
  'http.push.tooMany': 'An account can have turn notifications on {most} browsers; turn them off on one first.',
} as const;

/** A message id of the HTTP API's catalogue. */
export type HttpWordId = keyof typeof httpWords;

/** The HTTP API's English `Say`. */
export const httpSay = englishSay(httpWords);
