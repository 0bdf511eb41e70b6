/**
 * A deck: a stack of card-sized layers (one instanced mesh) whose height follows the
 * count, the top card drawn from card.glb showing the back (or the top face when the deck
 * lies face up and that face is public), and a count badge.
 */
import { useLayoutEffect, useRef } from 'react';
import { invalidate } from '@react-three/fiber';
import { Matrix4, Quaternion, Vector3, type InstancedMesh } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { useModelClone } from '../model.ts';
import { emptySpotTexture } from '../textures.ts';
import { useGlow } from '../use-glow.ts';
import { useCardFaces } from '../use-card-faces.ts';
import { PieceMotion } from '../PieceMotion.tsx';
import { CountBadge } from '../CountBadge.tsx';
import { dressCardStock } from './Card.tsx';
import { surfaceTexture } from '../surface-textures.ts';
import { useLookSetup } from '../use-look.ts';
import { DECK_LAYER as LAYER, DECK_MAX_LAYERS as MAX_LAYERS, deckLayers } from '../../../assets/models/deck.ts';

const m4 = new Matrix4();
const pos = new Vector3();
const quat = new Quaternion();
const up = new Vector3(0, 1, 0);
const one = new Vector3(1, 1, 1);

/** A tiny, fixed jitter per layer so the stack looks handled, not machined. */
function jitter(i: number): number {
  const s = Math.sin(i * 12.9898) * 43758.5453;
  return s - Math.floor(s) - 0.5;
}

export function Deck({ piece }: { piece: TablePiece }) {
  const top = useModelClone('card');
  const { selected, target } = useGlow(piece.id, piece.highlighted, top.materials);
  const stack = useRef<InstancedMesh>(null);
  const count = Math.max(0, piece.count ?? 0);
  const layers = deckLayers(count);
  const stackHeight = layers * LAYER;
  const { relief } = useLookSetup();

  useLayoutEffect(() => {
    const mesh = stack.current;
    if (!mesh) return;
    for (let i = 0; i < layers; i++) {
      pos.set(jitter(i) * 0.05, i * LAYER + LAYER / 2, jitter(i + 99) * 0.05);
      quat.setFromAxisAngle(up, jitter(i + 7) * 0.03);
      mesh.setMatrixAt(i, m4.compose(pos, quat, one));
    }
    mesh.count = layers;
    mesh.instanceMatrix.needsUpdate = true;
    invalidate();
  }, [layers]);

  useCardFaces(top, piece);
  useLayoutEffect(() => dressCardStock(top, relief), [top, relief]);

  const height = stackHeight + top.size.y;
  return (
    <PieceMotion
      piece={piece}
      height={height}
      halfWidth={top.size.x / 2}
      radius={2}
      selected={selected}
      target={target}
      overlay={
        count > 0 ? (
          <CountBadge count={count} y={height + 0.9} />
        ) : (
          <mesh rotation-x={-Math.PI / 2} position-y={0.01}>
            <planeGeometry args={[top.size.x, top.size.z]} />
            <meshBasicMaterial map={emptySpotTexture(piece.label ?? '')} transparent depthWrite={false} />
          </mesh>
        )
      }
    >
      <instancedMesh ref={stack} args={[undefined, undefined, MAX_LAYERS]} castShadow receiveShadow>
        <boxGeometry args={[top.size.x * 0.985, LAYER * 0.92, top.size.z * 0.985]} />
        <meshStandardMaterial color="#e9e0cc" roughness={0.8} bumpMap={relief ? surfaceTexture('card-stock', false) : null} bumpScale={0.3} />
      </instancedMesh>
      <group position-y={stackHeight} visible={count > 0}>
        <primitive object={top.object} />
      </group>
    </PieceMotion>
  );
}
