import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { root } from '../../../engine/games/root/index.ts';
import { CLEARING_RADIUS, MAP_BOARD } from '../../../engine/games/root/table.ts';
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
