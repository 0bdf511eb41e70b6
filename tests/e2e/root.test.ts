/**
 * Root in the browser, one seeded table played through: Ana (Honeycomb Clergy) and Ben
 * (Queenless Legion) create and join it and Cleo watches. Setup goes through the HUD. In
 * the Clergy's first Daylight a Swarm puts six warriors in Glade; the Crusade's move is a
 * stack dragged on the canvas with the real mouse, the count popup answered from the
 * keyboard; the battle in Beach offers the defender its ambush through the HUD. In the
 * Evening, Pollinate draws a bird flower with two places to go: Ana drags it out of the
 * blind bag onto a glowing clearing. After each step every page shows the same map,
 * scores and log; the other seat and the spectator see the bag's count, never its order.
 *
 * The seed is fixed, so the deal, the draws and the dice are known (the engine's
 * random-play and rule tests cover other deals). Every wait is on state, never on fixed
 * times (SwiftShader's frames are slow); the pages are small, the spectator's smallest, so
 * that three WebGL pages stay cheap to draw.
 *
 * The steps share one table and run in order; a new step is one more `it` in its place.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createTableAs, drawnScreenshot, joinTableAs, screenshot, setDrawing, until } from './browser.ts';
import { servedTable, type ServedTable } from './fixture.ts';

const STEP_MS = 30_000;
/** A step's whole budget: a screenshot alone can take seconds on a busy machine. */
const IT_MS = 120_000;
/** The Clergy's page: small enough to keep SwiftShader quick, wide enough for the HUD's columns and the map between them. */
const VIEWPORT = { width: 960, height: 640 };
/** The Legion's page only needs its HUD; fewer pixels to draw. */
const LEGION_VIEWPORT = { width: 900, height: 600 };
/** The spectator only has to agree with the players (and show the table after setup). */
const SPECTATOR_VIEWPORT = { width: 560, height: 380 };
const POLL_MS = 60;
const POLL = { timeout: STEP_MS, interval: POLL_MS };

interface ClearingLike { id: number; warriors: number[]; tokens: Array<{ kind: string; suit?: string }>; buildings: Array<{ kind: string }> }
interface ViewLike {
  seats: Array<{ seat: number; faction: string; vp: number; handCount: number; hand?: unknown[]; board: Record<string, unknown> }>;
  map: ClearingLike[];
  turn: { seat: number; number: number; phase: string; step: string };
  decision: { seat: number; kind: string };
  battle?: { clearing: number; attacker: number; defender: number; step: string; ambush?: string };
}
interface Piece { id: string; x: number; z: number; face?: string; count?: number }
interface Action { t: string; [k: string]: unknown }
interface Prompt { key: string; actions: Action[] }
interface ProjectionLike {
  version: number;
  view: ViewLike;
  prompts: Prompt[];
  table: { pieces: Record<string, Piece> };
  log: Array<{ text: string; kind: string }>;
}
type W = {
  __woodland: {
    table: { getState(): { projection: ProjectionLike | null } };
    scene: { toScreen(x: number, y: number, z: number): [number, number] | null };
  };
};

/** The page's projection (a copy), or null before the first snapshot. */
function projection(page: Page): Promise<ProjectionLike | null> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? { version: p.version, view: p.view, prompts: p.prompts, table: { pieces: p.table.pieces }, log: p.log } : null;
  });
}

/** What every page must agree on: the map, VP, hand sizes, whose decision, the log's public lines. */
function shared(page: Page): Promise<{ version: number; map: unknown; vp: number[]; hands: number[]; decision: unknown; log: string[] }> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection!;
    const v = p.view;
    return {
      version: p.version,
      map: v.map.map((c) => ({ id: c.id, w: c.warriors, t: c.tokens, b: c.buildings })),
      vp: v.seats.map((s) => s.vp),
      hands: v.seats.map((s) => s.handCount),
      decision: v.decision,
      // Own draws read "You drew …" in the drawer's log; every other line is the same for all.
      log: p.log.filter((e) => e.kind !== 'draw').map((e) => e.text),
    };
  });
}

function view(page: Page): Promise<ViewLike | null> {
  return page.evaluate(() => (window as unknown as W).__woodland.table.getState().projection?.view ?? null);
}

/** Waits until the page's view satisfies `ok`. */
async function waitView(page: Page, what: string, ok: (v: ViewLike) => boolean): Promise<ViewLike> {
  return until(what, async () => {
    const v = await view(page);
    return v && ok(v) ? v : null;
  }, STEP_MS, POLL_MS);
}

