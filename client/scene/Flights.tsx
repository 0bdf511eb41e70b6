/**
 * Pieces flying between two projections (the game adapter's `flights`: a flower out of the
 * blind bag to its clearing, or back in): a token on an arc, drawn for every viewer alike.
 * Each flight is a mesh moved in useFrame from a mutable record; React state changes only
 * when flights start or end.
 */
import { useEffect, useRef, useState } from 'react';
import { invalidate, useFrame } from '@react-three/fiber';
import type { Mesh } from 'three';
import { tableStore } from '../net/store.ts';
import { interactionFor } from '../kit/registry.ts';
import type { Flight } from '../kit/types.ts';
import { gameTokenArt } from './game-token-art.ts';
import { flightPoint } from './flight-path.ts';

/** Seconds a flight takes. */
const DURATION = 0.85;
const NO_RAY = () => null;

interface Live extends Flight {
  start: number;
}

function FlightMesh({ flight, onDone }: { flight: Live; onDone: (key: string) => void }) {
  const ref = useRef<Mesh>(null);
  const scratch = useRef<[number, number, number]>([0, 0, 0]);
  const art = gameTokenArt(tableStore.getState().gameId, { id: flight.key, face: flight.face, faceUp: true, color: flight.color }, 'plain');
  useFrame(() => {
    const m = ref.current;
    if (!m) return;
    const t = (performance.now() / 1000 - flight.start) / DURATION;
    if (t >= 1) {
      m.visible = false;
      onDone(flight.key);
      return;
    }
    flightPoint(flight.from, flight.to, Math.max(0, t), scratch.current);
    m.position.set(scratch.current[0], scratch.current[1], scratch.current[2]);
    m.rotation.x = Math.sin(t * Math.PI) * 0.6;
    invalidate();
  });
  return (
    <mesh ref={ref} position={flight.from} raycast={NO_RAY} castShadow>
      <cylinderGeometry args={[0.5, 0.5, 0.16, 28]} />
      {art
        ? <meshStandardMaterial map={art} color="#ffffff" roughness={0.6} />
        : <meshStandardMaterial color={flight.color} roughness={0.6} />}
    </mesh>
  );
}

export function Flights() {
  const [live, setLive] = useState<Live[]>([]);
  useEffect(() => tableStore.subscribe((s, prev) => {
    const next = s.projection;
    const before = prev.projection;
    if (!next || !before || next === before || next.gameId !== before.gameId || next.viewer !== before.viewer) return;
    const flights = interactionFor(next.gameId).flights?.(before, next) ?? [];
    if (flights.length === 0) return;
    const now = performance.now() / 1000;
    setLive((l) => [...l, ...flights.map((f, i) => ({ ...f, start: now + i * 0.15 }))]);
    invalidate();
  }), []);
  const done = (key: string) => setLive((l) => l.filter((f) => f.key !== key));
  return (
    <>
      {live.map((f) => <FlightMesh key={f.key} flight={f} onDone={done} />)}
    </>
  );
}
