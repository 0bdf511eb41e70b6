/**
 * Players who come back, in the browser: Alice signs up with a passkey (Chromium's virtual
 * authenticator: the browser makes and uses a real key pair for this site), switches turn
 * notifications on, creates a Root table with a deadline per move and sets up her
 * faction; Bob (a player on another machine, a colyseus.js client) joins. Alice closes her
 * tab. When Bob's setup hands the turn back to her, the server's Web Push message reaches
 * the loopback push service encrypted for her browser's subscription: decrypted with its
 * keys (RFC 8291) it says it is her turn in Root and what Bob did, and names nothing of
 * her hand. On a second device (another browser context, her passkey synced to it) she
 * signs in, finds the table under My tables with "Your turn" and takes her seat back with
 * one click.
 *
 * Headless Chromium has no push service of its own (it would ask Google's, which is not
 * reachable here), so the page's PushManager hands out a subscription at the loopback
 * service with keys this test holds; everything else — the permission, the service
 * worker, the subscription sent to the server, the server's sending, encryption and VAPID
 * signature — is the real path.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { projectMatch } from '../../engine/core/match.ts';
import { games } from '../../engine/games/registry.ts';
import { namedSeats } from '../../wire/account-protocol.ts';
import { ACCOUNT_HTTP } from '../../wire/account-protocol.ts';
import { checkVapid, decryptPush, subscriptionKeys } from '../helpers/web-push-decrypt.ts';
import { pushEndpoint, type PushEndpoint } from '../room/push-endpoint.ts';
import { TableClient } from '../room/helpers.ts';
import { screenshot, until } from './browser.ts';
import { servedTable } from './fixture.ts';
import { addAuthenticator, addCredential, credentials, type VirtualAuthenticator } from './webauthn.ts';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const STEP_MS = 30_000;

let push: PushEndpoint | undefined;
const served = servedTable(async () => {
  push = await pushEndpoint();
  return { pushAllowedOrigins: [push.origin] };
});
const device = subscriptionKeys();
const bobClients: TableClient[] = [];

afterAll(async () => {
  for (const c of bobClients) await c.leave().catch(() => undefined);
  await push?.close();
});

/** The site as browsers must see it for passkeys: `localhost`, never an IP address. */
const site = (): string => served.base().replace('127.0.0.1', 'localhost');

/** A browser context of its own (a device), notifications allowed, its push service the loopback one. */
async function deviceContext(viewport: { width: number; height: number }): Promise<BrowserContext> {
  const context = await served.browser().newContext({ viewport });
  await context.grantPermissions(['notifications'], { origin: site() });
  const endpoint = `${push!.origin}/alice`;
  await context.addInitScript(({ endpoint, keys }) => {
    let current: unknown = null;
    const make = () => ({
      endpoint, expirationTime: null, options: { userVisibleOnly: true },
      toJSON: () => ({ endpoint, expirationTime: null, keys }),
      unsubscribe: () => { current = null; return Promise.resolve(true); },
      getKey: () => null,
    });
    PushManager.prototype.subscribe = function subscribe() { current = make(); return Promise.resolve(current as PushSubscription); };
    PushManager.prototype.getSubscription = function getSubscription() { return Promise.resolve(current as PushSubscription | null); };
  }, { endpoint, keys: device.keys });
  return context;
}

/** Clicks a HUD control once it is visible (the table's canvas keeps Playwright's own click waiting). */
async function tap(page: Page, selector: string): Promise<void> {
  const control = page.locator(selector).first();
  await control.waitFor({ state: 'visible', timeout: STEP_MS });
  await control.dispatchEvent('click');
}

type Hook = { __woodland: { table: { getState(): { projection: { version: number; prompts: Array<{ key: string; actions: unknown[] }> } | null; seat?: unknown } } } };

function tableVersion(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as Hook).__woodland.table.getState().projection?.version ?? -1);
}

function promptKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => ((window as unknown as Hook).__woodland.table.getState().projection?.prompts ?? [])
    .filter((p) => p.actions.length > 0).map((p) => p.key));
}

/** Whose decision the page's Root view says it is. */
function decidingSeat(page: Page): Promise<number | null> {
  return page.evaluate(() => (window as unknown as { __woodland: { table: { getState(): { projection: { view: { decision?: { seat: number } } } | null } } } })
    .__woodland.table.getState().projection?.view.decision?.seat ?? null);
}

/** Alice sets her faction up through the HUD, each step's first choice, until the game waits on Bob. */
async function aliceSetsUp(page: Page): Promise<void> {
  for (let step = 0; step < 12; step++) {
    if ((await decidingSeat(page)) !== 0) return;
    const before = await tableVersion(page);
    const key = await until('a choice of Alice\'s', async () => (await promptKeys(page))[0], STEP_MS);
    const button = page.locator(`[data-testid=root-option][data-key="${key}"]`);
    if ((await button.count()) > 0) await tap(page, `[data-testid=root-option][data-key="${key}"]`);
    else await tap(page, `[data-testid=root-select-send][data-key="${key}"]`);
    await until('the step taken', async () => (await tableVersion(page)) > before, STEP_MS);
  }
  throw new Error('Alice kept deciding');
}

/** Bob takes his prompts' first actions until the game waits on Alice (seat 0). */
async function bobUntilAliceDecides(bob: TableClient): Promise<void> {
  for (let step = 0; step < 20; step++) {
    const p = await bob.until(() => bob.projection, 'Bob\'s projection');
    const mine = p.prompts.find((x) => x.actions.length > 0);
    if (!mine) return;
    bob.act(mine.actions[0] as Record<string, unknown>);
    await bob.waitVersion(p.version + 1);
  }
  throw new Error('Bob kept deciding');
}

