/** Game-specific faces for generic pieces (a game's `tileFace` and `cardFace` in the client registry). */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import type { TextureTarget } from './types.ts';
import { clientGame } from './registry.ts';

/** The game's own face for a face-up tile, or null for the generic one. */
export function gameTileFace(gameId: string | null, piece: Pick<TablePiece, 'face' | 'faceUp'>, target: TextureTarget = 'model'): CanvasTexture | null {
  return clientGame(gameId).tileFace?.(piece, target) ?? null;
}

/** The game's own face for a card, or null for the generic one. */
export function gameCardFace(gameId: string | null, piece: Pick<TablePiece, 'face' | 'label' | 'color' | 'faceUp'>, target: TextureTarget = 'model'): CanvasTexture | null {
  return clientGame(gameId).cardFace?.(piece, target) ?? null;
}
