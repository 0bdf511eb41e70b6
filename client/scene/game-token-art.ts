/** A game's own face for a round token (its `tokenFace` in the client registry), or null for the generic one. */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../engine/core/projection.ts';
import { clientGame } from '../kit/registry.ts';
import type { TextureTarget } from './textures.ts';

export function gameTokenArt(gameId: string | null | undefined, piece: Pick<TablePiece, 'id' | 'face' | 'faceUp' | 'label' | 'color'>, target: TextureTarget = 'model'): CanvasTexture | null {
  return clientGame(gameId).tokenFace?.(piece, target) ?? null;
}
