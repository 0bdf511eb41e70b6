/**
 * A deck: a stack of card-sized layers (instances of one layer batch shared by every deck)
 * whose height follows the count, the top card (card.glb's instances) showing the back —
 * the group's back image where the deck has one — (or the top face when the deck lies face
 * up and that face is public), and a count badge.
 */
import { useLayoutEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { BoxGeometry, Color, Matrix4, MeshStandardMaterial, Quaternion, Vector3 } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { emptySpotTexture } from '../textures.ts';
import { useGlow } from '../use-glow.ts';
import { useCardFaces } from '../use-card-faces.ts';
import { PieceShell, usePieceMotion } from '../PieceMotion.tsx';
import { useChildFrame } from '../child-frame.ts';
import { CountBadge } from '../CountBadge.tsx';
import { surfaceTexture } from '../surface-textures.ts';
import { useLookSetup } from '../use-look.ts';
import { useInstancing, useModelInstances, useModelParts } from '../instanced/InstancedTable.tsx';
import { PartBatch, instanceMaterial } from '../instanced/batch.ts';
import { pickBoxes } from '../instanced/piece-instances.ts';
import type { Instancing } from '../instanced/instancing.ts';
import { DECK_LAYER as LAYER, deckLayers } from '../../../assets/models/deck.ts';
import { pinAt, useLockPin } from '../lock-pin.ts';
import { pieceLabel } from '../../words/phrase.ts';
import { useSay } from '../../words/say.ts';

const pos = new Vector3();
const quat = new Quaternion();
const up = new Vector3(0, 1, 0);
const one = new Vector3(1, 1, 1);
const STOCK = new Color('#e9e0cc');

/** A tiny, fixed jitter per layer so the stack looks handled, not machined. */
function jitter(i: number): number {
  const s = Math.sin(i * 12.9898) * 43758.5453;
  return s - Math.floor(s) - 0.5;
}

/** The batch of deck layers (card stock seen edge on) for cards `w` × `d`. */
function layerBatch(reg: Instancing, w: number, d: number, relief: boolean): PartBatch {
  const key = `deck-layer|${w.toFixed(3)}x${d.toFixed(3)}|${relief ? 'r' : '-'}`;
  return reg.batch(key, () => {
    const m = new MeshStandardMaterial({ color: '#ffffff', roughness: 0.8, bumpMap: relief ? surfaceTexture('card-stock', false) : null, bumpScale: 0.3 });
    return new PartBatch(key, new BoxGeometry(w * 0.985, LAYER * 0.92, d * 0.985), instanceMaterial(m, null, 0), null, { castShadow: true, pick: false });
  });
}

export function Deck({ piece }: { piece: TablePiece }) {
  const say = useSay();
  const { relief } = useLookSetup();
  const reg = useInstancing();
  const top = useModelParts('card');
  const count = Math.max(0, piece.count ?? 0);
  const layers = deckLayers(count);
  const stackHeight = layers * LAYER;
  const height = stackHeight + top.size.y;
  const moving = usePieceMotion(piece, { height, halfWidth: top.size.x / 2, flips: true });
  // The top card lies on the stack; face down, the deck is turned over, so the card that
  // shows its back on top lies under the stack before the turn.
  const down = !piece.faceUp;
  const onStack = useChildFrame(moving.body, down ? 0 : stackHeight);
  const stackBase = down ? top.size.y : 0;
  const inst = useModelInstances(piece.id, top, 'card', relief, onStack);
  const { selected, target } = useGlow(piece.id, piece.highlighted, inst);

  // The stack: one instance per layer, and a hit box as high as the stack.
  useLayoutEffect(() => {
    if (layers === 0) return;
    const owner = reg.own(piece.id, moving.body);
    const batch = layerBatch(reg, top.size.x, top.size.z, relief);
    for (let i = 0; i < layers; i++) {
      pos.set(jitter(i) * 0.05, stackBase + i * LAYER + LAYER / 2, jitter(i + 99) * 0.05);
      quat.setFromAxisAngle(up, jitter(i + 7) * 0.03);
      const e = reg.add(owner, batch, new Matrix4().compose(pos, quat, one));
      batch.setColor(e.slot, STOCK);
    }
    const h = layers * LAYER;
    reg.add(owner, pickBoxes(reg, 'card', top.size.x, top.size.y, top.size.z), new Matrix4().makeTranslation(0, stackBase + h / 2, 0).scale(new Vector3(1, h / top.size.y, 1)));
    invalidate();
    return () => {
      reg.release(owner);
      invalidate();
    };
  }, [reg, piece.id, moving, layers, top, relief, stackBase]);

  useCardFaces(inst, piece);
  useLockPin(piece.id, moving.upright, piece.locked, pinAt(top.size.x, top.size.z, height));
  useLayoutEffect(() => {
    inst.visible(count > 0);
    invalidate();
  }, [inst, count]);

  return (
    <>
      {count > 0 && <CountBadge frame={moving.upright} count={count} y={height + 0.9} />}
      <PieceShell
        moving={moving}
        radius={2}
        selected={selected}
        target={target}
        overlay={
          count === 0 && (
            <mesh rotation-x={-Math.PI / 2} position-y={0.01}>
              <planeGeometry args={[top.size.x, top.size.z]} />
              <meshBasicMaterial map={emptySpotTexture(pieceLabel(piece, say) ?? '')} transparent depthWrite={false} />
            </mesh>
          )
        }
      />
    </>
  );
}