/** Waits until the page's prompts hold one keyed `key`; gives the projection. */
async function waitPrompt(page: Page, key: string): Promise<ProjectionLike> {
  return until(`a ${key} prompt`, async () => {
    const p = await projection(page);
    return p?.prompts.some((x) => x.key === key) ? p : null;
  }, STEP_MS, POLL_MS);
}

/** Waits until all pages show the same version of the table and the same public state. */
async function agree(pages: Page[]): Promise<void> {
  const all = await until('all pages at the same state', async () => {
    const states = await Promise.all(pages.map(shared));
    return states.every((s) => s.version === states[0]!.version) ? states : null;
  }, STEP_MS, POLL_MS);
  for (const s of all.slice(1)) expect(s).toEqual(all[0]);
}

/**
 * Clicks a HUD control. Playwright's own click first waits for the element to hold still
 * over two animation frames, which takes seconds while SwiftShader draws three tables on a
 * busy machine; the control is checked visible, then gets the click event itself.
 */
async function tap(control: Locator): Promise<void> {
  await control.waitFor({ state: 'visible', timeout: STEP_MS });
  expect(await control.isEnabled()).toBe(true);
  await control.dispatchEvent('click');
}

/** Picks `label` in the HUD's choice for prompt `key`: a button when the options are few, a list otherwise. */
async function choose(page: Page, key: string, label: string): Promise<void> {
  const button = page.locator(`[data-testid=root-option][data-key="${key}"]`, { hasText: label });
  const select = page.locator(`[data-testid=root-select][data-key="${key}"]`);
  await until(`a choice "${label}" for ${key}`, async () => (await button.count()) > 0 || (await select.count()) > 0, STEP_MS, POLL_MS);
  if ((await button.count()) > 0) {
    await tap(button.first());
    return;
  }
  await select.selectOption({ label });
  await tap(page.locator(`[data-testid=root-select-send][data-key="${key}"]`));
}

/** Clicks the HUD button of a single-action prompt (`root-action`, or `root-finish` for ending a step). */
async function press(page: Page, key: string, kind: 'root-action' | 'root-finish' = 'root-action'): Promise<void> {
  await tap(page.locator(`[data-testid=${kind}][data-key="${key}"]`).first());
}

/** Where a table point is on the page, checked to be on the canvas (not under a HUD panel). */
async function onScreen(page: Page, x: number, y: number, z: number): Promise<[number, number]> {
  const at = await until('a screen point', () => page.evaluate(([x, y, z]) => (window as unknown as W).__woodland.scene.toScreen(x, y, z), [x, y, z] as const), STEP_MS, POLL_MS);
  const hit = await page.evaluate(([sx, sy]) => document.elementFromPoint(sx, sy)?.tagName ?? null, at);
  expect(hit, `the table point (${x}, ${z}) is covered on screen`).toBe('CANVAS');
  return at;
}

/** A drag with the real mouse: press, three moves (each waits for a frame), release. */
async function drag(page: Page, from: [number, number], to: [number, number]): Promise<void> {
  await page.mouse.move(from[0], from[1]);
  await page.mouse.down();
  for (let i = 1; i <= 3; i++) {
    await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / 3, from[1] + ((to[1] - from[1]) * i) / 3);
  }
  await page.mouse.up();
}

const warriors = (v: ViewLike, id: number, seat: number): number => v.map[id - 1]?.warriors[seat] ?? 0;

const HILL = 1;
const DUNE = 9;
const BEACH = 10;
const GLADE = 12;
const CLERGY = 0;
const LEGION = 1;

/**
 * A page of the table. The HUD panels' backdrop blur is switched off (software compositing
 * redraws it over the canvas on every frame, and SwiftShader frames are slow enough as it
 * is); reduced motion skips the playback of dice throws.
 */
