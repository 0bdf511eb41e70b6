import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../engine/core/projection.ts';
import { gameCardFace } from '../kit/art.ts';
import { useTable } from '../net/store.ts';
import type { ModelClone } from './model.ts';
import { cardBackTexture, cardFrontTexture } from './textures.ts';

/** Paints a card model's front (the game's face, else from the piece's face, label and colour) and its shared back. */
export function useCardFaces(model: ModelClone, piece: Pick<TablePiece, 'face' | 'label' | 'color' | 'faceUp'>): void {
  const { face, label, color, faceUp } = piece;
  const gameId = useTable((s) => s.gameId);
  useEffect(() => {
    const front = model.byName('front', 'face');
    const back = model.byName('back');
    if (front) {
      front.map = gameCardFace(gameId, { face, label, color, faceUp }) ?? cardFrontTexture(face, label, color);
      front.color.set('#ffffff');
      front.needsUpdate = true;
    }
    if (back) {
      back.map = cardBackTexture();
      back.color.set('#ffffff');
      back.needsUpdate = true;
    }
    invalidate();
  }, [model, gameId, face, label, color, faceUp]);
}
