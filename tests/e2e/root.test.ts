/**
 * Root in the browser: Ana (Honeycomb Clergy) and Ben (Queenless Legion) create and join a
 * table, set up through the HUD, and play the Clergy's first turn: a Crusade moves four
 * warriors into the Legion's clearing and battles there, the Legion (the defender) is
 * offered its ambush and plays it from its hand, the Clergy take the 2 hits, the dice decide the rest;
 * then a Mission moves a warrior back. Moves go through the HUD's move picker, the
 * fallback to dragging on the map. After each step both pages must show the same map,
 * scores and log. The seed is fixed, so the deal is known (the engine's random-play and
 * rule tests cover other deals); every wait is on state, never on fixed times (SwiftShader
 * draws a dozen frames a second).
 *
 * The steps share one table and run in order; a new step is one more `it` in its place.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { createTableAs, joinTableAs, screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';

const STEP_MS = 30_000;
/** A step's whole budget: a screenshot alone can take twenty seconds on a busy machine. */
const IT_MS = 120_000;
/** Small enough to keep SwiftShader quick with two pages, wide enough for the HUD's columns. */
const VIEWPORT = { width: 1100, height: 720 };
const POLL = { timeout: STEP_MS, interval: 200 };

interface ClearingLike { id: number; warriors: number[]; tokens: Array<{ kind: string; suit?: string }>; buildings: Array<{ kind: string }> }
interface ViewLike {
  seats: Array<{ seat: number; faction: string; vp: number; handCount: number; hand?: unknown[] }>;
  map: ClearingLike[];
  turn: { seat: number; number: number; phase: string; step: string };
  decision: { seat: number; kind: string };
  battle?: { clearing: number; attacker: number; defender: number; step: string; ambush?: string };
}
type W = {
  __woodland: {
    table: { getState(): { seat: number | 'spectator' | null; projection: { version: number; view: ViewLike; log: Array<{ text: string; kind: string }> } | null } };
  };
};

/** What both players must agree on: the map, VP, hand sizes, whose decision, the log's public lines. */
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
      // Own draws read "You drew …" in the drawer's log; every other line is the same for both.
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
  }, STEP_MS);
}

/** Waits until both pages show the same version of the table and the same public state. */
async function agree(a: Page, b: Page): Promise<void> {
  const both = await until('both pages at the same state', async () => {
    const [x, y] = await Promise.all([shared(a), shared(b)]);
    return x.version === y.version ? [x, y] as const : null;
  }, STEP_MS);
  expect(both[1]).toEqual(both[0]);
}

/**
 * Clicks a HUD control. Playwright's own click first waits for the element to hold still
 * over two animation frames, which takes seconds while SwiftShader draws two tables on a
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
  await until(`a choice "${label}" for ${key}`, async () => (await button.count()) > 0 || (await select.count()) > 0, STEP_MS);
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

/** Moves warriors with the HUD's move picker. */
async function moveWith(page: Page, from: number, to: number, n: number): Promise<void> {
  await page.locator('[data-testid=move-picker]').waitFor({ state: 'visible', timeout: STEP_MS });
  await page.selectOption('[data-testid=move-from]', String(from));
  await page.selectOption('[data-testid=move-to]', String(to));
  await page.selectOption('[data-testid=move-n]', String(n));
  await tap(page.locator('[data-testid=move-send]'));
}

const warriors = (v: ViewLike, id: number, seat: number): number => v.map[id - 1]?.warriors[seat] ?? 0;

const GLADE = 12;
const BEACH = 10;
const DUNE = 9;
const HILL = 1;
const CLERGY = 0;
const LEGION = 1;

