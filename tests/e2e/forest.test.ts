/**
 * Into the Forest in the browser: two travellers at one table in Debian's Chromium (WebGL
 * on SwiftShader) against the real server and the built client — Ana on a 1440 × 900
 * screen, Ben on a 390 × 844 phone. Ana draws by clicking the Forest Deck on the table and
 * gets its bottom card; she drags a drawn wild card onto her mat and answers the direction
 * question with a direction her map does not need, then clicks it on the table on her next
 * turn to reassign it; the rest is played by the script in forest-script.ts through an
 * Ambush, a completed map and a reshuffle of the discard that keeps every card's facing.
 * The actions those moments come from are sent with the HUD's buttons; the ones between
 * them, which show nothing new, are sent through each page's own connection (the client's
 * `__woodland.net.sendIntent`), as the buttons send them, without waiting for the HUD to
 * offer them (an Ambush holds the buttons for 2.2 s). Both pages are checked against each
 * other and screenshots are saved at both sizes.
 *
 * The table seed is fixed (the server's test-only `seeds` hook). It was chosen offline by
 * playing the same script on the engine over 400 labels: with 'forest-e2e-26' Ana's first
 * three draws bring a Deer Trail (wild), Ben completes Shepherd's Loop at the 25th action,
 * Ambushes strike along the way and the deck runs out at the 55th.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { ForestAction } from '../../engine/games/forest/actions.ts';
import { forest } from '../../engine/games/forest/index.ts';
import type { ForestState, ForestView } from '../../engine/games/forest/state.ts';
import { tableSeed } from '../room/random-play.ts';
import { createTableAs, drawnScreenshot, joinTableAs, sceneAtRest, screenOf, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';
import { clickPiece, dragPiece } from './gestures.ts';
import { scriptStep } from './forest-script.ts';

const SEED = tableSeed('forest-e2e-26');
/** The most actions the script may take to reach the reshuffle. */
const MAX_ACTIONS = 70;

interface PieceLike { x: number; y: number; z: number; face?: string; count?: number }
interface LogLike { v: number; kind: string; text: string; seat?: number }
interface Seen { version: number; view: ForestView; prompts: Array<{ key: string; actions: unknown[] }>; pieces: Record<string, PieceLike>; log: LogLike[] }

interface W {
  __woodland: {
    table: { getState(): { projection: { version: number; view: unknown; prompts: unknown; table: { pieces: unknown }; log: unknown } | null } };
    three?: unknown;
    net: { sendIntent(action: unknown): string };
  };
}

/** One action of the script after the opening, as the engine plays it: who sends it, the version it makes and the log kinds it adds. */
interface Step { seat: number; action: ForestAction; version: number; kinds: string[] }

/**
 * The script played on the engine from version `from` of `start` until the reshuffle, as
 * the pages will play it (the same seed, so the same deck).
 */
function planFrom(start: Match<ForestState>, from: number): Step[] {
  let m: Match = start;
  const steps: Step[] = [];
  while (steps.length < MAX_ACTIONS) {
    const seat = (projectMatch(forest, m, 'spectator').view as ForestView).turn!.seat;
    const p = projectMatch(forest, m, seat);
    const action = scriptStep(p.view as ForestView, p.prompts, seat);
    if (!action) throw new Error(`the script has nothing for seat ${seat} at version ${m.version}`);
    const next = applyAction(forest, m, seat, action);
    if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
    m = next.match;
    const kinds = m.log.filter((e) => e.v === m.version).map((e) => e.kind);
    if (m.version > from) steps.push({ seat, action, version: m.version, kinds });
    if (kinds.includes('reshuffle')) return steps;
  }
  throw new Error('the script never reshuffled');
}

/**
 * Sends `action` through the page's own connection once the page holds version `v` (what
 * the HUD's button sends, without waiting for the HUD to offer it).
 */
async function sendAt(page: Page, v: number, action: ForestAction): Promise<void> {
  try {
    await page.waitForFunction(({ v, action }) => {
      const w = (window as unknown as W).__woodland;
      if ((w.table.getState().projection?.version ?? -1) < v) return false;
      w.net.sendIntent(action);
      return true;
    }, { v, action }, { polling: 20, timeout: 30_000 });
  } catch {
    throw new Error(`timed out waiting for version ${v} to send ${JSON.stringify(action)}`);
  }
}

