/**
 * `npm run bench -- frames`: what one whole frame of the table costs in each look
 * (client/scene/look.ts), on this machine's WebGL (SwiftShader where there is no graphics
 * card). One spectator page of the demo free table per look and viewport, its address
 * naming the look; after it has loaded, the scene is rendered FRAMES times straight
 * through the renderer, each time waiting for the pixels (a one-pixel read), and the
 * median is reported with the page's draw calls and its first load. Then a crowded table
 * (500 pieces) at 1920 × 1080 in each look, with its frames per second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../server/app.ts';
import { HTTP } from '../wire/protocol.ts';
import type { Page } from 'playwright-core';
import { launchBrowser } from '../tests/e2e/browser.ts';

const FRAMES = 7;
/** Pieces on the crowded table. */
const CROWD = 500;
const VIEWPORTS = [{ name: '1440', width: 1440, height: 900 }, { name: '390', width: 390, height: 844 }] as const;
const LOOKS = ['full', 'light'] as const;

type R3f = { gl: { render(s: unknown, c: unknown): void; getContext(): WebGLRenderingContext; info: { render: { calls: number } } }; scene: unknown; camera: unknown };

/** Waits until the page has its r3f state and the table's projection. */
async function tableDrawn(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const w = (window as unknown as { __woodland?: { three?: unknown; table?: { getState(): { projection: unknown } } } }).__woodland;
    return !!w?.three && !!w.table?.getState().projection;
  }, null, { timeout: 90_000 });
}

/** FRAMES whole frames rendered straight through, each waiting for its pixels: the median in ms, and the draw calls. */
async function wholeFrames(page: Page): Promise<{ median: number; calls: number }> {
  const { times, calls } = await page.evaluate((n) => {
    const r = (window as unknown as { __woodland: { three: () => R3f } }).__woodland.three();
    const gl = r.gl.getContext();
    const px = new Uint8Array(4);
    const times: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = performance.now();
      r.gl.render(r.scene, r.camera);
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      times.push(performance.now() - t);
    }
    return { times, calls: r.gl.info.render.calls };
  }, FRAMES);
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, calls };
}

export async function benchFrames(): Promise<Record<string, number>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'woodland-bench-'));
  const server = await startServer({ port: 0, host: '127.0.0.1', dataDir, log: () => {} });
  const browser = await launchBrowser();
  const out: Record<string, number> = {};
  try {
    const res = await fetch(server.url + HTTP.createTable, {
      method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ game: 'sandbox', seats: 4, options: {} }),
    });
    const { code } = (await res.json()) as { code: string };
    for (const vp of VIEWPORTS) {
      for (const look of LOOKS) {
        const page = await browser.newPage({ viewport: { width: vp.width, height: vp.height } });
        const t0 = performance.now();
        await page.goto(`${server.url}/t/${code}?watch=1&look=${look}`);
        await tableDrawn(page);
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        out[`load_${look}_${vp.name}_ms`] = Math.round(performance.now() - t0);
        // Let the models load and the camera settle before timing whole frames.
        await page.waitForTimeout(3000);
        const { median, calls } = await wholeFrames(page);
        out[`frame_${look}_${vp.name}_ms`] = Math.round(median);
        out[`calls_${look}_${vp.name}`] = calls;
        await page.close();
      }
    }
    // A crowded table at 1920 × 1080: the page's projection given 500 pieces (copies of the
    // demo table's meeples, dice, tiles and cards in a grid), drawn as the client draws any
    // projection. The figure a graphics card is measured by (issue: 500 pieces); on
    // SwiftShader it is the software renderer's.
    for (const look of LOOKS) {
      const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
      await page.goto(`${server.url}/t/${code}?watch=1&look=${look}`);
      await tableDrawn(page);
      const pieces = await page.evaluate((count) => {
        type Piece = { id: string; kind: string; x: number; z: number };
        const store = (window as unknown as { __woodland: { table: { getState(): { projection: { table: { pieces: Record<string, Piece> } } }; setState(s: object): void } } }).__woodland.table;
        const projection = store.getState().projection;
        const models = Object.values(projection.table.pieces).filter((p) => ['meeple', 'die', 'tile', 'card', 'token'].includes(p.kind));
        const crowd: Record<string, Piece> = {};
        const columns = 25;
        for (let i = 0; i < count; i++) {
          const from = models[i % models.length]!;
          const id = `crowd-${i}`;
          crowd[id] = { ...from, id, x: -18 + (i % columns) * 1.5, z: -10 + Math.floor(i / columns) * 1.05 };
        }
        store.setState({ projection: { ...projection, table: { ...projection.table, pieces: crowd } } });
        return Object.keys(crowd).length;
      }, CROWD);
      // The look's canvas is made afresh once the page knows its look: wait until a frame
      // draws the crowd (at least a call per piece), not an empty or half-mounted scene.
      await page.waitForFunction((count) => {
        const r = (window as unknown as { __woodland: { three: () => R3f } }).__woodland.three();
        r.gl.render(r.scene, r.camera);
        return r.gl.info.render.calls >= count;
      }, pieces, { timeout: 90_000, polling: 500 });
      const { median, calls } = await wholeFrames(page);
      out[`crowd_pieces`] = pieces;
      out[`frame_${look}_1920_crowd_ms`] = Math.round(median);
      out[`fps_${look}_1920_crowd`] = Math.round(10_000 / Math.max(median, 0.001)) / 10;
      out[`calls_${look}_1920_crowd`] = calls;
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return out;
}
