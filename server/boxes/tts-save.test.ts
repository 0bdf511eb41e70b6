import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sayPhrase } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';
import { MAX_DEPTH, MAX_OBJECTS, SaveRefused, cacheName, matchImages, readTtsSave, type TtsComponent } from './tts-save.ts';

const sampler = readFileSync(new URL('../../tests/fixtures/tts/sampler.json', import.meta.url), 'utf8');
const byGuid = (cs: TtsComponent[], guid: string): TtsComponent => {
  const c = cs.find((x) => x.guid === guid);
  if (!c) throw new Error(`no ${guid}`);
  return c;
};

describe('reading a Tabletop Simulator save', () => {
  const read = readTtsSave(sampler);

  it('TTS.1 a deck is cut from its sheet: each card its cell, the sheet its grid, back and hidden-back cell', () => {
    const deck = byGuid(read.components, 'd00001');
    expect(deck.kind).toBe('deck');
    if (deck.kind !== 'deck') return;
    expect(deck.name).toBe('Trail cards');
    expect(deck.cards.map((c) => [c.name, c.cell])).toEqual([['Mossy bridge', 0], ['Fallen oak', 1], ['Fox den', 4]]);
    expect(deck.cards[0]!.sheet).toEqual({
      face: 'http://cloud-3.steamusercontent.com/ugc/1111/TRAILFACES/', back: 'https://example.test/woodland/trail-back.png',
      columns: 3, rows: 2, uniqueBack: false, backIsHidden: true,
    });
    // Turned half over about z: the deck lies face down.
    expect(deck.at).toMatchObject({ x: -4, z: 2, turn: 180, faceUp: false });
  });

  it('TTS.2 a lone card with a sheet of its own, face up, a back per card', () => {
    const card = byGuid(read.components, 'c00010');
    expect(card).toMatchObject({ kind: 'card', name: 'Lantern', at: { faceUp: true, turn: 90 }, card: { cell: 0, sheet: { columns: 1, rows: 1, uniqueBack: true } } });
  });

  it('TTS.3 tiles, tokens and boards keep their images, shape, sides and tint', () => {
    expect(byGuid(read.components, 't00001')).toMatchObject({
      kind: 'tile', shape: 'hex', front: 'https://example.test/woodland/pond-top.png', back: 'https://example.test/woodland/pond-bottom.png',
      color: '#ff8000', at: { faceUp: false },
    });
    expect(byGuid(read.components, 'k00001')).toMatchObject({ kind: 'token', shape: 'circle', front: 'https://example.test/woodland/acorn.png', back: null });
    // An empty second image is the first one: a board printed on one side.
    expect(byGuid(read.components, 'b00001')).toMatchObject({ kind: 'board', name: 'Glade map', back: null });
  });

  it('TTS.4 dice by their sides, a bag with what it holds, a counter with its value, a pawn in its colour', () => {
    expect(byGuid(read.components, 'e00006')).toMatchObject({ kind: 'die', sides: 6, color: '#0000ff' });
    expect(byGuid(read.components, 'e00020')).toMatchObject({ kind: 'die', sides: 20 });
    const bag = byGuid(read.components, 'g00001');
    expect(bag.kind === 'bag' && bag.contents.map((c) => [c.kind, c.name])).toEqual([['token', 'Seed'], ['token', 'Seed']]);
    expect(byGuid(read.components, 'n00001')).toMatchObject({ kind: 'counter', value: 7 });
    expect(byGuid(read.components, 'p00001')).toMatchObject({ kind: 'pawn', color: '#ff0000' });
    // Every object counted: 12 at the top, 3 cards in the deck, 2 tokens in the bag.
    expect(read.objects).toBe(17);
  });

  it('TTS.5 every image the table needs is listed once, with the name of its cached copy and who shows it', () => {
    const urls = read.images.map((i) => i.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls).toHaveLength(9);
    const seed = read.images.find((i) => i.url.endsWith('seed.png'))!;
    expect(seed.usedBy).toEqual(['k00002', 'k00003']);
    expect(read.images.find((i) => i.url.includes('TRAILFACES'))!.cacheName).toBe('httpcloud3steamusercontentcomugc1111TRAILFACES');
  });

  it('TTS.6 what cannot be imported is listed with its reason, never dropped silently', () => {
    expect(read.skipped.map((s) => [s.what, s.name || s.guid])).toEqual([
      ['LuaScript', 'the save'],
      ['LuaScript', 'Lantern'],
      ['Custom_Model', 'Stone tower'],
      ['HandTrigger', 'h00001'],
    ]);
    expect(read.skipped.every((s) => s.why.length > 10)).toBe(true);
    // Each reason is worded from the HTTP API's catalogue, so the box's author reads it in their language.
    expect(read.skipped.every((s) => s.whyWords !== undefined && sayPhrase(s.whyWords, httpSay) === s.why)).toBe(true);
  });
});

