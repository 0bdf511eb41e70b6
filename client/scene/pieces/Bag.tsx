/**
 * A cloth bag: bag.glb in a woven cloth tinted with the bag's colour, a count badge (and beside it the glyph of the seat that owns it), and a
 * squash on a bouncy spring when the pointer comes over it, presses it or carries it, and
 * a slump as it is put down or a token is drawn from it or dropped in. A press on its open top (or with Shift)
 * draws from it instead of moving it (see the pointer machine).
 */
import { useEffect, useRef } from 'react';
import { invalidate } from '@react-three/fiber';
import type { Group } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { uiStore } from '../../interaction/ui-store.ts';
import { pointerMachine } from '../../interaction/pointer-controller.ts';
import { modelFor, useModelClone } from '../model.ts';
import { SQUASH_SPRING, spring, stepSpring } from '../spring.ts';
import { useGlow } from '../use-glow.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { CountBadge } from '../CountBadge.tsx';
import { OwnerGlyph } from '../SeatGlyphMark.tsx';
import { BADGE } from '../screen-floor.ts';
import { useShownColour } from '../use-seat-palette.ts';
import { repeated } from '../surface-textures.ts';
import { useLookSetup } from '../use-look.ts';

const DEFAULT_BODY = '#8a5a3b';
/** The top part of the bag (by height) counts as its open mouth. */
const MOUTH_FROM = 0.62;

/** How squashed the bag should be now: pressed most, hovered a little, stretched while carried. */
function squashTarget(id: string): number {
  const s = pointerMachine.state;
  if (s.name === 'pointing' && s.id === id) return 0.14;
  if (s.name === 'dragging' && s.id === id) return s.mode === 'move' ? -0.06 : 0.1;
  return uiStore.getState().hovered === id ? 0.05 : 0;
}

export function Bag({ piece }: { piece: TablePiece }) {
  const model = useModelClone(modelFor(piece.model, 'bag'));
  const { selected, hovered, target } = useGlow(piece.id, piece.highlighted, model.materials);
  const body = useShownColour()(piece.color, piece.owner) ?? DEFAULT_BODY;
  const squasher = useRef<Group>(null);
  const squash = useRef(spring(0));
  const { relief } = useLookSetup();

  useEffect(() => {
    const fabric = model.byName('fabric');
    const weave = fabric ? repeated('cloth', 10, 5, false) : null;
    if (fabric && weave) {
      fabric.map = weave;
      fabric.bumpMap = relief ? weave : null;
      fabric.bumpScale = 1.2;
      fabric.roughness = 1;
      fabric.needsUpdate = true;
    }
    for (const m of model.materials) m.color.set(body);
    invalidate();
    return () => weave?.dispose();
  }, [model, body, relief]);

  // Put down somewhere new, or a token drawn or dropped in: the cloth slumps and recovers.
  const last = useRef({ x: piece.x, z: piece.z, count: piece.count ?? 0 });
  useEffect(() => {
    const was = last.current;
    const count = piece.count ?? 0;
    const moved = Math.hypot(piece.x - was.x, piece.z - was.z) > 0.05;
    if (moved || count !== was.count) {
      squash.current.velocity += moved ? 2.6 : 1.6;
      invalidate();
    }
    last.current = { x: piece.x, z: piece.z, count };
  }, [piece.x, piece.z, piece.count]);

  // A little bounce as the pointer arrives.
  useEffect(() => {
    if (hovered) squash.current.velocity += 1.2;
  }, [hovered]);

  const h = model.size.y;
  const moving = usePieceMotion(piece, {
    height: h, halfWidth: model.size.x / 2, flips: false,
    step: (dt) => {
      const g = squasher.current;
      if (!g) return false;
      const squashing = stepSpring(squash.current, squashTarget(piece.id), dt, SQUASH_SPRING);
      const s = squash.current.value;
      g.scale.set(1 + s * 0.6, 1 - s, 1 + s * 0.6);
      return squashing;
    },
  });

  const count = piece.count ?? 0;
  return (
    <>
      <CountBadge frame={moving.upright} count={count} y={h + 0.8} />
      <OwnerGlyph piece={piece} frame={moving.upright} y={h + 0.8} badge={BADGE} fallback={body} />
      <PieceShell moving={moving} radius={Math.max(model.size.x, model.size.z) / 2} selected={selected} target={target} isMouth={(y) => y > h * MOUTH_FROM}>
        <group ref={squasher}>
          <primitive object={model.object} />
        </group>
      </PieceShell>
    </>
  );
}
