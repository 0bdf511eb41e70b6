/** A billboard pill with a number (cards in a deck, pieces in a bag), always drawn on top. */
import { badgeTexture } from './textures.ts';

export function CountBadge({ count, y, scale = 1 }: { count: number; y: number; scale?: number }) {
  return (
    <sprite position-y={y} scale={[1.3 * scale, 0.65 * scale, 1]} renderOrder={10} raycast={() => null}>
      <spriteMaterial map={badgeTexture(count)} depthTest={false} depthWrite={false} transparent toneMapped={false} />
    </sprite>
  );
}
