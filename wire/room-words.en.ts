/**
 * The English words the table's room makes for its players (its refusals, keys `room.…`):
 * ICU messages. The server words each refusal with `roomSay` and sends the message id and
 * its values beside the English (RejectedMessage.words), so a client words it again in its
 * reader's language; client/words/en/room.ts re-exports this catalogue and
 * client/words/fr/room.ts translates it key for key.
 */
import { englishSay } from '../engine/core/english.ts';

export const roomWords = {
  'room.payload.notJson': 'The payload is not JSON.',
  'room.payload.tooLarge': 'The message is {bytes} bytes; the limit is {max}.',
  'room.payload.tooDeep': 'The payload nests objects or arrays more than {depth} deep.',
  'room.payload.invalid': '{detail}',
  'room.payload.unreadable': 'The server could not read that message.',
  'room.payload.unknownType': 'Unknown message type "{type}".',
  'room.version.ahead': 'Version {v} is ahead of the table ({version}).',
  'room.version.stale': 'The table moved on (version {version}, yours {v}); a fresh snapshot follows.',
  'room.internal.message': 'The server could not handle that message.',
  'room.internal.action': 'The server could not handle that action.',
  'room.internal.cast': 'The server could not change the streaming settings.',
  'room.internal.compose': 'The server could not make that component.',
  'room.internal.keepBox': 'The server could not keep that box; the table is unchanged.',
  'room.slowDown.actions': 'Too many actions; slow down.',
  'room.slowDown.box': 'Too many changes to the box; slow down.',
  'room.slowDown.cast': 'Too many streaming changes; slow down.',
  'room.slowDown.uploads': 'Too many upload tickets asked for; slow down.',
  'room.slowDown.components': 'Too many components at once; slow down.',
  'room.slowDown.chat': 'Too many chat lines; slow down.',
  'room.slowDown.resyncs': 'Too many resyncs; slow down.',
  'room.slowDown.rematch': 'Too many rematch requests; slow down.',
  'room.spectator.act': 'Spectators cannot act.',
  'room.spectator.images': 'Spectators cannot bring images.',
  'room.spectator.components': 'Spectators cannot bring components.',
  'room.spectator.camera': 'A spectator has no camera to share; only seated players do.',
  'room.spectator.hotseat': 'Spectators hold no seat to pass.',
  'room.spectator.rematch': 'Only the players ask for a rematch; spectators watch it.',
  'room.caster.act': 'A caster watches the table; it cannot act or chat.',
  'room.parked': 'This seat is behind the device\'s cover: take it first.',
  'room.host.remove': "Only the table's host (the first player to sit down) can remove a player.",
  'room.host.cast': "Only the table's host (the first player to sit down) can change how it is streamed.",
  'room.host.end': "Only the table's host (the first player to sit down) can end the table for everyone.",
  'room.host.box': "Only the table's host (the first player to sit down) can open the box to everyone.",
  'room.host.boxClosed': "Only the table's host (the first player to sit down) can bring images and components to it, or take them off, unless the host opens the box to everyone.",
  'room.join.banned': 'The host banned you from sitting at this table. You can still watch it.',
  'room.remove.self': 'You cannot remove yourself; use Leave to give up your seat.',
  'room.remove.nobody': 'Nobody sits at seat {seat}.',
  'room.cast.signIn': 'Sign in to bind the caster link to an account.',
  'room.cast.seated': 'That account holds a seat at this table: a player cannot be its caster.',
  'room.cast.noAccount': 'No account has that id: copy it from the caster\'s profile address.',
  'room.dice.failed': 'The dice could not be thrown, so that action did not happen. Try again.',
  'room.store.images': 'The table could not save those images, so nothing was added. Try again.',
  'room.store.action': 'The table could not save that action, so it did not happen. Try again.',
  'room.compose.only': 'Components come to the table through compose, which names their images by upload; an intent cannot add one.',
  'room.compose.none': '{game} takes no components of your own.',
  'room.compose.hash': 'Name each image by the hash its upload returned (64 hexadecimal digits).',
  'room.compose.notUploaded': 'No image {hash}… was uploaded to this table.',
  'room.compose.gone': 'Image {hash}… is not stored any more; upload it again.',
  'room.compose.full': 'Those cards take {adding} MB; this table holds {used} MB of images and may hold at most {max} MB.',
  'room.sheet.backCell': "The back is the sheet's last cell, so a {cols} × {rows} sheet holds at most {most} cards; this one says {count}.",
  'room.sheet.grid': 'A sheet has 1 to {maxCols} columns and 1 to {maxRows} rows; this one says {cols} × {rows}.',
  'room.sheet.count': 'A {cols} × {rows} sheet holds 1 to {cells} cards; this one says {count}.',
  'room.sheet.cells': 'A {cols} × {rows} sheet has cells 0 to {last}.',
  'room.sheet.unreadable': 'This sheet could not be read as an image.',
  'room.sheet.tooBig': 'This sheet is {width} × {height} pixels; a sheet may be at most {max} pixels on a side.',
  'room.sheet.cellsSmall': 'Cut {cols} × {rows}, this {width} × {height} sheet gives cells of {cellW} × {cellH} pixels; a card needs at least {min} × {min}.',
  'room.saveBox.none': '{game} cannot be saved as a box.',
  'room.spectator.saveBox': 'Spectators cannot save the table as a box.',
  'room.slowDown.saveBox': 'Too many changes to the box at once; slow down.',
  'room.rematch.notOver': 'A rematch comes once the game is over.',
  'room.rematch.failed': 'The rematch table could not be made; nothing was created. Try again.',
  'room.rematch.fromBox': 'This table was laid out from a box: start the rematch from the box (Create a table).',
} as const;

/** A message id of the room's catalogue. */
export type RoomWordId = keyof typeof roomWords;

/** The room's English `Say`. */
export const roomSay = englishSay(roomWords);
