/**
 * Colour is never the only sign of a seat: in every game, every piece drawn in a seat's
 * colour (its player's, the one the table gives the seat, or the one its game gives it: a
 * Root faction's, an Explorers hero's) says whose it is. A standing piece, a token or a bag
 * names its owner, and so wears the seat's glyph (SeatGlyphMark's `OwnerGlyph`, drawn by
 * Meeple, Token and Bag for every owned piece); a card, a deck, a board or a hidden zone is
 * told by what it prints (a name, a face). Read from each game's projection at the start, at
 * four seats (or as many as it takes), and from Root's most crowded map.
 */
import { describe, expect, it } from 'vitest';
import { createMatch } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { CONTENT } from '../../engine/games/explorers/content/index.ts';
import { games } from '../../engine/games/registry.ts';
import { root } from '../../engine/games/root/index.ts';
import { seatColor } from '../../engine/table/tokens.ts';
import { crowded } from '../../tests/engine/root/crowded-fixture.ts';

/** Kinds whose component draws the owner's glyph over an owned piece. */
const GLYPHED = new Set<TablePiece['kind']>(['meeple', 'cube', 'token', 'marker', 'bag']);
/** Kinds that lie flat and print who they are (a name, a face) rather than a glyph. */
const PRINTED = new Set<TablePiece['kind']>(['card', 'deck', 'board', 'zone', 'tile']);
/**
 * A die's colour is the die's own (a d6, a power die), whoever throws it; Root's battle dice
 * take the attacker's and the defender's colours for a throw, which the battle panel names.
 */
const OWN_COLOUR = new Set<TablePiece['kind']>(['die']);

function startPieces(module: AnyGameModule): TablePiece[] {
  const m = createMatch(module, {}, Math.min(4, module.maxSeats), 'owner-marks');
  if (isRuleError(m)) throw new Error(m.message);
  return Object.values(module.table(module.view(m.state, 'spectator'), 'spectator').pieces);
}

/**
 * The colours a seat is shown in, in each game: its hero's at Explorers, its faction's at
 * Root, else the ones the table gives seats.
 */
function seatColours(gameId: string, view: unknown, seats: number): Set<string> {
  if (gameId === 'explorers') return new Set(CONTENT.heroOrder.map((h) => CONTENT.heroes[h].color.toLowerCase()));
  if (gameId === 'root') return new Set((view as { seats: Array<{ color: string }> }).seats.map((s) => s.color.toLowerCase()));
  return new Set(Array.from({ length: seats }, (_, s) => seatColor(s)));
}

/** Pieces drawn in a seat's colour that do not say whose they are. */
function unmarked(gameId: string, pieces: readonly TablePiece[], colours: Set<string>): string[] {
  return pieces
    .filter((p) => p.color !== undefined && colours.has(p.color.toLowerCase()) && !PRINTED.has(p.kind) && !OWN_COLOUR.has(p.kind))
    .filter((p) => p.owner === undefined || !GLYPHED.has(p.kind))
    .map((p) => `${gameId}: ${p.id} (${p.kind}, ${p.color})`);
}

describe('colour is never the only sign of a seat', () => {
  it.each(Object.keys(games))('every piece %s draws in a seat colour names its owner, and so wears its glyph', (gameId) => {
    const module = games[gameId]!;
    const seats = Math.min(4, module.maxSeats);
    const m = createMatch(module, {}, seats, 'owner-marks');
    if (isRuleError(m)) throw new Error(m.message);
    const view = module.view(m.state, 'spectator');
    expect(unmarked(gameId, startPieces(module), seatColours(gameId, view, seats))).toEqual([]);
    // Every owned piece that stands or lies as a token is of a kind that draws the glyph.
    const owned = startPieces(module).filter((p) => p.owner !== undefined && !PRINTED.has(p.kind) && !OWN_COLOUR.has(p.kind));
    expect(owned.filter((p) => !GLYPHED.has(p.kind)).map((p) => p.id)).toEqual([]);
  });

  it("on Root's most crowded map, every warrior, building and token of a faction wears its seat's glyph", () => {
    const view = root.view(crowded(), 'spectator');
    const pieces = Object.values(root.table(view, 'spectator').pieces);
    expect(unmarked('root', pieces, seatColours('root', view, 4))).toEqual([]);
    const map = pieces.filter((p) => /^(warriors|building|token)-/.test(p.id));
    expect(map.length).toBeGreaterThan(40);
    expect(map.filter((p) => p.owner === undefined || !GLYPHED.has(p.kind)).map((p) => p.id)).toEqual([]);
  });
});
