/**
 * Accessibility and the second language, page by page: axe-core (WCAG 2 A and AA rules) on
 * the start page and on a table of every game — the free table, Explorers, Root, Delve, Into
 * the Forest — seated, with the HUD drawn, at a desktop's 1440 × 900 and a phone's 390 × 844;
 * no violation may be serious or critical. Each page's violations by impact are printed.
 *
 * The same pages read in French (a browser whose language is fr-FR): `<html lang="fr">`, no
 * visible text or label is a catalogue key left unworded, and words of the French catalogues
 * (the shell's, the game's) are on the page, read from the catalogues themselves. Text the
 * engine sends inside the projection (log lines, prompt labels) is still English and is not
 * checked. Screenshots of every French page at both sizes land in test-output/e2e/accessibility/.
 *
 * One table per game: Ana's English page takes the first seat, Béa's French page the second;
 * each page plays its first offered action for a few steps, so the HUD is past its opening.
 */
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import type { Messages, Words } from '../../client/words/catalogue.ts';
import { en } from '../../client/words/en/index.ts';
import { fr } from '../../client/words/fr/index.ts';
import { sandboxWords } from '../../client/games/sandbox/words/index.ts';
import { explorersWords } from '../../client/games/explorers/words/index.ts';
import { rootWords } from '../../client/games/root/words/index.ts';
import { delveWords } from '../../client/games/delve/words/index.ts';
import { forestWords } from '../../client/games/forest/words/index.ts';
import { tableSeed } from '../room/random-play.ts';
import { drawnScreenshot, goInApp, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const STEP_MS = 30_000;
/** A catalogue key shown instead of its words (a message missing everywhere shows its key). */
const KEY = /\b(hud|net|help|replay|broadcast|scene|profile|settings|palette|follow|interaction|sandbox|root|delve|explorers|forest)\.[a-z]/;

interface Game { id: string; name: string; options: Record<string, unknown>; hud: string; steps: number; words: Words }
const GAMES: Game[] = [
  { id: 'sandbox', name: 'free-table', options: {}, hud: '[data-testid=seats], [data-testid=hud-dock]', steps: 0, words: sandboxWords },
  { id: 'explorers', name: 'explorers', options: {}, hud: '[data-testid=explorers-hud]', steps: 2, words: explorersWords },
  { id: 'root', name: 'root', options: {}, hud: '[data-testid=root-hud]', steps: 6, words: rootWords },
  { id: 'delve', name: 'delve', options: { characters: ['warden', 'ranger'] }, hud: '[data-testid=delve-hud]', steps: 2, words: delveWords },
  { id: 'forest', name: 'forest', options: { rounds: 2 }, hud: '[data-testid=forest-hud]', steps: 2, words: forestWords },
];

interface Prompted { version: number; actions: unknown[] }
type W = {
  __woodland: {
    table: { getState(): { projection: { version: number; prompts: Array<{ actions: unknown[] }> } | null; rejection: { ref?: string } | null } };
    net: { sendIntent(action: unknown): string };
  };
};
interface Violation { id: string; impact: string | null; help: string; nodes: Array<{ target: string[]; failureSummary?: string }> }

/** The page's projection version and its offered actions, or null before the first snapshot. */
function prompted(page: Page): Promise<Prompted | null> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, actions: p.prompts.flatMap((q) => q.actions) })) as Prompted : null;
  });
}

/**
 * axe-core's WCAG 2 A and AA rules on the page as it is. The 3D table's canvas is left out:
 * it is a picture of the table, not text, so contrast and names do not apply to its pixels
 * (its pieces are reached through the HUD and the keyboard layer, which are checked).
 */
async function violations(page: Page): Promise<Violation[]> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run({ exclude: [['canvas']] }, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target.map(String), failureSummary: n.failureSummary })) }));
  });
}

