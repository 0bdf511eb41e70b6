/**
 * A board or a mat the group brings (a 'board' piece with its own `size` and no model of
 * its own): a thin slab `size.w` × `size.d` lying flat under the other pieces, its top the
 * group's image (the plain colour while it loads, or if it cannot be loaded) or its colour.
 * Every slab is an instance of the same 1 × 1 model stretched by its frame, so boards of
 * any size share their batches.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Color } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useModelInstances } from '../instanced/InstancedTable.tsx';
import { SLAB_TOP, slabModel } from '../instanced/flat-models.ts';
import { readyFace } from '../instanced/image-layers.ts';
import { useStretchedFrame } from '../child-frame.ts';
import { useLookSetup } from '../use-look.ts';
import { useGlow } from '../use-glow.ts';
import { useImageFace } from '../use-image-face.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { pinAt, useLockPin } from '../lock-pin.ts';

const DEFAULT_BODY = '#7d8a6a';
/** A board's size when the piece gives none. */
const DEFAULT_SIZE = { w: 12, d: 12 };

export function Slab({ piece }: { piece: TablePiece }) {
  const { relief } = useLookSetup();
  const { w, d } = piece.size ?? DEFAULT_SIZE;
  const moving = usePieceMotion(piece, { height: SLAB_TOP, halfWidth: w / 2, flips: true });
  const stretched = useStretchedFrame(moving.body, w, d);
  const inst = useModelInstances(piece.id, slabModel(), 'tile', relief, stretched);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const image = readyFace(useImageFace(piece.faceUp ? piece.image : undefined, 'board'));
  const body = piece.color ?? DEFAULT_BODY;

  useEffect(() => {
    inst.color(new Color(body).multiplyScalar(0.7), 'edge');
    inst.face(image, 'face');
    inst.color(image ? '#ffffff' : body, 'face');
    invalidate();
  }, [inst, body, image]);
  useLockPin(piece.id, moving.upright, piece.locked, pinAt(w, d, SLAB_TOP));

  return <PieceShell moving={moving} radius={Math.max(w, d) / 2} selected={selected} target={target} />;
}
