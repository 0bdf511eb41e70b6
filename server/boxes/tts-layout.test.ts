import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import { layoutRefusal, layoutSchema, type LayoutPiece, type SandboxLayout } from '../../engine/games/sandbox/layout.ts';
import type { SandboxState } from '../../engine/games/sandbox/state.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { quarterOf, seatOfColor, ttsLayout, type TtsStoredImages } from './tts-layout.ts';
import { readTtsSave, type TtsCard, type TtsComponent, type TtsImport, type TtsPlace, type TtsSheet } from './tts-save.ts';
import { sayPhrase } from '../../engine/core/words.ts';
import { httpSay } from '../../wire/http-words.en.ts';

const sampler = readTtsSave(readFileSync(new URL('../../tests/fixtures/tts/sampler.json', import.meta.url), 'utf8'));

/** A fake image ref naming what it stands for. */
const ref = (name: string): string => `REF_${name.replace(/[^A-Za-z0-9_-]/g, '')}`.padEnd(24, '_').slice(0, 400);
const cellRef = (url: string, cell: number): string => ref(`cell${cell}_${url}`);
const backRef = (url: string, cell: number): string => ref(`back${cell}_${url}`);

/** Every image stored, except those `missing` names (by URL). */
function stored(missing: readonly string[] = [], sizes: Record<string, { width: number; height: number }> = {}): TtsStoredImages {
  const has = (url: string): boolean => !missing.includes(url);
  return {
    cell: (sheet: TtsSheet, cell: number) => (has(sheet.face) ? cellRef(sheet.face, cell) : null),
    backCell: (sheet: TtsSheet, cell: number) => (has(sheet.back) ? backRef(sheet.back, cell) : null),
    whole: (url: string) => (has(url) ? ref(url) : null),
    size: (url: string) => sizes[url] ?? null,
  };
}

function laidOut(layout: SandboxLayout, seats = 2): Match<SandboxState> {
  const parsed = sandbox.parseOptions({ layout }, seats);
  if (isRuleError(parsed)) throw new Error(parsed.message);
  const m = createMatch(sandbox, parsed, seats, 'tts');
  if (isRuleError(m)) throw new Error(m.message);
  return m as Match<SandboxState>;
}

function expectLaysOut(layout: SandboxLayout): Match<SandboxState> {
  expect(layoutSchema.safeParse(layout).success).toBe(true);
  expect(layoutRefusal(layout)).toBeNull();
  return laidOut(layout);
}

const place = (x: number, z: number, more: Partial<TtsPlace> = {}): TtsPlace => ({ x, y: 1, z, turn: 180, faceUp: true, ...more });
const save = (components: TtsComponent[]): TtsImport => ({ name: 'test', components, images: [], skipped: [], objects: components.length });
const SHEET: TtsSheet = { face: 'https://x.test/faces.png', back: 'https://x.test/back.png', columns: 10, rows: 7, uniqueBack: false, backIsHidden: false };
const cardsOf = (n: number, sheet = SHEET): TtsCard[] => Array.from({ length: n }, (_, i) => ({ name: `C${i}`, sheet, cell: i % 69 }));
const die = (guid: string, at: TtsPlace, sides = 6): TtsComponent => ({ kind: 'die', guid, name: '', at, sides, color: null });
const token = (guid: string, at: TtsPlace): TtsComponent => ({ kind: 'token', guid, name: guid, at, shape: 'circle', front: `https://x.test/${guid}.png`, back: null, color: null });

function one<K extends LayoutPiece['kind']>(pieces: LayoutPiece[], kind: K, where: (p: Extract<LayoutPiece, { kind: K }>) => boolean = () => true): Extract<LayoutPiece, { kind: K }> {
  const found = pieces.filter((p): p is Extract<LayoutPiece, { kind: K }> => p.kind === kind && where(p as Extract<LayoutPiece, { kind: K }>));
  expect(found, kind).toHaveLength(1);
  return found[0]!;
}

