/**
 * A single card: card.glb with its 'front' material showing the card's face (label big,
 * red for ♥ ♦; textures cached per face) and its 'back' material the shared woodland back.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { modelFor, useModelClone } from '../model.ts';
import { cardBackTexture, cardFrontTexture } from '../textures.ts';
import { useGlow } from '../use-glow.ts';
import { PieceMotion } from '../PieceMotion.tsx';

export function Card({ piece }: { piece: TablePiece }) {
  const model = useModelClone(modelFor(piece.model, 'card'));
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);

  useEffect(() => {
    const front = model.byName('front', 'face');
    const back = model.byName('back');
    if (front) {
      front.map = cardFrontTexture(piece.face, piece.label, piece.color);
      front.color.set('#ffffff');
      front.needsUpdate = true;
    }
    if (back) {
      back.map = cardBackTexture();
      back.color.set('#ffffff');
      back.needsUpdate = true;
    }
    invalidate();
  }, [model, piece.face, piece.label, piece.color]);

  return (
    <PieceMotion piece={piece} height={model.size.y} halfWidth={model.size.x / 2} radius={1.9} selected={selected} target={target}>
      <primitive object={model.object} />
    </PieceMotion>
  );
}
