/**
 * Root at four seats in the browser: Ana (Honeycomb Clergy), Ben (Queenless Legion), Dana
 * (Underground Duchy) and Cora (Corvid Conspiracy) sit down at one table; Sam watches. Ben,
 * Dana and Sam are on 1440 × 900 screens, Ana on a 960 × 600 laptop, Cora on a 390 × 844
 * phone. The create form's faction picks are filled in for four seats; the table itself is
 * a stored one (the server reopens it from its log when the first player types its code),
 * played by the script in root-four-script.ts through setup and the first turns of the
 * Clergy and the Legion, so the browser part starts at the Duchy's first Daylight.
 *
 * From there the same script plays on, each seat on its own page; every step the test is
 * about is played with the HUD's own controls (buttons, lists, the move picker and the
 * field pickers), and the steps between them ("done", a card placed or discarded) are sent
 * through the deciding page's own connection (the client's `__woodland.net.sendIntent`, what
 * the HUD's controls call): the Duchy
 * dig a tunnel with the field picker and move out of the Burrow, then sway a minister; the
 * Corvids recruit and hide a snare under a feather in Hill; on their own turn the Legion try
 * Exposure there (card and guess) and guess wrong; the Duchy take their swayed minister's
 * action in Parliament; the Corvids flip the snare in their next Birdsong. After each of
 * these every page is at the same version with the same public state; the Corvids' page
 * alone knows the face-down plot's type, on the map, on the table and in the log.
 *
 * The table seed was chosen offline by playing the same script on the engine. Every wait is
 * on state, never on fixed times (SwiftShader's frames are slow). Screenshots land in
 * test-output/e2e/root-four-*.png.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { applyAction, projectMatch, type Match } from '../../engine/core/match.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { RootAction } from '../../engine/games/root/actions.ts';
import { root } from '../../engine/games/root/index.ts';
import { MemoryStore } from '../../server/store/memory.ts';
import { tableSeed } from '../room/random-play.ts';
import { storeNewTable } from '../helpers/stored-play.ts';
import { drawnScreenshot, joinTableAs, screenshot, setDrawing, until } from './browser.ts';
import { servedTable, type ServedTable } from './fixture.ts';
import { CORVIDS, DUCHY, EXPOSER, GUESS, LEGION, PLOT, scriptStep } from './root-four-script.ts';

const SEED = tableSeed('root-four-e2e');
const STEP_MS = 30_000;
const IT_MS = 240_000;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
/** The Clergy's page only plays its steps here: a small laptop, fewer pixels for SwiftShader to draw. */
const LAPTOP = { width: 960, height: 600 };
const FACTIONS = ['Honeycomb Clergy', 'Queenless Legion', 'Underground Duchy', 'Corvid Conspiracy'];
const OPTIONS = { factions: ['clergy', 'legion', 'duchy', 'corvids'], order: [0, 1, 2, 3] };
const CODE = 'RT4SXT';
const HILL = 1;
const BURROW = 13;

interface TokenLike { kind: string; seat?: number; faceDown?: boolean }
interface ClearingLike { id: number; warriors: number[]; tokens: TokenLike[]; buildings: Array<{ kind: string }> }
interface ViewLike {
  seats: Array<{ seat: number; faction: string; vp: number; handCount: number; hand?: Array<{ id: string }>; board: Record<string, unknown> }>;
  map: ClearingLike[];
  turn: { seat: number; number: number; phase: string; step: string };
  decision: { seat: number; kind: string };
}
interface PromptLike { key: string; label: string; actions: RootAction[] }
interface LogLike { kind: string; text: string }
interface Seen { version: number; seat: number | string | null; view: ViewLike; prompts: PromptLike[]; log: LogLike[]; pieces: Record<string, { face?: string; faceUp?: boolean }> }
type W = { __woodland: { table: { getState(): { seat: unknown; projection: { version: number; view: unknown; prompts: unknown; log: unknown; table: { pieces: unknown } } | null } }; net: { sendIntent(action: unknown): string } } };

