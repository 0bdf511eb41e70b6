/**
 * A counter: a disc like a token, larger, in its colour, its number printed big on its
 * face with its label small above it (and the number again, small and upside down, for
 * the far side of the table), and the number on a pill facing the camera above it, so it
 * reads at any angle. The face is painted again when the value changes, into a layer of
 * the square image array that is freed once no counter shows that value.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Color } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { readyFace } from '../instanced/image-layers.ts';
import { useChildFrame } from '../child-frame.ts';
import { useLookSetup } from '../use-look.ts';
import { useGlow } from '../use-glow.ts';
import { paintCounter } from '../custom-faces.ts';
import { usePaintedFace } from '../use-image-face.ts';
import { CountBadge } from '../CountBadge.tsx';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { pinAt, useLockPin } from '../lock-pin.ts';
import { pieceLabel } from '../../words/phrase.ts';
import { useSay } from '../../words/say.ts';

/** A counter is drawn this many times a token's size: 1.4 across, the free table's footprint of a counter. */
export const COUNTER_SCALE = 1.4 / 1.2;
const DEFAULT_BODY = '#e9dfc8';

export function Counter({ piece }: { piece: TablePiece }) {
  const { relief } = useLookSetup();
  const model = useModelParts('token');
  const s = COUNTER_SCALE * (piece.scale ?? 1);
  const r = (Math.min(model.size.x, model.size.z) * s) / 2;
  const top = model.size.y * s;
  const moving = usePieceMotion(piece, { height: top, halfWidth: r, flips: false });
  const scaled = useChildFrame(moving.body, 0, s);
  const inst = useModelInstances(piece.id, model, 'plain', relief, scaled);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);
  const value = piece.value ?? 0;
  const label = pieceLabel(piece, useSay()) ?? '';
  const body = piece.color ?? DEFAULT_BODY;
  const face = readyFace(usePaintedFace(`counter:${value}:${label}:${body}`, 'square', () => paintCounter(value, label, body)));

  useEffect(() => {
    inst.color(body);
    if (inst.has('edge')) inst.color(new Color(body).multiplyScalar(0.8), 'edge');
    inst.face(face, 'face');
    if (face) inst.color('#ffffff', 'face');
    invalidate();
  }, [inst, body, face]);
  useLockPin(piece.id, moving.upright, piece.locked, pinAt(2 * r, 2 * r, top));

  return (
    <>
      <CountBadge frame={moving.upright} count={value} y={top + 0.5} scale={0.8} />
      <PieceShell moving={moving} radius={r} selected={selected} target={target} />
    </>
  );
}