describe('a Tabletop Simulator save laid out on the free table', () => {
  const sizes = { 'https://example.test/woodland/glade-map.png': { width: 2000, height: 1000 } };
  const { layout, skipped } = ttsLayout(sampler, stored([], sizes));
  const { pieces } = layout;

  it('the sampler becomes a layout the free table accepts and lays out, one piece per component', () => {
    const m = expectLaysOut(layout);
    expect(Object.keys(m.state.pieces)).toHaveLength(10);
    expect(pieces.map((p) => p.kind).sort()).toEqual(['bag', 'board', 'card', 'counter', 'deck', 'die', 'die', 'meeple', 'tile', 'token']);
  });

  it('positions keep their arrangement: one uniform scale, centred, the save\'s north is the table\'s north (our -z)', () => {
    const spots: Array<[LayoutPiece, TtsPlace]> = sampler.components.map((c) => {
      const p = c.kind === 'die' ? one(pieces, 'die', (d) => d.spec.sides === c.sides) : one(pieces, { pawn: 'meeple', deck: 'deck', card: 'card', tile: 'tile', token: 'token', board: 'board', bag: 'bag', counter: 'counter' }[c.kind] as 'bag');
      return [p, c.at];
    });
    const [p0, t0] = spots[0]!;
    const scales = spots.slice(1).flatMap(([p, t]) => [
      ...(t.x !== t0.x ? [(p.x - p0.x) / (t.x - t0.x)] : []),
      ...(t.z !== t0.z ? [-(p.z - p0.z) / (t.z - t0.z)] : []),
    ]);
    for (const s of scales) expect(s).toBeCloseTo(scales[0]!, 2);
    expect(scales[0]).toBeGreaterThan(1);
    expect(scales[0]).toBeLessThanOrEqual(1.15 + 1e-9);
    // The bounding box of the save's spots is centred on the table.
    const xs = spots.map(([p]) => p.x);
    const zs = spots.map(([p]) => p.z);
    expect(Math.min(...xs) + Math.max(...xs)).toBeCloseTo(0, 2);
    expect(Math.min(...zs) + Math.max(...zs)).toBeCloseTo(0, 2);
  });

  it('turns become the nearest clockwise quarter, 180° (upright for the bottom seat) being none', () => {
    expect(one(pieces, 'deck').rot).toBe(0); // 180°
    expect(one(pieces, 'card').rot).toBe(3); // 90°
    expect(one(pieces, 'board').rot).toBe(2); // 0°
    expect(one(pieces, 'tile').rot).toBe(3); // 60°, nearer 90° than 0°
    expect([180, 270, 0, 90, 360, -90, 224, 226, 134].map(quarterOf)).toEqual([0, 1, 2, 3, 2, 1, 0, 1, 3]);
  });

  it('a deck lists its cards bottom first (the save lists the top first), cut from their sheet, face down under the shared back', () => {
    const deck = one(pieces, 'deck');
    expect(deck.name).toBe('Trail cards');
    expect(deck.cards.map((c) => c.front.label)).toEqual(['Fox den', 'Fallen oak', 'Mossy bridge']);
    const faces = 'http://cloud-3.steamusercontent.com/ugc/1111/TRAILFACES/';
    expect(deck.cards.map((c) => c.front.face)).toEqual([cellRef(faces, 4), cellRef(faces, 1), cellRef(faces, 0)]);
    expect(deck.cards.every((c) => c.showing === 'back' && c.back === undefined && c.front.image === c.front.face)).toBe(true);
    expect(deck.cards.every((c) => c.cover === ref('https://example.test/woodland/trail-back.png'))).toBe(true);
  });

  it('a lone card with a back of its own is double-sided, face up as it lay', () => {
    const card = one(pieces, 'card').card;
    expect(card.showing).toBe('front');
    expect(card.front).toEqual({ face: cellRef('https://example.test/woodland/lantern-front.jpg', 0), label: 'Lantern', image: cellRef('https://example.test/woodland/lantern-front.jpg', 0) });
    expect(card.back?.image).toBe(backRef('https://example.test/woodland/lantern-back.jpg', 0));
  });

  it('tiles, tokens and boards show their front image; the tile lies face down as it lay and its lost back image is listed', () => {
    const tile = one(pieces, 'tile');
    expect(tile).toMatchObject({ faceUp: false, tile: { shape: 'hex', label: 'Pond', color: '#ff8000', image: ref('https://example.test/woodland/pond-top.png') } });
    expect(one(pieces, 'token')).toMatchObject({ faceUp: true, token: { shape: 'round', label: 'Acorn', image: ref('https://example.test/woodland/acorn.png') } });
    expect(skipped).toContainEqual(expect.objectContaining({ guid: 't00001', why: expect.stringMatching(/back image .*pond-bottom.* is lost/) }));
    // The board's sides follow its image (2:1), as large as 80% of the table allows.
    expect(one(pieces, 'board')).toMatchObject({ label: 'Glade map', w: 38.4, d: 19.2, image: ref('https://example.test/woodland/glade-map.png') });
  });

  it('dice keep their sides and colour, the bag its tokens, the counter its value, the red pawn is seat 1\'s meeple', () => {
    expect(one(pieces, 'die', (d) => d.spec.sides === 6).spec).toMatchObject({ sides: 6, color: '#0000ff' });
    expect(one(pieces, 'bag')).toMatchObject({ name: 'Seed pouch', items: [{ label: 'Seed', image: ref('https://example.test/woodland/seed.png') }, { label: 'Seed' }] });
    expect(one(pieces, 'counter')).toMatchObject({ label: 'Score', value: 7 });
    expect(one(pieces, 'meeple')).toMatchObject({ owner: 0, color: seatColor(0) });
    expect(seatOfColor('#1e87ff')).toBe(1);
    expect(seatOfColor(null)).toBe(0);
  });

  it('the sampler leaves nothing else out', () => {
    expect(skipped.map((s) => s.guid)).toEqual(['t00001']);
  });
});

