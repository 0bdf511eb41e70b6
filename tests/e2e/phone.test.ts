/**
 * Every game on a phone: one tab of Debian's Chromium at 390 × 844 with touch (a mobile
 * viewport, touch events), the real server and the built client. For each game — the free
 * table, Explorers, Root, Delve, Into the Forest — the phone sits at a new table as its first
 * seat, a colyseus.js client takes the second, and the phone plays one turn by tapping:
 * the free table's deck (a card comes into the hand), Explorers' tile placement, Root's
 * starting clearing, two of Delve's cards and the play button, the Forest's draw. After each
 * the state has moved on. On the free table the camera follows one finger (orbit), two
 * fingers pinching (zoom) and two fingers dragging (pan); a long-press on the deck opens its
 * menu, whose Shuffle is sent. The compact HUD's drawers open and close from the dock.
 *
 * What covers the play on a phone, game by game: Explorers' tile is turned by touch (its ↻
 * button, a tap on it, a tap on a ghost — the next turn that fits there) and placed by a
 * finger's drag with that turn, and while the phone is told to drag its hero the hero and
 * every tile it may go to lie on screen clear of the panels; Root's choices (the move form)
 * leave the map in view, on the phone and on an upright tablet, and a finger pressed near
 * (not on) a small warrior picks it up; Delve's map lies clear of the card selection, and
 * once the turns begin its Top view switch lies on no hex; the Forest's every mat lies
 * within the screen's width. For every game Top view looks straight down and its "Table
 * view" switch is whole and uncovered (no hand card over it).
 *
 * Screenshots of every game at 390 × 844 and 768 × 1024 land in test-output/e2e/phone/.
 */
import { describe, expect, it } from 'vitest';
import type { CDPSession, Page } from 'playwright-core';
import { TableClient } from '../room/helpers.ts';
import { nextTurn } from '../../client/kit/types.ts';
import { tableSeed } from '../room/random-play.ts';
import { drawnScreenshot, goInApp, screenOf, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

const PHONE = { width: 390, height: 844 };
const TABLET = { width: 768, height: 1024 };
/** The narrowest phone in wide use (many Android phones are 360 CSS px wide). */
const NARROW_PHONE = { width: 360, height: 800 };
/** The narrowest phones still about (320 CSS px wide). */
const NARROWEST_PHONE = { width: 320, height: 640 };
const STEP_MS = 30_000;

interface PieceLike { id: string; kind: string; x: number; y: number; z: number }
interface PromptLike { key: string; actions: Array<Record<string, unknown>> }
interface Seen { version: number; seat: unknown; prompts: PromptLike[]; hand: number; pieces: Record<string, PieceLike>; view: unknown }
type W = {
  __woodland: {
    table: { getState(): { seat: unknown; projection: { version: number; view: unknown; prompts: unknown; table: { pieces: unknown; hands: Record<string, { count: number }> } } | null } };
    three?: () => {
      setFrameloop(mode: 'demand' | 'never'): void;
      invalidate(): void;
      controls: { azimuthAngle: number; polarAngle: number; distance: number; getTarget(v: unknown): { x: number; z: number }; camera: { position: { clone(): unknown } } } | null;
    };
    ui: { getState(): { turned: { id: string; rotation: number } | null; drag: { id: string } | null } };
    net: { sendIntent(action: unknown): void };
  };
};

/** The phone's projection (a copy): version, seat, prompts, own hand size, pieces. */
async function seen(page: Page): Promise<Seen> {
  const s = await page.evaluate(() => {
    const st = (window as unknown as W).__woodland.table.getState();
    const p = st.projection;
    if (!p) return null;
    const hand = typeof st.seat === 'number' ? p.table.hands[String(st.seat)]?.count ?? 0 : 0;
    return JSON.parse(JSON.stringify({ version: p.version, seat: st.seat, prompts: p.prompts, hand, pieces: p.table.pieces, view: p.view })) as unknown;
  });
  if (!s) throw new Error('no projection yet');
  return s as Seen;
}

/** Waits until the phone's projection is past version `v`. */
async function past(page: Page, v: number, what: string): Promise<Seen> {
  try {
    await page.waitForFunction((v) => ((window as unknown as W).__woodland.table.getState().projection?.version ?? -1) > v, v, { polling: 50, timeout: STEP_MS });
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
  return seen(page);
}

/** The camera as the page's controls hold it: azimuth, distance, target. */
function camera(page: Page): Promise<{ azimuth: number; distance: number; x: number; z: number }> {
  return page.evaluate(() => {
    const c = (window as unknown as W).__woodland.three?.().controls;
    if (!c) throw new Error('no camera controls');
    const t = c.getTarget(new (c.camera.position.clone() as { constructor: new () => unknown }).constructor());
    return { azimuth: c.azimuthAngle, distance: c.distance, x: t.x, z: t.z };
  });
}

/** The camera's angle from straight down (radians). */
function polar(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as W).__woodland.three?.().controls?.polarAngle ?? Number.NaN);
}

