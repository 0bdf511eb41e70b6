/**
 * Delve in the browser: two players at one table in Debian's Chromium (WebGL on
 * SwiftShader) against the real server and the built client — Ana at 1440 × 900, Ben on a
 * phone-sized page (390 × 844).
 *
 * Round 1: both compose their choice at once (Ana by clicking cards, Ben by dragging them
 * onto his slots, one with a finger and one with the mouse); Ana plays hers first and Ben's page shows two face-down cards and
 * nothing of them; Ben plays and both pages turn all four cards up in the same version.
 * Ana's turn: Taunting Roar's top attacks the Cave Rat (a click on its standee), the pull is
 * stopped, Stand Guard's bottom moves her Warden (her mini dragged onto a glowing hex). Ben
 * finishes the rat from the turn panel. Cleanup: Ana takes a short rest, Ben declines.
 * Round 2: Ana's cards and Ben's long rest are sent at the same moment; Ana plays her turn;
 * Ben's long rest loses the card he picks, heals and refreshes. Screenshots at each step.
 */
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { DelveView } from '../../engine/games/delve/state.ts';
import { hexCentre } from '../../engine/games/delve/table.ts';
import { createTableAs, drawnScreenshot, joinTableAs, sceneAtRest, screenOf, screenshot, setDrawing, until } from './browser.ts';
import { servedTable } from './fixture.ts';
import { clickPiece, dragPiece } from './gestures.ts';

const SEED = 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9';

interface PieceLike { id: string; x: number; y: number; z: number; faceUp: boolean; face?: string; label?: string }
interface Seen { version: number; view: DelveView; pieces: Record<string, PieceLike>; log: Array<{ v: number; text: string }>; prompts: Array<{ key: string }> }
interface W {
  __woodland: {
    table: { getState(): { projection: { version: number; view: unknown; prompts: unknown; table: { pieces: unknown }; log: unknown } | null } };
  };
}

async function seen(page: Page): Promise<Seen | null> {
  return page.evaluate(() => {
    const p = (window as unknown as W).__woodland.table.getState().projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, view: p.view, pieces: p.table.pieces, log: p.log, prompts: p.prompts })) : null;
  });
}

async function now(page: Page): Promise<Seen> {
  const s = await seen(page);
  if (!s) throw new Error('no projection');
  return s;
}

/**
 * What the page holds once it is past version `v`: waited for inside the page (one round
 * trip, not a poll of the whole projection from here).
 */
async function after(page: Page, v: number, what: string): Promise<Seen> {
  try {
    await page.waitForFunction((v) => ((window as unknown as W).__woodland.table.getState().projection?.version ?? -1) > v, v, { polling: 50, timeout: 30_000 });
  } catch {
    throw new Error(`timed out waiting for ${what}`);
  }
  return now(page);
}

/** The page's view, for a wait inside the page. */
type ViewHook = { __woodland: { table: { getState(): { projection: { version: number; view: DelveView } | null } } } };

/**
 * A finger drags `from` onto `to` (touch events through the DevTools protocol, which the page
 * receives as touch pointer events): up first, as a thumb lifts a card out of the hand, then
 * across to the target. `held`: called with the finger still down over the target.
 */
async function fingerDrag(page: Page, from: Locator, to: Locator, held?: (at: { x: number; y: number }) => Promise<void>): Promise<void> {
  await from.scrollIntoViewIfNeeded();
  const [a, b] = await Promise.all([from.boundingBox(), to.boundingBox()]);
  if (!a || !b) throw new Error('nothing to drag or nowhere to drop');
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 };
  const end = { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  const lift = { x: start.x, y: start.y - 30 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let i = 1; i <= 3; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start.x, y: start.y - (30 * i) / 3 }] });
  }
  for (let i = 1; i <= 4; i++) {
    const at = { x: lift.x + ((end.x - lift.x) * i) / 4, y: lift.y + ((end.y - lift.y) * i) / 4 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [at] });
  }
  await held?.(end);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

const cardNames = (s: Seen, seat: number): string[] => (s.view.chars[seat]?.played ?? []).map((id) => id);

/**
 * Ben plays on his phone through the HUD only: his table is drawn just for his screenshots
 * (SwiftShader draws two pages slowly on two cores).
 */
const benShot = (ben: Page, name: string): Promise<void> => drawnScreenshot(ben, name, true);

