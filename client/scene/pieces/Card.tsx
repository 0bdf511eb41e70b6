/**
 * A single card: card.glb with its 'front' material showing the card's face (label big,
 * red for ♥ ♦; textures cached per face) and its 'back' material the shared woodland back,
 * both on card stock (a fibre grain as bump, satin roughness, a cream edge). While held up
 * by the pointer the card bends a little, its ends sagging (card-bend.ts), and springs
 * flat again as it is put down.
 */
import { useLayoutEffect, useRef } from 'react';
import { invalidate, useFrame } from '@react-three/fiber';
import { Mesh } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { uiStore } from '../../interaction/ui-store.ts';
import { modelFor, useModelClone, type ModelClone } from '../model.ts';
import { useGlow } from '../use-glow.ts';
import { useCardFaces } from '../use-card-faces.ts';
import { PieceMotion } from '../PieceMotion.tsx';
import { motionTarget } from '../motion.ts';
import { SQUASH_SPRING, spring, stepSpring } from '../spring.ts';
import { BEND_SAG, bendMaterial, bendableGeometry, type BendUniform } from '../card-bend.ts';
import { surfaceTexture } from '../surface-textures.ts';
import { useLookSetup } from '../use-look.ts';

/**
 * Card stock on every part of a card model: grain as bump (`relief`: not in the low-power
 * look), satin roughness, a cream edge.
 */
export function dressCardStock(model: ModelClone, relief: boolean): void {
  const grain = relief ? surfaceTexture('card-stock', false) : null;
  for (const m of model.materials) {
    m.bumpMap = grain;
    m.bumpScale = 0.35;
    m.roughness = 0.62;
    m.needsUpdate = true;
  }
  model.byName('edge')?.color.set('#e4dccb');
}

export function Card({ piece }: { piece: TablePiece }) {
  const model = useModelClone(modelFor(piece.model, 'card'));
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);
  const bend = useRef<BendUniform>({ value: 0 });
  const flex = useRef(spring(0));
  const { relief } = useLookSetup();

  useCardFaces(model, piece);

  useLayoutEffect(() => {
    const half = model.size.z / 2;
    model.object.traverse((o) => {
      if (!(o instanceof Mesh)) return;
      // The part's node scales and offsets its quantised geometry: bake that into the
      // bendable copy, so the bend sees the card's own lengths.
      o.updateMatrix();
      o.geometry = bendableGeometry(o.geometry, o.matrix);
      o.position.set(0, 0, 0);
      o.quaternion.identity();
      o.scale.set(1, 1, 1);
      o.updateMatrix();
    });
    for (const m of model.materials) bendMaterial(m, bend.current, half);
    dressCardStock(model, relief);
    invalidate();
  }, [model, relief]);

  useFrame((_, dt) => {
    const held = motionTarget(piece, uiStore.getState().drag).held;
    const moving = stepSpring(flex.current, held ? 1 : 0, dt, SQUASH_SPRING);
    // Face down the model is upside down: its ends still sag towards the table.
    bend.current.value = flex.current.value * BEND_SAG * (piece.faceUp ? 1 : -1);
    if (moving) invalidate();
  });

  return (
    <PieceMotion piece={piece} height={model.size.y} halfWidth={model.size.x / 2} radius={1.9} selected={selected} target={target}>
      <primitive object={model.object} />
    </PieceMotion>
  );
}
