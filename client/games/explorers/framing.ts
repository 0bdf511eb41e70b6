/** How every viewer's camera frames Explorers (client/scene/framing.ts). */
import type { FramingSpec } from '../../scene/framing.ts';

/**
 * The whole table is in play (hero boards on the left, piles and dice on the right) with
 * HUD panels in the corners: the seated view stands further back and looks down more
 * steeply, so the table's ends come into the middle band of the screen.
 *
 * Every seat looks from the same side (azimuth 0), as on a co-operative board everyone
 * reads the same way up: the hero boards, which all read from the near (+z) side, face
 * each of their owners, and "north" is away from every player. From its own side of the
 * table a second seat saw its board upside down at the far edge, cut off by the screen.
 */
export const EXPLORERS_FRAMING: FramingSpec = {
  distance: 50, polar: 0.72, shiftX: 10, azimuth: 0,
  // A phone held upright: from further back and more from above, looking between the
  // forest's first tiles and the drawn tile (x = 16.4), so both are on its narrow screen.
  narrow: { maxWidth: 520, distance: 66, polar: 0.45, shiftX: 0, azimuth: 0, target: [8, 1] },
};
