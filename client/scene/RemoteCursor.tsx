/**
 * Another player's pointer: a small cone in their seat colour hovering over the table with
 * their name, and the piece they are dragging as a translucent ghost where they hold it.
 * A pointer left still fades away after a few seconds (cursor-fade.ts), so it does not sit
 * on the pieces for whole turns; it is back as soon as it moves.
 */
import { useEffect, useRef } from 'react';
import { invalidate, useFrame } from '@react-three/fiber';
import { Html } from '@react-three/drei';
import type { Group, Material } from 'three';
import { useTable } from '../net/store.ts';
import { useShownColour } from './use-seat-palette.ts';
import { LIFT_HEIGHT } from '../interaction/table-geometry.ts';
import { CURSOR_IDLE_MS, cursorFading, cursorOpacity } from './cursor-fade.ts';
import { RemoteDragGhost } from './RemoteDragGhost.tsx';

const label = {
  padding: '1px 6px', borderRadius: 8, background: 'rgba(20,12,6,0.75)', color: '#fff',
  font: '600 11px system-ui, sans-serif', whiteSpace: 'nowrap' as const, transform: 'translate(8px, -20px)',
};
const RING_OPACITY = 0.7;

export function RemoteCursor({ sessionId }: { sessionId: string }) {
  const p = useTable((s) => s.presence[sessionId]);
  const seat = useTable((s) => (p ? s.seats.find((m) => m.seat === p.seat) : undefined));
  const shown = useShownColour();
  const moved = useRef(0);
  const group = useRef<Group>(null);
  const cone = useRef<Material>(null);
  const ring = useRef<Material>(null);
  const tag = useRef<HTMLDivElement>(null);
  const x = p?.cursor?.[0];
  const z = p?.cursor?.[1];
  useEffect(() => {
    moved.current = performance.now();
    invalidate();
    // The fade begins with no other reason to draw a frame: ask for one.
    const timer = setTimeout(() => invalidate(), CURSOR_IDLE_MS + 16);
    return () => clearTimeout(timer);
  }, [x, z]);
  useEffect(() => invalidate(), [p]);
  useFrame(() => {
    const still = performance.now() - moved.current;
    const o = cursorOpacity(still);
    if (group.current) group.current.visible = o > 0;
    if (cone.current) cone.current.opacity = o;
    if (ring.current) ring.current.opacity = RING_OPACITY * o;
    if (tag.current) tag.current.style.opacity = String(o);
    if (cursorFading(still)) invalidate();
  });
  if (!p) return null;
  const color = shown(seat?.color, p?.seat) ?? '#dddddd';
  const name = seat?.name ?? `Seat ${p.seat + 1}`;
  return (
    <>
      {p.cursor && (
        <group ref={group} position={[p.cursor[0], 0, p.cursor[1]]}>
          <mesh position-y={0.9} rotation-x={Math.PI} raycast={() => null} castShadow>
            <coneGeometry args={[0.28, 0.8, 16]} />
            <meshStandardMaterial ref={cone} color={color} emissive={color} emissiveIntensity={0.35} transparent />
          </mesh>
          <mesh position-y={0.02} rotation-x={-Math.PI / 2} raycast={() => null}>
            <ringGeometry args={[0.3, 0.45, 24]} />
            <meshBasicMaterial ref={ring} color={color} transparent opacity={RING_OPACITY} depthWrite={false} />
          </mesh>
          <Html position={[0, 1.4, 0]} style={{ pointerEvents: 'none' }} zIndexRange={[5, 0]}>
            <div ref={tag} style={label}>{name}</div>
          </Html>
        </group>
      )}
      {p.drag && <RemoteDragGhost id={p.drag.id} x={p.drag.x} z={p.drag.z} y={LIFT_HEIGHT} color={color} />}
    </>
  );
}
