/**
 * Rules games played without a pointer: two players open a table with the mouse, then play
 * only with the keyboard (page.keyboard: A, Home, arrows, letters, Enter). A opens the
 * choices list of the seat's legal actions and focuses it; Home and ↓ move to a line, Enter
 * takes it. Root: the faction setup (clearings chosen from the list) and a whole round, each
 * seat's turn once. Delve: a whole round — the secret selection of two cards, each seat's
 * turn (halves, hexes, targets) and the cleanup. The focused list shows a visible outline.
 *
 * Which line is taken: one that ends a step or declines ("End", "Done", "Skip", "No rest"…)
 * when there is one, else the first, so a round ends in few actions. Every wait is on the
 * pages' state; both tables stop drawing (SwiftShader is slow and the checks are on the HUD).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTableAs, joinTableAs, setDrawing, until } from './browser.ts';
import { servedTable, type ServedTable } from './fixture.ts';

const STEP_MS = 20_000;
const VIEWPORT = { width: 900, height: 600 };
/** Lines that end a step or decline: taken first, so a round passes in few actions. */
const FINISH = /^(End|Done|Skip|Do not|Stop|No rest|No |Pass|Decline|Keep|Lose )/;

interface Seen { version: number; view: Record<string, unknown>; prompts: unknown[] }
type W = { __woodland: { table: { getState(): { projection: Seen | null } } } };

async function seen(page: Page): Promise<Seen | null> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, view: p.view, prompts: p.prompts })) as Seen : null;
  });
}

async function open(table: ServedTable): Promise<Page> {
  const page = await table.open(VIEWPORT);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
  return page;
}

/** Opens a two-seat table of `game` (the only pointer use), both tables stop drawing. */
async function seated(table: ServedTable, game: string): Promise<Page[]> {
  const [ana, ben] = await Promise.all([open(table), open(table)]);
  const code = await createTableAs(ana!, 'Ana', { game, seats: 2 });
  await joinTableAs(ben!, 'Ben', code, 'player');
  for (const page of [ana!, ben!]) {
    await until('the table', async () => ((await seen(page))?.view ? true : null), STEP_MS);
    await setDrawing(page, false, STEP_MS);
  }
  return [ana!, ben!];
}

/**
 * Takes one line of `page`'s choices list by keyboard alone: A focuses the list (when it is
 * not focused), Home and ↓ reach the line, Enter takes it. Returns the line's words.
 */
async function takeByKeys(page: Page, version: number): Promise<string> {
  const list = page.locator('[data-testid=prompt-keys-list]');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  if (focused !== 'prompt-keys-list') await page.keyboard.press('a');
  await until('the list focused', () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'prompt-keys-list'), STEP_MS);
  const lines = await until('the lines of the prompts now', async () => {
    const s = await seen(page);
    const texts = await list.locator('[data-testid=prompt-key]').allTextContents();
    return s && s.version === version && texts.length > 0 ? texts : null;
  }, STEP_MS);
  const finish = lines.findIndex((t) => FINISH.test(t));
  const at = finish >= 0 ? finish : 0;
  await page.keyboard.press('Home');
  for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
  const current = list.locator('[aria-selected=true]');
  expect(await current.textContent()).toBe(lines[at]);
  await page.keyboard.press('Enter');
  await until(`"${lines[at]}" taken`, async () => ((await seen(page))?.version ?? 0) > version, STEP_MS);
  return lines[at]!;
}

/** The pages with prompts now, with their versions (both, during a secret selection). */
async function acting(pages: Page[]): Promise<Array<{ page: Page; version: number }>> {
  return until('a seat to act', async () => {
    const all = await Promise.all(pages.map(async (page) => ({ page, s: await seen(page) })));
    const top = Math.max(...all.map((x) => x.s?.version ?? 0));
    // Wait until both pages have the newest version, so neither acts on a stale prompt.
    if (all.some((x) => x.s?.version !== top)) return null;
    const who = all.filter((x) => (x.s?.prompts.length ?? 0) > 0).map((x) => ({ page: x.page, version: x.s!.version }));
    return who.length > 0 ? who : null;
  }, STEP_MS);
}

describe('rules games by keyboard alone', () => {
  const table = servedTable({ seeds: () => 'keyboard-e2e' });

  it('Root: setup and a whole round (each seat\'s turn once), every choice from the keyboard list', async () => {
    const pages = await seated(table, 'root');
    const turns: Array<{ seat: number; phase: string }> = [];
    const lines: string[] = [];
    let taken = 0;
    for (;;) {
      const s = (await seen(pages[0]!))!;
      const turn = s.view.turn as { seat: number; phase: string; number?: number };
      if (turns.at(-1)?.seat !== turn.seat || turns.at(-1)?.phase !== turn.phase) turns.push({ seat: turn.seat, phase: turn.phase });
      const played = new Set(turns.filter((t) => t.phase !== 'setup').map((t) => t.seat));
      // The round is over when both seats have had a turn and the first is on again.
      const first = turns.find((t) => t.phase !== 'setup')?.seat;
      if (played.size === 2 && turn.seat === first && turn.phase !== 'setup') break;
      const [next] = await acting(pages);
      lines.push(await takeByKeys(next!.page, next!.version));
      taken += 1;
      expect(taken).toBeLessThan(120);
    }
    // Some choices were among several actions of one prompt (a clearing, a card), worded apart.
    expect(lines.some((l) => l.includes(' — ')), lines.join('\n')).toBe(true);
    // The focused list wears the amber focus ring, not the browser's faint default.
    await pages[0]!.keyboard.press('a');
    const outline = await pages[0]!.evaluate(() => getComputedStyle(document.activeElement!).outlineWidth);
    expect(outline).toBe('3px');
    for (const page of pages) await page.close();
  }, 150_000);

  it('Delve: a whole round — selection, each seat\'s turn, cleanup — every choice from the keyboard list', async () => {
    const pages = await seated(table, 'delve');
    const round = async (): Promise<number> => ((await seen(pages[0]!))!.view.round as number);
    const start = await round();
    let taken = 0;
    const lines: string[] = [];
    let last: Page | null = null;
    while ((await round()) === start) {
      // During the secret selection both seats have prompts (a choice may be changed until
      // both have chosen): the seat that did not act last takes its line.
      const who = await acting(pages);
      const next = who.find((x) => x.page !== last) ?? who[0]!;
      last = next.page;
      lines.push(await takeByKeys(next.page, next.version));
      taken += 1;
      expect(taken).toBeLessThan(80);
    }
    // The selection was a pair of cards chosen from the list, and both seats played a card's half.
    expect(lines.filter((l) => /leads, with/.test(l))).toHaveLength(2);
    expect((await seen(pages[1]!))!.view.round).toBe(start + 1);
    for (const page of pages) await page.close();
  }, 150_000);
});
