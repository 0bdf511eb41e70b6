/**
 * Warm, soft light for a wooden table: a sky/ground hemisphere fill and one directional
 * "window" light whose shadow camera just covers the table (PCF with a blur radius —
 * cheap enough for software WebGL, unlike PCSS or accumulated shadows).
 */
import { TABLE_SIZE } from '../../engine/core/projection.ts';

const HALF_W = TABLE_SIZE.width / 2 + 2;
const HALF_D = TABLE_SIZE.depth / 2 + 2;

export function Lights() {
  return (
    <>
      <hemisphereLight args={['#fffaf2', '#5a4030', 0.65]} />
      <ambientLight intensity={0.12} color="#fff4e6" />
      <directionalLight
        position={[-16, 34, 20]}
        intensity={2.2}
        color="#fff8ee"
        castShadow
        shadow-mapSize={[2048, 2048]}
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
