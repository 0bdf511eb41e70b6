/**
 * A tile (tile.glb, square, or another tile model such as hex-tile.glb; a tile whose
 * `shape` says square or hex takes that one) with a face on the 'face' material — the
 * group's image, else its colour and label, or the game's own — and a hatched back on
 * 'back'. A face-down tile has no face to show.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { modelFor } from '../model.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { readyFace } from '../instanced/image-layers.ts';
import { tileBackTexture, tileFaceTexture } from '../textures.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { useTable } from '../../net/store.ts';
import { gameTileFace } from '../../kit/art.ts';
import { useLookSetup } from '../use-look.ts';
import { useChildFrame } from '../child-frame.ts';
import { useImageFace } from '../use-image-face.ts';
import { pinAt, useLockPin } from '../lock-pin.ts';
import { pieceLabel } from '../../words/phrase.ts';
import { useSay } from '../../words/say.ts';

/** How deep a tile whose `shape` is hex is drawn, point to point: the square tile's side, the footprint the free table gives every tile. */
const HEX_SPAN = 4;

/** The model a tile is drawn with: its shape's, else its own (or the square tile). */
export function tileModel(piece: Pick<TablePiece, 'model' | 'shape'>): string {
  if (piece.shape === 'hex') return 'hex-tile';
  if (piece.shape === 'square') return 'tile';
  return modelFor(piece.model, 'tile');
}

export function Tile({ piece }: { piece: TablePiece }) {
  const { relief } = useLookSetup();
  const model = useModelParts(tileModel(piece));
  // A hex tile the group brings fills the footprint of a tile; others are drawn at their model's size.
  const s = piece.shape === 'hex' ? HEX_SPAN / model.size.z : 1;
  const moving = usePieceMotion(piece, { height: model.size.y * s, halfWidth: (model.size.x * s) / 2, flips: true });
  const scaled = useChildFrame(moving.body, 0, s);
  const inst = useModelInstances(piece.id, model, 'tile', relief, scaled);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const gameId = useTable((s) => s.gameId);
  const image = readyFace(useImageFace(piece.faceUp ? piece.image : undefined, 'square'));
  const label = pieceLabel(piece, useSay());

  useEffect(() => {
    // Printed cardboard (the batch's dressing): the image, the game's face or a generic one, a hatched back.
    inst.face(image ?? gameTileFace(gameId, piece) ?? tileFaceTexture(piece.faceUp ? label ?? piece.face : undefined, piece.color), 'face', 'front');
    inst.color('#ffffff', 'face', 'front');
    if (inst.has('back')) {
      inst.face(tileBackTexture(), 'back');
      inst.color('#ffffff', 'back');
    }
    invalidate();
  }, [inst, gameId, piece.faceUp, piece.face, label, piece.color, image]);
  useLockPin(piece.id, moving.upright, piece.locked, pinAt(model.size.x * s, model.size.z * s, model.size.y * s));

  return <PieceShell moving={moving} radius={Math.max(model.size.x, model.size.z) * s * 0.65} selected={selected} target={target} />;
}
