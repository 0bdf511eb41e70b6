/**
 * The pieces on the table as the thrown dice meet them (`ThrowRequest.blocks`): each piece
 * a block of the size the client draws it — its model's size from assets/models (the
 * kind's standard model where the piece names none we build, as client/scene/model.ts's
 * `modelFor` picks), a deck as high as its drawn stack (assets/models/deck.ts) — so a die
 * comes to rest on a deck, a board or a tile, never inside one.
 *
 * Dice are not blocks (the dice at rest are bodies of their own, `ThrowRequest.resting`);
 * an empty deck is only a spot drawn on the table. Cards, decks, tiles, tokens, markers
 * and boards are floors a die may rest on; meeples, cubes, bags and other standing pieces
 * only stop dice (a die that ends on top of one is thrown again).
 */
import { models } from '../../assets/models/catalog.ts';
import { deckHeight } from '../../assets/models/deck.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { footprint } from './blocks.ts';
import { MAX_BLOCKS, type PieceBlock, type Tray } from './launch.ts';

/** Models whose footprint is round (a lathe or a disc) or a hexagon; the rest are boxes. */
const ROUND: ReadonlySet<string> = new Set(['token', 'bag', 'root-clearing']);
const HEX: ReadonlySet<string> = new Set(['hex-tile']);
/** What the client draws for a board whose model it has not got (client/scene/pieces/FallbackPiece.tsx). */
const FALLBACK_BOARD = { w: 12, h: 0.15, d: 12 };
/** How far beyond the tray a piece still counts: a die at a wall reaches this far past it. */
const TRAY_REACH = 1.5;

const modelOr = (model: string, standard: string): string => (Object.hasOwn(models, model) ? model : standard);

/**
 * The piece's drawn scale (`TablePiece.scale`: Root's warriors and buildings are drawn
 * larger than their models), 1 when none; the client scales meeples, cubes, tokens and
 * markers by it (client/scene/pieces/Meeple.tsx, Token.tsx).
 */
function scaleOf(piece: TablePiece): number {
  const s = piece.scale;
  const scaled = piece.kind === 'meeple' || piece.kind === 'cube' || piece.kind === 'token' || piece.kind === 'marker';
  return scaled && s !== undefined && Number.isFinite(s) && s > 0 ? s : 1;
}

/** A block of model `id`'s size at the piece's place; `h` replaces the model's height. */
function blockOf(piece: TablePiece, id: string, floor: boolean, h?: number): PieceBlock | null {
  const info = models[id];
  if (!info) return null;
  const k = scaleOf(piece);
  const [w, mh, d] = info.size;
  const shape = ROUND.has(id) ? 'disc' : HEX.has(id) ? 'hex' : 'box';
  return { shape, x: piece.x, z: piece.z, rot: piece.rot, y: piece.y, w: w * k, d: d * k, h: (h ?? mh * k), floor };
}

/** The block of one piece as the client draws it; null for a die, an empty deck or a kind it cannot size. */
export function pieceBlock(piece: TablePiece): PieceBlock | null {
  if (![piece.x, piece.z, piece.y, piece.rot].every(Number.isFinite)) return null;
  switch (piece.kind) {
    case 'card': return blockOf(piece, modelOr(piece.model, 'card'), true);
    case 'deck': {
      const count = piece.count ?? 0;
      const card = models.card;
      return count > 0 && card ? blockOf(piece, 'card', true, deckHeight(count, card.size[1])) : null;
    }
    case 'tile': return blockOf(piece, modelOr(piece.model, 'tile'), true);
    case 'token': case 'marker': return blockOf(piece, modelOr(piece.model, 'token'), true);
    case 'board': {
      if (Object.hasOwn(models, piece.model)) return blockOf(piece, piece.model, true);
      return { shape: 'box', x: piece.x, z: piece.z, rot: piece.rot, y: piece.y, ...FALLBACK_BOARD, floor: true };
    }
    case 'meeple': return blockOf(piece, modelOr(piece.model, 'meeple'), false);
    case 'cube': return blockOf(piece, modelOr(piece.model, 'cube'), false);
    case 'bag': return blockOf(piece, modelOr(piece.model, 'bag'), false);
    default: return null;
  }
}

/**
 * The blocks of the pieces a throw into `tray` can meet: those whose footprint comes within
 * TRAY_REACH of it, nearest the tray's centre first, at most MAX_BLOCKS.
 */
export function blocksNear(pieces: Readonly<Record<string, TablePiece>>, tray: Tray): PieceBlock[] {
  const cx = (tray.minX + tray.maxX) / 2;
  const cz = (tray.minZ + tray.maxZ) / 2;
  const near: { block: PieceBlock; distance: number }[] = [];
  for (const piece of Object.values(pieces)) {
    const block = pieceBlock(piece);
    if (!block) continue;
    const ring = footprint(block);
    const xs = ring.map((p) => p[0]);
    const zs = ring.map((p) => p[1]);
    if (Math.max(...xs) < tray.minX - TRAY_REACH || Math.min(...xs) > tray.maxX + TRAY_REACH) continue;
    if (Math.max(...zs) < tray.minZ - TRAY_REACH || Math.min(...zs) > tray.maxZ + TRAY_REACH) continue;
    near.push({ block, distance: Math.hypot(block.x - cx, block.z - cz) });
  }
  // Stable: pieces at one distance keep the projection's order.
  near.sort((a, b) => a.distance - b.distance);
  return near.slice(0, MAX_BLOCKS).map((n) => n.block);
}
