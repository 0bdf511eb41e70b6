/**
 * How the camera frames a game's table (pure, so it is tested without a canvas). The HUD's
 * panels keep their size in pixels, so on a smaller or narrower screen they cover more of
 * it: framings with a `refHeight` stand further back there, and look a little further
 * north so the map's top edge comes out from under the banner.
 */

export interface Framing {
  /** Seated distance and angle from straight down. */
  distance: number;
  polar: number;
  /** From a seat at a short end (3–4 seats), how far towards +x to look (times |sin azimuth|). */
  shiftX: number;
  /** The same azimuth for every seat (a map read from one edge), else each seat's own. */
  azimuth?: number;
  /**
   * Radians added to that azimuth: a phone held upright turns a long table a quarter so its
   * length runs along the screen's height.
   */
  turn?: number;
  /** Where on the table to look (x, z). */
  target?: readonly [number, number];
  /** Distance of the top-down view, and how far north of `target` it looks (the banner covers the screen's top). */
  topDistance?: number;
  topNorth?: number;
}

export interface FramingSpec extends Framing {
  /** Viewport height (CSS px) and aspect the framing was made for. */
  refHeight?: number;
  refAspect?: number;
  /** A framing of its own for a narrow screen (a phone held upright), at most `maxWidth` CSS px wide. */
  narrow?: Framing & { maxWidth: number };
  /**
   * The framing for a portrait screen (a phone held upright: narrower than it is tall),
   * taken as it is: its HUD panels sit above and below the table, not beside it.
   */
  portrait?: Framing;
  /**
   * A framing of its own for a low landscape screen, at most `maxHeight` CSS px tall (a
   * small laptop, a phone held sideways), taken as it is: where the HUD's bottom panels
   * take much of the height, a game may frame less of its table and more of its middle.
   */
  short?: Framing & { maxHeight: number };
}

/** Most a framing stands back for a small or narrow screen. */
const MAX_SCALE = 1.45;
/**
 * How much faster than the screen shrinks a framing stands back: the panels keep their
 * size in pixels, so at 1024 × 640 they take a bigger share of the screen than the map loses.
 */
const SHRINK_GAIN = 1.5;

/** The framing `spec` (a game's, client/games/registry.ts) for a viewport of `width` × `height` CSS pixels, or null for the default view. */
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