describe('Root: Clergy against Legion through the HUD', () => {
  const table = servedTable({ seeds: () => 'root-e2e' });
  let ana: Page;
  let ben: Page;

  it('two players create and join a Clergy-against-Legion table', async () => {
    ana = await table.open(VIEWPORT);
    const code = await createTableAs(ana, 'Ana', { game: 'root', seats: 2 });
    ben = await table.open(VIEWPORT);
    await joinTableAs(ben, 'Ben', code, 'player');
    for (const page of [ana, ben]) {
      await page.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
      await waitView(page, 'the setup', (v) => v.turn.phase === 'setup');
    }
    // Faction colours and VP in the seats panel, the faction boards, the banner.
    await expect.poll(() => ana.locator('[data-testid=seat-role]').allTextContents(), POLL).toEqual(['Honeycomb Clergy', 'Queenless Legion']);
    await expect.poll(() => ben.locator('[data-testid=seat-score]').allTextContents(), POLL).toEqual(['0 VP', '0 VP']);
    await expect.poll(() => ana.locator('[data-testid=root-expected]').textContent(), POLL).toMatch(/^Your decision: Place your cathedral/);
    await expect.poll(() => ben.locator('[data-testid=root-expected]').textContent(), POLL).toMatch(/^Waiting for Honeycomb Clergy \(Ana\)/);
    expect(await ana.locator('[data-testid=board-clergy].expanded').count()).toBe(1);
    expect(await ben.locator('[data-testid=board-legion].expanded').count()).toBe(1);
    expect(await ana.locator('[data-testid=clergy-bag]').textContent()).toMatch(/11 flowers.*3 fox.*3 rabbit.*3 mouse.*2 bird/);
    // Hands stay private: Ana's page lists her three cards, and nothing of Ben's.
    expect(await ana.locator('[data-testid=root-card]').count()).toBe(3);
    expect((await view(ana))!.seats[LEGION]!.hand).toBeUndefined();
    await screenshot(ana, 'root-setup-clergy');
  }, IT_MS);

  it('the Clergy set up: cathedral in Glade, a warrior in a clearing of each suit, flowers drawn', async () => {
    await choose(ana, 'setup', 'Glade (fox)');
    await waitView(ana, 'the cathedral', (v) => v.map[GLADE - 1]!.buildings.length === 1);
    await choose(ana, 'setup', 'Glade (fox)');
    await waitView(ana, 'the fox warrior', (v) => warriors(v, GLADE, CLERGY) === 4);
    await choose(ana, 'setup', 'Beach (rabbit)');
    await waitView(ana, 'the rabbit warrior', (v) => warriors(v, BEACH, CLERGY) === 1);
    await choose(ana, 'setup', 'Dune (mouse)');
    const v = await waitView(ben, "the Legion's setup", (x) => x.turn.seat === LEGION && x.decision.seat === LEGION);
    expect(v.map.flatMap((c) => c.tokens).filter((t) => t.kind === 'flower')).toHaveLength(3);
    await agree(ana, ben);
  }, IT_MS);

  it('the Legion set up: Hill, then Beach, then a starting campaign card', async () => {
    await choose(ben, 'setup', 'Hill (fox)');
    await waitView(ben, 'the corner', (v) => warriors(v, HILL, LEGION) === 3);
    await choose(ben, 'setup', 'Beach (rabbit)');
    await waitView(ben, 'the adjacent clearing', (v) => warriors(v, BEACH, LEGION) === 3);
    await tap(ben.locator('[data-testid=root-option][data-key=campaign]').first());
    await waitView(ana, 'turn 1', (v) => v.turn.number === 1 && v.turn.seat === CLERGY);
    await expect.poll(() => ben.locator('[data-testid=legion-campaign]').textContent(), POLL).toMatch(/Campaign card.+(fox|rabbit|mouse|bird)/);
    await agree(ana, ben);
  }, IT_MS);

  it('a Crusade moves four warriors into Beach and battles; the defender is offered the ambush', async () => {
    await press(ana, 'done', 'root-finish');
    await waitView(ana, 'Daylight', (v) => v.turn.phase === 'daylight' && v.turn.step === 'hcc-act');
    await press(ana, 'crusade');
    await moveWith(ana, GLADE, BEACH, 4);
    await waitView(ana, 'the move', (v) => warriors(v, BEACH, CLERGY) === 5);
    await press(ana, 'battle');
    await waitView(ben, 'the ambush decision', (v) => v.battle?.step === 'ambush' && v.decision.seat === LEGION);
    // The defender sees the battle with its ambush and the way to decline it; the attacker waits.
    await ben.locator('[data-testid=root-battle] [data-testid=root-option][data-key=ambush]').first().waitFor({ timeout: STEP_MS });
    expect(await ben.locator('[data-testid=root-battle] [data-testid=root-finish]').textContent()).toBe('No ambush');
    expect(await ana.locator('[data-testid=root-battle] button').count()).toBe(0);
    await expect.poll(() => ana.locator('[data-testid=battle-now]').textContent(), POLL).toMatch(/Queenless Legion \(Ben\): may play an ambush card/);
    await screenshot(ben, 'root-ambush-defender');
    // Ben plays it from his hand: the lit card lists its use.
    await tap(ben.locator('[data-testid=root-card][data-usable=true]', { hasText: 'Ambush' }).first());
    await tap(ben.locator('[data-testid=card-use]', { hasText: 'Play Ambush (bird)' }));
    await waitView(ana, 'the cancel decision', (v) => v.battle?.step === 'counter' && v.decision.seat === CLERGY);
    await expect.poll(() => ana.locator('[data-testid=battle-ambush]').textContent(), POLL).toMatch(/Ambush/);
    await press(ana, 'done', 'root-finish');
    const after = await waitView(ana, 'the end of the battle', (v) => v.battle === undefined && v.decision.seat === CLERGY);
    // Ambush: 2 hits on the Clergy; dice 3 and 2: 3 hits on the Legion, 2 more on the Clergy.
    expect(warriors(after, BEACH, CLERGY)).toBe(1);
    expect(warriors(after, BEACH, LEGION)).toBe(0);
    await expect.poll(async () => (await ben.locator('[data-testid=log]').textContent()) ?? '', POLL).toMatch(/Battle dice in Beach \(rabbit\): 3 and 2/);
    await agree(ana, ben);
    await screenshot(ana, 'root-after-battle');
  }, IT_MS);

  it('a Mission moves the last warrior in Beach back to the cathedral', async () => {
    await press(ana, 'mission');
    await moveWith(ana, BEACH, GLADE, 1);
    await waitView(ana, 'the Mission move', (v) => warriors(v, GLADE, CLERGY) === 1 && warriors(v, BEACH, CLERGY) === 0);
    await agree(ana, ben);
    expect(warriors((await view(ben))!, DUNE, CLERGY)).toBe(1);
    await screenshot(ben, 'root-mission-legion-view');
  }, IT_MS);
});
