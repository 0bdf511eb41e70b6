import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { root } from '../../../engine/games/root/index.ts';
import { CLEARING_RADIUS, MAP_BOARD, vpSpot } from '../../../engine/games/root/table.ts';
import { framingFor } from '../../scene/framing.ts';
import { screenPoint, seatedCamera } from '../../../tests/helpers/seated-camera.ts';
import { rootClient } from './client.ts';

/** The HUD's columns on a wide screen (hud/root-hud.css): the faction boards' right edge, and how far from the right the choices column begins. */
const BOARDS_RIGHT = 8 + 300;
const SIDE_FROM_RIGHT = 8 + 320;

describe('Root in view on a wide screen', () => {
  it('at 1440 × 900 and 1920 × 1080 the map lies right of the faction boards and the Duchy’s Burrow beside it left of the choices column; at 1280 × 800 the Burrow’s middle is clear of the column', () => {
    for (const factions of [['duchy', 'corvids'], ['clergy', 'legion', 'corvids', 'duchy']]) {
      const m = createMatch(root, { factions, order: factions.map((_, i) => i) }, factions.length, 'b'.repeat(64));
      if (isRuleError(m)) throw new Error(m.message);
      const pieces = projectMatch(root, m, 'spectator').table.pieces as Record<string, TablePiece>;
      const burrow = Object.values(pieces).find((p) => p.model === 'root-clearing' && p.x > MAP_BOARD.x + MAP_BOARD.width / 2)!;
      expect(burrow, 'the Burrow beside the map').toBeDefined();
      for (const [w, h] of [[1280, 800], [1440, 900], [1920, 1080]] as const) {
        const wide = w >= 1440;
        const cam = seatedCamera(framingFor(rootClient.framing, w, h)!, 0, w, h);
        const west = MAP_BOARD.x - MAP_BOARD.width / 2;
        for (const z of [MAP_BOARD.z - MAP_BOARD.depth / 2, MAP_BOARD.z + MAP_BOARD.depth / 2]) {
          expect(screenPoint(cam, w, h, west, 0, z)[0], `${w} × ${h}: the map's west edge`).toBeGreaterThan(BOARDS_RIGHT - (wide ? 0 : 8));
        }
        const [east] = screenPoint(cam, w, h, burrow.x + (wide ? CLEARING_RADIUS : 0), 0.1, burrow.z);
        expect(east, `${w} × ${h}, ${factions.length} seats: the Burrow`).toBeLessThan(w - SIDE_FROM_RIGHT);
      }
    }
  });
});

/** On a phone held upright (client/games/root/hud/root-hud.css, compact): the banner's bottom and the choices' top, as shares of the screen's height. */
const BANNER_BOTTOM = 0.25;
const CHOICES_TOP = 0.67;
/** A victory point space's disc beyond its centre: the token model's radius (assets/models/build.ts, TOKEN). */
const VP_DISC = 0.6;

describe('Root in view on a phone held upright', () => {
  it('at 360 × 780, 390 × 844 and 414 × 896 the whole map and its victory point track lie across the screen, between the banner and the choices', () => {
    const track = Array.from({ length: 31 }, (_, n) => vpSpot(n));
    const west = Math.min(MAP_BOARD.x - MAP_BOARD.width / 2, ...track.map((p) => p.x)) - VP_DISC;
    const east = Math.max(MAP_BOARD.x + MAP_BOARD.width / 2, ...track.map((p) => p.x)) + VP_DISC;
    const north = Math.min(MAP_BOARD.z - MAP_BOARD.depth / 2, ...track.map((p) => p.z)) - VP_DISC;
    const south = Math.max(MAP_BOARD.z + MAP_BOARD.depth / 2, ...track.map((p) => p.z)) + VP_DISC;
    for (const [w, h] of [[360, 780], [390, 844], [414, 896]] as const) {
      const cam = seatedCamera(framingFor(rootClient.framing, w, h)!, 0, w, h);
      for (const [x, z] of [[west, north], [east, north], [west, south], [east, south]] as const) {
        const [sx, sy] = screenPoint(cam, w, h, x, 0, z);
        expect(sx, `${w} × ${h}: (${x}, ${z}) across`).toBeGreaterThanOrEqual(0);
        expect(sx, `${w} × ${h}: (${x}, ${z}) across`).toBeLessThanOrEqual(w);
        expect(sy, `${w} × ${h}: (${x}, ${z}) below the banner`).toBeGreaterThanOrEqual(BANNER_BOTTOM * h);
        expect(sy, `${w} × ${h}: (${x}, ${z}) above the choices`).toBeLessThanOrEqual(CHOICES_TOP * h);
      }
    }
  });
});
