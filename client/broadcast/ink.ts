/**
 * Colours that stay readable on the streaming overlays (pure): a seat's colour lightened
 * until it reads on the overlays' dark backdrop, and the ink for a die's value on the
 * die's own colour. Contrast is WCAG's ratio of relative luminances.
 */

/** The overlays' backdrop (client/broadcast/broadcast.css: rgba(20, 28, 17, 0.86)) at its darkest. */
export const CAST_BACKDROP = '#111810';
/** The least contrast an overlay's text has on its backdrop (WCAG AA for body text). */
export const READABLE_CONTRAST = 4.5;

const DARK = '#1b1510';
const LIGHT = '#ffffff';

function rgb(css: string): [number, number, number] | null {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(css.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: readonly number[]): number {
  const lin = (v: number) => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
}

/** WCAG contrast of two #rgb / #rrggbb colours (1 when either does not read). */
export function contrast(a: string, b: string): number {
  const x = rgb(a);
  const y = rgb(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi! + 0.05) / (lo! + 0.05);
}

const hex = (c: readonly number[]) => `#${c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** `color` mixed towards white just enough to read on `backdrop` (itself when it already does; as given when it is no #hex). */
export function readableOn(color: string, backdrop = CAST_BACKDROP, min = READABLE_CONTRAST): string {
  const c = rgb(color);
  if (!c || contrast(color, backdrop) >= min) return color;
  for (let t = 0.05; t < 1; t += 0.05) {
    const mixed = hex(c.map((v) => v + (255 - v) * t));
    if (contrast(mixed, backdrop) >= min + 0.1) return mixed;
  }
  return LIGHT;
}

/** The ink for a value printed on a die of colour `body`: dark or white, whichever stands out more. */
export function inkOnDie(body: string | undefined): string {
  if (!body || !rgb(body)) return DARK;
  return contrast(DARK, body) >= contrast(LIGHT, body) ? DARK : LIGHT;
}