describe('saves refused whole', () => {
  it('TTS.7 not JSON, or JSON that is no save, is refused with the reason', () => {
    expect(() => readTtsSave('{"ObjectStates": [')).toThrow(/not JSON/);
    expect(() => readTtsSave('{"Objects": []}')).toThrow(/no ObjectStates/);
    expect(() => readTtsSave('[1, 2]')).toThrow(SaveRefused);
  });

  it(`TTS.8 a save of 10,000 objects is refused: a table takes at most ${MAX_OBJECTS}`, () => {
    const objects = Array.from({ length: 10_000 }, (_, i) => ({ GUID: `x${i}`, Name: 'Die_6', Transform: { posX: i % 100, posY: 1, posZ: Math.floor(i / 100) } }));
    expect(() => readTtsSave(JSON.stringify({ ObjectStates: objects }))).toThrow(new RegExp(`more than ${MAX_OBJECTS} objects`));
    // Cards inside decks count too.
    const ids = Array.from({ length: MAX_OBJECTS + 1 }, (_, i) => 100 + (i % 70));
    const deck = { Name: 'Deck', DeckIDs: ids, CustomDeck: { 1: { FaceURL: 'f', BackURL: 'b', NumWidth: 10, NumHeight: 7 } } };
    expect(() => readTtsSave(JSON.stringify({ ObjectStates: [deck] }))).toThrow(SaveRefused);
  });

  it(`TTS.9 bags nested more than ${MAX_DEPTH} deep are refused`, () => {
    let bag: Record<string, unknown> = { Name: 'Die_6' };
    for (let i = 0; i <= MAX_DEPTH; i++) bag = { Name: 'Bag', ContainedObjects: [bag] };
    expect(() => readTtsSave(JSON.stringify({ ObjectStates: [bag] }))).toThrow(/nests bags/);
  });

  it('TTS.10 a card whose sheet the save lacks is listed, the rest of its deck kept', () => {
    const deck = { Name: 'Deck', GUID: 'd1', DeckIDs: [100, 900], ContainedObjects: [{ Nickname: 'ok' }, { Nickname: 'lost', GUID: 'c9' }], CustomDeck: { 1: { FaceURL: 'f', BackURL: 'b', NumWidth: 2, NumHeight: 1 } } };
    const read = readTtsSave(JSON.stringify({ ObjectStates: [deck] }));
    expect(read.components[0]).toMatchObject({ kind: 'deck', cards: [{ name: 'ok', cell: 0 }] });
    expect(read.skipped).toEqual([{ what: 'Card', name: 'lost', guid: 'c9', why: 'its card sheet is missing from the save', whyWords: { id: 'http.tts.noSheet' } }]);
  });
});

describe('matching supplied images', () => {
  const read = readTtsSave(sampler);

  it('TTS.11 a file named as the cached copy matches, with any folder and extension; a moved host still matches by path', () => {
    const files = [
      'Mods/Images/httpsexampletestwoodlandacornpng.png',
      // The sheet saved under the host Steam uses now: the same path and query.
      'images/httpssteamusercontentaakamaihdnetugc1111TRAILFACES.jpg',
    ];
    const { found, missing } = matchImages(read.images, files);
    expect(found.get('https://example.test/woodland/acorn.png')).toBe(files[0]);
    expect(found.get('http://cloud-3.steamusercontent.com/ugc/1111/TRAILFACES/')).toBe(files[1]);
    expect(missing).toHaveLength(read.images.length - 2);
    expect(missing).toContain('https://example.test/woodland/seed.png');
  });

  it('TTS.12 the cache name keeps letters and digits only', () => {
    expect(cacheName('https://i.imgur.com/Ab_c-9.png?x=1')).toBe('httpsiimgurcomAbc9pngx1');
  });
});
