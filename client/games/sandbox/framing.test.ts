import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { sandbox } from '../../../engine/games/sandbox/index.ts';
import { framingFor } from '../../scene/framing.ts';
import { screenPoint, seatedCamera } from '../../../tests/helpers/seated-camera.ts';
import { seatAzimuth } from '../../scene/seat-view.ts';
import { explorersClient } from '../explorers/client.ts';
import { sandboxClient } from './client.ts';

/** The pieces of a new free table, each as where its two sides (±1 along x) land on a `width` × `height` screen (CSS px). */
function onScreen(seats: number, seat: number, width: number, height: number): Array<{ id: string; kind: string; x: number; y: number }> {
  const m = createMatch(sandbox, {}, seats, 'f'.repeat(64));
  if (isRuleError(m)) throw new Error(m.message);
  const cam = seatedCamera(framingFor(sandboxClient.framing, width, height)!, seatAzimuth(seat, seats), width, height);
  return Object.values(projectMatch(sandbox, m, seat).table.pieces as Record<string, TablePiece>).flatMap((p) => [-1, 1].map((dx) => {
    const [x, y] = screenPoint(cam, width, height, p.x + dx, p.y, p.z);
    return { id: p.id, kind: p.kind, x, y };
  }));
}

/** The log panel's left edge and bottom on a wide screen (styles.css: 300 px wide, 8 px from the right, under the top bar). */
const logBox = (w: number, h: number): { left: number; bottom: number } => ({ left: w - 308, bottom: 62 + (h <= 650 ? Math.max(200, h - 300) : Math.min(300, h - 250)) });

describe('The free table in view', () => {
  it('from the first seat at 1440 × 900, 1280 × 720, 1024 × 640 and on an upright tablet, every piece a two-seat table is set with is on screen (the west meeples too), the bag clear of the log', () => {
    for (const [w, h] of [[1440, 900], [1280, 720], [1024, 640], [768, 1024]] as const) {
      const seen = onScreen(2, 0, w, h);
      const off = seen.filter((p) => p.x < 0 || p.x > w || p.y < 60 || p.y > h);
      expect(off.map((p) => p.id), `${w} × ${h}`).toEqual([]);
      if (w < 900) continue;
      const log = logBox(w, h);
      const bag = seen.filter((p) => p.kind === 'bag');
      expect(bag.filter((p) => p.x > log.left && p.y < log.bottom).map((p) => `${Math.round(p.x)}, ${Math.round(p.y)}`), `${w} × ${h}: the bag under the log`).toEqual([]);
    }
    // From the other long side too, at 1440 × 900.
    expect(onScreen(2, 1, 1440, 900).filter((p) => p.x < 0 || p.x > 1440 || p.y < 60 || p.y > 900).map((p) => p.id)).toEqual([]);
  });
});

describe('Phone framings: what a phone held upright must show', () => {
  it('the free table: the seated view on a desktop and a tablet; a phone stands further back and looks down more steeply (deck and bag in view)', () => {
    const desk = framingFor(sandboxClient.framing, 1440, 900)!;
    expect(desk).toMatchObject({ distance: 50, polar: 0.9 });
    const phone = framingFor(sandboxClient.framing, 390, 844)!;
    expect(phone.distance).toBeGreaterThan(desk.distance * 1.3);
    expect(phone.polar).toBeLessThan(desk.polar);
  });

  it('Explorers: a phone looks between the forest’s start (x = 0) and the drawn tile (x = 16.4), from further back', () => {
    const desk = framingFor(explorersClient.framing, 1440, 900)!;
    const phone = framingFor(explorersClient.framing, 390, 844)!;
    expect(phone.azimuth).toBe(0);
    expect(phone.target![0]).toBeGreaterThan(4);
    expect(phone.target![0]).toBeLessThan(12);
    expect(phone.distance).toBeGreaterThan(desk.distance);
  });
});
