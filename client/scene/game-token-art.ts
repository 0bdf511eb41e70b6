/** A game's own face for a round token (Explorers' markers, Root's flowers and track spaces), or null for the generic one. */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import { explorersMarkerTexture } from '../games/explorers/tile-art.ts';
import { rootTokenTexture } from '../games/root/token-art.ts';
import type { TextureTarget } from './textures.ts';

export function gameTokenArt(gameId: string | null | undefined, piece: Pick<TablePiece, 'id' | 'face' | 'faceUp' | 'label' | 'color'>, target: TextureTarget = 'model'): CanvasTexture | null {
  if (gameId === 'explorers') return explorersMarkerTexture(piece, target);
  if (gameId === 'root' && piece.faceUp) return rootTokenTexture(piece.face, piece.color, target);
  return null;
}
