/**
 * A single card: instances of card.glb's parts, its front showing the card's face (the
 * group's image; else label big, red for ♥ ♦; the game's own face where it draws one) and
 * its back the group's back image or the shared woodland back, on card stock (a fibre grain as bump, satin roughness, a cream edge).
 * While held up by the pointer the card bends a little, its ends sagging (card-bend.ts, in
 * its instance), and springs flat again as it is put down.
 */
import { useRef } from 'react';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { uiStore } from '../../interaction/ui-store.ts';
import { modelFor } from '../model.ts';
import { useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { useGlow } from '../use-glow.ts';
import { useCardFaces } from '../use-card-faces.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { motionTarget } from '../motion.ts';
import { SQUASH_SPRING, spring, stepSpring } from '../spring.ts';
import { BEND_SAG } from '../card-bend.ts';
import { useLookSetup } from '../use-look.ts';
import { pinAt, useLockPin } from '../lock-pin.ts';

export function Card({ piece }: { piece: TablePiece }) {
  const { relief } = useLookSetup();
  const model = useModelParts(modelFor(piece.model, 'card'));
  const flex = useRef(spring(0));
  const moving = usePieceMotion(piece, {
    height: model.size.y, halfWidth: model.size.x / 2, flips: true,
    step: (dt) => {
      const held = motionTarget(piece, uiStore.getState().drag).held;
      const bending = stepSpring(flex.current, held ? 1 : 0, dt, SQUASH_SPRING);
      // Face down the model is upside down: its ends still sag towards the table.
      inst.bend(flex.current.value * BEND_SAG * (piece.faceUp ? 1 : -1));
      return bending;
    },
  });
  const inst = useModelInstances(piece.id, model, 'card', relief, moving.body, true);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);

  useCardFaces(inst, piece);
  useLockPin(piece.id, moving.upright, piece.locked, pinAt(model.size.x, model.size.z, model.size.y));

  return <PieceShell moving={moving} radius={1.9} selected={selected} target={target} />;
}