/** The page's projection (a copy); without the table's pieces unless `pieces`. */
async function seen(page: Page, pieces = true): Promise<Seen> {
  const s = await page.evaluate((pieces) => {
    const st = (window as unknown as W).__woodland.table.getState();
    const p = st.projection;
    return p ? JSON.parse(JSON.stringify({ version: p.version, seat: st.seat, view: p.view, prompts: p.prompts, log: p.log, pieces: pieces ? p.table.pieces : {} })) as unknown : null;
  }, pieces);
  if (!s) throw new Error('no projection yet');
  return s as Seen;
}

/** Waits, inside the page, until its projection reached version `v`; gives it (without its pieces unless `pieces`). */
async function reach(page: Page, v: number, what: string, pieces = true): Promise<Seen> {
  try {
    await page.waitForFunction((v) => ((window as unknown as W).__woodland.table.getState().projection?.version ?? -1) >= v, v, { polling: 50, timeout: STEP_MS });
  } catch {
    throw new Error(`timed out waiting for ${what} (version ${v})`);
  }
  return seen(page, pieces);
}

/** What every page must agree on: the map, VP, hand sizes, whose decision, the public log. */
function shared(s: Seen, corvidsSeat: number): unknown {
  const v = s.view;
  return {
    version: s.version,
    // A face-down plot is a feather to all but the Corvids: compare what everyone may see.
    map: v.map.map((c) => ({ id: c.id, w: c.warriors, b: c.buildings, t: c.tokens.map((t) => (t.faceDown && t.seat === corvidsSeat ? { seat: t.seat, kind: 'plot', faceDown: true } : t)) })),
    vp: v.seats.map((x) => x.vp),
    hands: v.seats.map((x) => x.handCount),
    decision: v.decision,
    turn: v.turn,
    // Own draws, cards handed over and the Corvids' own plots read otherwise on the seat's own
    // page (checked apart); every other line is the same for all.
    log: s.log.filter((e) => e.kind !== 'draw' && e.kind !== 'give' && e.kind !== 'plot').map((e) => e.text),
  };
}

/** Every page at the same version, showing the same public state; gives their projections. */
async function agree(pages: Page[]): Promise<Seen[]> {
  const v = Math.max(...(await Promise.all(pages.map(async (p) => (await seen(p)).version))));
  const all = await Promise.all(pages.map((p) => reach(p, v, 'every page at one version')));
  for (const s of all) expect(s.version).toBe(v);
  const want = shared(all[0]!, CORVIDS);
  for (const s of all.slice(1)) expect(shared(s, CORVIDS)).toEqual(want);
  return all;
}

// ——— Driving the HUD: the control that sends a prompted action, as the HUD builds it ———

const fieldsOf = (a: RootAction): Record<string, unknown> => a as unknown as Record<string, unknown>;
const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

function varying(actions: readonly RootAction[]): string[] {
  const keys: string[] = [];
  for (const a of actions) for (const k of Object.keys(fieldsOf(a))) if (k !== 't' && !keys.includes(k)) keys.push(k);
  return keys.filter((k) => new Set(actions.map((a) => JSON.stringify(fieldsOf(a)[k]))).size > 1);
}

/** The values a field picker's drop-down for `field` lists once the fields before it are picked. */
function valuesOf(actions: readonly RootAction[], order: readonly string[], picked: Record<string, unknown>, field: string): unknown[] {
  const before = order.slice(0, order.indexOf(field));
  const out: unknown[] = [];
  for (const a of actions.filter((x) => before.every((k) => fieldsOf(x)[k] === picked[k]))) if (!out.includes(fieldsOf(a)[field])) out.push(fieldsOf(a)[field]);
  return out;
}

/** Clicks a HUD control once it is there and enabled (a click event, not Playwright's wait for two still frames). */
async function tap(page: Page, selector: string, nth = 0): Promise<void> {
  const control = page.locator(selector).nth(nth);
  await control.waitFor({ state: 'visible', timeout: STEP_MS });
  expect(await control.isEnabled(), selector).toBe(true);
  await control.dispatchEvent('click');
}

/** Picks option `index` of a drop-down and checks the pick held (React renders the next drop-down from it). */
async function pick(page: Page, selector: string, index: number): Promise<void> {
  const select = page.locator(selector).first();
  await select.selectOption(String(index), { timeout: STEP_MS });
  await expect.poll(() => select.inputValue(), { timeout: STEP_MS }).toBe(String(index));
}

