/**
 * Every game's dice land where the acting player sees them. The server throws a roll at the
 * thrown dice's own places on the table (server/room/dice.ts `planThrow`: its target is
 * their centroid, inside a tray moved onto the table). For every game, every throw its table
 * offers and every seat throwing it, the throw is simulated as the server does it (with and
 * without the flicks a player may give it) and where the dice come to rest is projected
 * through the game's framing, as that seat's camera stands, at every screen the framing and
 * phone tests cover: it must lie on screen and clear of the HUD's panels there (their sizes
 * measured in Chromium, as client/games/explorers/framing.test.ts does;
 * tests/e2e/root-dice-view.test.ts measures Root's in the page after a real throw).
 */
import { describe, expect, it } from 'vitest';
import { createMatch, projectMatch } from '../../engine/core/match.ts';
import type { TablePiece } from '../../engine/core/projection.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { games } from '../../engine/games/registry.ts';
import { dieKindForSides } from '../../assets/models/dice.ts';
import { geometryOf } from '../../server/dice/geometry.ts';
import { mulberry32 } from '../../server/dice/rand.ts';
import { simulateThrow } from '../../server/dice/simulate.ts';
import type { ThrowRequest } from '../../server/dice/launch.ts';
import { planThrow } from '../../server/room/dice.ts';
import { framingFor, type FramingSpec } from '../../client/scene/framing.ts';
import { seatAzimuth } from '../../client/scene/seat-view.ts';
import { rootClient } from '../../client/games/root/client.ts';
import { explorersClient } from '../../client/games/explorers/client.ts';
import { sandboxClient } from '../../client/games/sandbox/client.ts';
import { delveClient } from '../../client/games/delve/client.ts';
import { forestClient } from '../../client/games/forest/client.ts';
import { screenPoint, seatedCamera } from '../helpers/seated-camera.ts';

type Box = readonly [left: number, top: number, right: number, bottom: number];

/** The screens the phone test (tests/e2e/phone.test.ts) looks at every game on, and those the newcomer's report names. */
type Screen = readonly [width: number, height: number];
const PHONE_TEST: Screen[] = [[390, 844], [768, 1024], [360, 800], [320, 640]];
const NEWCOMER: Screen[] = [[1440, 900], [1280, 720]];
/** Each game's screens: its framing test's (client/games/<game>/framing.test.ts), the phone test's and the newcomer's. */
const ROOT_SCREENS: Screen[] = [[1280, 800], [1920, 1080], [360, 780], [414, 896], ...PHONE_TEST, ...NEWCOMER];
const EXPLORERS_WIDE: Screen[] = [[1280, 800], [1366, 768], [1536, 864], [1680, 1050], [1920, 1080], [2560, 1440], ...NEWCOMER];
const SANDBOX_SCREENS: Screen[] = [[1024, 640], ...PHONE_TEST.filter(([w]) => w !== 320), ...NEWCOMER];

/** The top bar (client/styles.css), over every game. */
const TOP_BAR = 58;

/**
 * Root's HUD (client/games/root/hud/root-hud.css), measured in Chromium: the seats and the
 * faction boards down the left, the log and the choices down the right, the banner at the
 * top middle, the hand at the bottom middle. Narrower than 901 px the columns are narrower;
 * on the compact HUD (820 px wide at most: a phone, an upright tablet) the top bar, the dock
 * and the banner take the top quarter, and the choices a sheet above the hand that keeps to
 * the bottom third while the newest thing on the table is a throw (root-hud.css `.lowered`).
 */
function rootPanels(w: number, h: number): Box[] {
  if (w <= 820) return [[0, 0, w, 0.25 * h], [0, 0.67 * h, w, h]];
  const left = w > 900 ? 308 : 248;
  const right = w > 900 ? w - 328 : w - 268;
  const banner = w > 900 ? Math.max(260, Math.min(540, w - 640)) : w - 16;
  return [
    [0, 0, w, TOP_BAR], [8, 62, left, h - 8], [right, 62, w - 8, h - 8],
    [(w - banner) / 2, 60, (w + banner) / 2, 160], [left + 12, h - 120, right - 8, h - 8],
  ];
}

/**
 * Explorers' HUD at a table of four on a wide screen (client/games/explorers/framing.test.ts,
 * measured in Chromium): the Seats panel, the heroes' cards and the hero's own board, the log
 * with the Boss card under it.
 */
function explorersPanels(w: number, h: number): Box[] {
  if (w <= 820) return explorersCompactPanels(w, h);
  const logBottom = 62 + Math.min(170, Math.max(130, h - 600));
  return [
    [0, 0, w, TOP_BAR], [8, 62, 238, 237], [8, h - 342, 126, h - 8], [132, h - 125, 8 + Math.min(780, w - 324), h - 8],
    [w - 308, 62, w - 8, logBottom + 39],
  ];
}