describe('what a layout cannot hold is listed with the reason', () => {
  it('missing images: cards without a face are left out, tokens and boards keep their name or colour, a missing back shows the table\'s own', () => {
    const missing = ['http://cloud-3.steamusercontent.com/ugc/1111/TRAILFACES/', 'https://example.test/woodland/acorn.png', 'https://example.test/woodland/glade-map.png', 'https://example.test/woodland/lantern-back.jpg'];
    const { layout, skipped } = ttsLayout(sampler, stored(missing));
    expectLaysOut(layout);
    expect(layout.pieces.some((p) => p.kind === 'deck')).toBe(false);
    expect(skipped).toContainEqual(expect.objectContaining({ guid: 'd00001', why: expect.stringMatching(/3 of its 3 cards were left out/) }));
    expect(one(layout.pieces, 'token').token).toEqual({ kind: 'token-acorn', label: 'Acorn', color: '#c8a165', shape: 'round' });
    expect(one(layout.pieces, 'board').image).toBeUndefined();
    expect(one(layout.pieces, 'card').card.back).toBeUndefined();
    for (const guid of ['k00001', 'b00001', 'c00010']) expect(skipped.some((s) => s.guid === guid && /not supplied/.test(s.why))).toBe(true);
    // Each reason travels as a phrase of the HTTP API's catalogue too, worded the same in English.
    for (const s of skipped) expect(s.whyWords && sayPhrase(s.whyWords, httpSay)).toBe(s.why);
  });

  it(`a deck over 700 cards lies as several decks side by side; a face-up deck lies face down; a back per card shows the back`, () => {
    const unique: TtsSheet = { ...SHEET, uniqueBack: true };
    const big: TtsComponent = { kind: 'deck', guid: 'big', name: 'Big', at: place(0, 0), cards: cardsOf(1500) };
    const own: TtsComponent = { kind: 'deck', guid: 'own', name: 'Own', at: place(0, -10, { faceUp: false }), cards: cardsOf(3, unique) };
    const { layout, skipped } = ttsLayout(save([big, own]), stored());
    expectLaysOut(layout);
    const piles = layout.pieces.filter((p): p is Extract<LayoutPiece, { kind: 'deck' }> => p.kind === 'deck' && p.name === 'Big');
    expect(piles.map((p) => p.cards.length)).toEqual([700, 700, 100]);
    expect(new Set(piles.map((p) => p.x)).size).toBe(3);
    expect(skipped).toContainEqual(expect.objectContaining({ guid: 'big', why: expect.stringMatching(/1500 cards lie in 3 decks/) }));
    expect(skipped).toContainEqual(expect.objectContaining({ guid: 'big', why: expect.stringMatching(/lay face up/) }));
    expect(skipped.some((s) => s.guid === 'own')).toBe(false);
    const ownDeck = one(layout.pieces, 'deck', (d) => d.name === 'Own');
    expect(ownDeck.cards.map((c) => [c.showing, c.back?.image])).toEqual([2, 1, 0].map((i) => ['back', backRef(SHEET.back, i)]));
  });

  it('past 2000 pieces the rest are listed one by one; a die of other sides is listed', () => {
    const dice = Array.from({ length: 2100 }, (_, i) => die(`d${i}`, place(i % 50, Math.floor(i / 50), { y: 1 + i / 1000 })));
    const { layout, skipped } = ttsLayout(save([...dice, die('odd', place(0, 0, { y: 9 }), 7)]), stored());
    expect(layout.pieces).toHaveLength(2000);
    expect(layoutRefusal(layout)).toBeNull();
    // Lowest first: the 100 highest dice and the odd die are the ones left.
    expect(skipped.filter((s) => /at most 2000 pieces/.test(s.why)).map((s) => s.guid)).toEqual([...dice.slice(2000).map((d) => d.guid), 'odd']);
    const { layout: one6, skipped: odd } = ttsLayout(save([die('d6', place(5, 5)), die('odd', place(500, 0), 7)]), stored());
    expect(odd).toEqual([expect.objectContaining({ guid: 'odd', what: 'Die', why: expect.stringMatching(/7 sides/) })]);
    // What is left out does not count in the fit: the one d6 lies at the centre.
    expect(one6.pieces).toEqual([expect.objectContaining({ kind: 'die', x: 0, z: 0 })]);
  });

  it('what a bag holds that is not a token lies in a pile beside it, and says so', () => {
    const bag: TtsComponent = {
      kind: 'bag', guid: 'bag', name: 'Sack', at: place(0, 0), color: null,
      contents: [token('t1', place(50, 50)), die('d1', place(60, 60)), { kind: 'deck', guid: 'dk', name: 'Inside', at: place(70, 70), cards: cardsOf(2) }],
    };
    const { layout, skipped } = ttsLayout(save([bag, token('far', place(10, 0))]), stored());
    expectLaysOut(layout);
    const sack = one(layout.pieces, 'bag');
    expect(sack.items.map((t) => t.label)).toEqual(['t1']);
    const d = one(layout.pieces, 'die');
    const deck = one(layout.pieces, 'deck');
    expect([d.x, d.z]).toEqual([deck.x, deck.z]);
    expect(d.x).toBeGreaterThan(sack.x + 3);
    expect(d.z).toBe(sack.z);
    expect(skipped).toContainEqual(expect.objectContaining({ guid: 'bag', why: expect.stringMatching(/2 thing\(s\) .* beside it/) }));
  });
});

