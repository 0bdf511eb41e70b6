/**
 * Painted faces of the Forest's table pieces: a Forest card side (its icon in a coloured
 * strip down the left edge, so a card half hidden in the discard's cascade still shows its
 * facing; an Ambush side framed in red), a map card (its icons lit as the tableau meets
 * them) and a traveller's mat. Images read upright from the near (+z) side. A face with
 * words on it is drawn in the reader's language, which its cache key names.
 */
import type { CanvasTexture } from 'three';
import { mapDef } from '../../../engine/games/forest/content/index.ts';
import { AREA, MAP_SPOT } from '../../../engine/games/forest/layout.ts';
import { FONT, fitText, make, roundRect, type TextureTarget } from '../../scene/textures.ts';
import { AMBUSH_RED, dirLetter, GLYPH, ICON_COLOR, iconKey, parseCardFace, parseMapFace } from './look.ts';
import { currentLang, say } from '../../words/say.ts';
import { mapName, sideName, sideText } from './names.ts';

const W = 256;
const H = 358;
const STRIP = 66;
const PAPER = '#f4ecd6';
const INK = '#2a2118';

/** Words wrapped into lines of at most `maxW` pixels. */
function wrap(g: CanvasRenderingContext2D, text: string, maxW: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (g.measureText(next).width > maxW && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** A Forest card side, or null when the face names none (the generic face then). */
export function forestCardTexture(face: string | undefined, target: TextureTarget = 'model'): CanvasTexture | null {
  const map = parseMapFace(face);
  if (map) return mapCardTexture(map.map, map.lit, target);
  const parsed = parseCardFace(face);
  if (!parsed) return null;
  const { side, as } = parsed;
  const key = iconKey(side.icon);
  const ambush = side.ambush !== undefined;
  return make(`forest-card:${face}:${currentLang()}`, W, H, (g) => {
    g.fillStyle = PAPER;
    g.fillRect(0, 0, W, H);
    // The strip: icon colour, the glyph, and what a wild icon stands for.
    g.fillStyle = ICON_COLOR[key];
    g.fillRect(0, 0, STRIP, H);
    g.fillStyle = '#fffaf0';
    fitText(g, GLYPH[key], STRIP / 2, 44, STRIP - 8, 56, FONT, '900');
    if (as) {
      g.fillStyle = '#fffaf0';
      roundRect(g, 8, 80, STRIP - 16, 56, 8);
      g.fill();
      g.fillStyle = ICON_COLOR[as];
      fitText(g, `${GLYPH[as]}${dirLetter(as)}`, STRIP / 2, 109, STRIP - 20, 30, FONT, '900');
    }
    // The name down the strip, readable in the discard's cascade.
    g.save();
    g.translate(STRIP / 2 + 2, H - 14);
    g.rotate(-Math.PI / 2);
    g.fillStyle = '#fffaf0';
    g.font = `700 22px ${FONT}`;
    g.textAlign = 'left';
    g.textBaseline = 'middle';
    let name = sideName(side.id);
    while (g.measureText(name).width > H - (as ? 160 : 100) && name.length > 4) name = `${name.slice(0, -2)}…`;
    g.fillText(name, 0, 0);
    g.restore();
    // The body: name, numbers, effect.
    const x0 = STRIP + 12;
    const bw = W - x0 - 12;
    if (ambush) {
      g.fillStyle = AMBUSH_RED;
      g.fillRect(STRIP, 0, W - STRIP, 46);
      g.fillStyle = '#fffaf0';
      fitText(g, say('forest.card.ambush').toUpperCase(), x0 + bw / 2, 24, bw, 28, FONT, '900');
    }
    g.fillStyle = INK;
    g.font = `800 26px ${FONT}`;
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    const title = wrap(g, sideName(side.id), bw).slice(0, 3);
    title.forEach((line, i) => g.fillText(line, x0 + bw / 2, (ambush ? 78 : 40) + i * 30));
    const y = (ambush ? 78 : 40) + title.length * 30 + 14;
    g.fillStyle = '#8c2f1b';
    fitText(g, `⚠ ${side.danger}`, x0 + bw * 0.27, y + 14, bw / 2 - 6, 34, FONT, '800');
    g.fillStyle = '#8a6d12';
    fitText(g, `★ ${side.renown}`, x0 + bw * 0.75, y + 14, bw / 2 - 6, 34, FONT, '800');
    g.fillStyle = '#4a3b2a';
    g.font = `500 19px ${FONT}`;
    wrap(g, sideText(side.id), bw).slice(0, 6).forEach((line, i) => g.fillText(line, x0 + bw / 2, y + 62 + i * 23));
    g.strokeStyle = ambush ? AMBUSH_RED : '#b9a57c';
    g.lineWidth = ambush ? 10 : 4;
    roundRect(g, 3, 3, W - 6, H - 6, 12);
    g.stroke();
  }, target);
}

/** A map card: its name, its icons (lit where the tableau meets them) and its reward. */
export function mapCardTexture(id: string, lit: readonly boolean[], target: TextureTarget = 'model'): CanvasTexture {
  const map = mapDef(id);
  return make(`forest-map:${id}:${lit.map((b) => (b ? 1 : 0)).join('')}:${currentLang()}`, W, H, (g) => {
    g.fillStyle = '#e9dcb5';
    g.fillRect(0, 0, W, H);
    g.fillStyle = '#2f4a2a';
    g.fillRect(0, 0, W, 78);
    g.fillStyle = '#f4ecd6';
    fitText(g, say('forest.card.map'), W / 2, 22, W - 20, 20, FONT, '800');
    fitText(g, mapName(map.id), W / 2, 54, W - 20, 28, FONT, '800');
    const n = map.needs.length;
    const cols = n <= 3 ? n : Math.ceil(n / 2);
    const r = 32;
    map.needs.forEach((d, i) => {
      const row = Math.floor(i / cols);
      const inRow = row === 0 ? Math.min(cols, n) : n - cols;
      const col = i - row * cols;
      const cx = W / 2 + (col - (inRow - 1) / 2) * (2 * r + 12);
      const cy = 140 + row * (2 * r + 18);
      const on = lit[i] === true;
      g.beginPath();
      g.arc(cx, cy, r, 0, Math.PI * 2);
      g.fillStyle = on ? '#f2c14e' : '#b8ab8c';
      g.fill();
      g.lineWidth = on ? 6 : 3;
      g.strokeStyle = on ? '#fff3c4' : '#8f8468';
      g.stroke();
      g.fillStyle = on ? ICON_COLOR[d] : '#6f6652';
      fitText(g, GLYPH[d], cx, cy + 2, r * 1.5, 40, FONT, '900');
    });
    g.fillStyle = '#5a4a1e';
    fitText(g, say('forest.card.reward', { n: map.reward }), W / 2, H - 40, W - 30, 28, FONT, '800');
    g.strokeStyle = '#2f4a2a';
    g.lineWidth = 6;
    roundRect(g, 3, 3, W - 6, H - 6, 12);
    g.stroke();
  }, target);
}

/** A traveller's mat: felt with the map card's spot at the west end and the tableau's ground. */
export function matTexture(target: TextureTarget = 'model'): CanvasTexture {
  const P = 32;
  const w = AREA.width * P;
  const h = AREA.depth * P;
  return make(`forest-mat:${currentLang()}`, w, h, (g) => {
    g.fillStyle = '#3e4d33';
    g.fillRect(0, 0, w, h);
    g.strokeStyle = '#8a9a6a';
    g.lineWidth = 6;
    roundRect(g, 5, 5, w - 10, h - 10, 14);
    g.stroke();
    g.setLineDash([12, 10]);
    g.strokeStyle = 'rgba(236, 226, 196, 0.45)';
    g.lineWidth = 3;
    const cx = (MAP_SPOT.x + AREA.width / 2) * P;
    const cz = (MAP_SPOT.z + AREA.depth / 2) * P;
    roundRect(g, cx - 1.35 * P, cz - 1.85 * P, 2.7 * P, 3.7 * P, 10);
    g.stroke();
    g.setLineDash([]);
    g.fillStyle = 'rgba(236, 226, 196, 0.35)';
    fitText(g, say('forest.term.tableau').toUpperCase(), w * 0.6, h - 18, w * 0.5, 22, FONT, '700');
  }, target);
}
