/**
 * The mouse on the table's canvas, as the games' browser tests use it: point at a piece
 * until the scene reports it under the pointer, click it, drag it onto a point. Points
 * are screen pixels (`screenOf` in ./browser.ts turns table coordinates into them).
 */
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { until } from './browser.ts';

interface Hovered {
  __woodland: { ui: { getState(): { hovered: string | null } } };
}

/** Whether the canvas (not a HUD panel) is what the pointer would hit at this point. */
export function onCanvas(page: Page, [x, y]: [number, number]): Promise<boolean> {
  return page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.tagName === 'CANVAS', [x, y] as const);
}

/**
 * Points the mouse at `at` until the scene reports piece `id` under the pointer; `at` must
 * show the canvas. The scene finds what is under the pointer when the pointer moves, so the
 * pointer is nudged by a pixel while waiting.
 */
export async function hoverPiece(page: Page, id: string, at: [number, number]): Promise<void> {
  expect(await onCanvas(page, at), `${id} is not under a HUD panel`).toBe(true);
  let nudge = 0;
  await until(`${id} under the pointer`, async () => {
    await page.mouse.move(at[0] + (nudge++ % 2), at[1]);
    return page.evaluate((id) => (window as unknown as Hovered).__woodland.ui.getState().hovered === id, id);
  }, 20_000, 300);
}

/** Clicks piece `id` at `at`: hovered first, then pressed for `holdMs` and let go. */
export async function clickPiece(page: Page, id: string, at: [number, number], holdMs = 60): Promise<void> {
  await hoverPiece(page, id, at);
  await page.mouse.down();
  await page.waitForTimeout(holdMs);
  await page.mouse.up();
}

/**
 * Presses on piece `id` at `from` once the scene reports it under the pointer, drags it to
 * `to` (which must show the canvas too) in a few steps — each one redraws the held piece,
 * which is slow on SwiftShader — and lets go.
 */
export async function dragPiece(page: Page, id: string, from: [number, number], to: [number, number]): Promise<void> {
  expect(await onCanvas(page, to), `the drop point for ${id} is not under a HUD panel`).toBe(true);
  await hoverPiece(page, id, from);
  await page.mouse.down();
  await page.waitForTimeout(200);
  for (let i = 1; i <= 4; i++) await page.mouse.move(from[0] + ((to[0] - from[0]) * i) / 4, from[1] + ((to[1] - from[1]) * i) / 4);
  await page.waitForTimeout(150);
  await page.mouse.up();
}
