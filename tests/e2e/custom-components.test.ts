/**
 * The group's own components drawn (client/scene): pieces carrying image refs, sizes,
 * shapes, locks and values, put into a free table's projection in the page, with the
 * scene's face loader answering from canvases painted in the page (a ref starting "bad"
 * fails). Checks what the instances show — image layers from the class arrays, the plain
 * face while loading, a neutral face for a failed image — that a hundred and twenty
 * different card images add no batch (no draw call), that a counter's face follows its value, and that the
 * image arrays are freed once no piece shows an image; a phone's screen takes phone images.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createTableAs, drawnScreenshot, sceneAtRest, until } from './browser.ts';
import { servedTable } from './fixture.ts';

const STEP_MS = 60_000;
/** Cards of different images put on the table at once. */
const MANY = 60;
const IT_MS = 420_000;

type Piece = Record<string, unknown> & { id: string };
interface Drawn { batch: string; pick: boolean; layer: number; colorHex: string }
type W = {
  __woodland: {
    table: { getState(): { seat: unknown; projection: { table: { pieces: Record<string, Piece> } } | null }; setState(f: (s: never) => unknown): void };
    setFaceLoader?: (f: ((ref: string, size: string) => Promise<ImageBitmap>) | null) => void;
    three(): { gl: { render(s: unknown, c: unknown): void }; scene: unknown; camera: unknown };
    instances(): { drawn(id: string): Drawn[]; images: { all(): Array<{ key: string; depth: number; bytes: number }> } };
  };
};

const ref = (name: string): string => `${name}${'x'.repeat(Math.max(0, 24 - name.length))}`;

/** Puts `pieces` on the page's table (and takes away `gone`), as a projection would. */
function putPieces(page: Page, pieces: Piece[], gone: string[] = []): Promise<void> {
  return page.evaluate(({ pieces, gone }) => {
    const store = (window as unknown as W).__woodland.table;
    store.setState(((s: { projection: { table: { pieces: Record<string, unknown> } } }) => {
      const next = { ...s.projection.table.pieces };
      for (const p of pieces) next[p.id] = p;
      for (const id of gone) delete next[id];
      return { projection: { ...s.projection, table: { ...s.projection.table, pieces: next } } };
    }) as never);
  }, { pieces, gone });
}

function drawn(page: Page, id: string): Promise<Drawn[]> {
  return page.evaluate((id) => (window as unknown as W).__woodland.instances().drawn(id).filter((d) => !d.pick), id);
}

const part = (d: Drawn[], name: string): Drawn | undefined => d.find((e) => e.batch.split('|')[1] === name);

const base = { y: 0, rot: 0, faceUp: true, draggable: true };

