/**
 * How the camera frames a game's table (pure, so it is tested without a canvas). The HUD's
 * panels keep their size in pixels, so on a smaller or narrower screen they cover more of
 * it: framings with a `refHeight` stand further back there, and look a little further
 * north so the map's top edge comes out from under the banner.
 */
import type { Framing, FramingSpec } from '../kit/types.ts';

export type { Framing, FramingSpec };

/** Most a framing stands back for a small or narrow screen. */
const MAX_SCALE = 1.45;
/**
 * How much faster than the screen shrinks a framing stands back: the panels keep their
 * size in pixels, so at 1024 × 640 they take a bigger share of the screen than the map loses.
 */
const SHRINK_GAIN = 1.5;

/** The framing `spec` (a game's `framing`, client/kit/types.ts) for a viewport of `width` × `height` CSS pixels, or null for the default view. */
export function framingFor(spec: FramingSpec | undefined, width: number, height: number): Framing | null {
  if (!spec) return null;
  if (spec.narrow && width > 0 && width <= spec.narrow.maxWidth) {
    const { maxWidth: _maxWidth, ...narrow } = spec.narrow;
    return narrow;
  }
  const { refHeight, refAspect, narrow: _narrow, portrait, short, ...base } = spec;
  if (portrait && width > 0 && height > 0 && width < height) return { ...portrait };
  if (short && height > 0 && height <= short.maxHeight && width >= height) {
    const { maxHeight: _maxHeight, ...low } = short;
    return low;
  }
  if (!refHeight || !refAspect || width <= 0 || height <= 0) return base;
  const shrink = Math.max(1, refHeight / height) * Math.max(1, refAspect / (width / height));
  const scale = Math.min(MAX_SCALE, shrink ** SHRINK_GAIN);
  const out: Framing = { ...base, distance: round(base.distance * scale) };
  if (base.topDistance !== undefined) out.topDistance = round(base.topDistance * scale);
  if (base.target) out.target = [base.target[0], round(base.target[1] - (scale - 1) * 6)];
  // The top-down view has room above the map (no perspective): it looks less far north, so
  // the VP track's south row clears the hand at the screen's bottom.
  if (base.topNorth !== undefined) out.topNorth = round(base.topNorth - (scale - 1) * 4);
  return out;
}

const round = (v: number): number => Math.round(v * 100) / 100;
