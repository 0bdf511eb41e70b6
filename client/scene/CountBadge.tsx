/**
 * A billboard pill with a number (cards in a deck, pieces in a bag, a warrior stack), always
 * drawn on top, and never less than BADGE_MIN_PX high on screen however far the camera stands
 * (screen-floor.ts). `corner`: which way it stands off its anchor (pieces in a block), `row`
 * how many of its heights further.
 */
import { useLayoutEffect, useRef } from 'react';
import type { Sprite } from 'three';
import { badgeTexture } from './textures.ts';
import { BADGE, BADGE_MIN_PX, badgeCenter, screenFloor, type BadgeCorner } from './screen-floor.ts';

export function CountBadge({ count, y, scale = 1, corner, row = 0 }: { count: number; y: number; scale?: number; corner?: BadgeCorner | undefined; row?: number }) {
  const ref = useRef<Sprite>(null);
  const w = BADGE.width * scale;
  const h = BADGE.height * scale;
  useLayoutEffect(() => {
    if (ref.current) ref.current.onBeforeRender = screenFloor([w, h], h, BADGE_MIN_PX);
  }, [w, h]);
  return (
    <sprite ref={ref} position-y={y} scale={[w, h, 1]} center={badgeCenter(corner, row)} renderOrder={10} raycast={() => null}>
      <spriteMaterial map={badgeTexture(count)} depthTest={false} depthWrite={false} transparent toneMapped={false} />
    </sprite>
  );
}