describe('pawns', () => {
  it('each becomes the meeple of the seat nearest its colour, even a seat the table lacks, and the table still shows', () => {
    const pawn = (guid: string, x: number, color: string | null): TtsComponent => ({ kind: 'pawn', guid, name: guid, at: place(x, 0), color });
    const { layout, skipped } = ttsLayout(save([pawn('blue', 0, '#1f87ff'), pawn('white', 2, '#ffffff'), pawn('none', 4, null)]), stored());
    expect(skipped).toEqual([]);
    expect(layout.pieces.map((p) => p.kind === 'meeple' && [p.owner, p.color])).toEqual([[1, seatColor(1)], [9, seatColor(9)], [0, seatColor(0)]]);
    const m = expectLaysOut(layout);
    for (const viewer of [0, 1] as const) expect(() => sandbox.table(sandbox.view(m.state, viewer), viewer)).not.toThrow();
  });
});

describe('placing on the table', () => {
  it('a save spread far and wide is shrunk to fit; nothing lies off the table', () => {
    const spread = [token('a', place(-300, 20)), token('b', place(300, -20)), { kind: 'board', guid: 'bd', name: 'Map', at: place(290, 0), shape: 'square', front: 'https://x.test/m.png', back: null, color: null } satisfies TtsComponent];
    const { layout } = ttsLayout(save(spread), stored());
    expectLaysOut(layout);
    const a = one(layout.pieces, 'token', (t) => t.token.label === 'a');
    const b = one(layout.pieces, 'token', (t) => t.token.label === 'b');
    expect(a.x).toBeLessThan(b.x);
    expect(a.z).toBeLessThan(b.z); // the save's north is our -z
    expect(b.x - a.x).toBeCloseTo(42, 1); // shrunk to the table less its margins
    // The board would overhang the east edge: it is pushed back on.
    const board = one(layout.pieces, 'board');
    expect(board.x + board.w / 2).toBeLessThanOrEqual(24);
  });

  it('things stacked in the save stack again (lowest first, then in the order of the save); things that lay apart never land on one spot', () => {
    const under = token('under', place(0, 0, { y: 1 }));
    const over = token('over', place(0, 0, { y: 2 }));
    const boards = ['w1', 'w2'].map((guid, i) => ({ kind: 'board', guid, name: guid, at: place(-10 + i, 0), shape: 'square', front: `https://x.test/${guid}.png`, back: null, color: null }) satisfies TtsComponent);
    const wide = { width: 2000, height: 1000 };
    const { layout } = ttsLayout(save([over, ...boards, under, token('east', place(10, 0))]), stored([], { 'https://x.test/w1.png': wide, 'https://x.test/w2.png': wide }));
    const m = expectLaysOut(layout);
    expect(layout.pieces.filter((p) => p.kind === 'token').map((p) => p.kind === 'token' && p.token.label)).toEqual(['under', 'east', 'over']);
    const [t1, t2] = Object.values(m.state.pieces).filter((p) => p.kind === 'token' && p.token.label !== 'east');
    expect([t1!.x, t1!.z]).toEqual([t2!.x, t2!.z]);
    expect(t2!.y).toBeGreaterThan(t1!.y);
    // Both boards are pushed back from the west edge to the same spot: the second is nudged aside.
    const [b1, b2] = layout.pieces.filter((p) => p.kind === 'board');
    expect([b1!.x, b1!.z]).toEqual([-4.8, 0]);
    expect(b2!.x).toBe(-4.8);
    expect(b2!.z).not.toBe(0);
  });
});