/** The turn (degrees) the phone gave the piece waiting to be placed, or null. */
function turned(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as W).__woodland.ui.getState().turned?.rotation ?? null);
}

/**
 * The screen points (CSS px) of `points` that a player cannot see or touch: off the screen,
 * or under a HUD panel or control rather than on the table's canvas.
 */
function hidden(page: Page, points: Array<[number, number]>): Promise<Array<[number, number]>> {
  return page.evaluate((points) => points.filter(([x, y]) => x < 0 || y < 0 || x > innerWidth || y > innerHeight
    || document.elementFromPoint(x, y)?.tagName !== 'CANVAS'), points);
}

/** The screen points of table points (x, y, z). */
async function onScreen(page: Page, points: Array<[number, number, number]>): Promise<Array<[number, number]>> {
  const out: Array<[number, number]> = [];
  for (const [x, y, z] of points) out.push(await screenOf(page, x, y, z));
  return out;
}

/**
 * Top view looks straight down (no tilt), and its switch, now "Table view", lies whole and
 * uncovered: its middle and the four points inset from its corners are the switch itself (a
 * hand card over half of it fails). Then back to the table view.
 */
async function topView(page: Page, name: string): Promise<void> {
  await drawing(page, true);
  const seated = await polar(page);
  await tap(page, '.wt-topdown');
  await expect.poll(() => polar(page), { timeout: STEP_MS, message: `Top view at ${name} looks straight down` }).toBeLessThan(0.01);
  const covered = await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('.wt-topdown');
    if (!el) return ['no switch'];
    const b = el.getBoundingClientRect();
    const probes: Array<[number, number]> = [[b.left + b.width / 2, b.top + b.height / 2], [b.left + 6, b.top + 6], [b.right - 6, b.top + 6], [b.left + 6, b.bottom - 6], [b.right - 6, b.bottom - 6]];
    return probes.filter(([x, y]) => { const top = document.elementFromPoint(x, y); return !top || !el.contains(top); })
      .map(([x, y]) => `${Math.round(x)},${Math.round(y)} under ${document.elementFromPoint(x, y)?.className || 'nothing'}`);
  });
  expect(covered, `the Table view switch at ${name} is whole and uncovered`).toEqual([]);
  expect(await page.locator('.wt-topdown').textContent()).toContain('Table view');
  await shot(page, `${name}-top-390`);
  await tap(page, '.wt-topdown');
  await expect.poll(() => polar(page), { timeout: STEP_MS }).toBeGreaterThan(Math.min(0.1, seated - 0.01));
}

/** Starts or stops the page's 3D drawing (SwiftShader is slow on two cores); a tap on the canvas needs frames. */
const drawing = (page: Page, on: boolean): Promise<void> => setDrawing(page, on, STEP_MS);
/** A screenshot under test-output/e2e/phone/, drawn afresh for it. */
const shot = (page: Page, name: string): Promise<void> => drawnScreenshot(page, `phone/${name}`);

