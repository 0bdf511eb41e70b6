/**
 * A board lying on the table (a hero board, a threat track, a map): its GLB's instances with the
 * game's painted face (the game's `boardFaces`). A board with no model of its own is drawn by FallbackPiece.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { useLookSetup } from '../use-look.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { boardPainter } from '../../kit/registry.ts';

/** Whether `model` is a board model assets/models builds: each game paints the faces of its own (client registry). */
export function isBoardModel(model: string): boolean {
  return boardPainter(model) !== undefined;
}

/** The painted face of a board model, or null for one no game paints. */
function boardFace(piece: TablePiece): CanvasTexture | null {
  return boardPainter(piece.model)?.(piece, 'model') ?? null;
}

export function Board({ piece }: { piece: TablePiece }) {
  const { relief } = useLookSetup();
  const model = useModelParts(piece.model);
  const moving = usePieceMotion(piece, { height: model.size.y, halfWidth: model.size.x / 2, flips: true });
  const inst = useModelInstances(piece.id, model, 'plain', relief, moving.body);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);

  useEffect(() => {
    const painted = boardFace(piece);
    if (painted) {
      inst.face(painted, 'face');
      inst.color('#ffffff', 'face');
    }
    invalidate();
  }, [inst, piece.model, piece.face, piece.label, piece.color]);

  return <PieceShell moving={moving} radius={Math.max(model.size.x, model.size.z) / 2} selected={selected} target={target} />;
}
