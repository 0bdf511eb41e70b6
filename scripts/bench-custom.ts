/**
 * `npm run bench -- custom`: a group's own game on the free table (issue: bring your own
 * game), on a real server on loopback.
 *
 * - Upload of one 4096 × 4096 card sheet: the server's time from request to answer and
 *   the process's peak memory above its resting size, beside the floor of preparing the
 *   same bytes in the same process without HTTP (`prepareImage` alone).
 * - Opening a table of a ~1,000-card game of 15 sheets of 10 × 7 at 4096 px (67 cards and
 *   a back each) with 100 of its cards face up on the table: for a player and for a
 *   spectator, the bytes of the snapshot and of every image the projection shows, and the
 *   time from joining to holding all of them; beside the same images fetched plainly from
 *   a bare node:http server in the same process (the floor: the same bytes, no tickets, no
 *   projection). Ten decks of 10 × 7 hold at most 700 cards, so the thousand take 15.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import type { Viewer } from '../engine/core/types.ts';
import { getGame } from '../engine/games/registry.ts';
import type { SandboxState } from '../engine/games/sandbox/state.ts';
import { openRef } from '../server/images/capability.ts';
import { prepareImage } from '../server/images/prepare.ts';
import { snapshotBytes } from '../server/room/packing.ts';
import { ProjectionSync } from '../server/room/sync.ts';
import { C2S, FACE_TICKET_HEADER, facePath, S2C, type FaceSize, type FaceTicket, type UploadTicket, type UploadedImage } from '../wire/protocol.ts';
import { bootServer, TableClient, type TestServer } from '../tests/room/helpers.ts';

const round = (x: number, d = 1): number => Math.round(x * 10 ** d) / 10 ** d;
const MB = 2 ** 20;

/** A 4096 × 4096 sheet of 10 × 7 cells, each its own colour with a printed-looking noise, as JPEG (like a scan). */
async function sheet(seed: number): Promise<Buffer> {
  const w = 4096;
  const h = 4096;
  const noise = await sharp({ create: { width: w, height: h, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).raw().toBuffer();
  const cells = Array.from({ length: 70 }, (_, i) => ({
    input: { create: { width: Math.floor(w / 10), height: Math.floor(h / 7), channels: 4 as const, background: { r: (seed * 37 + i * 53) % 256, g: (seed * 91 + i * 17) % 256, b: (i * 29) % 256, alpha: 0.6 } } },
    left: (i % 10) * Math.floor(w / 10), top: Math.floor(i / 10) * Math.floor(h / 7),
  }));
  return sharp(noise, { raw: { width: w, height: h, channels: 3 } }).composite(cells).jpeg({ quality: 88 }).toBuffer();
}

/** Runs `job` while sampling this process's resident memory; its time and the peak above the size before. */
async function measured<T>(job: () => Promise<T>): Promise<{ value: T; ms: number; peakMB: number }> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 2);
  const t0 = performance.now();
  const value = await job();
  const ms = performance.now() - t0;
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { value, ms, peakMB: round((peak - before) / MB) };
}

async function reply<T>(c: TableClient, type: string, message: unknown, answer: string): Promise<T> {
  const seen = c.received.length;
  c.send(type, message);
  return c.until(() => c.received.slice(seen).find((r) => r.type === answer)?.message as T | undefined, answer, 120_000);
}

