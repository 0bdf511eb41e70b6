/** The free table's words in English (the source): its box panel, piece menu and caster notes; its rules in en-rules.ts; its engine's log, names, prompts and refusals (en-log.ts, en-engine.ts). */
import { enRules } from './en-rules.ts';
import { enLog } from './en-log.ts';
import { enNames, enPrompts, enRefusals } from './en-engine.ts';

export const en = {
  ...enRules,
  ...enLog,
  ...enNames,
  ...enPrompts,
  ...enRefusals,

  // The dock's tab for the box on a phone (client.ts).
  'sandbox.drawer.box': 'Box',

  // A piece's menu (piece-lines.ts): `count` is how many pieces the line acts on.
  'sandbox.menu.lock': '{count, plural, =1 {Lock in place} other {Lock in place (#)}}',
  'sandbox.menu.unlock': '{count, plural, =1 {Unlock} other {Unlock (#)}}',
  'sandbox.menu.remove': '{count, plural, =1 {Remove from the table} other {Remove from the table (#)}}',

  // The caster view's lines (caster-notes.ts).
  'sandbox.caster.deckEmpty': '{name}: empty',
  'sandbox.caster.deck': '{name} ({count}), next: {next}',
  'sandbox.caster.bagEmpty': '{name} holds {count}',
  'sandbox.caster.bag': '{name} holds {count}: {holds}',
  'sandbox.caster.many': '{count}× {label}',

  // The box panel (box/BoxPanel.tsx).
  'sandbox.box.title': 'Component box',
  'sandbox.box.everyone': 'Let everyone change the box',
  'sandbox.box.kept': 'The host keeps the box: they add and remove components and bring images.',
  'sandbox.box.keptShort': 'The host keeps the box',
  'sandbox.box.dropHere': 'Drop images to bring them to the table',
  'sandbox.box.dropRefused': 'The host keeps the box: only they may bring images to this table.',

  // Fields both forms share (box/AddComponent.tsx, box/ImageForm.tsx).
  'sandbox.box.name': 'Name',
  'sandbox.box.width': 'Width',
  'sandbox.box.depth': 'Depth',
  'sandbox.box.shape': 'Shape',
  'sandbox.box.shape.round': 'Round',
  'sandbox.box.shape.square': 'Square',
  'sandbox.box.shape.hex': 'Hex',

  // The plain components (box/AddComponent.tsx).
  'sandbox.box.kind.standardDeck': '52-card deck',
  'sandbox.box.kind.die': 'Die',
  'sandbox.box.kind.counter': 'Counter',
  'sandbox.box.kind.token': 'Token',
  'sandbox.box.kind.meeple': 'Meeple',
  'sandbox.box.kind.board': 'Board or mat',
  'sandbox.box.kind.tile': 'Tile',
  'sandbox.box.kind.bag': 'Bag',
  'sandbox.box.kind.zone': 'Hidden zone',
  'sandbox.box.add.form': 'Add a component',
  'sandbox.box.add.kind': 'Add',
  'sandbox.box.add.sides': 'Sides',
  'sandbox.box.add.words': 'Words on the faces (optional, one per face)',
  'sandbox.box.add.wordsExample': 'sun, moon, star, …',
  'sandbox.box.add.startsAt': 'Starts at',
  'sandbox.box.add.whoseZone': 'Whose zone',
  'sandbox.box.add.whoseMeeple': 'Whose meeple',
  'sandbox.box.add.seat': 'Seat {seat}',
  'sandbox.box.add.seatNamed': 'Seat {seat} — {name}',
  'sandbox.box.add.zoneNote': 'Cards lying in it show their faces to its seat only.',
  'sandbox.box.add.submit': 'Add to the table',
  'sandbox.box.colour': 'Colour',
  'sandbox.box.colour.seats': 'Seat colours',
  'sandbox.box.colour.seat': "Seat {seat}'s colour ({colour})",
  'sandbox.box.colour.red': 'red',
  'sandbox.box.colour.blue': 'blue',
  'sandbox.box.colour.green': 'green',
  'sandbox.box.colour.yellow': 'yellow',
  'sandbox.box.colour.purple': 'purple',
  'sandbox.box.colour.orange': 'orange',
  'sandbox.box.colour.teal': 'teal',
  'sandbox.box.colour.pink': 'pink',
  'sandbox.box.colour.brown': 'brown',
  'sandbox.box.colour.white': 'white',

  // The name a component gets when its field is left empty (box/box-model.ts).
  'sandbox.box.named.counter': 'Counter',
  'sandbox.box.named.token': 'Token',
  'sandbox.box.named.mat': 'Mat',
  'sandbox.box.named.tile': 'Tile',
  'sandbox.box.named.bag': 'Bag',
  'sandbox.box.named.image': 'Image',

  // What to put right in a form (box/box-model.ts).
  'sandbox.box.error.faceWords': 'A d{sides} needs {sides} words, one per face ({given, plural, other {# given}}).',
  'sandbox.box.error.faceWordLong': '"{word}" is longer than {max} letters.',
  'sandbox.box.error.nameLong': 'A name is at most {max} letters.',
  'sandbox.box.error.counterStart': 'Start the counter at a whole number from −9999 to 9999.',
  'sandbox.box.error.span': 'Width and depth: 1 to {max} table units (the table is 48 × 32).',
  'sandbox.box.error.name': 'Give it a name (1 to {max} letters).',
  'sandbox.box.error.cols': 'Columns: a whole number from 1 to {max}.',
  'sandbox.box.error.rows': 'Rows: a whole number from 1 to {max}.',
  'sandbox.box.error.noCell': 'A 1 × 1 sheet has no cell left for cards once its last cell is the back.',
  'sandbox.box.error.count': 'Cards: a whole number from 1 to {most} for a {cols} × {rows} sheet{back, select, last { whose last cell is the back} other {}}.',
  'sandbox.box.error.backImage': "Upload the image of the cards' back.",
  'sandbox.box.error.backSheet': "Upload the sheet of the cards' backs.",
  'sandbox.box.error.board': 'A board is 1 to {max} table units a side (the table is 48 × 32).',
  'sandbox.box.error.cardBack': "Upload the image of the card's back.",

  // The images brought to the box (box/BoxImages.tsx, box/box-store.ts).
  'sandbox.box.images.title': 'Your images',
  'sandbox.box.images.note': 'Card sheets, boards, tiles, tokens, card fronts and backs: PNG, JPEG or WebP. Drop them on the table, or',
  'sandbox.box.images.choose': 'Choose images…',
  'sandbox.box.images.dismiss': 'Take {name} off this list',
  'sandbox.box.images.uploading': 'Uploading {name}',
  'sandbox.box.images.failed': 'The image could not be uploaded.',

  // What an uploaded image is (box/ImageForm.tsx).
  'sandbox.box.use.sheet': 'Card sheet (a grid of cards)',
  'sandbox.box.use.board': 'Board or mat',
  'sandbox.box.use.tile': 'Tile',
  'sandbox.box.use.token': 'Token',
  'sandbox.box.use.card': 'Double-sided card (this is its front)',
  'sandbox.box.back.last': 'The last cell is the back of every card',
  'sandbox.box.back.image': 'Another image is the back of every card',
  'sandbox.box.back.sheet': "Another sheet holds each card's back",
  'sandbox.box.image.form': 'What {name} is',
  'sandbox.box.image.use': 'It is',
  'sandbox.box.image.deckName': 'Deck name',
  'sandbox.box.image.cols': 'Columns',
  'sandbox.box.image.rows': 'Rows',
  'sandbox.box.image.cards': 'Cards',
  'sandbox.box.image.grid': 'Up to 10 × 7 cells, read left to right, top row first.',
  'sandbox.box.image.gridHolds': 'Up to 10 × 7 cells, read left to right, top row first; this grid holds {most, plural, one {# card} other {# cards}}.',
  'sandbox.box.image.back': 'Back',
  'sandbox.box.image.backSheet': 'Sheet of backs',
  'sandbox.box.image.backImage': 'Back image',
  'sandbox.box.image.bringBack': 'Bring the back image too',
  'sandbox.box.image.chooseBack': 'Choose one of your images',
  'sandbox.box.image.place': 'Put it on the table',
  'sandbox.box.image.placeAgain': 'Put another on the table',

  // "Save as box" (save-box.tsx).
  'sandbox.save.title': 'Save the table as a box',
  'sandbox.save.placeholder': "The box's name",
  'sandbox.save.go': 'Save as box',
  'sandbox.save.saving': 'Saving…',
  'sandbox.save.savingName': 'Saving “{name}”…',
  'sandbox.save.done': 'Saved {name} ({detail}). It is listed on the start page under “Start from a box”, for any new table.',
  'sandbox.save.download': 'Download',
} as const;