async function open(table: ServedTable, viewport: { width: number; height: number }): Promise<Page> {
  const page = await table.open(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
  return page;
}

describe('Root: Clergy against Legion, one table played through', () => {
  const table = servedTable({ seeds: () => 'root-e2e' });
  let ana: Page;
  let ben: Page;
  let cleo: Page;
  const all = (): Page[] => [ana, ben, cleo];

  it('two players create and join a Clergy-against-Legion table, a spectator watches', async () => {
    [ana, ben, cleo] = await Promise.all([open(table, VIEWPORT), open(table, LEGION_VIEWPORT), open(table, SPECTATOR_VIEWPORT)]);
    const code = await createTableAs(ana, 'Ana', { game: 'root', seats: 2 });
    await Promise.all([joinTableAs(ben, 'Ben', code, 'player'), joinTableAs(cleo, 'Cleo', code, 'spectator')]);
    for (const page of all()) await waitView(page, 'the setup', (v) => v.turn.phase === 'setup');
    // The Legion and the spectator act and agree through their HUDs and stores: their tables
    // are drawn only for their screenshots (three WebGL pages share two cores).
    for (const page of [ben, cleo]) await setDrawing(page, false, STEP_MS);
    await ana.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
    // Faction colours and VP in the seats panel, the faction boards, the banner.
    await expect.poll(() => ana.locator('[data-testid=seat-role]').allTextContents(), POLL).toEqual(['Honeycomb Clergy', 'Queenless Legion']);
    await expect.poll(() => ben.locator('[data-testid=seat-score]').allTextContents(), POLL).toEqual(['0 VP', '0 VP']);
    await expect.poll(() => ana.locator('[data-testid=root-expected]').textContent(), POLL).toMatch(/^Your decision: Place your cathedral/);
    await expect.poll(() => ben.locator('[data-testid=root-expected]').textContent(), POLL).toMatch(/^Waiting for Honeycomb Clergy \(Ana\)/);
    expect(await ana.locator('[data-testid=board-clergy].expanded').count()).toBe(1);
    expect(await ben.locator('[data-testid=board-legion].expanded').count()).toBe(1);
    expect(await ana.locator('[data-testid=clergy-bag]').textContent()).toMatch(/11 flowers.*3 fox.*3 rabbit.*3 mouse.*2 bird/);
    // Hands stay private: Ana's page lists her three cards, and nothing of Ben's; the spectator sees no hand.
    expect(await ana.locator('[data-testid=root-card]').count()).toBe(3);
    expect((await view(ana))!.seats[LEGION]!.hand).toBeUndefined();
    expect((await view(cleo))!.seats.map((s) => s.hand)).toEqual([undefined, undefined]);
    await screenshot(ana, 'root-joined-clergy');
  }, IT_MS);

  it('both factions set up through the HUD: cathedral and a warrior of each suit, three flowers drawn; the Legion in Hill and Beach', async () => {
    await choose(ana, 'setup', 'Glade (fox)');
    await waitView(ana, 'the cathedral', (v) => v.map[GLADE - 1]!.buildings.length === 1);
    await choose(ana, 'setup', 'Glade (fox)');
    await waitView(ana, 'the fox warrior', (v) => warriors(v, GLADE, CLERGY) === 4);
    await choose(ana, 'setup', 'Beach (rabbit)');
    await waitView(ana, 'the rabbit warrior', (v) => warriors(v, BEACH, CLERGY) === 1);
    await choose(ana, 'setup', 'Dune (mouse)');
    // The setup draws have one place each (mouse, mouse, rabbit): they settle by themselves.
    const v = await waitView(ben, "the Legion's setup", (x) => x.turn.seat === LEGION && x.decision.seat === LEGION);
    expect(v.map.flatMap((c) => c.tokens).filter((t) => t.kind === 'flower')).toHaveLength(3);
    await choose(ben, 'setup', 'Hill (fox)');
    await waitView(ben, 'the corner', (x) => warriors(x, HILL, LEGION) === 3);
    await choose(ben, 'setup', 'Beach (rabbit)');
    await waitView(ben, 'the adjacent clearing', (x) => warriors(x, BEACH, LEGION) === 3);
    await tap(ben.locator('[data-testid=root-option][data-key=campaign]').first());
    await waitView(ana, 'turn 1', (x) => x.turn.number === 1 && x.turn.seat === CLERGY);
    await expect.poll(() => ben.locator('[data-testid=legion-campaign]').textContent(), POLL).toMatch(/Campaign card.+(fox|rabbit|mouse|bird)/);
    await agree(all());
    await drawnScreenshot(cleo, 'root-setup-spectator', true);
  }, IT_MS);

  it('move: a Swarm, then the Crusade drags the Glade stack to Beach on the canvas; the count taken with the keyboard lands', async () => {
    await press(ana, 'done', 'root-finish');
    await waitView(ana, 'Daylight', (v) => v.turn.phase === 'daylight' && v.turn.step === 'hcc-act');
    await tap(ana.locator('[data-testid=root-option][data-key=swarm]').first());
    await waitView(ana, 'the Swarm', (v) => warriors(v, GLADE, CLERGY) === 6);
    await press(ana, 'crusade');
    const popup = ana.locator('[data-testid=choice-popup]');
    const crusade = async (): Promise<ViewLike> => {
      const s = await waitPrompt(ana, 'move');
      const stack = s.table.pieces[`warriors-${GLADE}-${CLERGY}`]!;
      const beach = s.table.pieces[`clearing-${BEACH}`]!;
      await drag(ana, await onScreen(ana, stack.x, 0.5, stack.z), await onScreen(ana, beach.x, 0.2, beach.z));
      await popup.waitFor({ timeout: STEP_MS });
      expect(await popup.textContent()).toMatch(/How many go from Glade to Beach\?.*6 warriors.*5 warriors/);
      await screenshot(ana, 'root-count-popup');
      // One down from "all that may go", taken with Enter.
      await ana.keyboard.press('ArrowDown');
      await ana.keyboard.press('Enter');
      return waitView(ana, 'the warriors to arrive', (v) => warriors(v, BEACH, CLERGY) === 6);
    };
    const moved = await crusade();
    expect(warriors(moved, GLADE, CLERGY)).toBe(1);
    expect(await popup.count()).toBe(0);
    await agree(all());
    // UNDO: the move drew nothing and showed nothing, so Ctrl+Z takes it back for everyone;
    // the Legion's Undo button is unavailable and says why.
    await ana.keyboard.press('Control+z');
    const back = await waitView(ana, 'the move taken back', (v) => warriors(v, GLADE, CLERGY) === 6);
    expect(warriors(back, BEACH, CLERGY)).toBe(1);
    await expect.poll(() => cleo.locator('[data-testid=log]').textContent(), POLL).toMatch(/took back/);
    const legionUndo = ben.locator('[data-testid=undo-button]');
    expect(await legionUndo.getAttribute('aria-disabled')).toBe('true');
    expect(await legionUndo.getAttribute('title')).toMatch(/acted last/);
    await agree(all());
    await crusade();
    await agree(all());
  }, IT_MS);

  it('battle in Beach: the defender is offered the ambush and plays it; the dice decide the rest', async () => {
    await press(ana, 'battle');
    await waitView(ben, 'the ambush decision', (v) => v.battle?.step === 'ambush' && v.decision.seat === LEGION);
    // The defender sees the battle with its ambush and the way to decline it; the attacker waits.
    await ben.locator('[data-testid=root-battle] [data-testid=root-option][data-key=ambush]').first().waitFor({ timeout: STEP_MS });
    expect(await ben.locator('[data-testid=root-battle] [data-testid=root-finish]').textContent()).toBe('No ambush');
    expect(await ana.locator('[data-testid=root-battle] button').count()).toBe(0);
    await expect.poll(() => ana.locator('[data-testid=battle-now]').textContent(), POLL).toMatch(/Queenless Legion \(Ben\): may play an ambush card/);
    await drawnScreenshot(ben, 'root-ambush-defender', true, false);
    // Ben plays it from his hand: the lit card lists its use.
    await tap(ben.locator('[data-testid=root-card][data-usable=true]', { hasText: 'Ambush' }).first());
    await tap(ben.locator('[data-testid=card-use]', { hasText: 'Play Ambush (bird)' }));
    await waitView(ana, 'the cancel decision', (v) => v.battle?.step === 'counter' && v.decision.seat === CLERGY);
    await expect.poll(() => ana.locator('[data-testid=battle-ambush]').textContent(), POLL).toMatch(/Ambush/);
    await press(ana, 'done', 'root-finish');
    const after = await waitView(ana, 'the end of the battle', (v) => v.battle === undefined && v.decision.seat === CLERGY);
    // Ambush: 2 hits on the Clergy (6 → 4); dice 3 and 2: 3 hits on the Legion, 2 more on the Clergy.
    expect(warriors(after, BEACH, CLERGY)).toBe(2);
    expect(warriors(after, BEACH, LEGION)).toBe(0);
    await expect.poll(async () => (await ben.locator('[data-testid=log]').textContent()) ?? '', POLL).toMatch(/Battle dice in Beach \(rabbit\): 3 and 2/);
    await agree(all());
  }, IT_MS);

  it('draw from the bag: Pollinate draws a bird flower, dragged out of the blind bag onto a glowing clearing; everyone sees it land', async () => {
    await press(ana, 'done', 'root-finish');
    await waitPrompt(ana, 'build');
    await press(ana, 'done', 'root-finish');
    const s = await waitPrompt(ana, 'place-flower');
    const drawn = s.table.pieces['clergy-drawn-flower']!;
    const bag = s.table.pieces['clergy-bag']!;
    expect(drawn.face).toBe('flower-bird');
    expect(bag.count).toBe(7);
    // Two places to go: the clearings with a Clergy warrior and no cathedral.
    const place = s.prompts.find((p) => p.key === 'place-flower')!.actions as Array<Action & { clearing: number }>;
    expect(place.map((a) => a.clearing).sort((a, b) => a - b)).toEqual([DUNE, BEACH]);
    // The other seat and the spectator see the same drawn flower, and the bag's count with its
    // public make-up by suit (every flower out of it is in sight), never its order.
    for (const other of [ben, cleo]) {
      const o = (await projection(other))!;
      expect(o.table.pieces['clergy-drawn-flower']?.face).toBe(drawn.face);
      expect(o.table.pieces['clergy-bag']).toMatchObject({ count: bag.count });
      expect(o.table.pieces['clergy-bag']?.face).toBeUndefined();
      const seen = o.view.seats[CLERGY]!.board.bag as { count: number; bySuit: Record<string, number> };
      expect(seen).toEqual(s.view.seats[CLERGY]!.board.bag);
      expect(Object.keys(seen)).toEqual(['count', 'bySuit']);
      expect(Object.values(seen.bySuit).reduce((a, b) => a + b, 0)).toBe(bag.count);
    }
    const flowersThere = (v: ViewLike): number => v.map[BEACH - 1]!.tokens.filter((t) => t.kind === 'flower' && t.suit === 'bird').length;
    expect(flowersThere(s.view)).toBe(0);
    const target = s.table.pieces[`clearing-${BEACH}`]!;
    // Pressed on the bag, the flower comes out and follows the pointer to the clearing.
    await drag(ana, await onScreen(ana, bag.x, 1.5, bag.z), await onScreen(ana, target.x, 0.2, target.z));
    for (const page of all()) await waitView(page, 'the flower in Beach', (v) => flowersThere(v) === 1);
    await expect.poll(async () => (await cleo.locator('[data-testid=log]').textContent()) ?? '', POLL).toMatch(/placed a bird flower in Beach \(rabbit\)/);
    await agree(all());
    await screenshot(ana, 'root-flower-placed');
  }, IT_MS);

  it('rules: the battle line\'s rule code opens the Rules panel at Battle; a Clergy status explains itself; no page says "stand-in"', async () => {
    for (const page of all()) expect(await page.locator('body').innerText()).not.toMatch(/\bstand-in\b/i);
    await tap(ana.locator('[data-testid=log-entry].kind-battle [data-testid=log-rule]').first());
    const panel = ana.locator('[data-testid=rules-panel]');
    await expect.poll(() => panel.count(), POLL).toBe(1);
    expect(await panel.locator('[data-testid=rules-from]').textContent()).toMatch(/battle.+explained below/);
    expect(await panel.locator('.rules-target').getAttribute('data-section')).toBe('battle');
    expect(await panel.locator('.rules-target code.hit').textContent()).toBe('battle');
    await expect.poll(() => panel.locator('.rules-target').isVisible(), POLL).toBe(true);
    await screenshot(ana, 'root-rules-from-log');
    for (const size of [{ width: 1440, height: 900 }, { width: 390, height: 844 }]) {
      await ana.setViewportSize(size);
      await expect.poll(() => panel.locator('.rules-target').isVisible(), POLL).toBe(true);
      await screenshot(ana, `root-rules-${size.width}x${size.height}`);
    }
    await ana.keyboard.press('Escape');
    await expect.poll(() => panel.count(), POLL).toBe(0);
    // A status on the Clergy board names a term of the reference: it opens the part that explains it.
    await ana.setViewportSize({ width: 1440, height: 900 });
    const heretic = ana.locator('[data-testid=penitence] [data-testid=rule-term]').first();
    expect(await heretic.getAttribute('title')).toMatch(/Clergy/);
    await tap(heretic);
    await expect.poll(() => ana.locator('[data-testid=rules-panel] .rules-target').getAttribute('data-section'), POLL).toBe('hcc');
    await screenshot(ana, 'root-rules-term-1440x900');
    await ana.keyboard.press('b');
    await expect.poll(() => panel.count(), POLL).toBe(0);
    await ana.setViewportSize(VIEWPORT);
  }, IT_MS);
});
