import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../engine/core/projection.ts';
import { gameCardFace } from '../kit/art.ts';
import { useTable } from '../net/store.ts';
import type { PieceInstances } from './instanced/piece-instances.ts';
import { cardBackTexture, cardFrontTexture } from './textures.ts';

/** The cream of a card's cut edge. */
const EDGE = '#e4dccb';

/** Paints a card's instances: its front (the game's face, else from the piece's face, label and colour), the shared back, a cream edge. */
export function useCardFaces(inst: PieceInstances, piece: Pick<TablePiece, 'face' | 'label' | 'color' | 'faceUp'>): void {
  const { face, label, color, faceUp } = piece;
  const gameId = useTable((s) => s.gameId);
  useEffect(() => {
    inst.face(gameCardFace(gameId, { face, label, color, faceUp }) ?? cardFrontTexture(face, label, color), 'front', 'face');
    inst.color('#ffffff', 'front', 'face');
    inst.face(cardBackTexture(), 'back');
    inst.color('#ffffff', 'back');
    inst.color(EDGE, 'edge');
    invalidate();
  }, [inst, gameId, face, label, color, faceUp]);
}
