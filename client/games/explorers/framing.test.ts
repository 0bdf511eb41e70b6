import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch } from '../../../engine/core/match.ts';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { explorers } from '../../../engine/games/explorers/index.ts';
import { THREAT_TRACK_AT } from '../../../engine/games/explorers/table.ts';
import { CARD, HERO_BOARD, THREAT_TRACK, TILE, TOKEN } from '../../../assets/models/catalog.ts';
import { framingFor } from '../../scene/framing.ts';
import { screenPoint, seatedCamera } from '../../../tests/helpers/seated-camera.ts';
import { EXPLORERS_FRAMING } from './framing.ts';

type Box = readonly [left: number, top: number, right: number, bottom: number];

/**
 * The HUD's panels at a table of four on a wide screen, in CSS px (client/styles.css,
 * hud/explorers-hud.css; measured in Chromium): the top bar, the Seats panel, the log with
 * the Boss card under it, and at the bottom left the other heroes' cards in a column beside
 * the hero's own board (`.ex-bottom`).
 */
function panels(w: number, h: number): { topBar: number; left: Box[]; right: Box[] } {
  const seats: Box = [8, 62, 238, 237];
  const heroCards: Box = [8, h - 342, 126, h - 8];
  const ownBoard: Box = [132, h - 125, 8 + Math.min(780, w - 324), h - 8];
  // The log is 130 – 170 px tall (`clamp(130px, calc(100% - 600px), 170px)`), the Boss card 8 px under it.
  const logBottom = 62 + Math.min(170, Math.max(130, h - 600));
  const logAndBoss: Box = [w - 308, 62, w - 8, logBottom + 39];
  return { topBar: 58, left: [seats, heroCards, ownBoard], right: [logAndBoss, ownBoard] };
}

/** A piece's half extents on the table (assets/models/build.ts). */
function halfSize(p: TablePiece): [number, number] {
  if (p.model === 'hero-board') return [HERO_BOARD.width / 2, HERO_BOARD.depth / 2];
  if (p.kind === 'tile') return [TILE.size / 2, TILE.size / 2];
  if (p.kind === 'deck' || p.kind === 'card') return [CARD.width / 2, CARD.depth / 2];
  if (p.kind === 'die') return [0.5, 0.5];
  return [TOKEN.radius, TOKEN.radius];
}

const SCREENS = [[1280, 720], [1280, 800], [1366, 768], [1440, 900], [1536, 864], [1680, 1050], [1920, 1080], [2560, 1440]] as const;

describe('Explorers in view on a wide screen', () => {
  it('from 1280 × 720 to 2560 × 1440 every hero board lies whole on screen clear of the Seats panel and the heroes\u2019 cards and board; the piles, the tiles to place, the dice and the Boss\u2019s threat track lie whole on screen clear of the log and the Boss card', () => {
    const m = createMatch(explorers, {}, 4, 'e'.repeat(64));
    if (isRuleError(m)) throw new Error(m.message);
    const pieces = Object.values(projectMatch(explorers, m, 'spectator').table.pieces as Record<string, TablePiece>);
    const boards = pieces.filter((p) => p.model === 'hero-board').map((p) => ({ id: p.id, x: p.x, z: p.z, half: halfSize(p) }));
    expect(boards).toHaveLength(4);
    // The right end: everything laid beyond the forest, and the threat track where it lies once the Boss is revealed.
    const rightEnd = [
      ...pieces.filter((p) => p.x > 14).map((p) => ({ id: p.id, x: p.x, z: p.z, half: halfSize(p) })),
      { id: 'threat-track', ...THREAT_TRACK_AT, half: [THREAT_TRACK.width / 2, THREAT_TRACK.depth / 2] as [number, number] },
    ];
    expect(rightEnd.length).toBeGreaterThan(15);
    for (const [w, h] of SCREENS) {
      const cam = seatedCamera(framingFor(EXPLORERS_FRAMING, w, h)!, 0, w, h);
      const onScreen = (q: { x: number; z: number; half: [number, number] }): Box => {
        const corners = [[-1, -1], [1, -1], [-1, 1], [1, 1]].map(([a, b]) => screenPoint(cam, w, h, q.x + a! * q.half[0], 0.1, q.z + b! * q.half[1]));
        const xs = corners.map((c) => c[0]);
        const ys = corners.map((c) => c[1]);
        return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
      };
      const clear = (a: Box, b: Box): boolean => a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1];
      const hud = panels(w, h);
      for (const [group, covering] of [[boards, hud.left], [rightEnd, hud.right]] as const) {
        for (const q of group) {
          const box = onScreen(q);
          const where = `${w} × ${h}: ${q.id} at [${box.map(Math.round).join(', ')}]`;
          expect(box[0] >= 0 && box[2] <= w && box[1] >= hud.topBar && box[3] <= h, `${where} on screen`).toBe(true);
          for (const panel of covering) expect(clear(box, panel), `${where} clear of the panel at [${panel.join(', ')}]`).toBe(true);
        }
      }
    }
  });
});
