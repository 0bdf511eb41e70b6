/**
 * A tile (tile.glb, square, or another tile model such as hex-tile.glb) with a procedural
 * face (its colour and label, or the game's own) on the 'face' material and a hatched back
 * on 'back'. A face-down tile has no face to show.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { modelFor } from '../model.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { tileBackTexture, tileFaceTexture } from '../textures.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { useTable } from '../../net/store.ts';
import { gameTileFace } from '../../kit/art.ts';
import { useLookSetup } from '../use-look.ts';

export function Tile({ piece }: { piece: TablePiece }) {
  const { relief } = useLookSetup();
  const model = useModelParts(modelFor(piece.model, 'tile'));
  const moving = usePieceMotion(piece, { height: model.size.y, halfWidth: model.size.x / 2, flips: true });
  const inst = useModelInstances(piece.id, model, 'tile', relief, moving.body);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const gameId = useTable((s) => s.gameId);

  useEffect(() => {
    // Printed cardboard (the batch's dressing): the game's face or a generic one, a hatched back.
    inst.face(gameTileFace(gameId, piece) ?? tileFaceTexture(piece.faceUp ? piece.label ?? piece.face : undefined, piece.color), 'face', 'front');
    inst.color('#ffffff', 'face', 'front');
    if (inst.has('back')) {
      inst.face(tileBackTexture(), 'back');
      inst.color('#ffffff', 'back');
    }
    invalidate();
  }, [inst, gameId, piece.faceUp, piece.face, piece.label, piece.color]);

  return <PieceShell moving={moving} radius={Math.max(model.size.x, model.size.z) * 0.65} selected={selected} target={target} />;
}
