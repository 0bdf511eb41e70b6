/**
 * A tile (tile.glb, square, or another tile model such as hex-tile.glb) with a procedural
 * face (its colour and label, or the game's own) on the 'face' material and a hatched back
 * on 'back'. A face-down tile has no face to show.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { modelFor, useModelClone } from '../model.ts';
import { tileBackTexture, tileFaceTexture } from '../textures.ts';
import { useGlow } from '../use-glow.ts';
import { PieceMotion } from '../PieceMotion.tsx';
import { useTable } from '../../net/store.ts';
import { gameTileFace } from '../../kit/art.ts';
import { surfaceTexture } from '../surface-textures.ts';
import { useLookSetup } from '../use-look.ts';

export function Tile({ piece }: { piece: TablePiece }) {
  const model = useModelClone(modelFor(piece.model, 'tile'));
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);
  const gameId = useTable((s) => s.gameId);
  const { relief } = useLookSetup();

  useEffect(() => {
    const face = model.byName('face', 'front');
    const back = model.byName('back');
    if (face) {
      face.map = gameTileFace(gameId, piece) ?? tileFaceTexture(piece.faceUp ? piece.label ?? piece.face : undefined, piece.color);
      face.color.set('#ffffff');
      face.needsUpdate = true;
    }
    // Printed cardboard: the card-stock grain under the print (not in the low-power look), a satin finish.
    for (const m of model.materials) {
      m.bumpMap = relief ? surfaceTexture('card-stock', false) : null;
      m.bumpScale = 0.3;
      m.roughness = 0.66;
      m.needsUpdate = true;
    }
    if (back) {
      back.map = tileBackTexture();
      back.color.set('#ffffff');
      back.needsUpdate = true;
    }
    invalidate();
  }, [model, gameId, relief, piece.faceUp, piece.face, piece.label, piece.color]);

  return (
    <PieceMotion piece={piece} height={model.size.y} halfWidth={model.size.x / 2} radius={Math.max(model.size.x, model.size.z) * 0.65} selected={selected} target={target}>
      <primitive object={model.object} />
    </PieceMotion>
  );
}