/** Runs axe on `page`, prints its violations by impact, and fails softly on each serious or critical one. */
async function audit(page: Page, name: string): Promise<void> {
  const found = await violations(page);
  const byImpact: Record<string, number> = {};
  for (const v of found) byImpact[v.impact ?? 'none'] = (byImpact[v.impact ?? 'none'] ?? 0) + v.nodes.length;
  console.log(`axe ${name}: ${found.length} rules, nodes by impact ${JSON.stringify(byImpact)}${found.length ? ` — ${found.map((v) => `${v.id}(${v.impact}×${v.nodes.length})`).join(', ')}` : ''}`);
  const bad = found.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const detail = bad.map((v) => `${v.id} (${v.impact}): ${v.help}\n${v.nodes.slice(0, 6).map((n) => `  ${n.target.join(' ')} — ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ').trim()}`).join('\n')}`);
  expect.soft(detail, `serious or critical axe violations on ${name}`).toEqual([]);
}

/** Every visible text node's words and every visible control's label, placeholder and title. */
function visibleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const shown = (el: Element | null): boolean => !!el && (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) !== false && el.getClientRects().length > 0;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = n.textContent?.trim();
      if (text && shown(n.parentElement) && !n.parentElement?.closest('script, style')) out.push(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [placeholder], [title]')) {
      if (!shown(el)) continue;
      for (const a of ['aria-label', 'placeholder', 'title']) {
        const v = el.getAttribute(a)?.trim();
        if (v) out.push(v);
      }
    }
    return out;
  });
}

/** A catalogue's French messages with no argument and unlike their English (so they prove French). */
function frenchOnly(words: { en: Messages; fr: Messages }): string[] {
  return Object.entries(words.fr).filter(([k, v]) => !v.includes('{') && v !== words.en[k] && v.length >= 4).map(([, v]) => v);
}

/**
 * The French page `name` as it is: its `<html lang>`, no catalogue key in its words, some of
 * the shell's French words `shell` and of the French-only messages `game` on it; then its
 * screenshot (drawn afresh when the page has a table).
 */
async function checkFrench(page: Page, name: string, shell: string[], game: string[]): Promise<void> {
  expect.soft(await page.evaluate(() => document.documentElement.lang), `<html lang> on ${name}`).toBe('fr');
  const seen = await visibleWords(page);
  expect.soft(seen.filter((t) => KEY.test(t)), `catalogue keys shown on ${name}`).toEqual([]);
  const all = seen.join('\n');
  expect.soft(shell.filter((w) => all.includes(w)), `the shell's French words on ${name}`).not.toEqual([]);
  if (game.length > 0) expect.soft(game.some((w) => all.includes(w)), `some of the game's French words on ${name}`).toBe(true);
  if (await page.locator('canvas').count() > 0) await drawnScreenshot(page, `accessibility/${name}`, true, false);
  else await screenshot(page, `accessibility/${name}`);
}

/** Opens each drawer of the compact HUD's dock in turn (none on a desktop), runs `check` with it open, and closes it. */
async function eachDrawer(page: Page, check: (tab: string) => Promise<void>): Promise<void> {
  const tabs = await page.locator('[data-testid=hud-dock] .dock-tab').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid') ?? ''));
  for (const tab of tabs) {
    await page.click(`[data-testid="${tab}"]`);
    // An open drawer is a sheet under the dock, over the table: never down over the bottom panels.
    const tops = await page.locator('.hud .drawer').evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getBoundingClientRect().top));
    expect.soft(tops.filter((top) => top > page.viewportSize()!.height / 2), `the ${tab} drawer lies under the dock`).toEqual([]);
    await check(tab.replace(/^dock-/, ''));
    await page.click(`[data-testid="${tab}"]`);
  }
}