/**
 * Where the hero's own board starts (its top, CSS px) on the compact HUD while the hero dice
 * are thrown and thrown again (the Roll and the Keep-or-reroll steps, the board at its
 * tallest), measured in Chromium at a two-seat table.
 */
const EXPLORERS_BOARD_TOP: Record<string, number> = { '390x844': 568, '360x800': 538, '320x640': 429, '768x1024': 639 };

/**
 * Explorers' compact HUD (a phone, an upright tablet; measured in Chromium): the top bar, the
 * dock and the banner (three lines on a 320 px phone) across the top, the Top view switch
 * under the banner's right corner, and the hero's own board across the bottom.
 */
function explorersCompactPanels(w: number, h: number): Box[] {
  const board = EXPLORERS_BOARD_TOP[`${w}x${h}`];
  if (board === undefined) throw new Error(`Explorers' board not measured at ${w} × ${h}`);
  return [[0, 0, w, 205], [w - 98, 185, w - 12, 245], [0, board, w, h]];
}

/**
 * The free table's HUD: on a wide screen the seats at the top left, the log at the top right
 * (client/games/sandbox/framing.test.ts) and the hand at the bottom; compact (820 px wide at
 * most, measured in Chromium at 390 × 844) the top bar with the dock's tabs under it, the
 * actions button above the hand, and the hand with the Top view switch across the bottom.
 */
function sandboxPanels(w: number, h: number): Box[] {
  if (w <= 820) return [[0, 0, w, 108], [w / 2 - 52, h - 198, w / 2 + 52, h - 154], [0, h - 140, w, h]];
  const logBottom = 62 + (h <= 650 ? Math.max(200, h - 300) : Math.min(300, h - 250));
  return [[0, 0, w, TOP_BAR], [8, 62, 238, 200], [w - 308, 62, w - 8, logBottom], [240, h - 110, w - 316, h - 8]];
}

interface Game {
  id: string;
  framing: FramingSpec | undefined;
  seats: number;
  options: Record<string, unknown>;
  panels(w: number, h: number): Box[];
  screens: readonly Screen[];
  /** The sets of dice one action throws together. */
  throws(ids: string[]): string[][];
}

const GAMES: Game[] = [
  {
    id: 'root', framing: rootClient.framing, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'], order: [0, 1, 2, 3] },
    panels: rootPanels, screens: ROOT_SCREENS, throws: (ids) => [ids],
  },
  {
    id: 'root', framing: rootClient.framing, seats: 2, options: {}, panels: rootPanels, screens: ROOT_SCREENS, throws: (ids) => [ids],
  },
  {
    // The hero dice (a reroll throws some of them), the combat dice, and the power and event dice one by one.
    id: 'explorers', framing: explorersClient.framing, seats: 4, options: {}, panels: explorersPanels, screens: EXPLORERS_WIDE,
    throws: (ids) => [...['hero-', 'combat-'].map((p) => ids.filter((id) => id.startsWith(p))), ...ids.filter((id) => /^(power|event)-/.test(id)).map((id) => [id])],
  },
  // The free table rolls any die alone, or several at once.
  { id: 'sandbox', framing: sandboxClient.framing, seats: 2, options: {}, panels: sandboxPanels, screens: SANDBOX_SCREENS, throws: (ids) => [...ids.map((id) => [id]), ids] },
  // Delve and the Forest throw no dice (their tables hold none): nothing of theirs can land unseen.
  { id: 'delve', framing: delveClient.framing, seats: 2, options: {}, panels: () => [], screens: [], throws: () => [] },
  { id: 'forest', framing: forestClient.framing, seats: 2, options: {}, panels: () => [], screens: [], throws: () => [] },
];

/**
 * Where the dice of a throw come to rest, simulated as the server throws them: without a
 * flick, and flicked weakly, hard straight on and hard 40° to either side (the most the
 * flick may turn a throw), each with its own spin. Each die as its centre and its
 * circumradius.
 */
function restingArea(req: ThrowRequest): Array<{ x: number; y: number; z: number; r: number }> {
  const target = req.target ?? { x: 0, z: 0 };
  const ax = target.x - req.from.x;
  const az = target.z - req.from.z;
  const len = Math.hypot(ax, az) || 1;
  const turn = (deg: number): { dx: number; dz: number } => {
    const a = (deg * Math.PI) / 180;
    return { dx: (ax * Math.cos(a) - az * Math.sin(a)) / len, dz: (ax * Math.sin(a) + az * Math.cos(a)) / len };
  };
  const flicks = [undefined, { ...turn(0), strength: 0.1 }, { ...turn(0), strength: 1 }, { ...turn(40), strength: 1 }, { ...turn(-40), strength: 1 }];
  return flicks.flatMap((flick, i) => {
    const result = simulateThrow(flick ? { ...req, flick } : req, mulberry32(1000 + i));
    return result.dice.map((d) => ({ x: d.final.p[0], y: d.final.p[1], z: d.final.p[2], r: geometryOf(d.kind).circumradius }));
  });
}

