/**
 * A single card: card.glb with its 'front' material showing the card's face (label big,
 * red for ♥ ♦; textures cached per face) and its 'back' material the shared woodland back.
 */
import type { TablePiece } from '../../../engine/core/projection.ts';
import { modelFor, useModelClone } from '../model.ts';
import { useGlow } from '../use-glow.ts';
import { useCardFaces } from '../use-card-faces.ts';
import { PieceMotion } from '../PieceMotion.tsx';

export function Card({ piece }: { piece: TablePiece }) {
  const model = useModelClone(modelFor(piece.model, 'card'));
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);

  useCardFaces(model, piece);

  return (
    <PieceMotion piece={piece} height={model.size.y} halfWidth={model.size.x / 2} radius={1.9} selected={selected} target={target}>
      <primitive object={model.object} />
    </PieceMotion>
  );
}
