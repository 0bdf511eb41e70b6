/**
 * Root's pieces readable at the default camera. "Readable", measured through Root's framing
 * at a screen's size (the camera as the rig places it, tests/helpers/seated-camera.ts):
 *  - every warrior stack, building, ruin and token on the map stands at least 14 px across
 *    and high on screen at 1440 × 900 (11 px at 1280 × 720, where the framing stands further
 *    back for the HUD's panels), and at least 10 px on a phone held upright (390 × 844; 9 px
 *    on a 360 × 780 one) — the side of a square as large as its box's outline on screen, its
 *    narrower side at least 0.8 of that, from its model's size (assets/models/build.ts) times
 *    the scale it is drawn at;
 *  - every count badge (a warrior stack's, a token pile's) stands at least BADGE_MIN_PX high,
 *    so its numerals are at least 11 px type, as CountBadge draws it (client/scene/screen-floor.ts);
 *  - in every clearing no badge or the seat glyph beside it lies on another's.
 * At the most crowded a four-faction game can make every clearing (tests/engine/root/crowded-fixture.ts).
 */
import { describe, expect, it } from 'vitest';
import { Vector3, type PerspectiveCamera } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { root } from '../../../engine/games/root/index.ts';
import { models } from '../../../assets/models/catalog.ts';
import { framingFor } from '../../scene/framing.ts';
import { BADGE, BADGE_FONT_SHARE, BADGE_MIN_PX, badgeCenter, floorScale, glyphBesideCenter, pixelsPerUnit } from '../../scene/screen-floor.ts';
import { screenPoint, seatedCamera } from '../../../tests/helpers/seated-camera.ts';
import { crowded } from '../../../tests/engine/root/crowded-fixture.ts';
import { rootClient } from './client.ts';

/** The screens, and the least size of a piece on each, CSS px. */
const SCREENS = [[1440, 900, 14], [1280, 720, 11], [390, 844, 10], [360, 780, 9]] as const;
/** The least narrow side of a piece's outline, as a share of its least size. */
const NARROW = 0.8;
/** The camera's vertical field of view (client/scene/TableCanvas.tsx). */
const FOV = 40;
/** The least type size of a count, CSS px. */
const COUNT_TYPE_PX = 11;
/** A badge over a piece: its scale (Meeple.tsx, Token.tsx) and its height above the piece's top. */
const BADGE_SCALE = 0.8;
const BADGE_RISE = 0.45;

const MAP_PIECE = /^(warriors|building|ruin|token)-\d+-/;

function mapPieces(): TablePiece[] {
  const s = crowded();
  const pieces = Object.values(root.table(root.view(s, 'spectator'), 'spectator').pieces);
  return pieces.filter((p) => MAP_PIECE.test(p.id));
}

/**
 * The piece's size on screen, CSS px: the side of a square as large as its box's outline there
 * (a standing piece seen from almost straight down is wide and shallow), and that outline's
 * narrower side.
 */
function onScreen(p: TablePiece, cam: PerspectiveCamera, w: number, h: number): { size: number; narrow: number } {
  const info = models[p.model];
  expect(info, `${p.id}: model ${p.model}`).toBeDefined();
  const [sx, sy, sz] = info!.size.map((v) => v * (p.scale ?? 1)) as [number, number, number];
  const pts: Array<[number, number]> = [];
  for (const a of [-1, 1]) for (const b of [-1, 1]) for (const y of [p.y, p.y + sy]) pts.push(screenPoint(cam, w, h, p.x + (a * sx) / 2, y, p.z + (b * sz) / 2));
  const xs = pts.map((q) => q[0]);
  const ys = pts.map((q) => q[1]);
  const [across, high] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)];
  return { size: Math.sqrt(across * high), narrow: Math.min(across, high) };
}

type Rect = readonly [left: number, top: number, right: number, bottom: number];

