/**
 * While a piece is held, where it may go (the game adapter's hints): translucent ghosts of
 * a tile at every legal cell (bright for the held rotation, faint for cells that need
 * another turn), or glowing squares on the tiles a hero may move to. The one under the
 * held piece lights up. Nothing here takes pointer events.
 */
import { useMemo } from 'react';
import { DoubleSide } from 'three';
import { useUi } from '../interaction/ui-store.ts';
import { useTable } from '../net/store.ts';
import { interactionFor } from '../games/index.ts';
import { NO_HELD, type DragHint } from '../games/types.ts';
import { gameTileFace } from '../games/art.ts';
import { tileFaceTexture } from './textures.ts';

const NO_RAY = () => null;
const WARM = '#ffcf6e';
const DIM = '#d8c7a4';

function Ghost({ hint, over, face }: { hint: DragHint; over: boolean; face: ReturnType<typeof tileFaceTexture> }) {
  const s = hint.size * 0.96;
  const edge = hint.active ? WARM : DIM;
  return (
    <group position={[hint.x, 0.03, hint.z]} rotation-y={hint.rot}>
      <mesh rotation-x={-Math.PI / 2} raycast={NO_RAY} renderOrder={2}>
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
  const gameId = useTable((s) => s.gameId);
  const projection = useTable((s) => s.projection);
  const heldId = drag && drag.mode === 'move' && drag.pendingRef === null ? drag.id : null;
  const rotation = drag?.held?.rotation ?? 0;
  const piece = heldId ? projection?.table.pieces[heldId] ?? null : null;
  const hints = useMemo(
    () => (piece ? interactionFor(gameId).hints(piece, projection, drag?.held ? { rotation } : NO_HELD) : []),
    // Recomputed when the held piece, the projection or the held rotation changes, not per pointer move.
    [piece, projection, gameId, rotation],
  );
  if (!piece || !drag || hints.length === 0) return null;
  const face = gameTileFace(gameId, piece, 'plain') ?? tileFaceTexture(piece.label ?? piece.face, piece.color, 'plain');
  return (
    <group>
      {hints.map((h) => {
        const over = h.round
          ? Math.hypot(drag.x - h.x, drag.z - h.z) <= h.size / 2
          : Math.abs(drag.x - h.x) <= h.size / 2 && Math.abs(drag.z - h.z) <= h.size / 2;
        return h.look === 'ghost'
          ? <Ghost key={h.key} hint={h} over={over} face={face} />
          : <Glow key={h.key} hint={h} over={over} />;
      })}
    </group>
  );
}
