/**
 * The colour-blind-safe seat palette keeps every two seats apart under the three common
 * colour vision deficiencies, in every game, for as many seats as the game takes.
 *
 * Simulation: Machado, Oliveira & Fernandes (2009) at severity 1.0 (protanopia, deuteranopia,
 * tritanopia), on linear RGB (colour/colour-vision.ts). Difference: CIEDE2000 (colour/ciede2000.ts).
 *
 * Threshold, ΔE00 ≥ 15: a ΔE00 of about 1 is the least difference seen between two large
 * patches side by side, ~2.3 a just-noticeable one (Sharma's "JND"); a seat's pieces are not
 * large patches side by side but a warrior or a token a few millimetres across on screen,
 * shaded by the table's light and set on a wood grain, seen apart from the other seat's
 * pieces. Small fields roughly triple the difference needed (colour discrimination falls
 * fast below a degree of visual angle), shading and texture about double it again, and a
 * difference told at a glance, not by study, sits above both: 15 is about six JNDs, where
 * palettes made for categories (Okabe–Ito's eight measure 10.9 at worst under these
 * simulations) begin. The defaults are measured and printed, not required to pass: with
 * the palette off, the seat glyph on every seat's piece still tells seats apart.
 */
import { describe, expect, it } from 'vitest';
import { CONTENT } from '../../engine/games/explorers/content/index.ts';
import { FACTIONS } from '../../engine/games/root/index.ts';
import { games } from '../../engine/games/registry.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { factionColor, safeFactionColor } from '../games/root/colors.ts';
import { factionClient } from '../games/root/factions/index.ts';
import { HERO_SAFE_COLORS, safeHeroColor } from '../games/explorers/hero-colours.ts';
import { deltaE00, linearRgb } from './colour/ciede2000.ts';
import { DEFICIENCIES, simulate, type Deficiency } from './colour/colour-vision.ts';
import { SAFE_SEAT_COLOURS, safeSeatColour, shownColour } from './seat-palette.ts';

/** The least ΔE00 a seat palette keeps between any two seats under each deficiency. */
const THRESHOLD = 15;

type Vision = 'normal' | Deficiency;
const VISIONS: readonly Vision[] = ['normal', ...DEFICIENCIES];

/** The closest two colours of `palette` as seen with `vision`. */
function worstPair(palette: readonly string[], vision: Vision): { de: number; a: string; b: string } {
  const seen = palette.map((h) => (vision === 'normal' ? linearRgb(h) : simulate(linearRgb(h), vision)));
  let worst = { de: Infinity, a: '', b: '' };
  for (let i = 0; i < palette.length; i++) {
    for (let j = i + 1; j < palette.length; j++) {
      const de = deltaE00(seen[i]!, seen[j]!);
      if (de < worst.de) worst = { de, a: palette[i]!, b: palette[j]! };
    }
  }
  return worst;
}

const seatsOf = (id: string): number => games[id]!.maxSeats;
const upTo = (n: number, colour: (seat: number) => string): string[] => Array.from({ length: n }, (_, s) => colour(s));
const factionIds = Object.keys(FACTIONS);
/** A faction's safe colour (its client's `safeColor`). */
const safeOf = (f: string): string | undefined => factionClient(f)?.safeColor;

/** Each game's seat colours: with the safe palette on, and the defaults (seat colours as the table gives them, a game's own). */
const PALETTES: Record<string, { safe: string[]; defaults: string[] }> = {
  sandbox: { safe: upTo(seatsOf('sandbox'), safeSeatColour), defaults: upTo(seatsOf('sandbox'), seatColor) },
  explorers: { safe: CONTENT.heroOrder.map((h) => HERO_SAFE_COLORS[h]), defaults: CONTENT.heroOrder.map((h) => CONTENT.heroes[h].color) },
  root: { safe: factionIds.map((f) => safeOf(f) ?? factionColor(f)), defaults: factionIds.map((f) => factionColor(f)) },
  delve: { safe: upTo(seatsOf('delve'), safeSeatColour), defaults: upTo(seatsOf('delve'), seatColor) },
  forest: { safe: upTo(seatsOf('forest'), safeSeatColour), defaults: upTo(seatsOf('forest'), seatColor) },
};