/** Taps a HUD control (a touch tap, after Playwright checks it is visible and enabled) and checks it is thumb-sized. */
async function tap(page: Page, selector: string, nth = 0): Promise<void> {
  const control = page.locator(selector).nth(nth);
  await control.waitFor({ state: 'visible', timeout: STEP_MS });
  const box = await control.boundingBox();
  expect(box, selector).not.toBeNull();
  expect(box!.height, `${selector} is at least 44 px high`).toBeGreaterThanOrEqual(43.5);
  // On screen: not cut off by the screen's edges.
  const { width, height } = page.viewportSize()!;
  expect(box!.x >= 0 && box!.y >= 0 && box!.x + box!.width <= width + 0.5 && box!.y + box!.height <= height + 0.5, `${selector} lies on screen`).toBe(true);
  await control.tap({ timeout: STEP_MS });
}

/**
 * The HUD's visible controls less than 44 px high, by their words and height. Terms and rule
 * links inside a sentence are read as text (WCAG's inline exception) and are left out.
 */
function smallControls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.hud button, .hud select, .hud input')]
    .filter((el) => !el.closest('.rule-term-wrap, .log-line') && el.getClientRects().length > 0)
    .map((el) => ({ el, box: el.getBoundingClientRect() }))
    .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 43.5)
    .map(({ el, box }) => `${(el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 30)} (${Math.round(box.height)} px)`));
}

/**
 * The top bar's controls and the Top view switch that are cut off by the screen's edges or
 * covered by another panel at their middle, by their words: each must be whole and reachable.
 */
function hiddenControls(page: Page): Promise<string[]> {
  return page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.top-bar button, .wt-topdown')]
    .filter((el) => el.getClientRects().length > 0)
    .filter((el) => {
      const box = el.getBoundingClientRect();
      const whole = box.left >= 0 && box.top >= 0 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5;
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !whole || !top || !el.contains(top);
    })
    .map((el) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().slice(0, 30)));
}

