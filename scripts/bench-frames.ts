/**
 * `npm run bench -- frames`: what a whole frame of a crowded table costs the client, beside
 * its floor drawn in the same run, on this machine's WebGL (SwiftShader where there is no
 * graphics card).
 *
 * Tables: a synthetic thousand pieces in the mix of a big game (scripts/frames-synthetic.ts)
 * and the same mix five times over, given to a spectator's page of a free table through
 * its store; and each game's most crowded table mid-game (scripts/game-tables.ts), stored
 * and opened as a spectator. Viewports: 1920 × 1080 and a phone, 390 × 844 at two device
 * pixels per CSS pixel, touch. Looks: full and light (client/scene/look.ts), each a page of
 * its own (its address names it).
 *
 * Each page is opened with drawing stopped until its meshes stop growing (load_T_L_V_ms:
 * from opening the address until then), then draws on its own until at rest (its first
 * frame, with textures uploaded and programs compiled: first_T_L_V_ms), and is then timed
 * straight through the renderer. Figures, for table T (1000, 5000 or the game's id), look L
 * and viewport V:
 *  - calls_T_L_V: draw calls of one whole render (shadow passes included);
 *  - frame_T_L_V_ms: median of up to FRAMES whole frames, each a render and a one-pixel read
 *    so the GPU has finished; timed_T_L_V how many were timed — fewer once FRAME_BOUND_MS
 *    has passed, and none when an untimed frame before them took over FIRST_BOUND_MS (that
 *    frame is then the figure);
 *  - ratio_T_L_V: that median over the floor's at the same viewport;
 *  - texture_mb_T_L_V: texture memory, MB — every distinct texture the scene's materials
 *    reference (every texture-valued property, ShaderMaterial uniforms, the scene's
 *    environment and background), width × height × depth × bytes per texel, × 4/3 when
 *    mipmapped, plus the lights' shadow maps;
 *  - skipped_T_L_V: the page was not opened, the section having run BUDGET_S.
 * The floor, floor_calls_T_V and floor_frame_T_V_ms: the same pieces drawn by bare
 * three.js (scripts/frames-floor-page.ts: one InstancedMesh per geometry, no React, no
 * shadows) in the same browser at the same viewport and device pixel ratio, through the
 * page's camera. Timed figures are figures, never checks.
 *
 * The built client: dist/client (`npm run bench` builds it), or BENCH_CLIENT_DIR. To see
 * where a frame's time goes: BENCH_FRAMES_TABLES (table names), BENCH_FRAMES_VIEWPORTS
 * (1920, 390), BENCH_FRAMES_LOOKS (light, full) and BENCH_FRAMES_HIDE (instanced batches whose key starts with one of these,
 * e.g. `contact,label`, are not drawn on the timed pages).
 */
import path from 'node:path';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { startServer } from '../server/app.ts';
import { MemoryStore } from '../server/store/memory.ts';
import { sandbox } from '../engine/games/sandbox/index.ts';
import { storeNewTable } from '../tests/helpers/stored-play.ts';
import { tableSeed } from '../tests/room/random-play.ts';
import type { TablePiece } from '../engine/core/projection.ts';
import { launchBrowser, sceneAtRest, setDrawing, until } from '../tests/e2e/browser.ts';
import { storeGameTables } from './game-tables.ts';
import { syntheticTable } from './frames-synthetic.ts';
import { watchPage } from './shots.ts';
import type { FloorCamera, FloorFrames, FloorInput, FloorPiece } from './frames-floor-page.ts';

/** Whole frames timed per page, at most. */
const FRAMES = Number(process.env.BENCH_FRAMES ?? 5);
/** Once this long has passed timing a page's frames, no more are started (at least one is timed). */
const FRAME_BOUND_MS = Number(process.env.BENCH_FRAME_BOUND_MS ?? 8000);
/** A page whose untimed frame took longer than this has no frames timed: that frame is its figure. */
const FIRST_BOUND_MS = Number(process.env.BENCH_FIRST_BOUND_MS ?? 30_000);
const VIEWPORTS = [
  { name: '1920', width: 1920, height: 1080, touch: false, scale: 1 },
  { name: '390', width: 390, height: 844, touch: true, scale: 2 },
] as const;
/** The light look first: the cheaper page, timed before the section's budget runs out. */
const LOOKS = ['light', 'full'] as const;
/** Synthetic tables, in thousands of pieces. */
const SYNTHETIC = [1, 5] as const;
const MS_WAIT = 240_000;
/** How long a page may draw on its own before it is timed (a frame of many seconds stops the wait sooner or later). */
const WARM_MS = 15_000;
/** Past this many seconds of the section, the pages left are not opened (skipped_… says which). */
const BUDGET_S = Number(process.env.BENCH_FRAMES_BUDGET_S ?? 690);