/** A counted piece's badge (and the seat glyph beside it on a piece a seat owns: a warrior stack, a token pile) on screen, as CountBadge and SeatGlyphMark draw them. */
function labels(p: TablePiece, cam: PerspectiveCamera, w: number, h: number): { typePx: number; rects: Rect[] } {
  const top = p.y + models[p.model]!.size[1] * (p.scale ?? 1) + BADGE_RISE;
  const [ax, ay] = screenPoint(cam, w, h, p.x, top, p.z);
  const depth = -new Vector3(p.x, top, p.z).applyMatrix4(cam.matrixWorldInverse).z;
  const bw = BADGE.width * BADGE_SCALE;
  const bh = BADGE.height * BADGE_SCALE;
  const px = bh * floorScale(bh, depth, h, FOV, BADGE_MIN_PX) * pixelsPerUnit(depth, h, FOV);
  const wpx = (px * bw) / bh;
  const sprite = (center: [number, number], width: number): Rect => [ax - center[0] * width, ay - (1 - center[1]) * px, ax + (1 - center[0]) * width, ay + center[1] * px];
  const rects = [sprite(badgeCenter(p.countAt, p.countRow), wpx)];
  if (p.owner !== undefined) rects.push(sprite(glyphBesideCenter(bw, bh, p.countAt, p.countRow), px));
  return { typePx: px * BADGE_FONT_SHARE, rects };
}

const overlaps = (a: Rect, b: Rect): boolean => a[0] < b[2] - 0.5 && b[0] < a[2] - 0.5 && a[1] < b[3] - 0.5 && b[1] < a[3] - 0.5;

describe('Root: pieces readable at the default camera', () => {
  const pieces = mapPieces();

  it('every warrior stack, building, ruin and token on the map stands at least 14 px on screen at 1440 × 900, 11 px at 1280 × 720 and 10 px on a phone held upright (9 px at 360 × 780)', () => {
    expect(pieces.filter((p) => p.kind === 'meeple').length, 'four stacks in each of the twelve clearings, and the Burrow').toBe(49);
    for (const [w, h, least] of SCREENS) {
      const cam = seatedCamera(framingFor(rootClient.framing, w, h)!, 0, w, h);
      const sizes = pieces.map((p) => ({ id: p.id, ...onScreen(p, cam, w, h) }));
      const small = sizes.filter((q) => q.size < least || q.narrow < NARROW * least);
      expect(small.map((q) => `${q.id} ${q.size.toFixed(1)} px (narrow side ${q.narrow.toFixed(1)})`), `${w} × ${h}: pieces under ${least} px`).toEqual([]);
    }
  });

  it('every count stands in type at least 11 px high, and in a crowded clearing no count or seat glyph lies on another', () => {
    const counted = pieces.filter((p) => (p.count ?? 0) > 1);
    expect(counted.length).toBeGreaterThanOrEqual(48);
    for (const [w, h] of SCREENS) {
      const cam = seatedCamera(framingFor(rootClient.framing, w, h)!, 0, w, h);
      const byClearing = new Map<string, Array<{ id: string; rects: Rect[] }>>();
      for (const p of counted) {
        const { typePx, rects } = labels(p, cam, w, h);
        expect(typePx, `${w} × ${h}: ${p.id}'s count`).toBeGreaterThanOrEqual(COUNT_TYPE_PX);
        const clearing = p.id.split('-')[1]!;
        byClearing.set(clearing, [...(byClearing.get(clearing) ?? []), { id: p.id, rects }]);
      }
      for (const [clearing, ls] of byClearing) {
        for (let i = 0; i < ls.length; i++) {
          for (let j = i + 1; j < ls.length; j++) {
            const hit = ls[i]!.rects.some((a) => ls[j]!.rects.some((b) => overlaps(a, b)));
            expect(hit, `${w} × ${h}, clearing ${clearing}: ${ls[i]!.id}'s count and ${ls[j]!.id}'s`).toBe(false);
          }
        }
      }
    }
  });
});