async function seen(page: Page): Promise<Seen | null> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, view: p.view, prompts: p.prompts, pieces: p.table.pieces, log: p.log })) : null;
  });
}

async function now(page: Page): Promise<Seen> {
  const s = await seen(page);
  if (!s) throw new Error('no projection');
  return s;
}

/**
 * What the page holds once it reached version `v`: waited for inside the page (one round
 * trip, not a poll of the whole projection from here: the pages paint a few frames a
 * second on SwiftShader, and every round trip waits for them).
 */
async function at(page: Page, v: number, what: string): Promise<Seen> {
  try {
    await page.waitForFunction((v) => ((window as unknown as W).__woodland.table.getState().projection?.version ?? -1) >= v, v, { polling: 50, timeout: 30_000 });
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
  return now(page);
}

/** Where piece `p` shows on the screen: its top. */
function pointOf(page: Page, p: PieceLike): Promise<[number, number]> {
  return screenOf(page, p.x, p.y + 0.05, p.z);
}

/**
 * Sends the script's action with the HUD's own button, clicked inside the page as soon as
 * it is there and enabled (an Ambush holds the buttons for a moment): on SwiftShader the
 * page paints a few frames a second, and Playwright's own click waits for the button to
 * hold still over two of them.
 */
async function viaHud(page: Page, a: ForestAction): Promise<void> {
  try {
    await page.waitForFunction((sel) => {
      const b = document.querySelector<HTMLButtonElement>(sel);
      if (!b || b.disabled) return false;
      b.click();
      return true;
    }, locatorSelector(a), { polling: 60, timeout: 30_000 });
  } catch {
    throw new Error(`timed out waiting for the ${a.t} button (${locatorSelector(a)})`);
  }
}

/** The CSS selector of the HUD button that sends `a`. */
function locatorSelector(a: ForestAction): string {
  return a.t === 'draw' ? '[data-testid=draw-card]'
    : a.t === 'place' ? `[data-testid=drawn-card][data-card=${a.card}] [data-testid=${a.as ? `place-as-${a.as}` : 'place-card'}]`
      : a.t === 'assign' ? `[data-testid=wild-entry][data-card=${a.card}] [data-testid=assign-${a.as}]`
        : '[data-testid=turn-over] button';
}

describe('Into the Forest in the browser', () => {
  const served = servedTable({ seeds: () => SEED });

  it('bottom draws, an Ambush, a wild icon assigned and reassigned on the table, a completed map and a reshuffle keeping facings; both pages agree', async () => {
    const expected = createMatch(forest, {}, 2, SEED) as Match<ForestState>;
    const ana = await served.open({ width: 1440, height: 900 });
    const code = await createTableAs(ana, 'Ana', { game: 'forest', seats: 2 });
    const ben = await served.open({ width: 390, height: 844 });
    await joinTableAs(ben, 'Ben', code, 'player');
    const pages = [ana, ben];
    for (const page of pages) {
      await until('table and scene', () => page.evaluate(() => {
        const w = (window as unknown as W).__woodland;
        return !!w.three && w.table.getState().projection !== null;
      }));
      await page.locator('[data-testid=forest-hud]').waitFor();
    }
    // Ben plays through his HUD only: his table is drawn just for his screenshots.
    await setDrawing(ben, false);
    await sceneAtRest(ana);
    expect(await ana.locator('[data-testid=fo-expected]').textContent()).toMatch(/Draw from the bottom of the Forest Deck/);
    expect(await ben.locator('[data-testid=fo-expected]').textContent()).toMatch(/Ana is about to draw/);
    await screenshot(ana, 'forest-1-start-1440');
    await drawnScreenshot(ben, 'forest-1-start-390', true);

    // Ana clicks the Forest Deck on the table: she gets its bottom card; the top stays in sight.
    let s = await now(ana);
    const deck = s.pieces['forest-deck']!;
    const top = deck.face;
    await clickPiece(ana, 'forest-deck', await pointOf(ana, deck), 80);
    s = await at(ana, 1, 'the first draw');
    expect(s.view.turn!.drawn.map((c) => c.id)).toEqual([expected.state.deck[0]!.id]);
    expect(s.pieces['forest-deck']).toMatchObject({ face: top, count: deck.count! - 1 });
    // Ben watches the draw: the same card in his drawn-cards panel.
    const benFirst = await at(ben, 1, 'the draw on Ben\'s page');
    expect(benFirst.view.turn!.drawn).toEqual(s.view.turn!.drawn);
    await ben.locator(`[data-testid=drawn-card][data-card=${s.view.turn!.drawn[0]!.id}]`).waitFor();
    expect(await ben.locator('[data-testid=drawn-count]').textContent()).toBe('1 of 3 drawn');

    // Two more draws from the HUD; the third is a wild Deer Trail.
    for (const v of [2, 3]) {
      await viaHud(ana, { t: 'draw' });
      s = await at(ana, v, `draw ${v}`);
    }
    expect(await ana.locator('[data-testid=drawn-count]').textContent()).toBe('3 of 3 drawn');
    expect(s.view.turn!.mayDraw).toBe(false);
    await screenshot(ana, 'forest-2-three-drawn-1440');
    await drawnScreenshot(ben, 'forest-2-three-drawn-390', true);
    const wild = scriptStep(s.view, s.prompts, 0) as Extract<ForestAction, { t: 'place' }>;
    expect(wild).toMatchObject({ t: 'place', as: 'N' });

    // Ana drags the Deer Trail onto her mat; the table asks which direction its wild icon stands for: north (not needed).
    const mat = s.pieces['mat-0']!;
    await dragPiece(ana, `card-${wild.card}`, await pointOf(ana, s.pieces[`card-${wild.card}`]!), await screenOf(ana, mat.x + 2, 0, mat.z));
    await ana.locator('[data-testid=choice-popup]').waitFor();
    await ana.locator('[data-testid=choice-popup] button', { hasText: 'north' }).click();
    s = await at(ana, 4, 'the wild card placed');
    const placed = s.view.travellers[0]!.tableau.find((c) => c.id === wild.card)!;
    expect(placed.as).toBe('N');
    expect(placed.x).toBeCloseTo(2, 0);
    expect(s.log.filter((e) => e.v === 4).map((e) => e.text)).toContain("Seat 1's map still needs south, west and west.");
    // The map's icons: Hermit's Trail (south, west, west) — a wild north meets none of them.
    expect(await ana.locator('[data-testid=traveller][data-seat="0"] .fo-icon.lit').count()).toBe(0);

    // The script plays on to the reshuffle. The moments the test is about are played on the
    // pages: Ana's reassignment is a click on the card on the table; the first Ambush, the
    // first completed map and the reshuffle come from the HUD's buttons. The actions between
    // them go through the acting page's connection. Ana's table is drawn only for her click
    // on it and her screenshots from here on.
    await setDrawing(ana, false);
    const steps = planFrom(expected, s.version);
    const played = new Set<Step>([
      steps.find((x) => x.action.t === 'assign' && x.seat === 0),
      steps.find((x) => x.kinds.includes('ambush')),
      steps.find((x) => x.kinds.includes('complete')),
      steps.at(-1),
    ].filter((x): x is Step => x !== undefined));
    let version = s.version;
    const notes = { ambush: 0, complete: false, reshuffle: false, reassigned: false };
    for (const step of steps) {
      const seat = step.seat;
      const page = pages[seat]!;
      if (!played.has(step)) {
        await sendAt(page, version, step.action);
        version = step.version;
        continue;
      }
      const mine = await at(page, version, `version ${version} on the acting page`);
      expect(mine.version).toBe(version);
      const action = scriptStep(mine.view, mine.prompts, seat);
      expect(action, `the scripted action at version ${version}`).toEqual(step.action);
      const discardBefore = mine.view.discard;
      if (action!.t === 'assign') {
        await setDrawing(ana, true);
        await sceneAtRest(ana);
        const card = mine.pieces[`card-${action!.card}`]!;
        await clickPiece(ana, `card-${action!.card}`, await pointOf(ana, card), 80);
        await ana.locator('[data-testid=choice-popup]').waitFor();
        await ana.locator('[data-testid=choice-popup] button', { hasText: 'south' }).click();
      } else await viaHud(page, action!);
      version = step.version;
      // The reshuffle's show is read as soon as it is up on both pages (it stays for 6 s).
      const reshuffled = step.kinds.includes('reshuffle')
        ? await Promise.all(pages.map(async (p, i) => {
          await p.locator('[data-testid=reshuffle-show]').waitFor().catch(() => { throw new Error(`no reshuffle show on page ${i}`); });
          return i === 0 ? p.locator('[data-testid=reshuffle-card]').evaluateAll((els) => els.map((e) => e.getAttribute('data-side'))) : [];
        }))
        : null;
      // Both pages at the same version show the same lines (all of the log at the end).
      const after = await Promise.all(pages.map((p) => at(p, version, `version ${version}`)));
      const events = after[0]!.log.filter((e) => e.v === version);
      expect(after[1]!.log.filter((e) => e.v === version)).toEqual(events);

      if (action!.t === 'assign') {
        notes.reassigned = true;
        expect(after[0]!.view.travellers[0]!.tableau.find((c) => c.id === action!.card)!.as).toBe('S');
        // Now it meets the map's south: one icon lit, in the panel and on the map card on the table.
        await until('the south icon lit', async () => (await ana.locator('[data-testid=traveller][data-seat="0"] .fo-icon.lit').count()) === 1);
        expect(after[0]!.pieces['map-0']!.face).toBe('map:hermits-trail:100');
        await drawnScreenshot(ana, 'forest-3-wild-reassigned-1440', true);
      }
      if (events.some((e) => e.kind === 'ambush') && notes.ambush++ === 0) {
        for (const p of pages) await p.locator('[data-testid=ambush-flash]').waitFor();
        expect(await ana.locator('[data-testid=ambush-flash]').textContent()).toContain('Ambush!');
        // Nothing more can be chosen while it resolves big on screen (read in one go: it settles after 2.2 s).
        const held = await page.evaluate(() => ({
          big: document.querySelector('[data-testid=ambush-flash]')?.getAttribute('data-big') === 'true',
          enabled: [...document.querySelectorAll<HTMLButtonElement>('[data-testid=draw-panel] button')].filter((b) => !b.disabled).length,
        }));
        if (held.big) expect(held.enabled).toBe(0);
        await drawnScreenshot(ana, 'forest-4-ambush-1440', true, false);
        await drawnScreenshot(ben, 'forest-4-ambush-390', true, false);
      }
      if (events.some((e) => e.kind === 'complete') && !notes.complete) {
        notes.complete = true;
        const who = events.find((e) => e.kind === 'complete')!.seat!;
        expect(after[0]!.view.travellers[who]!.phase).toBe('complete');
        const lit = ben.locator(`[data-testid=traveller][data-seat="${who}"] .fo-icon`);
        await until('every map icon lit', async () => (await lit.count()) > 0 && (await ben.locator(`[data-testid=traveller][data-seat="${who}"] .fo-icon.lit`).count()) === (await lit.count()));
        await drawnScreenshot(ana, 'forest-5-map-complete-1440', true);
        await drawnScreenshot(ben, 'forest-5-map-complete-390', true);
      }
      if (events.some((e) => e.kind === 'reshuffle')) {
        notes.reshuffle = true;
        // The discard went into the new deck with every card's facing: the show lists each with its side…
        expect(reshuffled![0]).toEqual(discardBefore.map((c) => c.up));
        // …and the card drawn from the new deck's bottom shows the side it was discarded with.
        const drawn = after[0]!.view.turn!.drawn.at(-1)!;
        expect(discardBefore.find((c) => c.id === drawn.id)?.up).toBe(drawn.up);
        expect(after[0]!.view.discard).toEqual([]);
        await drawnScreenshot(ben, 'forest-6-reshuffle-390', true, false);
        await drawnScreenshot(ana, 'forest-6-reshuffle-1440', true, false);
      }
    }
    expect(notes).toMatchObject({ complete: true, reshuffle: true, reassigned: true });
    expect(notes.ambush).toBeGreaterThan(0);
    // Both pages show the same log.
    const [a, b] = await Promise.all(pages.map((p) => at(p, version, `version ${version}`)));
    expect(b!.log.map((e) => e.text)).toEqual(a!.log.map((e) => e.text));
    await drawnScreenshot(ana, 'forest-7-later-1440', true);
    await drawnScreenshot(ben, 'forest-7-later-390', true);
  }, 420_000);
});