/** Which kind of control the HUD makes of `p` (client/games/root/hud/choices.ts `controlsOf`). */
function controlKind(p: PromptLike): 'moves' | 'fields' | 'button' | 'options' {
  if (p.actions.every((a) => a.t === 'move')) return 'moves';
  if (p.actions.length >= 8 && varying(p.actions).length >= 2 && p.actions.every((a) => a.t === p.actions[0]!.t)) return 'fields';
  if (p.actions.length === 1 && typeof fieldsOf(p.actions[0]!).card !== 'string') return 'button';
  return 'options';
}

/** Sends `action` of prompt `p` with the HUD control the seat sees for it. */
async function viaHud(page: Page, p: PromptLike, action: RootAction, before?: () => Promise<void>): Promise<void> {
  const kind = controlKind(p);
  const key = `[data-key="${p.key}"]`;
  if (kind === 'button') {
    await tap(page, `[data-testid=${action.t === 'done' ? 'root-finish' : 'root-action'}]${key}`);
  } else if (kind === 'options') {
    const i = p.actions.findIndex((a) => same(a, action));
    if (p.actions.length <= 6) {
      await tap(page, `[data-testid=root-option]${key}`, i);
    } else {
      await pick(page, `[data-testid=root-select]${key}`, i);
      await before?.();
      await tap(page, `[data-testid=root-select-send]${key}`);
    }
  } else if (kind === 'moves') {
    const m = fieldsOf(action);
    const picker = `[data-testid=move-picker]${key}`;
    await page.locator(`${picker} [data-testid=move-from]`).selectOption(String(m.from));
    await page.locator(`${picker} [data-testid=move-to]`).selectOption(String(m.to));
    await page.locator(`${picker} [data-testid=move-n]`).selectOption(String(m.n));
    await before?.();
    await tap(page, `${picker} [data-testid=move-send]`);
  } else {
    const order = varying(p.actions);
    const picked: Record<string, unknown> = {};
    for (const field of order) {
      const at = valuesOf(p.actions, order, picked, field).findIndex((x) => same(x, fieldsOf(action)[field]));
      expect(at, `${field} of ${JSON.stringify(action)}`).toBeGreaterThanOrEqual(0);
      await pick(page, `[data-testid=fields-picker]${key} [data-testid=field-${field}]`, at);
      picked[field] = fieldsOf(action)[field];
    }
    await before?.();
    await tap(page, `[data-testid=fields-picker]${key} [data-testid=fields-send]`);
  }
}

/**
 * Opens a page with the HUD's backdrop blur off (SwiftShader redraws it on every frame) and
 * reduced motion (no dice playback to wait for).
 */
