/** The piece another player is dragging, as a translucent shape of its size in their colour. */
import { useTable } from '../net/store.ts';

function footprint(kind: string | undefined): [number, number, number] {
  switch (kind) {
    case 'card': case 'deck': return [2.5, 0.06, 3.5];
    case 'tile': return [4, 0.2, 4];
    case 'die': case 'cube': return [1, 1, 1];
    case 'meeple': return [1, 1.4, 0.5];
    case 'bag': return [2.6, 2.4, 2.6];
    default: return [1.2, 0.25, 1.2];
  }
}

export function RemoteDragGhost({ id, x, y, z, color }: { id: string; x: number; y: number; z: number; color: string }) {
  const kind = useTable((s) => s.projection?.table.pieces[id]?.kind);
  const rot = useTable((s) => s.projection?.table.pieces[id]?.rot ?? 0);
  const [w, h, d] = footprint(kind);
  const round = kind === 'token' || kind === 'marker' || kind === 'bag';
  return (
    <mesh position={[x, y + h / 2, z]} rotation-y={rot} raycast={() => null}>
      {round ? <cylinderGeometry args={[w / 2, w / 2, h, 24]} /> : <boxGeometry args={[w, h, d]} />}
      <meshStandardMaterial color={color} transparent opacity={0.4} depthWrite={false} />
    </mesh>
  );
}