/** A run narrowed by the environment (see the header); undefined: all of them. */
const list = (name: string): string[] | undefined => process.env[name]?.split(',').filter(Boolean);
const NARROW = {
  tables: list('BENCH_FRAMES_TABLES'), viewports: list('BENCH_FRAMES_VIEWPORTS'), looks: list('BENCH_FRAMES_LOOKS'), hide: list('BENCH_FRAMES_HIDE'),
};

type Viewport = (typeof VIEWPORTS)[number];
type Out = Record<string, number>;
interface Measured { first: number; warm: number; times: number[]; calls: number; textureBytes: number }
type InPage = Omit<Measured, 'first'>;

const round = (x: number, d = 0): number => Math.round(x * 10 ** d) / 10 ** d;
const median = (xs: readonly number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Hook = {
  __woodland: {
    table: { getState(): { projection: { version: number; table: { pieces: Record<string, TablePiece> } } | null }; setState(s: object): void };
    three?: () => { scene: { traverse(f: (o: { isMesh?: boolean; isInstancedMesh?: boolean; count?: number }) => void): void } };
  };
};

/** The page's meshes and instances, a count that grows while pieces mount and models load. */
function drawnCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    let n = 0;
    (window as unknown as Hook).__woodland.three?.().scene.traverse((o) => { if (o.isMesh) n += o.isInstancedMesh ? o.count ?? 1 : 1; });
    return n;
  });
}

/**
 * Waits until the page's meshes stop growing (polls a second apart alike; drawing is
 * stopped, so mounting and loading are not slowed by frames), then lets the page draw on
 * its own until it is at rest or WARM_MS has passed (the camera takes its framing, faces
 * are made, textures uploaded and programs compiled), and stops drawing again. The page's
 * first frame's time, in ms.
 */
async function settled(page: Page, t0: number): Promise<{ first: number; load: number }> {
  let last = -1;
  let same = 0;
  await until('the table drawn', async () => {
    const n = await drawnCount(page);
    same = n > 0 && n === last ? same + 1 : 0;
    last = n;
    return same >= 2;
  }, MS_WAIT, 1000);
  const load = performance.now() - t0;
  const t1 = performance.now();
  await setDrawing(page, true);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
  const first = performance.now() - t1;
  await sceneAtRest(page, WARM_MS);
  await setDrawing(page, false);
  return { first, load };
}

/**
 * One whole frame untimed, then up to n timed (none started once boundMs has passed, at
 * least one, none at all when the untimed one took over FIRST_BOUND_MS), one render's draw
 * calls, and the texture memory — in the page.
 */
async function measure(page: Page, n: number): Promise<InPage> {
  // tsx keeps functions' names through a helper the page lacks: give it one.
  await page.evaluate('window.__name = window.__name || ((f) => f)');
  const hide = NARROW.hide ?? [];
  if (hide.length > 0) {
    await page.evaluate((prefixes) => {
      const instances = (window as unknown as { __woodland: { instances?: () => { meshes(): Array<{ key: string; mesh: { visible: boolean } }> } } }).__woodland.instances?.();
      for (const b of instances?.meshes() ?? []) if (prefixes.some((p) => b.key.startsWith(p))) b.mesh.visible = false;
    }, hide);
  }
  return page.evaluate(([n, boundMs, firstBound]): InPage => {
    type Tex = { isTexture?: boolean; uuid: string; source?: { uuid: string }; image?: unknown; type: number; generateMipmaps: boolean; minFilter: number; isDataArrayTexture?: boolean; isData3DTexture?: boolean; isCubeTexture?: boolean };
    type Obj = { material?: unknown; isLight?: boolean; shadow?: { map?: { width: number; height: number; depthTexture?: unknown } | null } };
    type R = {
      gl: { render(s: unknown, c: unknown): void; getContext(): WebGLRenderingContext; info: { reset(): void; render: { calls: number } } };
      scene: { traverse(f: (o: Obj) => void): void; environment?: Tex | null; background?: unknown }; camera: unknown;
    };
    const r = (window as unknown as { __woodland: { three: () => R } }).__woodland.three();
    const gl = r.gl.getContext();
    const px = new Uint8Array(4);
    const whole = (): number => {
      const t = performance.now();
      r.gl.render(r.scene, r.camera);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      return performance.now() - t;
    };
    // One frame untimed: whatever the page left to upload (a texture made since it last drew) is uploaded now.
    const warm = whole();
    const calls = r.gl.info.render.calls;
    const times: number[] = [];
    const start = performance.now();
    if (warm <= firstBound) while (times.length < n && (times.length === 0 || performance.now() - start < boundMs)) times.push(whole());
    // Texture memory: each distinct image source once.
    const seen = new Set<string>();
    let textureBytes = 0;
    const add = (v: unknown): void => {
      const t = v as Tex | null;
      if (!t || !t.isTexture) return;
      const key = t.source?.uuid ?? t.uuid;
      if (seen.has(key)) return;
      seen.add(key);
      const img = t.image as { width?: number; height?: number; depth?: number } | Array<{ width?: number; height?: number }> | undefined;
      const face = Array.isArray(img) ? img[0] : img;
      const layers = Array.isArray(img) ? img.length : (t.isDataArrayTexture || t.isData3DTexture) ? (img?.depth ?? 1) : 1;
      const texel = t.type === 1015 ? 16 : t.type === 1016 ? 8 : 4;
      const mipmapped = t.generateMipmaps && t.minFilter !== 1003 && t.minFilter !== 1006;
      textureBytes += (face?.width ?? 0) * (face?.height ?? 0) * layers * texel * (mipmapped ? 4 / 3 : 1);
    };
    const fromMaterial = (m: unknown): void => {
      if (!m || typeof m !== 'object') return;
      for (const v of Object.values(m as Record<string, unknown>)) add(v);
      const uniforms = (m as { uniforms?: Record<string, { value?: unknown }> }).uniforms;
      if (uniforms) for (const u of Object.values(uniforms)) (Array.isArray(u?.value) ? u.value : [u?.value]).forEach(add);
    };
    r.scene.traverse((o) => {
      (Array.isArray(o.material) ? o.material : [o.material]).forEach(fromMaterial);
      const map = o.isLight ? o.shadow?.map : null;
      if (map) textureBytes += map.width * map.height * 4 * (map.depthTexture ? 2 : 1);
    });
    add(r.scene.environment);
    add(r.scene.background);
    // The faces of instanced pieces: texture arrays the batches' shaders read (client/scene/instanced/face-layers.ts).
    const instances = (window as unknown as { __woodland: { instances?: () => { faces: { all(): Array<{ uniform: { value: unknown } }> } } } }).__woodland.instances?.();
    for (const a of instances?.faces.all() ?? []) add(a.uniform.value);
    return { warm, times, calls, textureBytes };
  }, [n, FRAME_BOUND_MS, FIRST_BOUND_MS] as const);
}