/** The seat's camera as client/scene/CameraRig.tsx stands it: the framing's azimuth (or the seat's) turned by `turn`, looking at its target (or shifted along x). */
function camera(spec: FramingSpec | undefined, seat: number, seats: number, w: number, h: number): ReturnType<typeof seatedCamera> {
  const f = framingFor(spec, w, h)!;
  const azimuth = (f.azimuth ?? seatAzimuth(seat, seats)) + (f.turn ?? 0);
  return seatedCamera({ ...f, azimuth, target: f.target ?? [f.shiftX * Math.abs(Math.sin(azimuth)), 0] }, azimuth, w, h);
}

const clear = (a: Box, b: Box): boolean => a[2] <= b[0] || b[2] <= a[0] || a[3] <= b[1] || b[3] <= a[1];

/**
 * Where the dice of every throw `g`'s table offers, thrown by every seat, come to rest at
 * `screens`, as each seat's camera stands: each die off screen or under a panel, in words.
 */
function unseenDice(g: Game, screens: readonly Screen[]): string[] {
  const module = games[g.id]!;
  const m = createMatch(module, g.options, g.seats, 'd'.repeat(64));
  if (isRuleError(m)) throw new Error(m.message);
  const problems: string[] = [];
  for (let seat = 0; seat < g.seats; seat++) {
    const pieces = projectMatch(module, m, seat).table.pieces as Record<string, TablePiece>;
    const dice = Object.values(pieces).filter((p) => p.kind === 'die');
    if (g.id === 'delve' || g.id === 'forest') {
      expect(dice, `${g.id}: no dice`).toEqual([]);
      continue;
    }
    expect(dice.length, `${g.id}: dice on the table`).toBeGreaterThan(0);
    for (const thrown of g.throws(dice.map((d) => d.id))) {
      const planned = planThrow(thrown.map((id) => ({ id, kind: dieKindForSides(pieces[id]!.die!.sides)!, value: 1 })), seat, g.seats, pieces);
      expect(planned, `${g.id}: ${thrown.join(', ')} thrown`).not.toBeNull();
      const rest = restingArea(planned!.request);
      for (const [w, h] of screens) {
        const cam = camera(g.framing, seat, g.seats, w, h);
        for (const d of rest) {
          // The die's bounding sphere on screen: its centre, and the farthest of the points a circumradius away along each axis.
          const [cx, cy] = screenPoint(cam, w, h, d.x, d.y, d.z);
          const r = Math.max(...[[1, 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0], [0, 0, 1], [0, 0, -1]].map(([a, b, c]) => {
            const [px, py] = screenPoint(cam, w, h, d.x + a! * d.r, d.y + b! * d.r, d.z + c! * d.r);
            return Math.hypot(px - cx, py - cy);
          }));
          const box: Box = [cx - r, cy - r, cx + r, cy + r];
          const where = `${g.id} (${g.seats} seats), seat ${seat} throws ${thrown.join(', ')}, ${w} × ${h}: a die rests at [${box.map(Math.round).join(', ')}]`;
          if (!(box[0] >= 0 && box[2] <= w && box[1] >= 0 && box[3] <= h)) problems.push(`${where} off screen`);
          for (const panel of g.panels(w, h)) if (!clear(box, panel)) problems.push(`${where} under the panel at [${panel.map(Math.round).join(', ')}]`);
        }
      }
    }
  }
  return problems;
}

const gameOf = (id: string): Game => GAMES.find((g) => g.id === id)!;

describe('Every game’s dice land where the acting player sees them', () => {
  it('for Root (two and four seats) at every screen its framing and phone tests cover, Explorers from 1280 × 720 to 2560 × 1440 and the free table from 360 × 800 to 1440 × 900, every throw’s dice rest on screen clear of the HUD’s panels for every seat; Delve and the Forest have no dice', () => {
    expect(new Set(GAMES.map((g) => g.id))).toEqual(new Set(Object.keys(games)));
    expect(GAMES.flatMap((g) => unseenDice(g, g.screens))).toEqual([]);
  });

  it('Explorers: every throw’s dice rest on screen clear of the panels on a phone and an upright tablet (390 × 844, 360 × 800, 320 × 640, 768 × 1024)', () => {
    expect(unseenDice(gameOf('explorers'), PHONE_TEST)).toEqual([]);
  });

  it('the free table at 320 × 640: every throw’s dice rest clear of the Actions button, the hand and the dock, for both seats', () => {
    expect(unseenDice(gameOf('sandbox'), [[320, 640]])).toEqual([]);
  });
});
