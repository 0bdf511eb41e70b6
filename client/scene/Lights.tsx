/**
 * Warm, soft light for a wooden table: the room's image-based light (LocalEnvironment,
 * made in code) for fill and reflections, a faint hemisphere so nothing goes black, and
 * one directional "window" light whose shadow camera just covers the table (PCF with a
 * blur radius — soft contact shadows cheap enough for software WebGL, unlike PCSS or
 * accumulated shadows). The low-power look (look.ts) has no room light: the hemisphere,
 * brighter, fills in its place, and the shadow map is smaller.
 */
import { TABLE_SIZE } from '../../engine/core/projection.ts';
import { LocalEnvironment } from './LocalEnvironment.tsx';
import type { LookSetup } from './look.ts';

const HALF_W = TABLE_SIZE.width / 2 + 2;
const HALF_D = TABLE_SIZE.depth / 2 + 2;

export function Lights({ setup }: { setup: LookSetup }) {
  return (
    <>
      {setup.environment && <LocalEnvironment />}
      <hemisphereLight args={['#fffaf2', '#5a4030', setup.hemisphere]} />
      <directionalLight
        position={[-16, 34, 20]}
        intensity={2}
        color="#fff8ee"
        castShadow
        shadow-mapSize={[setup.shadowMapSize, setup.shadowMapSize]}
        shadow-camera-left={-HALF_W - 6}
        shadow-camera-right={HALF_W + 6}
        shadow-camera-top={HALF_D + 6}
        shadow-camera-bottom={-HALF_D - 6}
        shadow-camera-near={10}
        shadow-camera-far={90}
        shadow-bias={-0.0004}
        shadow-normalBias={0.03}
        shadow-radius={5}
      />
    </>
  );
}
