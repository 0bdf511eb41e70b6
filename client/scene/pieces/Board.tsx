/**
 * A board lying on the table (an Explorers hero board or threat track, Root's Autumn map): its GLB with the
 * game's painted face. A board with no model of its own is drawn by FallbackPiece.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useModelClone } from '../model.ts';
import { useGlow } from '../use-glow.ts';
import { PieceMotion } from '../PieceMotion.tsx';
import { heroBoardTexture, threatTrackTexture } from '../../games/explorers/board-art.ts';
import { clearingTexture, rootMapTexture } from '../../games/root/map-art.ts';

/** Board models assets/models builds. */
export const BOARD_MODELS: ReadonlySet<string> = new Set(['hero-board', 'threat-track', 'root-map', 'root-clearing']);

/** The painted face of a board model. */
function boardFace(piece: TablePiece): CanvasTexture {
  switch (piece.model) {
    case 'root-map': return rootMapTexture();
    case 'root-clearing': return clearingTexture(Number(piece.face));
    case 'threat-track': return threatTrackTexture(piece.face, piece.label ?? 'Threat');
    default: return heroBoardTexture(piece.label ?? '', piece.color ?? '#6b4a2b');
  }
}

export function Board({ piece }: { piece: TablePiece }) {
  const model = useModelClone(piece.model);
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);

  useEffect(() => {
    const face = model.byName('face');
    if (face) {
      face.map = boardFace(piece);
      face.color.set('#ffffff');
      face.needsUpdate = true;
    }
    invalidate();
  }, [model, piece.model, piece.face, piece.label, piece.color]);

  return (
    <PieceMotion piece={piece} height={model.size.y} halfWidth={model.size.x / 2} radius={Math.max(model.size.x, model.size.z) / 2} selected={selected} target={target}>
      <primitive object={model.object} />
    </PieceMotion>
  );
}
