/**
 * Another player's pointer: a small cone in their seat colour hovering over the table with
 * their name, and the piece they are dragging as a translucent ghost where they hold it.
 */
import { useEffect } from 'react';
import { invalidate } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import { useTable } from '../net/store.ts';
import { LIFT_HEIGHT } from '../interaction/table-geometry.ts';
import { RemoteDragGhost } from './RemoteDragGhost.tsx';

const label = {
  padding: '1px 6px', borderRadius: 8, background: 'rgba(20,12,6,0.75)', color: '#fff',
  font: '600 11px system-ui, sans-serif', whiteSpace: 'nowrap' as const, transform: 'translate(8px, -20px)',
};

export function RemoteCursor({ sessionId }: { sessionId: string }) {
  const p = useTable((s) => s.presence[sessionId]);
  const seat = useTable((s) => (p ? s.seats.find((m) => m.seat === p.seat) : undefined));
  useEffect(() => invalidate(), [p]);
  if (!p) return null;
  const color = seat?.color ?? '#dddddd';
  const name = seat?.name ?? `Seat ${p.seat + 1}`;
  return (
    <>
      {p.cursor && (
        <group position={[p.cursor[0], 0, p.cursor[1]]}>
          <mesh position-y={0.9} rotation-x={Math.PI} raycast={() => null} castShadow>
            <coneGeometry args={[0.28, 0.8, 16]} />
            <meshStandardMaterial color={color} emissive={color} emissiveIntensity={0.35} />
          </mesh>
          <mesh position-y={0.02} rotation-x={-Math.PI / 2} raycast={() => null}>
            <ringGeometry args={[0.3, 0.45, 24]} />
            <meshBasicMaterial color={color} transparent opacity={0.7} depthWrite={false} />
          </mesh>
          <Html position={[0, 1.4, 0]} style={{ pointerEvents: 'none' }} zIndexRange={[5, 0]}>
            <div style={label}>{name}</div>
          </Html>
        </group>
      )}
      {p.drag && <RemoteDragGhost id={p.drag.id} x={p.drag.x} z={p.drag.z} y={LIFT_HEIGHT} color={color} />}
    </>
  );
}
