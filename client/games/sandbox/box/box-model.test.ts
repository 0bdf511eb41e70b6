import { describe, expect, it } from 'vitest';
import type { TablePiece } from '../../../../engine/core/projection.ts';
import {
  START_FIELDS, componentOf, boardSize, composeFromForm, footprintOf, formDefaults, freeSpot, guessUse, looksLikeSheet, nameOfFile,
  parseFaceWords, pieceFootprint, sheetCapacity, type BoxImage, type ImageForm,
} from './box-model.ts';
import { addWords } from '../../../words/say.ts';
import { sandboxWords } from '../words/index.ts';

// The free table's words, as its manifest adds them when its client loads.
addWords(sandboxWords);

const piece = (id: string, kind: TablePiece['kind'], x: number, z: number, extra: Partial<TablePiece> = {}): TablePiece => ({
  id, kind, model: kind, x, z, y: 0, rot: 0, faceUp: true, draggable: true, ...extra,
});

const TTS: BoxImage = { hash: 'a'.repeat(64), width: 4096, height: 4096 * (7 / 10) * (3.5 / 2.5) };
const BACK: BoxImage = { hash: 'b'.repeat(64), width: 409, height: 585 };

describe('a card sheet is recognised by its grid of card-shaped cells', () => {
  it('takes a 10 × 7 sheet of 5:7 cells for a TTS sheet', () => {
    expect(looksLikeSheet(TTS)).toBe(true);
    expect(looksLikeSheet({ width: 4090, height: 4095 })).toBe(true);
  });
  it('does not take a small image, a single card or a wide board for one', () => {
    expect(looksLikeSheet({ width: 800, height: 800 })).toBe(false);
    expect(looksLikeSheet(BACK)).toBe(false);
    expect(looksLikeSheet({ width: 3000, height: 1500 })).toBe(false);
  });
  it('guesses a card from a single card\'s shape, a token from a small square, a board otherwise', () => {
    expect(guessUse(BACK)).toBe('card');
    expect(guessUse({ width: 256, height: 256 })).toBe('token');
    expect(guessUse({ width: 3000, height: 2000 })).toBe('board');
  });
});

describe('the image form starts from what the image looks like', () => {
  it('defaults a TTS sheet to 10 × 7, 69 cards, the last cell as the back', () => {
    const f = formDefaults(TTS, 'my_deck-front.png');
    expect(f).toMatchObject({ use: 'sheet', cols: '10', rows: '7', count: '69', back: 'last', name: 'my deck front' });
  });
  it('sizes a board with its longer side 24 units and the other in proportion', () => {
    expect(boardSize({ width: 2000, height: 1000 })).toEqual({ w: 24, d: 12 });
    expect(boardSize({ width: 1000, height: 3000 })).toEqual({ w: 8, d: 24 });
  });
  it('names an image by its file name without the extension', () => {
    expect(nameOfFile('Forest map.webp')).toBe('Forest map');
    expect(nameOfFile('.png')).toBe('Image');
  });
});

describe('the image form is checked before anything is sent', () => {
  const form = (over: Partial<ImageForm>): ImageForm => ({ ...formDefaults(TTS, 'Deck.png'), ...over });
  it('sends a sheet with its grid, count and last-cell back', () => {
    expect(composeFromForm(form({}), TTS)).toEqual({
      what: { kind: 'sheet', name: 'Deck', image: TTS.hash, cols: 10, rows: 7, count: 69, back: { kind: 'last' } },
    });
  });
  it('refuses more cards than the grid holds, counting the back cell', () => {
    expect(sheetCapacity(10, 7, 'last')).toBe(69);
    expect(sheetCapacity(10, 7, 'image')).toBe(70);
    expect(composeFromForm(form({ count: '70' }), TTS)).toHaveProperty('error');
    expect(composeFromForm(form({ count: '70', back: 'image', backImage: BACK }), TTS)).toHaveProperty('what.count', 70);
  });
  it('refuses a grid past 10 columns or 7 rows, and a count that is not a whole number', () => {
    expect(composeFromForm(form({ cols: '11' }), TTS)).toHaveProperty('error');
    expect(composeFromForm(form({ rows: '0' }), TTS)).toHaveProperty('error');
    expect(composeFromForm(form({ count: '2.5' }), TTS)).toHaveProperty('error');
  });
  it('asks for the back image or back sheet before sending', () => {
    expect(composeFromForm(form({ back: 'image' }), TTS)).toEqual({ error: 'Upload the image of the cards\' back.' });
    expect(composeFromForm(form({ back: 'sheet', backImage: BACK }), TTS)).toHaveProperty('what.back', { kind: 'sheet', image: BACK.hash });
  });
  it('asks for a name of 1 to 40 letters', () => {
    expect(composeFromForm(form({ name: '  ' }), TTS)).toHaveProperty('error');
    expect(composeFromForm(form({ name: 'x'.repeat(41) }), TTS)).toHaveProperty('error');
  });
  it('sends a board of 1 to 40 units a side with its image', () => {
    expect(composeFromForm(form({ use: 'board', w: '20', d: '10' }), TTS)).toHaveProperty('what', {
      kind: 'board', label: 'Deck', w: 20, d: 10, color: '#8a6a45', image: TTS.hash,
    });
    expect(composeFromForm(form({ use: 'board', w: '41' }), TTS)).toHaveProperty('error');
  });
  it('sends a double-sided card only with its back', () => {
    expect(composeFromForm(form({ use: 'card' }), BACK)).toHaveProperty('error');
    expect(composeFromForm(form({ use: 'card', backImage: TTS }), BACK)).toHaveProperty('what', {
      kind: 'card', label: 'Deck', front: BACK.hash, back: TTS.hash,
    });
  });
  it('sends tiles and tokens in their shape', () => {
    expect(composeFromForm(form({ use: 'tile', tileShape: 'hex' }), TTS)).toHaveProperty('what.shape', 'hex');
    expect(composeFromForm(form({ use: 'token', tokenShape: 'square' }), TTS)).toHaveProperty('what.shape', 'square');
  });
});

