/**
 * Warm, soft light for a wooden table: a lamp hanging over it (a spotlight whose pool covers
 * the table and falls off past its edges, so the room around goes dim), the room's
 * image-based light (LocalEnvironment, made in code) for fill and reflections, and a faint
 * hemisphere so nothing goes black. In the full look the lamp casts shadows (PCF with a blur
 * radius — soft enough, and cheap enough for software WebGL, unlike PCSS or accumulated
 * shadows); in both looks every piece has its contact shadow. The low-power look (look.ts)
 * has no room light: the hemisphere, brighter, fills in its place, and the lamp casts no shadow map.
 */
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { LocalEnvironment } from './LocalEnvironment.tsx';
import type { LookSetup } from './look.ts';

/** The lamp: above the table's middle, a little toward the near side. */
const LAMP: [number, number, number] = [-3, 40, 8];
/** Its cone's half-angle: the pool reaches the table's corners, and its soft edge falls past them. */
const LAMP_ANGLE = Math.atan(Math.hypot(TABLE_SIZE.width / 2 + 4, TABLE_SIZE.depth / 2 + 4) / LAMP[1]) + 0.1;

export function Lights({ setup }: { setup: LookSetup }) {
  return (
    <>
      {setup.environment && <LocalEnvironment />}
      <hemisphereLight args={['#fffaf2', '#5a4030', setup.hemisphere]} />
      <spotLight
        position={LAMP}
        angle={LAMP_ANGLE}
        penumbra={0.75}
        decay={0}
        intensity={2.6}
        color="#fff3e0"
        castShadow={setup.shadowMapSize > 0}
        shadow-mapSize={[setup.shadowMapSize, setup.shadowMapSize]}
        shadow-camera-near={20}
        shadow-camera-far={80}
        shadow-bias={-0.0004}
        shadow-normalBias={0.03}
        shadow-radius={5}
      />
    </>
  );
}
