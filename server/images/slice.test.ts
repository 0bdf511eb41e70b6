import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cellBounds, sliceSheet, SheetRefused } from './slice.ts';

const COLOURS: Array<[number, number, number]> = [[220, 20, 20], [20, 200, 20], [20, 20, 220], [230, 230, 20], [20, 220, 220], [220, 20, 220]];

/** A `cols` × `rows` sheet of `cw` × `ch` cells, cell i filled with COLOURS[i]. */
async function sheet(cols: number, rows: number, cw: number, ch: number): Promise<Buffer> {
  const cells = [];
  for (let i = 0; i < cols * rows; i++) {
    const [r, g, b] = COLOURS[i % COLOURS.length]!;
    cells.push({
      input: { create: { width: cw, height: ch, channels: 3 as const, background: { r, g, b } } },
      left: (i % cols) * cw, top: Math.floor(i / cols) * ch,
    });
  }
  return sharp({ create: { width: cols * cw, height: rows * ch, channels: 3, background: { r: 0, g: 0, b: 0 } } }).composite(cells).png().toBuffer();
}

async function middle(webp: Buffer): Promise<number[]> {
  const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

function near(a: number[], b: number[]): boolean {
  return a.every((x, i) => Math.abs(x - b[i]!) < 30);
}

describe('card sheets', () => {
  it('SHEET.1 a 3 × 2 sheet cut into its cards, row by row from the top left, each a full and a phone WebP under its own hash', async () => {
    const cards = await sliceSheet(await sheet(3, 2, 60, 90), { cols: 3, rows: 2, count: 5 });
    expect(cards).toHaveLength(5);
    for (const [i, card] of cards.entries()) {
      expect([card.width, card.height]).toEqual([60, 90]);
      expect(card.variants.full.mime).toBe('image/webp');
      expect([card.variants.full.width, card.variants.full.height]).toEqual([60, 90]);
      const [r, g, b] = await middle(card.variants.full.bytes);
      const [er, eg, eb] = COLOURS[i]!;
      expect(Math.abs(r! - er) + Math.abs(g! - eg) + Math.abs(b! - eb)).toBeLessThan(30);
      expect(card.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(new Set(cards.map((c) => c.hash)).size).toBe(5);
    // The same sheet cut again names the same cards.
    const again = await sliceSheet(await sheet(3, 2, 60, 90), { cols: 3, rows: 2, count: 5 });
    expect(again.map((c) => c.hash)).toEqual(cards.map((c) => c.hash));
    // Chosen cells, in the order asked: the first two and the last (a shared back).
    const chosen = await sliceSheet(await sheet(3, 2, 60, 90), { cols: 3, rows: 2, count: 2 }, [0, 1, 5]);
    expect(chosen.map((c) => c.hash)).toEqual([cards[0]!.hash, cards[1]!.hash, expect.any(String)]);
    expect(near(await middle(chosen[2]!.variants.full.bytes), COLOURS[5]!)).toBe(true);
    await expect(sliceSheet(await sheet(3, 2, 60, 90), { cols: 3, rows: 2, count: 2 }, [6])).rejects.toThrow(/cells 0 to 5/);
  });

  it('SHEET.2 a large card\'s phone variant is at most 512 px; cells of a sheet the grid does not divide differ by a pixel at most', async () => {
    const [card] = await sliceSheet(await sheet(1, 1, 800, 1100), { cols: 1, rows: 1, count: 1 });
    expect([card!.variants.phone.width, card!.variants.phone.height]).toEqual([372, 512]);
    const widths = Array.from({ length: 7 }, (_, i) => cellBounds(100, 70, { cols: 7, rows: 1, count: 7 }, i).width);
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThanOrEqual(1);
    expect(widths.reduce((a, b) => a + b, 0)).toBe(100);
  });

  it('SHEET.3 bad grids and sheets are refused with the reason, nothing cut', async () => {
    const png = await sheet(3, 2, 60, 90);
    const refusal = async (grid: { cols: number; rows: number; count: number }, bytes = png): Promise<SheetRefused> => {
      const e: unknown = await sliceSheet(bytes, grid).then(() => null, (x: unknown) => x);
      expect(e).toBeInstanceOf(SheetRefused);
      return e as SheetRefused;
    };
    expect((await refusal({ cols: 3, rows: 2, count: 7 })).message).toMatch(/holds 1 to 6 cards/);
    expect((await refusal({ cols: 11, rows: 2, count: 3 })).code).toBe('grid');
    expect((await refusal({ cols: 3, rows: 8, count: 3 })).code).toBe('grid');
    expect((await refusal({ cols: 3, rows: 2, count: 0 })).code).toBe('grid');
    expect((await refusal({ cols: 2.5, rows: 2, count: 3 })).code).toBe('grid');
    const tiny = await sheet(10, 7, 5, 5);
    expect((await refusal({ cols: 10, rows: 7, count: 70 }, tiny)).message).toMatch(/at least 8 × 8/);
    expect((await refusal({ cols: 1, rows: 1, count: 1 }, Buffer.from('not an image'))).code).toBe('sheet');
  });
});