describe('the colour-blind-safe seat palette', () => {
  it('covers every game the table hosts', () => {
    expect(Object.keys(PALETTES).sort()).toEqual(Object.keys(games).sort());
  });

  it('has a colour for each seat of the largest table, and one for every Root faction and Explorers hero', () => {
    expect(SAFE_SEAT_COLOURS.length).toBeGreaterThanOrEqual(Math.max(...Object.values(games).map((g) => g.maxSeats)));
    for (const f of factionIds) expect(safeOf(f), f).toMatch(/^#[0-9a-f]{6}$/);
    for (const h of CONTENT.heroOrder) expect(HERO_SAFE_COLORS[h], h).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(Object.entries(PALETTES))(`keeps every two seats of %s at least ΔE00 ${THRESHOLD} apart under each deficiency`, (_game, { safe }) => {
    for (const vision of VISIONS) {
      const w = worstPair(safe, vision);
      expect(w.de, `${vision}: ${w.a} vs ${w.b}`).toBeGreaterThanOrEqual(THRESHOLD);
    }
  });

  it('measures the worst pairs of the safe palette and of the defaults (printed)', () => {
    const rows = Object.entries(PALETTES).flatMap(([game, { safe, defaults }]) => (
      [['safe', safe], ['default', defaults]] as const).map(([which, p]) => {
      const row: Record<string, string> = { game, palette: which };
      for (const v of VISIONS) {
        const w = worstPair(p, v);
        row[v] = `${w.de.toFixed(1)} (${w.a}/${w.b})`;
      }
      return row;
    }));
    console.table(rows);
    // In every game the safe palette's worst pair, over the three deficiencies, is further apart than the defaults'.
    const worstOf = (p: readonly string[]): number => Math.min(...DEFICIENCIES.map((v) => worstPair(p, v).de));
    for (const [game, { safe, defaults }] of Object.entries(PALETTES)) expect(worstOf(safe), game).toBeGreaterThan(worstOf(defaults));
  });
});

describe('shownColour: where a seat colour is read for display', () => {
  const ctx = { safe: true, seatColours: ['#d35490', undefined, '#2980b9'] };

  it('leaves every colour as it is with the palette off', () => {
    expect(shownColour('#d35490', 0, { ...ctx, safe: false })).toBe('#d35490');
    expect(shownColour(undefined, 0, ctx)).toBeUndefined();
  });

  it("shows a seat's own colour, or the one the table gave the seat, in the seat's safe colour", () => {
    expect(shownColour('#D35490', 0, ctx)).toBe(SAFE_SEAT_COLOURS[0]);
    expect(shownColour(seatColor(1), 1, ctx)).toBe(SAFE_SEAT_COLOURS[1]);
    expect(shownColour('#2980b9', 2, ctx)).toBe(SAFE_SEAT_COLOURS[2]);
  });

  it("leaves a colour that is no seat's (a suit's, a marker's, another seat's) as it is", () => {
    expect(shownColour('#d9583b', 0, ctx)).toBe('#d9583b');
    expect(shownColour('#2980b9', 0, ctx)).toBe('#2980b9');
    expect(shownColour('#d35490', undefined, ctx)).toBe('#d35490');
  });

  it("gives a game's own seat colours (a Root faction's, an Explorers hero's) their one safe colour, whatever the seat", () => {
    const root = { ...ctx, gameColour: safeFactionColor };
    for (const f of factionIds) {
      expect(shownColour(factionColor(f), 0, root)).toBe(safeOf(f));
      expect(shownColour(factionColor(f), 3, root)).toBe(safeOf(f));
    }
    const explorers = { ...ctx, gameColour: safeHeroColor };
    for (const h of CONTENT.heroOrder) expect(shownColour(CONTENT.heroes[h].color, undefined, explorers)).toBe(HERO_SAFE_COLORS[h]);
  });
});
