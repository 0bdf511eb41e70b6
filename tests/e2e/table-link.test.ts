/**
 * A table link opened in a fresh browser (the built client in Debian's Chromium, the real
 * server): the page asks for a name and colour before sitting down instead of seating a
 * "Guest"; then it sits, and a reload takes the seat back without asking again. The player
 * who joined second is not the host: the free table's "End the table" shows disabled,
 * with the reason. Screenshots of the name form at 1440×900 and 390×844.
 */
import { describe, expect, it } from 'vitest';
import { PROFILE_COLORS } from '../../client/net/storage.ts';
import { TableClient } from '../room/helpers.ts';
import { screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';

describe('A table link in a fresh browser', () => {
  const served = servedTable();

  it('asks for a name and colour before sitting down, then sits as that player; the non-host cannot end the table', async () => {
    const endpoint = served.base().replace(/^http/, 'ws');
    const ana = await TableClient.create(endpoint, { game: 'sandbox', seats: 3, options: {}, name: 'Ana', color: PROFILE_COLORS[0] });
    await ana.until(() => ana.projection, 'snapshot');
    const occupied = () => ana.state.seats.filter((s) => s.occupied);

    const phone = await served.openAt(`/t/${ana.code}`, { width: 390, height: 844 });
    await phone.waitForSelector('[data-testid=name-first]');
    await screenshot(phone, 'table-link-name-phone');
    await phone.close();

    const page = await served.openAt(`/t/${ana.code}`, { width: 1440, height: 900 });
    await page.waitForSelector('[data-testid=name-first]');
    expect(await page.isDisabled('[data-testid=sit-down]')).toBe(true);
    // Nobody sat down unasked.
    await ana.ping();
    expect(occupied().map((s) => s.name)).toEqual(['Ana']);

    await page.fill('[data-testid=player-name]', 'Zoe');
    await page.click(`[role=radio][aria-label="${PROFILE_COLORS[6]}"]`);
    await screenshot(page, 'table-link-name');
    await page.click('[data-testid=sit-down]');
    await until('Zoe seated', async () => occupied().find((s) => s.name === 'Zoe'));
    expect(occupied().find((s) => s.name === 'Zoe')?.color).toBe(PROFILE_COLORS[6]);

    // Zoe is not the host: ending the table is shown, disabled, with why.
    await page.waitForSelector('[data-testid=prompt], [data-testid=prompt-toggle]');
    if (await page.$('[data-testid=prompt-toggle]')) await page.click('[data-testid=prompt-toggle]');
    const end = page.locator('[data-testid=prompt][data-key=end]');
    expect(await end.isDisabled()).toBe(true);
    expect(await end.getAttribute('title')).toMatch(/Only the table's host/);

    // A reload takes the seat back at once: the name is saved now.
    await page.reload();
    await page.waitForSelector('[data-testid=seat]');
    expect(await page.$('[data-testid=name-first]')).toBeNull();
    await ana.ping();
    expect(occupied().map((s) => s.name)).toEqual(['Ana', 'Zoe']);
    await page.close();
    await ana.leave();
  }, 90_000);
});
