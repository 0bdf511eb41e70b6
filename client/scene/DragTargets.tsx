/**
 * While a piece is held, where it may go (the game adapter's hints): translucent ghosts of
 * a tile at every legal cell (bright for the held rotation, faint for cells that need
 * another turn), or glowing squares on the tiles a hero may move to. The one under the
 * held piece lights up. A piece waiting to be placed (`GameInteraction.placing`: a drawn
 * tile) shows its ghosts while nothing is held as well, and only then a tap on a ghost
 * turns the tile to the next turn that fits there (a finger has no Q / E).
 */
import { useMemo } from 'react';
import { DoubleSide } from 'three';
import type { ThreeEvent } from '@react-three/fiber';
import { turnOf, uiStore, useUi } from '../interaction/ui-store.ts';
import { useTable } from '../net/store.ts';
import { interactionFor } from '../kit/registry.ts';
import { NO_HELD, nextTurn, type DragHint } from '../kit/types.ts';
import { gameTileFace } from '../kit/art.ts';
import { tileFaceTexture } from './textures.ts';
import { pieceLabel } from '../words/phrase.ts';
import { useSay } from '../words/say.ts';

const NO_RAY = () => null;
const WARM = '#ffcf6e';
const DIM = '#d8c7a4';

/** A tap that moved no more than this (CSS px) between press and release turns a ghost. */
const TAP_PX = 10;

function Ghost({ hint, over, face, onTap }: { hint: DragHint; over: boolean; face: ReturnType<typeof tileFaceTexture>; onTap?: (hint: DragHint) => void }) {
  const s = hint.size * 0.96;
  const edge = hint.active ? WARM : DIM;
  // Only a ghost shown while nothing is held takes a tap (it turns the tile to fit there).
  const tap = onTap
    ? {
        onClick: (e: ThreeEvent<MouseEvent>) => {
          if (e.delta > TAP_PX) return;
          e.stopPropagation();
          onTap(hint);
        },
      }
    : { raycast: NO_RAY };
  return (
    <group position={[hint.x, 0.03, hint.z]} rotation-y={hint.rot}>
      <mesh rotation-x={-Math.PI / 2} renderOrder={2} {...tap}>
        <planeGeometry args={[s, s]} />
        <meshBasicMaterial map={face} transparent opacity={over ? 0.95 : hint.active ? 0.62 : 0.25} depthWrite={false} toneMapped={false} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.01} raycast={NO_RAY} renderOrder={3}>
        <ringGeometry args={[s * 0.69, s * 0.72, 4, 1, Math.PI / 4]} />
        <meshBasicMaterial color={over ? '#ffffff' : edge} transparent opacity={hint.active || over ? 0.95 : 0.5} side={DoubleSide} depthWrite={false} toneMapped={false} />
      </mesh>
    </group>
  );
}

function Glow({ hint, over }: { hint: DragHint; over: boolean }) {
  const s = hint.size * 0.94;
  return (
    <group position={[hint.x, 0.17, hint.z]}>
      <mesh rotation-x={-Math.PI / 2} raycast={NO_RAY} renderOrder={2}>
        {hint.round ? <circleGeometry args={[s / 2, 48]} /> : <planeGeometry args={[s, s]} />}
        <meshBasicMaterial color={WARM} transparent opacity={over ? 0.5 : 0.28} depthWrite={false} toneMapped={false} />
      </mesh>
      <mesh rotation-x={-Math.PI / 2} position-y={0.01} raycast={NO_RAY} renderOrder={3}>
        {hint.round
          ? <ringGeometry args={[s * 0.47, s * 0.52, 48]} />
          : <ringGeometry args={[s * 0.67, s * 0.71, 4, 1, Math.PI / 4]} />}
        <meshBasicMaterial color={over ? '#ffffff' : WARM} transparent opacity={0.95} side={DoubleSide} depthWrite={false} toneMapped={false} />
      </mesh>
    </group>
  );
}

export function DragTargets() {
  const drag = useUi((s) => s.drag);
  const turned = useUi((s) => s.turned);
  const gameId = useTable((s) => s.gameId);
  const projection = useTable((s) => s.projection);
  const canAct = useTable((s) => typeof s.seat === 'number');
  const say = useSay();
  const heldId = drag && drag.mode === 'move' && drag.pendingRef === null ? drag.id : null;
  // While nothing is held, the piece waiting to be placed (a drawn tile) shows its ghosts too.
  const waitingId = !drag && canAct ? interactionFor(gameId).placing?.(projection) ?? null : null;
  const piece = (heldId ?? waitingId) ? projection?.table.pieces[(heldId ?? waitingId)!] ?? null : null;
  const rotation = heldId ? drag?.held?.rotation ?? 0 : piece ? turnOf(turned, piece) : 0;
  const rotates = heldId ? !!drag?.held : true;
  const hints = useMemo(
    () => (piece ? interactionFor(gameId).hints(piece, projection, rotates ? { rotation } : NO_HELD) : []),
    // Recomputed when the held piece, the projection or the held rotation changes, not per pointer move.
    [piece, projection, gameId, rotation, rotates],
  );
  if (!piece || hints.length === 0) return null;
  const face = gameTileFace(gameId, piece, 'plain') ?? tileFaceTexture(pieceLabel(piece, say) ?? piece.face, piece.color, 'plain');
  const onTap = heldId ? undefined : (h: DragHint) => {
    if (h.turns && h.turns.length > 0) uiStore.getState().setTurn(piece, nextTurn(h.turns, rotation));
  };
  return (
    <group>
      {hints.map((h) => {
        const over = !!drag && (h.round
          ? Math.hypot(drag.x - h.x, drag.z - h.z) <= h.size / 2
          : Math.abs(drag.x - h.x) <= h.size / 2 && Math.abs(drag.z - h.z) <= h.size / 2);
        return h.look === 'ghost'
          ? <Ghost key={h.key} hint={h} over={over} face={face} {...(onTap ? { onTap } : {})} />
          : <Glow key={h.key} hint={h} over={over} />;
      })}
    </group>
  );
}