describe('Accessibility (axe, WCAG 2 AA) and French on every page', () => {
  const table = servedTable({ seeds: () => tableSeed('accessibility-e2e') });
  let ana: Page;
  let bea: Page;
  let french: BrowserContext;

  /** A new page in `context` at the start page, with a saved name (put there before the page's first load). */
  async function startPage(context: BrowserContext, name: string): Promise<Page> {
    await context.addInitScript((name) => {
      if (location.origin !== 'null') localStorage.setItem('woodland:profile', JSON.stringify({ name, color: '#2980b9' }));
    }, name);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error('page error:', e.message));
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(table.base());
    await page.locator('[data-testid=player-name]').waitFor({ timeout: STEP_MS });
    return page;
  }

  /** Both pages seated at a new table of `game`, its HUD drawn, a few steps played. */
  async function seat(game: Game): Promise<void> {
    const res = await fetch(`${table.base()}/api/tables`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: game.id, seats: 2, options: game.options }) });
    const { code } = (await res.json()) as { code?: string };
    if (!code) throw new Error(`no ${game.id} table`);
    // The first game's table is a real page load; the next games' are reached inside the app (no reload).
    const load = game === GAMES[0];
    for (const page of [ana, bea]) {
      await page.setViewportSize(DESKTOP);
      if (load) await page.goto(`${table.base()}/t/${code}`);
      else await goInApp(page, `/t/${code}`);
      await until(`a seat at ${game.id}`, () => prompted(page));
      await page.locator(game.hud).first().waitFor({ timeout: STEP_MS });
      // SwiftShader redraws a backdrop blur on every frame; the HUD's colours stay as they are (the style stays for the document's life).
      if (load) await page.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
      await setDrawing(page, false, STEP_MS);
    }
    for (let i = 0; i < game.steps; i++) {
      const states = await Promise.all([ana, bea].map(prompted));
      const k = states.findIndex((s) => s && s.actions.length > 0);
      if (k < 0) break;
      const page = [ana, bea][k]!;
      const before = states[k]!.version;
      const ref = await page.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), states[k]!.actions[0]);
      // The table moves on, or the server refuses the action (then nothing will move: stop at once).
      const outcome = await page.waitForFunction(([v, ref]) => {
        const s = (window as unknown as W).__woodland.table.getState();
        return (s.projection?.version ?? -1) > v ? 'moved' : s.rejection?.ref === ref ? 'refused' : false;
      }, [before, ref] as const, { polling: 50, timeout: 10_000 }).then((h) => h.jsonValue(), () => 'stuck');
      if (outcome !== 'moved') break;
    }
    await Promise.all([ana, bea].map((page) => page.locator(game.hud).first().waitFor({ timeout: STEP_MS })));
  }

  it('the start page: no serious or critical violation at either size; in French, words and no keys', async () => {
    ana = await startPage(await table.browser().newContext({ viewport: DESKTOP, locale: 'en-US' }), 'Ana');
    await audit(ana, 'start page 1440');
    await ana.setViewportSize(PHONE);
    await audit(ana, 'start page 390');
    french = await table.browser().newContext({ viewport: DESKTOP, locale: 'fr-FR' });
    bea = await startPage(french, 'Béa');
    const shell = [fr['hud.create.title'], fr['hud.join.title']];
    expect(shell).not.toContain(en['hud.create.title']);
    expect(shell).not.toContain(en['hud.join.title']);
    await checkFrench(bea, 'start-fr-1440', shell, []);
    await bea.setViewportSize(PHONE);
    await checkFrench(bea, 'start-fr-390', shell, []);
  }, 90_000);

  for (const game of GAMES) {
    it(`${game.name}: no serious or critical violation at either size; in French, words and no keys`, async () => {
      await seat(game);
      const shell = [fr['hud.seats.title'], fr['hud.log.title']];
      expect(shell).not.toContain(en['hud.seats.title']);
      const own = frenchOnly(game.words);
      await audit(ana, `${game.name} 1440`);
      await checkFrench(bea, `${game.name}-fr-1440`, shell, own);
      for (const page of [ana, bea]) await page.setViewportSize(PHONE);
      await audit(ana, `${game.name} 390`);
      await eachDrawer(ana, (tab) => audit(ana, `${game.name} 390, ${tab} drawer open`));
      await checkFrench(bea, `${game.name}-fr-390`, shell, own);
      await eachDrawer(bea, (tab) => checkFrench(bea, `${game.name}-fr-390-${tab}`, shell, own));
    }, 120_000);
  }
});