describe('players who come back', () => {
  let alice: Page;
  let authenticator: VirtualAuthenticator;
  let code = '';
  let bob: TableClient;
  let passkey: Awaited<ReturnType<typeof credentials>>[number] | undefined;

  it('signs up with a passkey, turns notifications on, creates a Root table with a deadline per move and sets up', async () => {
    const context = await deviceContext(DESKTOP);
    alice = await context.newPage();
    alice.on('pageerror', (e) => console.error('page error:', e.message));
    authenticator = await addAuthenticator(alice);
    await alice.goto(site());
    await alice.fill('[data-testid=player-name]', 'Alice');
    await alice.click('[data-testid=account-signup]');
    await until('signed in', async () => (await alice.locator('[data-testid=account-name]').textContent()) === 'Alice', STEP_MS);
    expect(await credentials(authenticator)).toHaveLength(1);
    // The session is an HttpOnly cookie: no script on the page can read it.
    expect(await alice.evaluate(() => document.cookie)).not.toContain('wt_session');
    await screenshot(alice, 'accounts-signed-in-desktop');

    await alice.selectOption('[data-testid=create-game]', 'root');
    await alice.selectOption('[data-testid=create-seats]', '2');
    await alice.selectOption('[data-testid=create-clock]', 'turn');
    await alice.click('[data-testid=create-table]');
    const text = await until('table code', async () => (await alice.locator('[data-testid=table-code]').textContent()) ?? null, STEP_MS);
    code = /[A-Z2-9]{6}/.exec(text)?.[0] ?? '';
    expect(code).not.toBe('');

    await tap(alice, '[data-testid=open-settings]');
    await tap(alice, '[data-testid=push-toggle]');
    await until('subscribed', async () => await alice.locator('[data-testid=push-toggle]').isChecked(), STEP_MS);
    expect(await alice.locator('[data-testid=push-error]').count()).toBe(0);
    await tap(alice, '[data-testid=open-settings]');

    bob = await TableClient.join(served.base().replace(/^http/, 'ws'), code, { name: 'Bob' });
    bobClients.push(bob);
    await bob.until(() => bob.projection, 'Bob seated');
    expect(bob.seat).toBe(1);
    // The Clergy sets up first: the cathedral, then a warrior in a clearing of each suit.
    await aliceSetsUp(alice);
    expect(push!.at('/alice')).toHaveLength(0);
  }, 180_000);

  it('the closed tab gets the push for its turn, encrypted for its subscription, naming no secret', async () => {
    const hand = await alice.evaluate(() => {
      const view = (window as unknown as { __woodland: { table: { getState(): { projection: { view: { seats: Array<{ hand?: Array<{ key: string }> }> } } | null } } } })
        .__woodland.table.getState().projection?.view;
      return (view?.seats[0]?.hand ?? []).map((c) => c.key);
    });
    expect(hand.length).toBeGreaterThan(0);
    passkey = (await credentials(authenticator))[0];
    await alice.close();
    await until('the server sees her window closed', async () => served.server().room(code)?.state.seats[0]?.connected === false, STEP_MS);
    await bobUntilAliceDecides(bob);
    const message = await until('the push at the loopback service', async () => push!.at('/alice')[0], STEP_MS);
    expect(push!.at('/alice')).toHaveLength(1);
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    checkVapid(message.headers.authorization, (await (await fetch(site() + ACCOUNT_HTTP.pushKey)).json() as { publicKey: string }).publicKey, `${push!.origin}/alice`);
    const payload = JSON.parse(decryptPush(message.body, device)) as { title: string; body: string; url: string };
    expect(payload.title).toBe('Your turn in Root');
    expect(payload.url).toBe(`/t/${code}`);
    // What the others did while she was away: the newest line Bob's seat logged, as a spectator reads it.
    const room = served.server().room(code)!;
    const seen = projectMatch(games.root!, room.currentMatch, 'spectator').log.filter((e) => e.seat === 1);
    expect(payload.body).toBe(namedSeats(seen[seen.length - 1]!.text, ['Alice', 'Bob']));
    for (const card of hand) expect(JSON.stringify(payload)).not.toContain(card);
  }, 120_000);

  it('on a second device the passkey signs in, My tables says it is her turn, and one click takes her seat', async () => {
    const context = await deviceContext(PHONE);
    const phone = await context.newPage();
    phone.on('pageerror', (e) => console.error('page error:', e.message));
    const second = await addAuthenticator(phone);
    await addCredential(second, passkey!);
    await phone.goto(site());
    await phone.click('[data-testid=account-signin]');
    await until('signed in on the phone', async () => (await phone.locator('[data-testid=account-name]').textContent()) === 'Alice', STEP_MS);
    const row = phone.locator(`[data-testid=my-table][data-code="${code}"]`);
    await row.waitFor({ timeout: STEP_MS });
    expect(await row.textContent()).toMatch(/Your turn/);
    await screenshot(phone, 'accounts-my-tables-phone');
    await phone.locator(`[data-testid=my-table][data-code="${code}"] [data-testid=my-table-take]`).click();
    await until('Alice back at seat 1 with her turn', async () => (await promptKeys(phone)).length > 0, STEP_MS);
    const seats = await phone.evaluate(() => (window as unknown as { __woodland: { table: { getState(): { projection: { viewer: unknown } | null } } } })
      .__woodland.table.getState().projection?.viewer);
    expect(seats).toBe(0);
    await screenshot(phone, 'accounts-seat-taken-phone');
    // Her profile: no finished game yet, so no rating and an empty history.
    const me = await phone.evaluate(async (url) => (await (await fetch(url)).json()) as { account: { id: string } }, ACCOUNT_HTTP.me);
    await phone.goto(`${site()}/u/${me.account.id}`);
    await until('the profile', async () => (await phone.locator('[data-testid=profile-name]').textContent()) === 'Alice', STEP_MS);
    await screenshot(phone, 'accounts-profile-phone');
  }, 120_000);
});