/** What the floor needs from a page: its pieces and its camera. */
function floorInput(page: Page): Promise<FloorInput> {
  return page.evaluate(() => {
    type Cam = { position: { toArray(): number[] }; quaternion: { toArray(): number[] }; fov: number; near: number; far: number };
    const w = (window as unknown as Hook).__woodland;
    const cam = (w.three as unknown as () => { camera: Cam })().camera;
    const pieces = Object.values(w.table.getState().projection!.table.pieces).map((p) => ({ kind: p.kind, model: p.model, x: p.x, y: p.y, z: p.z, rot: p.rot, faceUp: p.faceUp, ...(p.scale ? { scale: p.scale } : {}) }));
    const camera = { position: cam.position.toArray(), quaternion: cam.quaternion.toArray(), fov: cam.fov, near: cam.near, far: cam.far };
    return { pieces, camera } as unknown as { pieces: FloorPiece[]; camera: FloorCamera };
  });
}

/** The floor page's script, bundled from scripts/frames-floor-page.ts. */
async function floorScript(): Promise<string> {
  const out = await build({
    entryPoints: [path.join(import.meta.dirname, 'frames-floor-page.ts')], bundle: true, write: false, format: 'iife', platform: 'browser', target: 'es2022', minify: true, logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/** The floor at `vp`: a blank page of the server (so the models load from it) drawing `input` with bare three.js. */
async function floor(browser: Browser, base: string, script: string, vp: Viewport, name: string, input: FloorInput): Promise<FloorFrames> {
  const page = await browser.newPage({ viewport: { width: vp.width, height: vp.height }, deviceScaleFactor: vp.scale, ...(vp.touch ? { hasTouch: true, isMobile: true } : {}) });
  try {
    page.on('pageerror', (e) => console.error('floor page error:', e.message));
    await page.route(`${base}/__floor`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><html><head><meta name="viewport" content="width=device-width, initial-scale=1"></head><body style="margin:0;overflow:hidden"></body></html>' }));
    await page.goto(`${base}/__floor`);
    await page.addScriptTag({ content: script });
    await page.evaluate((i) => (window as unknown as { __floor: { load(i: unknown): Promise<unknown> } }).__floor.load(i), input);
    const f = await page.evaluate(([n, b]) => (window as unknown as { __floor: { frames(n: number, b: number): FloorFrames } }).__floor.frames(n, b), [FRAMES, FRAME_BOUND_MS] as const);
    // BENCH_FLOOR_SHOTS=<dir>: a picture of each floor, to see it draws the table's pieces.
    if (process.env.BENCH_FLOOR_SHOTS) await page.screenshot({ path: path.join(process.env.BENCH_FLOOR_SHOTS, `floor-${name}-${vp.name}.jpg`), type: 'jpeg', quality: 70 });
    return f;
  } finally {
    await page.close();
  }
}

interface BenchTable { name: string; code: string; version: number; pieces?: Record<string, TablePiece> }

/** Table `t` at `vp` in each look, beside its floor; figures into `out`. */
async function benchTable(browser: Browser, base: string, script: string, t: BenchTable, vp: Viewport, out: Out, deadline: number): Promise<void> {
  const looks: Array<{ look: string; m: Measured; load: number }> = [];
  let input: FloorInput | null = null;
  for (const look of LOOKS) {
    if (NARROW.looks && !NARROW.looks.includes(look)) continue;
    if (performance.now() > deadline) {
      out[`skipped_${t.name}_${look}_${vp.name}`] = 1;
      console.error(`frames ${t.name}_${look}_${vp.name}: skipped, past the section's ${BUDGET_S} s`);
      continue;
    }
    const t0 = performance.now();
    const page = await watchPage(browser, `${base}/t/${t.code}?watch=1&look=${look}`, vp);
    try {
      await until(`${t.name} at version ${t.version}`, () => page.evaluate((v) => {
        const w = (window as unknown as Hook).__woodland;
        return !!w?.three && (w.table?.getState().projection?.version ?? -1) >= v;
      }, t.version), MS_WAIT);
      await setDrawing(page, false);
      if (t.pieces) {
        await page.evaluate((pieces) => {
          const store = (window as unknown as Hook).__woodland.table;
          const projection = store.getState().projection!;
          store.setState({ projection: { ...projection, table: { ...projection.table, pieces } } });
        }, t.pieces);
      }
      const { first, load } = await settled(page, t0);
      input ??= await floorInput(page);
      looks.push({ look, m: { first, ...(await measure(page, FRAMES)) }, load });
    } finally {
      await page.close();
    }
  }
  if (!input) return;
  const f = await floor(browser, base, script, vp, t.name, input);
  const floorMedian = median(f.times);
  const at = `${t.name}_${vp.name}`;
  out[`pieces_${t.name}`] = input.pieces.length;
  out[`floor_calls_${at}`] = f.calls;
  out[`floor_frame_${at}_ms`] = round(floorMedian, 1);
  const frame = (m: Measured): number => (m.times.length > 0 ? median(m.times) : m.warm);
  for (const { look, m, load } of looks) {
    const k = `${t.name}_${look}_${vp.name}`;
    out[`calls_${k}`] = m.calls;
    out[`frame_${k}_ms`] = round(frame(m), 1);
    out[`ratio_${k}`] = round(frame(m) / Math.max(floorMedian, 0.01), 1);
    out[`timed_${k}`] = m.times.length;
    out[`first_${k}_ms`] = round(m.first);
    out[`texture_mb_${k}`] = round(m.textureBytes / 2 ** 20, 1);
    out[`load_${k}_ms`] = round(load);
  }
  const line = looks.map(({ look, m }) => `${look} ${m.calls} calls ${round(frame(m), 1)} ms (${m.times.length > 0 ? `${m.times.length} timed` : 'one untimed frame only'}, first ${round(m.first)} ms, ${round(m.textureBytes / 2 ** 20, 1)} MB)`).join(' · ');
  console.error(`frames ${at}: ${input.pieces.length} pieces · floor ${f.calls} calls ${round(floorMedian, 1)} ms · ${line}`);
}

export async function benchFrames(): Promise<Record<string, number>> {
  const clientDir = process.env.BENCH_CLIENT_DIR ?? path.join('dist', 'client');
  const { tables: only, viewports } = NARROW;
  const store = new MemoryStore();
  const games = await storeGameTables(store);
  const server = await startServer({ port: 0, host: '127.0.0.1', store, staticDir: clientDir, log: () => {} });
  const browser = await launchBrowser();
  const out: Out = {};
  try {
    const script = await floorScript();
    // The synthetic tables' free table, stored like the games' (a table created through the
    // server but never joined would be gone by the time the last games are done).
    const code = 'BNSYNT';
    await storeNewTable(store, sandbox, { code, options: {}, seats: 4, seed: tableSeed('bench-synthetic') });
    // The games' tables first, then the synthetic ones, biggest last (the slowest pages, skipped first when time runs out).
    const tables: BenchTable[] = [
      ...games.map((g) => ({ name: g.game, code: g.code, version: g.version })),
      ...SYNTHETIC.map((k) => ({ name: String(k * 1000), code, version: 0, pieces: syntheticTable(k) })),
    ];
    const deadline = performance.now() + BUDGET_S * 1000;
    for (const t of tables) {
      if (only && !only.includes(t.name)) continue;
      for (const vp of VIEWPORTS) if (!viewports || viewports.includes(vp.name)) await benchTable(browser, server.url, script, t, vp, out, deadline);
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return out;
}
