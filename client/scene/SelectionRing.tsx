/**
 * Marks at a piece's foot: a crisp ring when it is selected, a soft warm halo when the game
 * points at it (highlighted or a prompt target) — light on the table rather than a tint
 * on the piece, so its own colours stay true.
 */
import { AdditiveBlending, DoubleSide } from 'three';
import { haloTexture } from './textures.ts';

export function SelectionRing({ radius = 0.8, selected, target }: { radius?: number; selected: boolean; target: boolean }) {
  return (
    <>
      {target && (
        <mesh rotation-x={-Math.PI / 2} position-y={0.012} raycast={() => null} renderOrder={1}>
          <planeGeometry args={[radius * 2.8, radius * 2.8]} />
          <meshBasicMaterial
            map={haloTexture()}
            color="#ffc766"
            transparent
            opacity={0.4}
            blending={AdditiveBlending}
            depthWrite={false}
            toneMapped={false}
          />
        </mesh>
      )}
      {selected && (
        <mesh rotation-x={-Math.PI / 2} position-y={0.015} raycast={() => null} renderOrder={2}>
          <ringGeometry args={[radius * 1.08, radius * 1.22, 48]} />
          <meshBasicMaterial color="#5aa9ff" transparent opacity={0.9} side={DoubleSide} depthWrite={false} toneMapped={false} />
        </mesh>
      )}
    </>
  );
}