describe('a die prints words only when there is one per face', () => {
  it('reads words one a line or separated by commas', () => {
    expect(parseFaceWords('sun, moon\nstar,rain, wind ,fog', 6)).toEqual({ labels: ['sun', 'moon', 'star', 'rain', 'wind', 'fog'] });
  });
  it('prints numbers when no words are given', () => {
    expect(parseFaceWords('  ', 6)).toEqual({});
  });
  it('refuses too few words or a word past 12 letters', () => {
    expect(parseFaceWords('a,b,c', 6)).toHaveProperty('error');
    expect(parseFaceWords('a,b,c,extraordinarily', 4)).toHaveProperty('error');
  });
});

describe('a new component is placed at a free spot in view', () => {
  it('takes the spot looked at when it is free', () => {
    expect(freeSpot([], [3, 2], footprintOf({ kind: 'bag', name: 'Bag' }))).toEqual([3, 2]);
  });
  it('moves to the nearest free spot beside a piece lying there', () => {
    const [x, z] = freeSpot([piece('d', 'deck', 0, 0)], [0, 0], { w: 2.5, d: 3.5 });
    expect(Math.abs(x) >= 2.5 + 0.4 || Math.abs(z) >= 3.5 + 0.4).toBe(true);
    expect(Math.hypot(x, z)).toBeLessThan(4.5);
  });
  it('lets a small piece lie on a board, but keeps a board clear of it', () => {
    const board = piece('b', 'board', 0, 0, { size: { w: 20, d: 12 } });
    expect(freeSpot([board], [0, 0], { w: 1, d: 1 })).toEqual([0, 0]);
    const [x, z] = freeSpot([board], [0, 0], { w: 10, d: 10 }, true);
    expect(Math.abs(x) >= 15 || Math.abs(z) >= 11).toBe(true);
  });
  it('puts a board on a crowded table where it covers the fewest pieces', () => {
    // A row of decks across the middle, and one lone deck in the south-west.
    const row = [-20, -15, -10, -5, 0, 5, 10, 15, 20].flatMap((x) => [piece(`n${x}`, 'deck', x, -8), piece(`s${x}`, 'deck', x, 8)]);
    const [x, z] = freeSpot(row, [0, 0], { w: 30, d: 20 }, true);
    const covers = row.filter((p) => Math.abs(p.x - x) < 15 + 1.25 + 0.4 && Math.abs(p.z - z) < 10 + 1.75 + 0.4);
    expect(covers.length).toBeLessThan(row.length / 2);
  });
  it('keeps a component whole on the table', () => {
    expect(freeSpot([], [30, -20], { w: 4, d: 4 })).toEqual([22, -14]);
  });
  it('counts a quarter-turned piece by its turned footprint', () => {
    expect(pieceFootprint({ kind: 'card', rot: Math.PI / 2 })).toEqual({ w: 3.5, d: 2.5 });
  });
});

describe('the panel\'s components are what their fields say', () => {
  it('adds a standard deck with no fields', () => {
    expect(componentOf('standardDeck', START_FIELDS)).toEqual({ what: { kind: 'standardDeck' } });
  });
  it('adds a die in the chosen colour, with words on its faces when given', () => {
    expect(componentOf('die', { ...START_FIELDS, sides: 20, color: '#123456' })).toEqual({ what: { kind: 'die', sides: 20, color: '#123456' } });
    expect(componentOf('die', { ...START_FIELDS, sides: 4, words: 'N, E, S, W' })).toHaveProperty('what.labels', ['N', 'E', 'S', 'W']);
    expect(componentOf('die', { ...START_FIELDS, sides: 4, words: 'N, E' })).toHaveProperty('error');
  });
  it('names an unnamed counter, token, board, tile or bag after its kind', () => {
    expect(componentOf('counter', START_FIELDS)).toHaveProperty('what', { kind: 'counter', label: 'Counter', color: START_FIELDS.color, value: 0 });
    expect(componentOf('bag', { ...START_FIELDS, label: ' Loot ' })).toEqual({ what: { kind: 'bag', name: 'Loot' } });
    expect(componentOf('tile', { ...START_FIELDS, tileShape: 'hex' })).toHaveProperty('what.shape', 'hex');
  });
  it('refuses a counter that does not start at a whole number', () => {
    expect(componentOf('counter', { ...START_FIELDS, value: '1.5' })).toHaveProperty('error');
  });
  it('gives a meeple and a hidden zone to the chosen seat, the zone 1 to 40 units a side', () => {
    expect(componentOf('meeple', { ...START_FIELDS, seat: 2 })).toEqual({ what: { kind: 'meeple', owner: 2 } });
    expect(componentOf('zone', { ...START_FIELDS, seat: 1, w: '10', d: '4' })).toEqual({ what: { kind: 'zone', owner: 1, w: 10, d: 4 } });
    expect(componentOf('zone', { ...START_FIELDS, w: '0' })).toHaveProperty('error');
    expect(componentOf('board', { ...START_FIELDS, w: '45' })).toHaveProperty('error');
  });
});