async function upload(t: TestServer, c: TableClient, body: Buffer): Promise<UploadedImage> {
  const ticket = await reply<UploadTicket>(c, C2S.uploadTicket, {}, S2C.uploadTicket);
  const res = await fetch(`${t.server.url}/api/tables/${c.code}/images`, {
    method: 'POST', headers: { 'Content-Type': 'image/jpeg', 'X-Upload-Ticket': ticket.ticket }, body: new Uint8Array(body),
  });
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${await res.text()}`);
  return (await res.json()) as UploadedImage;
}

/** Every image ref in `value` that opens to this table (what a client would fetch). */
function refsShown(t: TestServer, code: string, value: unknown): string[] {
  const out = new Set<string>();
  JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'string' && openRef(t.server.context.assetKey, v)?.code === code) out.add(v);
    return v;
  });
  return [...out];
}

/** Fetches `urls` six at a time (a browser's connections per host); total bytes. */
async function fetchAll(urls: string[], headers: Record<string, string>): Promise<number> {
  let bytes = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < urls.length) {
      const url = urls[next++]!;
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`fetch ${res.status} ${url}`);
      bytes += (await res.arrayBuffer()).byteLength;
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return bytes;
}

/** A bare node:http server handing the same bytes by path: the floor for fetching them. */
async function plainServer(files: Map<string, Buffer>): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const body = files.get(req.url ?? '');
    if (!body) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/webp', 'Content-Length': body.length });
    res.end(body);
  });
  await new Promise<void>((go) => server.listen(0, '127.0.0.1', go));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function benchCustom(): Promise<Record<string, unknown>> {
  const t = await bootServer({ uploadLimit: { perMinute: 6000, burst: 1000 }, faceLimit: { perMinute: 60000, burst: 10000 } });
  const out: Record<string, unknown> = {};
  const host = await TableClient.create(t.endpoint, { game: 'sandbox', seats: 2, name: 'Host' });
  await host.until(() => host.projection, 'snapshot');
  try {
    // One 4096 × 4096 sheet: through the route, and prepared alone (the floor).
    const one = await sheet(0);
    const floor = await measured(() => prepareImage(one));
    const routed = await measured(() => upload(t, host, one));
    Object.assign(out, {
      sheetUploadBytes: one.length, sheetUploadMs: round(routed.ms, 0), sheetUploadPeakMB: routed.peakMB,
      sheetPrepareFloorMs: round(floor.ms, 0), sheetPrepareFloorPeakMB: floor.peakMB, sheetUploadOverFloor: round(routed.ms / floor.ms, 2),
    });

    // The thousand-card game: 15 sheets cut into decks, 100 cards turned face up on the table.
    let v = host.version;
    const cutMs: number[] = [];
    for (let s = 0; s < 15; s++) {
      const up = s === 0 ? routed.value : await upload(t, host, await sheet(s));
      const t0 = performance.now();
      host.send(C2S.compose, { what: { kind: 'sheet', name: `Deck ${s + 1}`, image: up.hash, cols: 10, rows: 7, count: 67, back: { kind: 'last' } }, x: -20 + (s % 8) * 5.5, z: s < 8 ? -12 : -7 });
      v++;
      await host.until(() => (host.projection?.version ?? 0) >= v, `deck ${s + 1}`, 300_000);
      cutMs.push(performance.now() - t0);
    }
    const room = t.server.room(host.code)!;
    const decks = Object.values((room.currentMatch.state as SandboxState).pieces).filter((p) => p.kind === 'deck').map((p) => p.id);
    let n = 0;
    for (const deck of decks) {
      for (let i = 0; i < 7 && n < 100; i++, n++) {
        host.act({ t: 'draw', deck, n: 1, to: 'hand', from: 'top' });
        await host.waitVersion(++v);
        const item = (room.currentMatch.state as SandboxState).hands[0]!.at(-1)!;
        host.act({ t: 'play', id: item.id, x: round(-22 + (n % 20) * 2.3, 2), z: round(1 + Math.floor(n / 20) * 2.8, 2), faceUp: true });
        await host.waitVersion(++v);
      }
    }
    const cards = Object.values((room.currentMatch.state as SandboxState).pieces).reduce((sum, p) => sum + (p.kind === 'deck' ? p.cards.length : p.kind === 'card' ? 1 : 0), 0);
    Object.assign(out, { cards, sheets: 15, sheetCutMsMean: round(cutMs.reduce((a, b) => a + b, 0) / cutMs.length, 0) });

    // Opening it: a player and a spectator join, hold the snapshot, and fetch every image shown.
    const sync = new ProjectionSync(getGame('sandbox')!);
    for (const [who, options, viewer] of [['player', { name: 'Guest' }, 1], ['spectator', { name: 'Watcher', spectator: true }, 'spectator']] as Array<[string, Record<string, unknown>, Viewer]>) {
      for (const size of ['full', 'phone'] as FaceSize[]) {
        const t0 = performance.now();
        const c = await TableClient.join(t.endpoint, host.code, options);
        await c.until(() => c.projection, 'snapshot', 60_000);
        const ticket = await reply<FaceTicket>(c, C2S.faceTicket, {}, S2C.faceTicket);
        const projection = sync.project(room.currentMatch, viewer);
        const refs = refsShown(t, host.code, projection.view);
        const imageBytes = await fetchAll(refs.map((r) => `${t.server.url}${facePath(host.code, r, size)}`), { [FACE_TICKET_HEADER]: ticket.ticket });
        const ms = performance.now() - t0;
        const snapshot = snapshotBytes({ projection }).length;
        // The floor: the same image bytes from a bare server, fetched the same way.
        const files = new Map<string, Buffer>();
        for (const r of refs) {
          const res = await fetch(`${t.server.url}${facePath(host.code, r, size)}`, { headers: { [FACE_TICKET_HEADER]: ticket.ticket } });
          files.set(`/${r}`, Buffer.from(await res.arrayBuffer()));
        }
        const plain = await plainServer(files);
        const f0 = performance.now();
        const plainBytes = await fetchAll(refs.map((r) => `${plain.url}/${r}`), {});
        const floorMs = performance.now() - f0;
        plain.server.close();
        Object.assign(out, {
          [`${who}${size === 'full' ? '' : 'Phone'}Images`]: refs.length,
          [`${who}${size === 'full' ? '' : 'Phone'}SnapshotBytes`]: snapshot,
          [`${who}${size === 'full' ? '' : 'Phone'}ImageBytes`]: imageBytes,
          [`${who}${size === 'full' ? '' : 'Phone'}PlainImageBytes`]: plainBytes,
          [`${who}${size === 'full' ? '' : 'Phone'}OpenMs`]: round(ms, 0),
          [`${who}${size === 'full' ? '' : 'Phone'}PlainFetchFloorMs`]: round(floorMs, 0),
        });
        await c.leave();
      }
    }
  } finally {
    await host.leave().catch(() => undefined);
    await t.close();
  }
  return out;
}
