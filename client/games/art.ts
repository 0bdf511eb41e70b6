/** Game-specific faces for generic pieces (the Explorers tiles show their paths and icons). */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { TextureTarget } from '../scene/textures.ts';
import { explorersTileTexture } from './explorers/tile-art.ts';

/** The game's own face for a face-up tile, or null for the generic one. */
export function gameTileFace(gameId: string | null, piece: Pick<TablePiece, 'face' | 'faceUp'>, target: TextureTarget = 'model'): CanvasTexture | null {
  if (gameId === 'explorers' && piece.faceUp && piece.face) return explorersTileTexture(piece.face, target);
  return null;
}
