/** How every viewer's camera frames Explorers (client/scene/framing.ts). */
import type { FramingSpec } from '../../scene/framing.ts';

/**
 * The whole table is in play (hero boards on the left, piles and dice on the right) with
 * HUD panels in the corners: the seated view stands back and low enough, looking a little
 * west and north of the forest's middle, that the four hero boards lie between the Seats
 * panel and the heroes' cards, and the piles, dice and the Boss's threat track under the
 * log and the Boss card, on every wide screen from 1280 × 720 to 2560 × 1440
 * (framing.test.ts). On a lower screen the hero's own panel, with its dice and board spaces
 * during a turn, takes the bottom half: there the camera frames the forest first, nearer
 * and from above, and the hero boards at the table's end go partly under the panels (the
 * heroes' cards beside them show the same figures).
 *
 * Every seat looks from the same side (azimuth 0), as on a co-operative board everyone
 * reads the same way up: the hero boards, which all read from the near (+z) side, face
 * each of their owners, and "north" is away from every player. From its own side of the
 * table a second seat saw its board upside down at the far edge, cut off by the screen.
 */
export const EXPLORERS_FRAMING: FramingSpec = {
  distance: 60, polar: 0.96, shiftX: 10, azimuth: 0, target: [-3.5, -2.5],
  short: { maxHeight: 700, distance: 50, polar: 0.72, shiftX: 10, azimuth: 0 },
  // A phone held upright: from further back and more from above, looking between the
  // forest's first tiles and the drawn tile (x = 16.4), so both are on its narrow screen,
  // and the tiles west of the start too; the forest stands above the bottom panels, and
  // every throw (hero, combat, power and event dice, from any seat, thrown as hard as a
  // flick may) comes to rest between the banner and the hero's board, short of the screen's
  // right edge (tests/framing/dice-in-view.test.ts).
  narrow: { maxWidth: 520, distance: 90, polar: 0.4, shiftX: 0, azimuth: 0, target: [9, 5] },
  // An upright tablet: from above the forest's south-east, far enough back that the whole
  // forest, the piles, the drawn tile and where every throw rests lie between the banner
  // and the hero's board (the hero boards at the west end partly off the screen's left).
  portrait: { distance: 90, polar: 0.45, shiftX: 0, azimuth: 0, target: [4, 9] },
};
