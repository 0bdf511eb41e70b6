import { describe, expect, it } from 'vitest';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { CLEARING_RADIUS, MAP_BOARD } from '../../../engine/games/root/table.ts';
import { clearingPx, cornerBadge, namePlate, PLATE_MAX_WIDTH, type PlateRect } from './map-art.ts';

const P = 44;
const W = MAP_BOARD.width * P;
const H = MAP_BOARD.depth * P;
const overlap = (a: PlateRect, b: PlateRect): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

describe('root map face: every clearing is named on the board', () => {
  const plates = AUTUMN_MAP.clearings.map((c) => ({ c, r: namePlate(c, PLATE_MAX_WIDTH) }));

  it('each name plate lies inside the board frame (Meadow and Weald on the south edge too)', () => {
    for (const { c, r } of plates) {
      expect({ name: c.name, inside: r.x >= 14 && r.y >= 14 && r.x + r.w <= W - 14 && r.y + r.h <= H - 14 }).toEqual({ name: c.name, inside: true });
    }
  });

  it('no name plate is hidden under a clearing disc, a corner badge or another plate', () => {
    const badges = AUTUMN_MAP.clearings.filter((c) => c.corner).map(cornerBadge);
    for (const { c, r } of plates) {
      for (const d of AUTUMN_MAP.clearings) {
        const [x, y] = clearingPx(d);
        const R = CLEARING_RADIUS * P; // the disc piece lying over the face
        // The nearest point of the plate to the disc's centre is outside the disc.
        const nx = Math.max(r.x, Math.min(x, r.x + r.w));
        const ny = Math.max(r.y, Math.min(y, r.y + r.h));
        expect({ plate: c.name, disc: d.name, clear: Math.hypot(nx - x, ny - y) >= R }).toEqual({ plate: c.name, disc: d.name, clear: true });
      }
      for (const b of badges) expect({ plate: c.name, badge: overlap(r, b) }).toEqual({ plate: c.name, badge: false });
      for (const o of plates) if (o.c !== c) expect({ plate: c.name, other: o.c.name, overlap: overlap(r, o.r) }).toEqual({ plate: c.name, other: o.c.name, overlap: false });
    }
  });
});
