/** Where each card of the hand fan sits, relative to the fan's bottom centre (CSS pixels). */
export interface FanSlot {
  x: number;
  y: number;
  /** Degrees, clockwise. */
  rot: number;
}

export interface FanOptions {
  cardWidth: number;
  /** Widest the fan may get. */
  maxWidth: number;
  /** Spacing between card centres when there is room. */
  spacing: number;
  /** Tilt between neighbours, degrees; the whole fan never turns more than ±maxTilt. */
  tilt: number;
  maxTilt: number;
}

export const DEFAULT_FAN: FanOptions = { cardWidth: 84, maxWidth: 680, spacing: 70, tilt: 4, maxTilt: 18 };

/**
 * A gentle arc: cards overlap more as the hand grows so it never gets wider than
 * `maxWidth`; outer cards tilt outwards and sit a little lower.
 */
export function fanLayout(count: number, opts: FanOptions = DEFAULT_FAN): FanSlot[] {
  if (count <= 0) return [];
  const room = Math.max(0, opts.maxWidth - opts.cardWidth);
  const spacing = count > 1 ? Math.min(opts.spacing, room / (count - 1)) : 0;
  const tilt = count > 1 ? Math.min(opts.tilt, (2 * opts.maxTilt) / (count - 1)) : 0;
  const mid = (count - 1) / 2;
  return Array.from({ length: count }, (_, i) => {
    const k = i - mid;
    const rot = k * tilt;
    // Lower the outer cards along a circle-ish curve so the fan reads as held in a hand.
    const y = Math.abs(rot) > 0 ? (1 - Math.cos((rot * Math.PI) / 180)) * 220 : 0;
    return { x: k * spacing, y: Math.round(y * 10) / 10, rot };
  });
}