/** One finger's (or two fingers') touch gesture through the DevTools protocol: points per step, in order. */
async function gesture(cdp: CDPSession, steps: Array<Array<[number, number]>>): Promise<void> {
  const points = (s: Array<[number, number]>) => s.map(([x, y], id) => ({ x, y, id }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(steps[0]!) });
  for (const s of steps.slice(1)) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points(s) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;
/** `n` steps from `from` to `to` for each finger. */
function path(from: Array<[number, number]>, to: Array<[number, number]>, n = 3): Array<Array<[number, number]>> {
  return Array.from({ length: n + 1 }, (_, i) => from.map((f, k) => [lerp(f[0], to[k]![0], i / n), lerp(f[1], to[k]![1], i / n)] as [number, number]));
}

describe('Every game by touch on a phone', () => {
  const table = servedTable({ seeds: () => tableSeed('phone-e2e') });
  let page: Page;
  let opened = false;
  let loaded = false;
  let ben: TableClient | undefined;

  /**
   * A new table of `game` with the phone in the first seat and Ben's colyseus.js client in
   * the second; Ben plays until the phone has something to decide.
   */
  async function sit(game: string, options: Record<string, unknown>, hud: string): Promise<Seen> {
    if (!opened) {
      opened = true;
      page = await table.open(PHONE, true);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.evaluate(() => localStorage.setItem('woodland:profile', JSON.stringify({ name: 'Ana', color: '#2980b9' })));
    }
    await ben?.leave();
    const endpoint = table.base().replace(/^http/, 'ws');
    const res = await fetch(`${table.base()}/api/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game, seats: 2, options }) });
    const { code } = (await res.json()) as { code?: string };
    if (!code) throw new Error(`no ${game} table`);
    await page.setViewportSize(PHONE);
    // The first table is a real page load; the next ones are reached inside the app (no reload).
    if (loaded) await goInApp(page, `/t/${code}`);
    else await page.goto(`${table.base()}/t/${code}`);
    await until(`the phone's seat at ${game}`, () => page.evaluate(() => (window as unknown as W).__woodland.table.getState().projection !== null));
    ben = await TableClient.join(endpoint, code, { name: 'Ben' });
    await ben.until(() => ben!.projection, 'Ben seated');
    await page.locator(hud).first().waitFor({ timeout: STEP_MS });
    // SwiftShader redraws a backdrop blur on every frame (the style stays for the document's life).
    if (!loaded) await page.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
    loaded = true;
    await drawing(page, false);
    for (let i = 0; i < 6; i++) {
      const s = await seen(page);
      if (s.prompts.length > 0) return s;
      const action = ben.projection?.prompts[0]?.actions[0];
      if (!action) throw new Error(`nobody has anything to do at ${game}`);
      ben.act(action as Record<string, unknown>);
      await past(page, s.version, `Ben's move at ${game}`);
    }
    throw new Error(`the phone never got a turn at ${game}`);
  }

  /** The turn played, the phone's screenshot after it, and the tablet's (where every HUD control is thumb-sized too). */
  async function shots(name: string): Promise<void> {
    expect(await hiddenControls(page), `top bar and Top view controls cut off or covered at ${name} on a phone`).toEqual([]);
    await topView(page, name);
    await shot(page, `${name}-390`);
    await page.setViewportSize(NARROW_PHONE);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await hiddenControls(page), `top bar and Top view controls cut off or covered at ${name} on a 360 px phone`).toEqual([]);
    await page.setViewportSize(NARROWEST_PHONE);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    expect(await hiddenControls(page), `top bar and Top view controls cut off or covered at ${name} on a 320 px phone`).toEqual([]);
    await page.setViewportSize(TABLET);
    await shot(page, `${name}-768`);
    expect(await smallControls(page), `controls under 44 px at ${name} on a tablet`).toEqual([]);
    await drawing(page, false);
    await page.setViewportSize(PHONE);
  }

  it('the free table: the dock opens seats and log; one finger orbits, a pinch zooms, two fingers pan; a tap on the deck draws; a long-press shuffles', async () => {
    const start = await sit('sandbox', {}, '[data-testid=hud-dock]');
    // Folded: neither seats nor log covers the table until its tab is tapped.
    expect(await page.locator('[data-testid=seats]').isVisible()).toBe(false);
    await tap(page, '[data-testid=dock-seats]');
    await page.locator('[data-testid=seats]').waitFor({ state: 'visible' });
    await shot(page, 'free-table-seats-390');
    await tap(page, '[data-testid=dock-log]');
    await page.locator('[data-testid=log]').waitFor({ state: 'visible' });
    expect(await page.locator('[data-testid=seats]').isVisible()).toBe(false);
    await tap(page, '[data-testid=dock-log]');
    expect(await page.locator('[data-testid=log]').isVisible()).toBe(false);
    // Leave is on screen and thumb-sized.
    const leave = await page.locator('.top-bar button', { hasText: 'Leave' }).boundingBox();
    expect(leave!.x + leave!.width).toBeLessThanOrEqual(PHONE.width);
    expect(leave!.height).toBeGreaterThanOrEqual(43.5);

    const deck = Object.values(start.pieces).find((p) => p.kind === 'deck')!;
    const bag = Object.values(start.pieces).find((p) => p.kind === 'bag')!;
    await drawing(page, true);
    // Every seat's meeples are on the narrow screen.
    for (const p of Object.values(start.pieces).filter((p) => p.kind === 'meeple')) {
      const [x, y] = await screenOf(page, p.x, p.y + 0.5, p.z);
      expect(x > 4 && x < PHONE.width - 4 && y > 110 && y < PHONE.height - 60, `${p.id} on screen at ${x}, ${y}`).toBe(true);
    }
    // The deck and the bag are on screen, clear of the HUD.
    for (const p of [deck, bag]) {
      const [x, y] = await screenOf(page, p.x, p.y + 0.5, p.z);
      expect(x > 0 && x < PHONE.width && y > 110 && y < PHONE.height - 140, `${p.id} on screen at ${x}, ${y}`).toBe(true);
      expect(await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName, [x, y] as const)).toBe('CANVAS');
    }

    // A tap on the deck draws its top card into the hand.
    const at = await screenOf(page, deck.x, deck.y + 0.5, deck.z);
    await page.touchscreen.tap(at[0], at[1]);
    const drawn = await past(page, start.version, 'the tapped deck drawing a card');
    expect(drawn.hand).toBe(start.hand + 1);
    // A long-press on the deck: its menu, with Shuffle.
    const cdp = await page.context().newCDPSession(page);
    const hold = await screenOf(page, deck.x, deck.y + 0.5, deck.z);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: hold[0], y: hold[1] }] });
    await page.locator('[data-testid=piece-menu]').waitFor({ timeout: STEP_MS });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await seen(page).then((s) => s.version)).toBe(drawn.version);
    expect(await page.locator('[data-testid=piece-menu-item]').allTextContents()).toContain('Shuffle');
    await shot(page, 'free-table-menu-390');
    await tap(page, '[data-testid=piece-menu-item]', (await page.locator('[data-testid=piece-menu-item]').allTextContents()).indexOf('Shuffle'));
    const shuffled = await past(page, drawn.version, 'the shuffle');
    expect(shuffled.hand).toBe(drawn.hand);
    // Gestures on the empty table, the middle of the screen's lower half.
    const mid: [number, number] = [PHONE.width / 2, 560];
    const before = await camera(page);
    await gesture(cdp, path([mid], [[mid[0] + 120, mid[1]]]));
    await expect.poll(async () => Math.abs((await camera(page)).azimuth - before.azimuth), { timeout: STEP_MS }).toBeGreaterThan(0.1);
    const orbited = await camera(page);
    await gesture(cdp, path([[mid[0] - 30, mid[1]], [mid[0] + 30, mid[1]]], [[mid[0] - 110, mid[1]], [mid[0] + 110, mid[1]]]));
    await expect.poll(async () => orbited.distance - (await camera(page)).distance, { timeout: STEP_MS }).toBeGreaterThan(1);
    const zoomed = await camera(page);
    await gesture(cdp, path([[mid[0] - 40, mid[1]], [mid[0] + 40, mid[1]]], [[mid[0] - 40, mid[1] - 150], [mid[0] + 40, mid[1] - 150]]));
    await expect.poll(async () => { const c = await camera(page); return Math.hypot(c.x - zoomed.x, c.z - zoomed.z); }, { timeout: STEP_MS }).toBeGreaterThan(0.5);
    expect(Math.abs((await camera(page)).azimuth - zoomed.azimuth)).toBeLessThan(0.05);

    // A full hand: its fan spans the screen's width, and the Top view switch stays clear of it (`shots`).
    let full = await seen(page);
    for (let i = 0; i < 6; i++) {
      await page.evaluate((d) => (window as unknown as W).__woodland.net.sendIntent({ t: 'draw', deck: d, n: 1, to: 'hand', from: 'top' }), deck.id);
      full = await past(page, full.version, 'a card drawn into a full hand');
    }
    expect(full.hand).toBe(shuffled.hand + 6);
    await shots('free-table');
  }, 150_000);

  it('Explorers: the drawn tile is turned by touch (its ↻ button, a tap on it, a tap on a ghost) and placed by a finger with that turn; the hero and where it may go lie clear of the panels', async () => {
    const s = await sit('explorers', {}, '[data-testid=explorers-hud]');
    await drawing(page, true);
    await shot(page, 'explorers-start-390');
    // The banner says how a finger turns the tile, not Q / E.
    const banner = (await page.locator('[data-testid=ex-banner]').textContent()) ?? '';
    expect(banner).toContain('tap the tile, a ghost or ↻ to turn it');
    expect(banner).not.toContain('Q / E');
    // The ↻ button turns the tile where it lies, a quarter clockwise; ↺ back.
    await tap(page, '[data-testid=turn-tile-cw]');
    expect(await turned(page)).toBe(90);
    await expect.poll(() => page.locator('[data-testid=tile-turned]').textContent()).toContain('90°');
    await tap(page, '[data-testid=turn-tile-ccw]');
    await tap(page, '[data-testid=turn-tile-cw]');
    expect(await turned(page)).toBe(90);
    // A tap on the tile turns it another quarter.
    const tile = s.pieces['tile-drawn']!;
    const [tileAt] = await onScreen(page, [[tile.x, tile.y + 0.2, tile.z]]);
    expect(await hidden(page, [tileAt!]), 'the drawn tile lies clear of the panels').toEqual([]);
    await page.touchscreen.tap(tileAt![0], tileAt![1]);
    await expect.poll(() => turned(page), { timeout: STEP_MS }).toBe(180);
    // A tap on a ghost turns the tile to the next turn that fits there.
    const cells = new Map<string, { col: number; row: number; turns: Array<0 | 90 | 180 | 270> }>();
    for (const p of s.prompts) {
      for (const a of p.actions) {
        if (a.t !== 'place') continue;
        const key = `${String(a.x)},${String(a.y)}`;
        const cell = cells.get(key) ?? { col: a.x as number, row: a.y as number, turns: [] };
        cell.turns.push(a.rotation as 0 | 90 | 180 | 270);
        cells.set(key, cell);
      }
    }
    let ghost: { col: number; row: number; turns: Array<0 | 90 | 180 | 270>; at: [number, number] } | null = null;
    for (const c of cells.values()) {
      const [at] = await onScreen(page, [[c.col * 4, 0.03, c.row * 4]]);
      if ((await hidden(page, [at!])).length === 0 && (!ghost || !c.turns.includes(180))) ghost = { ...c, at: at! };
    }
    expect(ghost, 'a ghost lies on screen clear of the panels').not.toBeNull();
    const fits = nextTurn(ghost!.turns, 180);
    await page.touchscreen.tap(ghost!.at[0], ghost!.at[1]);
    await expect.poll(() => turned(page), { timeout: STEP_MS }).toBe(fits);
    await shot(page, 'explorers-turned-390');
    // A finger drags the tile onto that ghost: it is placed there, so turned.
    const cdp = await page.context().newCDPSession(page);
    const [from] = await onScreen(page, [[tile.x, tile.y + 0.2, tile.z]]);
    await gesture(cdp, path([from!], [ghost!.at], 12));
    const placed = await past(page, s.version, 'the tile placed by a finger');
    const tiles = (placed.view as { tiles: Record<string, { rot: number }> }).tiles;
    expect(tiles[`${ghost!.col},${ghost!.row}`]?.rot, 'the placed tile has the turn given by touch').toBe(fits);
    await shots('explorers');

    // On to the phone's actions: its hero and every tile it may move to lie on screen, clear of the panels.
    let now = placed;
    for (let i = 0; i < 40; i++) {
      const moves = now.prompts.filter((p) => p.actions.length === 1 && (p.actions[0]!.t === 'move' || p.actions[0]!.t === 'explore'));
      if (moves.length > 0) break;
      const mine = now.prompts.flatMap((p) => p.actions).find((a) => a.t !== 'end' && a.t !== 'rhythm');
      const theirs = ben!.projection?.prompts[0]?.actions[0];
      if (mine) await page.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), mine);
      else if (theirs) ben!.act(theirs as Record<string, unknown>);
      else throw new Error('nobody has anything to do at Explorers');
      now = await past(page, now.version, 'the next Explorers step');
    }
    const v = now.view as { turn: { hero: number } | null; heroes: Array<{ id: string; at: string }> };
    const hero = v.turn ? v.heroes[v.turn.hero] : undefined;
    expect(hero, 'the phone\'s hero acts').toBeDefined();
    const [hc, hr] = hero!.at.split(',').map(Number) as [number, number];
    const dirs: Record<string, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
    const dests = now.prompts.filter((p) => p.actions.length === 1 && (p.actions[0]!.t === 'move' || p.actions[0]!.t === 'explore'))
      .map((p) => dirs[String(p.actions[0]!.dir)]!).map(([dc, dr]) => [(hc + dc) * 4, 0.05, (hr + dr) * 4] as [number, number, number]);
    expect(dests.length).toBeGreaterThan(0);
    const meeple = now.pieces[`hero-${hero!.id}`]!;
    await setDrawing(page, true);
    await shot(page, 'explorers-act-390');
    const points = await onScreen(page, [[meeple.x, meeple.y + 0.4, meeple.z], ...dests]);
    expect(await hidden(page, points), 'the hero and the tiles it may go to lie on screen, clear of the panels').toEqual([]);
    await drawing(page, false);
  }, 240_000);

  it('Root: the starting clearing is chosen with a tap; the move form leaves the map in view; a finger pressed beside a small warrior picks it up', async () => {
    const s = await sit('root', {}, '[data-testid=root-hud]');
    await tap(page, '[data-testid=root-select-send], [data-testid=root-option], [data-testid=root-action]');
    const after = await past(page, s.version, 'the Root setup choice');
    expect(after.version).toBeGreaterThan(s.version);
    // On to the phone's first move (its own first offered action each time, Ben's likewise).
    let now = after;
    const moveOf = (x: Seen) => x.prompts.flatMap((p) => p.actions).find((a) => a.t === 'move');
    for (let i = 0; i < 60 && !moveOf(now); i++) {
      const mine = now.prompts[0]?.actions[0];
      const theirs = ben!.projection?.prompts[0]?.actions[0];
      if (mine) await page.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), mine);
      else if (theirs) ben!.act(theirs as Record<string, unknown>);
      else throw new Error('nobody has anything to do at Root');
      now = await past(page, now.version, 'the next Root step');
    }
    const move = moveOf(now);
    expect(move, 'the phone may move warriors').toBeDefined();
    await page.locator('[data-testid=move-picker]').waitFor({ timeout: STEP_MS });
    await drawing(page, true);
    await shot(page, 'root-move-390');
    // The map (its board, 29.4 × 25.4 at x −8.73, z 0.16) stays in view beside the move form:
    // of a grid of points over it, at most a tenth lie under a panel or off the screen.
    const grid: Array<[number, number, number]> = [];
    for (let i = 0; i <= 10; i++) for (let j = 0; j <= 10; j++) grid.push([-8.73 - 14.7 + 2.94 * i, 0.1, 0.16 - 12.7 + 2.54 * j]);
    const covered = await hidden(page, await onScreen(page, grid));
    expect(covered.length / grid.length, `share of the map under the panels with the move form open (${covered.length} of ${grid.length} points)`).toBeLessThanOrEqual(0.1);
    // The same on a tablet held upright.
    await page.setViewportSize(TABLET);
    await expect.poll(async () => (await hidden(page, await onScreen(page, grid))).length / grid.length, { timeout: STEP_MS, message: 'share of the map under the panels with the move form open on a tablet' }).toBeLessThanOrEqual(0.1);
    await shot(page, 'root-move-768');
    await page.setViewportSize(PHONE);
    await expect.poll(async () => (await hidden(page, await onScreen(page, grid))).length / grid.length, { timeout: STEP_MS }).toBeLessThanOrEqual(0.1);
    // A finger pressed 12 px beside a warrior (not on its small body) picks it up.
    const seat = now.seat as number;
    const stack = now.pieces[`warriors-${String(move!.from)}-${seat}`]!;
    const [wx, wy] = await screenOf(page, stack.x, stack.y + 0.3, stack.z);
    const press: [number, number] = [wx + 12, wy];
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: press[0], y: press[1], id: 0 }] });
    for (let k = 1; k <= 4; k++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: press[0], y: press[1] - 10 * k, id: 0 }] });
    const held = await page.evaluate(() => (window as unknown as W).__woodland.ui.getState().drag?.id ?? null);
    for (let k = 3; k >= 0; k--) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: press[0], y: press[1] - 10 * k, id: 0 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(held, 'a finger beside the warrior picks it up (the camera does not orbit)').toBe(stack.id);
    await expect.poll(() => page.evaluate(() => (window as unknown as W).__woodland.ui.getState().drag), { timeout: STEP_MS }).toBeNull();
    await shots('root');
  }, 240_000);

  it('Delve: two cards tapped into the slots, then played', async () => {
    const s = await sit('delve', { characters: ['warden', 'ranger'] }, '[data-testid=delve-hud]');
    await page.locator('[data-testid=dv-hand-card]').nth(0).tap({ timeout: STEP_MS });
    await page.locator('[data-testid=dv-hand-card]').nth(1).tap({ timeout: STEP_MS });
    await tap(page, '[data-testid=dv-play]');
    const after = await past(page, s.version, 'the played cards');
    expect(after.version).toBeGreaterThan(s.version);
    // While Ben still chooses, every hex of the map lies clear of the card selection.
    await drawing(page, true);
    const select = (await page.locator('[data-testid=dv-select]').boundingBox())!;
    const hexAt = await onScreen(page, Object.values(after.pieces).filter((p) => p.kind === 'tile').map((p) => [p.x, p.y, p.z] as [number, number, number]));
    expect(hexAt.filter(([, y]) => y + 10 >= select.y).length, 'hexes under the card selection').toBe(0);
    // Ben chooses too: the round's turns begin.
    let turns = after;
    const bens = ben!.projection?.prompts[0]?.actions[0];
    if (bens) {
      ben!.act(bens as Record<string, unknown>);
      turns = await past(page, after.version, 'Ben\'s cards');
    }
    // The Top view switch lies on no hex of the map (the starting room first of all).
    await drawing(page, true);
    await shot(page, 'delve-turns-390');
    for (const moment of ['table', 'log folded']) {
      if (moment === 'log folded') await tap(page, '[data-testid=dv-log-toggle]');
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
      const box = (await page.locator('.wt-topdown').boundingBox())!;
      const hexes = Object.values(turns.pieces).filter((p) => p.kind === 'tile');
      const under: string[] = [];
      for (const h of hexes) {
        const [x, y] = await screenOf(page, h.x, h.y, h.z);
        if (x >= box.x - 8 && x <= box.x + box.width + 8 && y >= box.y - 8 && y <= box.y + box.height + 8) under.push(h.id);
      }
      expect(under, `hexes under the Top view switch (${moment})`).toEqual([]);
    }
    await shots('delve');
  }, 90_000);

  it('Into the Forest: a card drawn with a tap', async () => {
    const s = await sit('forest', { rounds: 2 }, '[data-testid=forest-hud]');
    await tap(page, '[data-testid=draw-card]');
    const after = await past(page, s.version, 'the drawn card');
    expect(after.version).toBeGreaterThan(s.version);
    // Every traveller's mat (16 × 9, its tableau) lies within the screen's width.
    await drawing(page, true);
    const mats = Object.values(after.pieces).filter((p) => p.id.startsWith('mat-'));
    expect(mats.length).toBe(2);
    const out: string[] = [];
    for (const m of mats) {
      for (const [dx, dz] of [[-8, -4.5], [8, -4.5], [-8, 4.5], [8, 4.5]] as const) {
        const [x, y] = await screenOf(page, m.x + dx, m.y, m.z + dz);
        if (x < 0 || x > PHONE.width || y < 0 || y > PHONE.height) out.push(`${m.id} corner ${dx},${dz} at ${Math.round(x)},${Math.round(y)}`);
      }
    }
    expect(out, 'mat corners off the screen').toEqual([]);
    await shots('forest');
    await ben?.leave();
  }, 90_000);
});