describe("the group's own components on the table", () => {
  const served = servedTable();

  it('image faces and backs, boards, tiles, tokens, counters, zones and locks; many images in one batch; arrays freed', async () => {
    const ana = await served.open({ width: 1440, height: 900 });
    await ana.emulateMedia({ reducedMotion: 'reduce' });
    await createTableAs(ana, 'Ana', { game: 'sandbox', seats: 2 });
    await until('the table drawn', () => ana.evaluate(() => {
      const w = (window as unknown as W).__woodland;
      return w.table.getState().seat === 0 && !!w.instances && !!w.setFaceLoader;
    }), STEP_MS);
    // Images painted in the page: each ref its own colour and name; "bad…" refs fail.
    await ana.evaluate(() => {
      (window as unknown as W).__woodland.setFaceLoader!(async (r: string) => {
        if (r.startsWith('bad')) throw new Error('404');
        await new Promise((done) => setTimeout(done, 30));
        const c = new OffscreenCanvas(250, 350);
        const g = c.getContext('2d')!;
        let h = 0;
        for (const ch of r) h = (h * 31 + ch.charCodeAt(0)) % 360;
        g.fillStyle = `hsl(${h}, 60%, 55%)`;
        g.fillRect(0, 0, 250, 350);
        g.fillStyle = '#fff';
        g.fillRect(20, 20, 210, 60);
        g.fillStyle = '#000';
        g.font = 'bold 28px sans-serif';
        g.fillText(r.replace(/x+$/, ''), 30, 62);
        return createImageBitmap(c);
      });
    });

    await putPieces(ana, [
      { ...base, id: 'mat', kind: 'board', model: 'board', x: -12, z: 4, size: { w: 14, d: 9 }, color: '#3f6b4a', image: ref('mat'), locked: true, draggable: false },
      { ...base, id: 'felt', kind: 'board', model: 'board', x: -12, z: -8, size: { w: 10, d: 5 }, color: '#7a3b3b' },
      { ...base, id: 'c-face', kind: 'card', model: 'card', x: -15, z: 4, y: 0.1, image: ref('face'), label: 'Hero' },
      { ...base, id: 'c-back', kind: 'card', model: 'card', x: -12, z: 4, y: 0.1, faceUp: false, backImage: ref('back') },
      { ...base, id: 'c-bad', kind: 'card', model: 'card', x: -9, z: 4, y: 0.1, image: ref('bad') },
      { ...base, id: 'deck', kind: 'deck', model: 'deck', x: -6, z: 4, faceUp: false, count: 30, backImage: ref('back'), label: 'Quests' },
      { ...base, id: 't-sq', kind: 'tile', model: 'tile', shape: 'square', x: 2, z: 4, color: '#6a8f4e', label: 'Forest', image: ref('tile') },
      { ...base, id: 't-hex', kind: 'tile', model: 'hex-tile', shape: 'hex', x: 6, z: 4, color: '#4e6a8f', label: 'Sea' },
      { ...base, id: 'k-round', kind: 'token', model: 'token', shape: 'round', x: 9, z: 3, color: '#c23b3b', label: 'Gold', image: ref('coin') },
      { ...base, id: 'k-square', kind: 'token', model: 'token', shape: 'square', x: 11, z: 3, color: '#3b6ec2', label: 'W' },
      { ...base, id: 'count', kind: 'counter', model: 'token', x: 14, z: 3, color: '#f2e3b3', label: 'Life', value: 20, locked: true, draggable: false },
      { ...base, id: 'zone', kind: 'zone', model: 'zone', x: 6, z: 11, owner: 0, color: '#d9534f', size: { w: 12, d: 4 }, draggable: false },
    ]);
    await until('the images in', async () => {
      const d = await drawn(ana, 'c-face');
      return (part(d, 'front')?.layer ?? -1) >= 0 && part(d, 'front')!.batch.includes('img:card:full');
    }, STEP_MS);
    expect(await sceneAtRest(ana, STEP_MS)).toBe(true);
    await drawnScreenshot(ana, 'custom-components-1440');
    await ana.keyboard.press('t');
    await drawnScreenshot(ana, 'custom-components-top-1440');
    await ana.keyboard.press('t');

    // A card's image on its face, a face-down card's and a deck's back image on their backs.
    expect(part(await drawn(ana, 'c-back'), 'back')!.batch).toContain('img:card:full');
    expect(part(await drawn(ana, 'deck'), 'back')!.batch).toContain('img:card:full');
    expect(part(await drawn(ana, 'c-back'), 'back')!.layer).toBe(part(await drawn(ana, 'deck'), 'back')!.layer);
    // A failed image: a neutral face from the painted faces, not an image layer.
    const bad = part(await drawn(ana, 'c-bad'), 'front')!;
    expect(bad.batch).not.toContain('img:');
    expect(bad.layer).toBeGreaterThanOrEqual(0);
    // A board's image on its top; a plain board its colour; tiles and tokens with images.
    expect(part(await drawn(ana, 'mat'), 'face')!.batch).toContain('img:board:full');
    expect(part(await drawn(ana, 'felt'), 'face')!.colorHex).toBe('7a3b3b');
    expect(part(await drawn(ana, 't-sq'), 'face')!.batch).toContain('img:square:full');
    expect(part(await drawn(ana, 't-hex'), 'face')!.batch.split('|')[0]).toBe('hex-tile');
    expect(part(await drawn(ana, 'k-round'), 'face')!.batch).toContain('img:square:full');
    expect(part(await drawn(ana, 'k-square'), 'face')!.batch.split('|')[0]).toBe('flat-square-token');
    // A zone's sheet in its owner's colour; locked pieces carry a pin.
    const zone = part(await drawn(ana, 'zone'), 'face')!;
    expect(zone.batch).toContain('img:zone:full');
    expect(zone.colorHex).toBe('d9534f');
    expect((await drawn(ana, 'mat')).some((d) => d.batch === 'lock-pin')).toBe(true);
    expect((await drawn(ana, 'felt')).some((d) => d.batch === 'lock-pin')).toBe(false);

    // A counter's face follows its value.
    const before = part(await drawn(ana, 'count'), 'face')!;
    expect(before.batch).toContain('img:square:full');
    await putPieces(ana, [{ ...base, id: 'count', kind: 'counter', model: 'token', x: 14, z: 3, color: '#f2e3b3', label: 'Life', value: 19, locked: true, draggable: false }]);
    await until('the counter repainted', async () => part(await drawn(ana, 'count'), 'face')!.layer !== before.layer, STEP_MS);

    // A hundred and twenty cards of different images: no more batches (draw calls of the
    // pieces) than before. (The table's own pieces, now under half of all, light up as the
    // prompts' targets: rings of their own, not counted here.)
    const batches = (): Promise<number> => ana.evaluate(() => {
      let n = 0;
      ((window as unknown as W).__woodland.three().scene as { traverse(f: (o: { visible: boolean; name: string }) => void): void }).traverse((o) => {
        if (o.visible && o.name.startsWith('instances:')) n++;
      });
      return n;
    });
    const batchesBefore = await batches();
    const cards: Piece[] = Array.from({ length: MANY }, (_, i) => ({ ...base, id: `many-${i}`, kind: 'card', model: 'card', x: -20 + (i % 20) * 2, z: -14 + Math.floor(i / 20) * 1.2, y: 0, image: ref(`many${i}`) }));
    await putPieces(ana, cards);
    await until('every image in', async () => {
      const d = await drawn(ana, `many-${MANY - 1}`);
      return (part(d, 'front')?.batch.includes('img:') ?? false) && (part(await drawn(ana, 'many-0'), 'front')?.batch.includes('img:') ?? false);
    }, 3 * STEP_MS);
    expect(await sceneAtRest(ana, STEP_MS)).toBe(true);
    await drawnScreenshot(ana, 'custom-components-many-1440');
    expect(await batches()).toBe(batchesBefore);
    const layers = new Set(await Promise.all(cards.slice(0, 20).map(async (c) => part(await drawn(ana, c.id), 'front')!.layer)));
    expect(layers.size).toBe(20);

    // Every image piece taken away: the image arrays are freed.
    const gone = ['mat', 'c-face', 'c-back', 'c-bad', 'deck', 't-sq', 'k-round', 'count', 'zone', ...cards.map((c) => c.id)];
    await putPieces(ana, [], gone);
    await until('the image arrays freed', () => ana.evaluate(() => {
      const w = (window as unknown as W).__woodland;
      const r = w.three();
      r.gl.render(r.scene, r.camera);
      return w.instances().images.all().every((a) => a.depth === 0 && a.bytes === 0);
    }), STEP_MS);

    // On a phone's screen the same image comes at its phone size, into the phone array.
    await ana.setViewportSize({ width: 390, height: 844 });
    await putPieces(ana, [{ ...base, id: 'c-phone', kind: 'card', model: 'card', x: 0, z: 0, image: ref('face') }]);
    await until('the phone image in', async () => {
      return part(await drawn(ana, 'c-phone'), 'front')?.batch.includes('img:card:phone') ?? false;
    }, STEP_MS);
    await drawnScreenshot(ana, 'custom-components-390');
  }, IT_MS);
});