async function open(table: ServedTable, viewport: { width: number; height: number }): Promise<Page> {
  const page = await table.open(viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addStyleTag({ content: '.hud-panel { backdrop-filter: none !important; }' });
  return page;
}

/**
 * Stores table CODE as the script plays it on the engine up to the Duchy's first Dig (setup
 * and the Clergy's and the Legion's first turns); gives the stored version.
 */
async function storeOpening(store: MemoryStore): Promise<number> {
  let m: Match = await storeNewTable(store, root, { code: CODE, options: OPTIONS, seats: 4, seed: SEED });
  for (;;) {
    const seat = (projectMatch(root, m, 'spectator').view as ViewLike).decision.seat;
    const p = projectMatch(root, m, seat);
    const action = scriptStep(p.view as ViewLike, p.prompts as PromptLike[], p.log, seat);
    if (!action || action.t === 'ud.dig') return m.version;
    const next = applyAction(root, m, seat, action);
    if (isRuleError(next)) throw new Error(`${next.code}: ${next.message}`);
    m = next.match;
    await store.appendAction(CODE, { version: m.version, seat, action, at: Date.now() });
  }
}

/**
 * SwiftShader draws five pages far too slowly on two cores, and nothing the test checks
 * between screenshots is on the canvas (the HUD and the page's store are), so a page draws
 * only to be shot.
 */
const drawing = (page: Page, on: boolean): Promise<void> => setDrawing(page, on, STEP_MS);
const shot = (page: Page, name: string): Promise<void> => drawnScreenshot(page, name, true);

describe('Root at four seats: Duchy, Corvids, Exposure, on five pages', () => {
  const store = new MemoryStore();
  const table = servedTable({ store });
  let seats: Page[] = [];
  let sam: Page;
  const all = (): Page[] => [...seats, sam];

  /**
   * Plays the script, one action at a time, each sent through the connection of the page of
   * the seat that decides, until `stop` says the next action is the one the test is about
   * (given with its prompt, and the page's projection with its pieces).
   */
  async function playUntil(stop: (s: Seen, a: RootAction, p: PromptLike) => boolean, limit = 40): Promise<{ page: Page; s: Seen; action: RootAction; prompt: PromptLike }> {
    let version = (await seen(sam, false)).version;
    for (let i = 0; i < limit; i++) {
      const spectator = await reach(sam, version, 'the spectator at the last step', false);
      const seat = spectator.view.decision.seat;
      const page = seats[seat]!;
      const s = await reach(page, spectator.version, `seat ${seat} at the spectator's version`, false);
      const action = scriptStep(s.view, s.prompts, s.log, seat);
      if (!action) throw new Error(`seat ${seat} has nothing to do at version ${s.version}`);
      const prompt = s.prompts.find((p) => p.actions.some((a) => same(a, action)))!;
      if (stop(s, action, prompt)) return { page, s: await seen(page), action, prompt };
      await page.evaluate((a) => (window as unknown as W).__woodland.net.sendIntent(a), action);
      version = s.version + 1;
    }
    throw new Error('the script did not get there');
  }

  /** Sends the step the test is about, then waits for every page to see it. */
  async function send(at: { page: Page; s: Seen; action: RootAction; prompt: PromptLike }, before?: () => Promise<void>): Promise<Seen[]> {
    await viaHud(at.page, at.prompt, at.action, before);
    await Promise.all(all().map((p) => reach(p, at.s.version + 1, `${at.action.t} on every page`)));
    return agree(all());
  }

  it('the create form takes a faction per seat; four players sit down at the stored table, a spectator watches; the seats panel lists four factions', async () => {
    const stored = await storeOpening(store);
    const ana = await open(table, LAPTOP);
    await ana.fill('[data-testid=player-name]', 'Ana');
    await ana.selectOption('[data-testid=create-game]', 'root');
    await ana.selectOption('[data-testid=create-seats]', '4');
    for (const [i, id] of OPTIONS.factions.entries()) await ana.selectOption(`[data-testid=option-faction-${i}]`, id);
    await ana.setViewportSize(DESKTOP);
    await screenshot(ana, 'root-four-0-create-1440');
    await ana.setViewportSize(LAPTOP);
    seats = [];
    for (const [name, page] of [['Ana', ana], ['Ben', await open(table, DESKTOP)], ['Dana', await open(table, DESKTOP)], ['Cora', await open(table, PHONE)]] as const) {
      await joinTableAs(page, name, CODE, 'player');
      await until(`${name}'s seat`, () => page.evaluate(() => (window as unknown as W).__woodland.table.getState().projection !== null));
      await drawing(page, false);
      seats.push(page);
    }
    sam = await open(table, DESKTOP);
    await joinTableAs(sam, 'Sam', CODE, 'spectator');
    for (const page of all()) {
      await page.locator('[data-testid=root-hud]').waitFor({ timeout: STEP_MS });
      await drawing(page, false);
    }
    const s = await agree(all());
    expect(s[0]!.version).toBe(stored);
    expect(s.map((x) => x.seat)).toEqual([0, 1, 2, 3, 'spectator']);
    expect(s[4]!.view.seats.map((x) => x.faction)).toEqual(['clergy', 'legion', 'duchy', 'corvids']);
    // The Legion scored for their Spoils of War in turn 1.
    const vps = s[4]!.view.seats.map((x) => `${x.vp} VP`);
    expect(vps).toEqual(['0 VP', '1 VP', '0 VP', '0 VP']);
    for (const page of all()) {
      await expect.poll(() => page.locator('[data-testid=seat-role]').allTextContents(), { timeout: STEP_MS }).toEqual(FACTIONS);
      await expect.poll(() => page.locator('[data-testid=seat-score]').allTextContents(), { timeout: STEP_MS }).toEqual(vps);
    }
    // Hands stay private: each seat's page lists its own hand only; the spectator sees none.
    for (const [seat, x] of s.slice(0, 4).entries()) expect(x.view.seats.map((y) => y.hand !== undefined)).toEqual([0, 1, 2, 3].map((i) => i === seat));
    expect(s[4]!.view.seats.every((y) => y.hand === undefined)).toBe(true);
    await shot(sam, 'root-four-1-setup-spectator-1440');
    await shot(seats[CORVIDS]!, 'root-four-1-setup-corvids-390');
  }, IT_MS);

  it('the Duchy digs: a tunnel in a matching clearing through the field picker, then warriors out of the Burrow with the move picker', async () => {
    const dig = await playUntil((_s, a) => a.t === 'ud.dig');
    expect(dig.page).toBe(seats[DUCHY]);
    expect(controlKind(dig.prompt)).toBe('fields');
    const clearing = Number(fieldsOf(dig.action).clearing);
    const tunnels = (v: ViewLike): number => v.map[clearing - 1]!.tokens.filter((t) => t.kind === 'tunnel').length;
    expect(tunnels(dig.s.view)).toBe(0);
    const after = await send(dig, () => shot(dig.page, 'root-four-2-dig-duchy-1440'));
    for (const x of after) expect(tunnels(x.view)).toBe(1);
    const move = await playUntil((_s, a) => a.t === 'move', 1);
    expect(move.prompt.key).toBe('dig-move');
    expect(controlKind(move.prompt)).toBe('moves');
    expect(fieldsOf(move.action)).toMatchObject({ from: BURROW, to: clearing });
    const burrow = dig.s.view.map[BURROW - 1]!.warriors[DUCHY]!;
    const moved = await send(move);
    for (const x of moved) {
      expect(x.view.map[BURROW - 1]!.warriors[DUCHY]).toBe(burrow - Number(fieldsOf(move.action).n));
      expect(x.log.some((e) => /dug a tunnel/.test(e.text))).toBe(true);
    }
    await shot(sam, 'root-four-2-dig-spectator-1440');
  }, IT_MS);

  it('the Duchy sway a minister: the crown goes on it and every page shows the swayed minister and the VP', async () => {
    const sway = await playUntil((_s, a) => a.t === 'ud.sway');
    expect(sway.page).toBe(seats[DUCHY]);
    const minister = String(fieldsOf(sway.action).minister);
    const vp = sway.s.view.seats[DUCHY]!.vp;
    const after = await send(sway);
    for (const x of after) {
      expect(x.view.seats[DUCHY]!.vp).toBe(vp + 1);
      expect(x.log.some((e) => new RegExp(`swayed the ${minister}`, 'i').test(e.text))).toBe(true);
    }
    await shot(seats[DUCHY]!, 'root-four-3-sway-duchy-1440');
  }, IT_MS);

  it('the Corvids hide a snare in Hill: their page shows its type, every other page a feather', async () => {
    const plot = await playUntil((_s, a) => a.t === 'cc.plot');
    expect(plot.page).toBe(seats[CORVIDS]);
    expect(controlKind(plot.prompt)).toBe('fields');
    expect(fieldsOf(plot.action)).toMatchObject({ clearing: HILL, plot: PLOT });
    const after = await send(plot);
    const hidden = (x: Seen): TokenLike | undefined => x.view.map[HILL - 1]!.tokens.find((t) => t.seat === CORVIDS && t.faceDown);
    expect(hidden(after[CORVIDS]!)).toMatchObject({ kind: PLOT, faceDown: true });
    for (const x of after.filter((_, i) => i !== CORVIDS)) expect(hidden(x)).toEqual({ seat: CORVIDS, kind: 'plot', faceDown: true });
    // On the table too: the token's face is the snare to its owner, the back to everyone else.
    const faces = after.map((x) => Object.entries(x.pieces).filter(([id]) => id.startsWith(`token-${HILL}-`)).map(([, p]) => p.face ?? ''));
    expect(faces[CORVIDS]!.some((f) => f.includes(PLOT))).toBe(true);
    for (const [i, f] of faces.entries()) if (i !== CORVIDS) expect(f.some((x) => x.includes(PLOT))).toBe(false);
    // The log says where; only the Corvids' own log says what.
    const line = (x: Seen): string => x.log.filter((e) => e.kind === 'plot').map((e) => e.text).join();
    expect(line(after[CORVIDS]!)).toMatch(/place a snare, face down, there/);
    for (const [i, x] of after.entries()) if (i !== CORVIDS) expect(line(x)).toMatch(/^The Corvid Conspiracy removed 1 warrior from Hill \(fox\) to place a face-down plot there\.$/);
    await shot(seats[CORVIDS]!, 'root-four-4-plot-corvids-390');
    await shot(seats[LEGION]!, 'root-four-4-plot-legion-1440');
  }, IT_MS);

  it('Exposure on the Legion’s own turn: clearing, card and guess in the field picker; a wrong guess hands the card over and the plot stays', async () => {
    const expose = await playUntil((_s, a) => a.t === 'cc.expose');
    expect(expose.page).toBe(seats[EXPOSER]);
    expect(controlKind(expose.prompt)).toBe('fields');
    expect(varying(expose.prompt.actions)).toEqual(['card', 'guess']);
    expect(fieldsOf(expose.action)).toMatchObject({ clearing: HILL, guess: GUESS });
    // Only the Legion has the control; the card is theirs to pick, the guess is said aloud.
    for (const [i, page] of all().entries()) {
      expect(await page.locator('[data-testid=fields-picker][data-key=expose]').count(), `page ${i}`).toBe(i === EXPOSER ? 1 : 0);
    }
    const hands = expose.s.view.seats.map((x) => x.handCount);
    const after = await send(expose, () => shot(expose.page, 'root-four-5-exposure-legion-1440'));
    for (const x of after) {
      expect(x.view.seats[EXPOSER]!.handCount).toBe(hands[EXPOSER]! - 1);
      expect(x.view.seats[CORVIDS]!.handCount).toBe(hands[CORVIDS]! + 1);
      expect(x.view.map[HILL - 1]!.tokens.some((t) => t.seat === CORVIDS && t.faceDown)).toBe(true);
      expect(x.log.some((e) => e.kind === 'exposure' && /guessed the plot there is a bomb\. “No\.”/.test(e.text))).toBe(true);
    }
    await shot(sam, 'root-four-5-exposure-spectator-1440');
  }, IT_MS);

  it('Parliament: the swayed minister’s action is a control of its own; the Duchy take it', async () => {
    const minister = await playUntil((_s, a) => a.t === 'ud.minister');
    expect(minister.page).toBe(seats[DUCHY]);
    expect(minister.prompt.key).toMatch(/^minister-/);
    await send(minister, () => shot(minister.page, 'root-four-6-parliament-duchy-1440'));
  }, IT_MS);

  it('the Corvids flip the snare in Birdsong: every page shows it face up and the Corvids score', async () => {
    const flip = await playUntil((_s, a) => a.t === 'cc.flip');
    expect(flip.page).toBe(seats[CORVIDS]);
    const vp = flip.s.view.seats[CORVIDS]!.vp;
    const after = await send(flip);
    for (const x of after) {
      const t = x.view.map[HILL - 1]!.tokens.find((y) => y.seat === CORVIDS);
      expect(t).toMatchObject({ kind: PLOT });
      expect(t?.faceDown).toBeUndefined();
      expect(x.view.seats[CORVIDS]!.vp).toBe(vp + 1);
    }
    await shot(seats[CORVIDS]!, 'root-four-7-flip-corvids-390');
    await shot(sam, 'root-four-7-flip-spectator-1440');
    await sam.setViewportSize(PHONE);
    await shot(sam, 'root-four-7-flip-spectator-390');
    await seats[DUCHY]!.setViewportSize(PHONE);
    await shot(seats[DUCHY]!, 'root-four-7-flip-duchy-390');
  }, IT_MS);
});
