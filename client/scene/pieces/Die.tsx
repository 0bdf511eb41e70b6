/**
 * A die: its GLB tinted with the piece's colour, face labels printed from the shared dice
 * geometry (pips on a plain d6, the piece's labels otherwise), resting with its current
 * value on the reading face. A new value tumbles it there in a short hop.
 */
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { invalidate, useFrame } from '@react-three/fiber';
import { Quaternion, Vector3, type Group } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { dieGeometry } from '../../../assets/models/dice.ts';
import { useModelClone } from '../model.ts';
import { inkFor } from '../textures.ts';
import { dieLabels } from '../die-atlas.ts';
import { dieKindOf, restHeight, restQuaternion } from '../die-pose.ts';
import { useGlow } from '../use-glow.ts';
import { PieceMotion } from '../PieceMotion.tsx';

const DEFAULT_BODY = '#f4efe6';
const ROLL_SECONDS = 0.7;
const HOP = 1.1;
const spinQ = new Quaternion();

interface Tumble {
  from: Quaternion;
  to: Quaternion;
  axis: Vector3;
  t: number;
}

export function Die({ piece }: { piece: TablePiece }) {
  const kind = dieKindOf(piece);
  const model = useModelClone(kind);
  const { selected, target } = useGlow(piece.id, piece.highlighted, model.materials);
  const body = piece.color ?? DEFAULT_BODY;
  const sides = dieGeometry(kind).sides;
  const labelsKey = (piece.die?.labels ?? []).join('\u0001');
  const labels = useMemo(
    () => dieLabels(kind, sides, labelsKey ? labelsKey.split('\u0001') : [], inkFor(body)),
    [kind, sides, labelsKey, body],
  );
  const rest = restHeight(kind);
  const value = piece.die?.value ?? null;
  const spin = useRef<Group>(null);
  const tumble = useRef<Tumble>({ from: new Quaternion(), to: new Quaternion(), axis: new Vector3(1, 0, 0), t: 1 });
  const shown = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    for (const m of model.materials) m.color.set(body);
    invalidate();
  }, [model, body]);

  useLayoutEffect(() => {
    const g = spin.current;
    if (!g) return;
    const goal = restQuaternion(kind, value);
    if (shown.current === undefined) {
      g.quaternion.copy(goal);
    } else if (shown.current !== value) {
      const tb = tumble.current;
      tb.from.copy(g.quaternion);
      tb.to.copy(goal);
      tb.axis.set(Math.random() - 0.5, Math.random() * 0.3, Math.random() - 0.5).normalize();
      tb.t = 0;
      invalidate();
    }
    shown.current = value;
  }, [kind, value]);

  useFrame((_, dt) => {
    const g = spin.current;
    const tb = tumble.current;
    if (!g || tb.t >= 1) return;
    tb.t = Math.min(1, tb.t + dt / ROLL_SECONDS);
    const e = 1 - (1 - tb.t) ** 3;
    g.quaternion.slerpQuaternions(tb.from, tb.to, e);
    g.quaternion.premultiply(spinQ.setFromAxisAngle(tb.axis, (1 - e) * Math.PI * 4));
    g.position.y = rest + Math.sin(Math.PI * tb.t) * HOP;
    invalidate();
  });

  return (
    <PieceMotion piece={piece} height={rest * 2} flips={false} radius={rest * 1.6} selected={selected} target={target}>
      <group ref={spin} position-y={rest}>
        <primitive object={model.object} />
        <mesh geometry={labels.geometry} material={labels.material} castShadow={false} />
      </group>
    </PieceMotion>
  );
}
