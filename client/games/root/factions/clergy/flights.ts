/**
 * Flowers flying to and from the Clergy's blind bag, found by comparing two projections
 * (so every viewer, spectators too, sees the same flights, and nothing beyond the view):
 *   - a draw (the bag's count drops): from the bag's mouth to where the drawn flower lies,
 *     or straight into its clearing when the rules placed it at once (one place only);
 *   - the drawn flower placed: from beside the bag to the clearing whose flowers of its suit
 *     grew; not placeable: back into the bag;
 *   - flowers spent or removed (a clearing's flowers shrink while the bag grows): into the bag.
 */
import type { Projection } from '../../../../../engine/core/match.ts';
import type { TablePiece } from '../../../../../engine/core/projection.ts';
import { DRAWN_FLOWER_PIECE } from '../../../../../engine/games/root/factions/clergy/looks.ts';
import { SUIT_COLORS } from '../../../../../engine/games/root/table.ts';
import type { Flight } from '../../../../kit/types.ts';

const BAG = 'clergy-bag';
/** Height of the bag's mouth, and of a piece's top when it lands. */
const MOUTH_Y = 1.6;
const LAND_Y = 0.2;

/** Flower token groups on the map: piece id → suit and count. */
function flowerGroups(p: Projection): Map<string, { suit: string; n: number; piece: TablePiece }> {
  const out = new Map<string, { suit: string; n: number; piece: TablePiece }>();
  for (const piece of Object.values(p.table.pieces)) {
    const m = /^token-\d+-\d+-flower-(\w+)$/.exec(piece.id);
    if (m) out.set(piece.id, { suit: m[1]!, n: piece.count ?? 1, piece });
  }
  return out;
}

function suitOfFace(face: string | undefined): string | null {
  return face?.startsWith('flower-') ? face.slice(7) : null;
}

export function flowerFlights(prev: Projection, next: Projection): Flight[] {
  const bagBefore = prev.table.pieces[BAG];
  const bagAfter = next.table.pieces[BAG];
  if (!bagBefore || !bagAfter) return [];
  const drawnBefore = prev.table.pieces[DRAWN_FLOWER_PIECE];
  const drawnAfter = next.table.pieces[DRAWN_FLOWER_PIECE];
  const mouth: [number, number, number] = [bagAfter.x, MOUTH_Y, bagAfter.z];
  let drawn = Math.max(0, (bagBefore.count ?? 0) - (bagAfter.count ?? 0));
  let returned = Math.max(0, (bagAfter.count ?? 0) - (bagBefore.count ?? 0));
  const before = flowerGroups(prev);
  const grown: Array<{ suit: string; piece: TablePiece }> = [];
  const shrunk: Array<{ suit: string; piece: TablePiece }> = [];
  for (const [id, g] of flowerGroups(next)) {
    for (let k = before.get(id)?.n ?? 0; k < g.n; k++) grown.push({ suit: g.suit, piece: g.piece });
  }
  const after = flowerGroups(next);
  for (const [id, g] of before) {
    for (let k = after.get(id)?.n ?? 0; k < g.n; k++) shrunk.push({ suit: g.suit, piece: g.piece });
  }
  // Flowers carried by a move leave one clearing and arrive in another: no flight.
  for (let i = shrunk.length - 1; i >= 0; i--) {
    const j = grown.findIndex((g) => g.suit === shrunk[i]!.suit);
    if (j >= 0 && drawn === 0) {
      grown.splice(j, 1);
      shrunk.splice(i, 1);
    }
  }
  const out: Flight[] = [];
  const fly = (key: string, suit: string, from: [number, number, number], to: [number, number, number]) => {
    out.push({ key: `${key}-${next.version}-${out.length}`, from, to, color: SUIT_COLORS[suit as keyof typeof SUIT_COLORS] ?? '#cccccc', face: `flower-${suit}` });
  };
  const resolved = drawnBefore && (!drawnAfter || drawn > 0);
  if (drawnBefore && resolved) {
    const suit = suitOfFace(drawnBefore.face);
    const from: [number, number, number] = [drawnBefore.x, LAND_Y, drawnBefore.z];
    const j = suit === null ? -1 : grown.findIndex((g) => g.suit === suit);
    if (suit !== null && j >= 0) {
      const g = grown.splice(j, 1)[0]!;
      fly('place', suit, from, [g.piece.x, LAND_Y, g.piece.z]);
    } else if (suit !== null && returned > 0) {
      returned -= 1;
      fly('return', suit, from, mouth);
    }
  }
  if (drawnAfter && drawn > 0) {
    drawn -= 1;
    const suit = suitOfFace(drawnAfter.face);
    if (suit !== null) fly('draw', suit, mouth, [drawnAfter.x, LAND_Y, drawnAfter.z]);
  }
  // Drawn and placed by the rules at once (one place only).
  for (const g of grown.splice(0, drawn)) fly('draw-place', g.suit, mouth, [g.piece.x, LAND_Y, g.piece.z]);
  for (const s of shrunk.slice(0, returned)) fly('spend', s.suit, [s.piece.x, LAND_Y, s.piece.z], mouth);
  return out;
}