describe('Delve in the browser', () => {
  const served = servedTable({ seeds: () => SEED });

  it('two players choose at once in secret, the cards flip together, a turn is played, a short rest and a long rest are taken', async () => {
    const ana = await served.open({ width: 1440, height: 900 });
    await ana.fill('[data-testid=player-name]', 'Ana');
    await ana.selectOption('[data-testid=create-game]', 'delve');
    await ana.selectOption('[data-testid=create-seats]', '2');
    await ana.selectOption('[data-testid=option-character-0]', 'warden');
    await ana.selectOption('[data-testid=option-character-1]', 'ranger');
    const code = await createTableAs(ana, 'Ana');
    const ben = await served.open({ width: 390, height: 844 });
    await joinTableAs(ben, 'Ben', code, 'player');
    for (const page of [ana, ben]) {
      await page.locator('[data-testid=delve-hud]').waitFor();
      await until('the scene', () => page.evaluate(() => !!(window as unknown as { __woodland?: { three?: unknown } }).__woodland?.three));
    }
    await setDrawing(ben, false);
    // Ana's table too is drawn only while she points at it and for her screenshots.
    await sceneAtRest(ana);
    await setDrawing(ana, false);

    // Round 1: both compose at once. Ana clicks Taunting Roar (8, leads) and Stand Guard.
    await ana.locator('[data-testid=dv-hand-card][data-card=warden-roar]').click();
    await ana.locator('[data-testid=dv-hand-card][data-card=warden-guard]').click();
    // Ben drags Aimed Shot onto his second slot with a finger, then Quick Shot onto the first with the mouse.
    await fingerDrag(ben, ben.locator('[data-testid=dv-hand-card][data-card=ranger-aimed]'), ben.locator('[data-testid=dv-slot-1]'), async (at) => {
      // While the finger holds it: the card's name rides above the finger and the slot under it lights up.
      expect(await ben.locator('[data-testid=dv-drag-ghost]').textContent()).toMatch(/Aimed Shot 56/);
      // The page draws the finger's last move on its next frame.
      await expect.poll(async () => {
        const box = await ben.locator('[data-testid=dv-drag-ghost]').boundingBox();
        return Math.abs(box!.x + box!.width / 2 - at.x);
      }, { timeout: 5_000 }).toBeLessThan(2);
      const ghost = await ben.locator('[data-testid=dv-drag-ghost]').boundingBox();
      expect(ghost!.y + ghost!.height).toBeLessThan(at.y);
      expect(await ben.locator('[data-testid=dv-slot-1]').getAttribute('class')).toMatch(/\bover\b/);
      await screenshot(ben, 'delve-1-ben-drags-phone');
    });
    await expect.poll(() => ben.locator('[data-testid=dv-slot-1]').textContent()).toMatch(/Aimed Shot 56/);
    expect(await ben.locator('[data-testid=dv-slot-0]').textContent()).not.toMatch(/Shot/);
    await ben.locator('[data-testid=dv-hand-card][data-card=ranger-quick]').dragTo(ben.locator('[data-testid=dv-slot-0]'));
    await expect.poll(() => ben.locator('[data-testid=dv-slot-0]').textContent()).toMatch(/Quick Shot 12/);
    await expect.poll(() => ben.locator('[data-testid=dv-slot-1]').textContent()).toMatch(/Aimed Shot 56/);
    await drawnScreenshot(ana, 'delve-1-ana-composes', true);
    await benShot(ben, 'delve-1-ben-composes-phone');

    const v0 = (await now(ana)).version;
    await ana.click('[data-testid=dv-play]');
    const benSees = await after(ben, v0, 'Ana chose, on Ben\'s page');
    // Ben's page: two face-down cards in Ana's slots, and nothing of what they are.
    expect(benSees.pieces['slot-0-0']).toMatchObject({ faceUp: false });
    expect(benSees.pieces['slot-0-0']?.face).toBeUndefined();
    expect(JSON.stringify(benSees)).not.toMatch(/warden-roar|Taunting Roar|warden-guard|Stand Guard/);
    expect(await ben.locator('body').textContent()).not.toMatch(/Taunting Roar|Stand Guard/);
    expect(benSees.view.order).toEqual([]);
    // Ana's page shows nothing of Ben's composition.
    expect(await ana.locator('body').textContent()).not.toMatch(/Quick Shot|Aimed Shot/);
    await benShot(ben, 'delve-2-ben-sees-ana-chose-phone');
    await drawnScreenshot(ana, 'delve-2-ana-chose', true);

    await ben.click('[data-testid=dv-play]');
    const [a1, b1] = await Promise.all([after(ana, benSees.version, 'the reveal on Ana\'s page'), after(ben, benSees.version, 'the reveal on Ben\'s page')]);
    // Both flip together: one version turns all four cards up, on both pages.
    expect(a1.version).toBe(b1.version);
    for (const s of [a1, b1]) {
      expect(['slot-0-0', 'slot-0-1', 'slot-1-0', 'slot-1-1'].map((id) => s.pieces[id]?.faceUp)).toEqual([true, true, true, true]);
      expect(cardNames(s, 0)).toEqual(['warden-roar', 'warden-guard']);
      expect(cardNames(s, 1)).toEqual(['ranger-quick', 'ranger-aimed']);
      expect(s.view.order.map((o) => (o.kind === 'monsters' ? 'monsters' : o.seat))).toEqual([0, 1, 'monsters']);
    }
    await drawnScreenshot(ana, 'delve-3-ana-revealed', true);
    await benShot(ben, 'delve-3-ben-revealed-phone');

    // Ana's turn: Taunting Roar's top, on the rat (a click on its standee); the pull stopped.
    const rat = a1.view.monsters.find((m) => m.kind === 'rat' && a1.view.rooms[m.room]?.open)!;
    await ana.locator('[data-testid=dv-use-top][data-card=warden-roar]').click();
    let s = await after(ana, a1.version, 'the attack step');
    expect(await ana.locator('[data-testid=dv-expected]').textContent()).toMatch(/Attack 2, range 2, pull 1: click a glowing monster/);
    const standee = s.pieces[`monster-${rat.id}`]!;
    await setDrawing(ana, true);
    await sceneAtRest(ana);
    await clickPiece(ana, standee.id, await screenOf(ana, standee.x, 0.6, standee.z));
    s = await after(ana, s.version, 'the rat hit');
    expect(s.view.monsters.find((m) => m.id === rat.id)?.health).toBe(1);
    expect(s.log.map((e) => e.text)).toContain('Warden (Seat 1) attacks Cave Rat 1: 2 damage, 1/3 health left.');
    await drawnScreenshot(ana, 'delve-4-ana-attacked', true);
    await ana.click('[data-testid=dv-skip]');
    s = await after(ana, s.version, 'the pull stopped');
    // Stand Guard's bottom: Move 3 — Ana drags her Warden onto a glowing hex.
    await ana.locator('[data-testid=dv-use-bottom][data-card=warden-guard]').click();
    s = await after(ana, s.version, 'the move step');
    const mini = s.pieces['char-0']!;
    const to = hexCentre('2,1');
    await dragPiece(ana, 'char-0', await screenOf(ana, mini.x, 0.5, mini.z), await screenOf(ana, to.x, 0.1, to.z));
    s = await after(ana, s.version, 'the Warden moved');
    await setDrawing(ana, false);
    expect(s.view.chars[0]?.at).toBe('2,1');
    expect(s.view.chars[0]?.discard.sort()).toEqual(['warden-guard', 'warden-roar']);
    expect(s.view.turn?.seat).toBe(1);

    // Ben's turn (phone): Quick Shot's top from the turn panel, on the rat; Aimed Shot's move skipped.
    await ben.locator('[data-testid=dv-use-top][data-card=ranger-quick]').click();
    await ben.locator('[data-testid=dv-choice]', { hasText: 'Cave Rat 1' }).click();
    await ben.waitForFunction((id) => (window as unknown as ViewHook).__woodland.table.getState().projection?.view.monsters.every((m) => m.id !== id), rat.id, { polling: 50, timeout: 30_000 });
    await benShot(ben, 'delve-5-ben-turn-phone');
    await ben.locator('[data-testid=dv-use-bottom][data-card=ranger-aimed]').click();
    await ben.locator('[data-testid=dv-skip]').click();

    // Cleanup: both have two discarded cards. Ana takes a short rest, Ben declines.
    await ana.waitForFunction(() => (window as unknown as ViewHook).__woodland.table.getState().projection?.view.phase === 'cleanup', null, { polling: 50, timeout: 30_000 });
    await ana.locator('[data-testid=dv-rest]').waitFor();
    expect(await ana.locator('[data-testid=dv-rest]').textContent()).toMatch(/Short rest: lose one of your 2 discarded cards at random/);
    await drawnScreenshot(ana, 'delve-6-ana-short-rest-offered', true);
    await ana.click('[data-testid=dv-shortRest-yes]');
    await ana.locator('[data-testid=dv-accept-lose]').waitFor();
    s = await now(ana);
    const drawn = s.view.cleanup.rests['0']!.card;
    expect(await ana.locator('[data-testid=dv-redraw-keep]').textContent()).toMatch(/Suffer 1 damage to keep .*Health 12 → 11/);
    await drawnScreenshot(ana, 'delve-7-ana-short-rest-drawn', true);
    await ana.click('[data-testid=dv-accept-lose]');
    await ben.click('[data-testid=dv-noRest-no]');
    await ana.waitForFunction(() => {
      const view = (window as unknown as ViewHook).__woodland.table.getState().projection?.view;
      return view?.phase === 'select' && view.round === 2;
    }, null, { polling: 50, timeout: 30_000 });
    s = await now(ana);
    expect(s.view.chars[0]?.lost).toEqual([drawn]);
    expect(s.view.chars[0]?.discard).toEqual([]);

    // Round 2, both at the same moment: Ana's two cards, Ben's long rest.
    await ana.locator('[data-testid=dv-hand-card][data-card=warden-bash]').click();
    await ana.locator('[data-testid=dv-hand-card][data-card=warden-charge]').click();
    await expect.poll(() => ben.locator('[data-testid=dv-long-rest]').isEnabled()).toBe(true);
    const v2 = s.version;
    await Promise.all([ana.click('[data-testid=dv-play]'), ben.click('[data-testid=dv-long-rest]')]);
    await ana.waitForFunction((v2) => {
      const p = (window as unknown as ViewHook).__woodland.table.getState().projection;
      return !!p && p.version >= v2 + 2 && p.view.phase !== 'select';
    }, v2, { polling: 50, timeout: 30_000 });
    s = await now(ana);
    expect(s.view.chars[1]?.resting).toBe(true);
    expect(s.view.order.at(-1)).toMatchObject({ kind: 'character', seat: 1, initiative: 99 });
    expect(s.pieces['slot-1-0']).toMatchObject({ faceUp: true, face: 'long-rest' });
    await drawnScreenshot(ana, 'delve-8-round-2-revealed', true);

    // Ana's turn: Shield Bash's bottom (shield 1, a round bonus) and Charge's top, its parts skipped.
    // Each click waits for the one before it to be applied: Charge's Top button is on screen
    // before Bash's bottom is, and a skip must be read from the version that offers it.
    s = await now(ana);
    await ana.locator('[data-testid=dv-use-bottom][data-card=warden-bash]').click();
    s = await after(ana, s.version, "Shield Bash's bottom");
    await ana.locator('[data-testid=dv-use-top][data-card=warden-charge]').click();
    s = await after(ana, s.version, "Charge's top");
    while (s.view.turn?.seat === 0) {
      await ana.click('[data-testid=dv-skip]');
      s = await after(ana, s.version, 'a part skipped');
    }
    expect(s.view.chars[0]?.active.map((a) => a.card)).toEqual(['warden-bash']);

    // Ben's long rest: he picks the card to lose; the other returns, he heals, items refreshed.
    await ben.locator('[data-testid=dv-choice]', { hasText: 'Aimed Shot' }).waitFor();
    const before = (await now(ben)).view.chars[1]!;
    await benShot(ben, 'delve-9-ben-long-rest-phone');
    await ben.locator('[data-testid=dv-choice]', { hasText: 'Aimed Shot' }).click();
    await ben.waitForFunction(() => (window as unknown as ViewHook).__woodland.table.getState().projection?.view.chars[1]?.lost.includes('ranger-aimed'), null, { polling: 50, timeout: 30_000 });
    const rested = await now(ben);
    expect(rested.view.chars[1]?.discard).toEqual([]);
    expect(rested.view.chars[1]?.handCount).toBe(before.handCount + 1);
    expect(rested.log.map((e) => e.text).some((t) => /Ranger \(Seat 2\) rests: loses Aimed Shot, takes 1 card back into hand, (heals \d|is at full health)/.test(t))).toBe(true);
    // The round ended: Shield Bash left the active area for the discard.
    expect(rested.view.chars[0]?.active).toEqual([]);
    await drawnScreenshot(ana, 'delve-10-ana-after-round-2', true);
    await benShot(ben, 'delve-10-ben-after-round-2-phone');
  }, 540_000);
});
