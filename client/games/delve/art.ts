/**
 * Delve's painted faces: hex tiles by room (dim while the room is closed), rocks and doors;
 * the ability cards (name, initiative, top and bottom actions with their lost and bonus
 * marks), the monsters' ability cards and the long-rest card; the character boards; loot,
 * health and initiative tokens. Read upright from the south edge; 'model' textures for GLBs.
 * A face with words on it is drawn in the reader's language, which its cache key names.
 */
import type { CanvasTexture } from 'three';
import type { TablePiece } from '../../../engine/core/projection.ts';
import { sayPhrase } from '../../../engine/core/words.ts';
import { CONTENT, monsterCardDef } from '../../../engine/games/delve/content/index.ts';
import { monsterCardPhrase, monsterCardWords } from '../../../engine/games/delve/words.ts';
import { FONT, fitText, inkFor, make, roundRect, type TextureTarget } from '../../scene/textures.ts';
import { cardInfo, type HalfInfo } from './hud/model.ts';
import { currentLang, say } from '../../words/say.ts';
import { pieceLabel } from '../../words/phrase.ts';

const ROOM_COLOURS: Record<string, string> = { a: '#b9a27a', b: '#8e9aa3', c: '#a08fb0' };
const CHARACTER_COLOURS: Record<string, string> = { warden: '#3d5a80', ranger: '#4f772d', mender: '#b08d2f', shade: '#6a4c93' };
const PAPER = '#fbf6e9';
const INK = '#2a2118';
const LOST = '#b3261e';

function darker(hex: string, f: number): string {
  const n = parseInt(hex.slice(1), 16);
  const c = (v: number): string => Math.round(Math.max(0, Math.min(255, v * f))).toString(16).padStart(2, '0');
  return `#${c((n >> 16) & 255)}${c((n >> 8) & 255)}${c(n & 255)}`;
}

/** Lines of `text` that fit `width` at the current font. */
function wrap(g: CanvasRenderingContext2D, text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (g.measureText(next).width > width && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  if (line) out.push(line);
  return out;
}

/** A pointy-top hex filling a W × H image (the tile's UVs span its bounding box). */
function hexPath(g: CanvasRenderingContext2D, w: number, h: number, inset: number): void {
  g.beginPath();
  for (let k = 0; k < 6; k++) {
    const a = (Math.PI / 180) * (90 + 60 * k);
    const x = w / 2 + (w / 2 - inset) * Math.cos(a) / (Math.sqrt(3) / 2);
    const y = h / 2 + (h / 2 - inset) * Math.sin(a);
    if (k === 0) g.moveTo(Math.max(inset, Math.min(w - inset, x)), y);
    else g.lineTo(Math.max(inset, Math.min(w - inset, x)), y);
  }
  g.closePath();
}

/** A hex tile's face: "floor-a", "floor-b-dark", "rock-c", "door-open", "door-closed". */
export function hexTexture(face: string, target: TextureTarget = 'model'): CanvasTexture {
  const W = 222;
  const H = 256;
  return make(`delve-hex:${face}`, W, H, (g) => {
    const [kind, letter, dark] = face.split('-');
    const base = kind === 'door' ? '#7a5a3a' : ROOM_COLOURS[letter ?? 'a'] ?? '#b9a27a';
    const body = dark ? darker(base, 0.55) : base;
    g.fillStyle = darker(body, 0.7);
    g.fillRect(0, 0, W, H);
    hexPath(g, W, H, 6);
    g.fillStyle = body;
    g.fill();
    // Flagstones.
    g.strokeStyle = darker(body, 0.82);
    g.lineWidth = 3;
    for (let y = 40; y < H; y += 44) {
      g.beginPath();
      g.moveTo(0, y);
      g.lineTo(W, y);
      g.stroke();
    }
    if (kind === 'rock') {
      g.fillStyle = darker(body, 0.5);
      g.beginPath();
      g.ellipse(W / 2, H / 2 + 10, 70, 52, -0.2, 0, Math.PI * 2);
      g.fill();
      g.fillStyle = darker(body, 0.75);
      g.beginPath();
      g.ellipse(W / 2 - 18, H / 2 - 6, 34, 24, -0.3, 0, Math.PI * 2);
      g.fill();
    }
    if (kind === 'door') {
      g.fillStyle = letter === 'closed' ? '#5b3a1e' : '#2b1d12';
      roundRect(g, W / 2 - 52, H / 2 - 70, 104, 140, 40);
      g.fill();
      if (letter === 'closed') {
        g.strokeStyle = '#3a2412';
        g.lineWidth = 4;
        for (const x of [-26, 0, 26]) {
          g.beginPath();
          g.moveTo(W / 2 + x, H / 2 - 62);
          g.lineTo(W / 2 + x, H / 2 + 68);
          g.stroke();
        }
        g.fillStyle = '#d4a017';
        g.beginPath();
        g.arc(W / 2 + 34, H / 2 + 6, 7, 0, Math.PI * 2);
        g.fill();
      }
    }
    g.strokeStyle = 'rgba(20,14,8,0.55)';
    g.lineWidth = 5;
    hexPath(g, W, H, 6);
    g.stroke();
  }, target);
}

function symbols(g: CanvasRenderingContext2D, h: HalfInfo, x: number, y: number): void {
  let at = x;
  const mark = (text: string, fill: string): void => {
    g.fillStyle = fill;
    g.beginPath();
    g.arc(at, y, 13, 0, Math.PI * 2);
    g.fill();
    g.fillStyle = '#fff';
    fitText(g, text, at, y + 1, 20, 16);
    at -= 30;
  };
  if (h.lost) mark('✕', LOST);
  if (h.bonus === 'round') mark(say('delve.sym.round.mark'), '#2e6f9e');
  if (h.bonus === 'persistent') mark('∞', '#6a4c93');
}

function halfBlock(g: CanvasRenderingContext2D, h: HalfInfo, top: number, label: string): void {
  g.fillStyle = 'rgba(42,33,24,0.08)';
  roundRect(g, 16, top, 224, 118, 10);
  g.fill();
  g.fillStyle = '#7b6a55';
  g.font = `700 15px ${FONT}`;
  g.textAlign = 'left';
  g.textBaseline = 'alphabetic';
  g.fillText(label, 26, top + 22);
  g.fillStyle = INK;
  g.font = `600 21px ${FONT}`;
  let y = top + 50;
  for (const line of h.lines) {
    for (const part of wrap(g, line, 200)) {
      g.fillText(part, 26, y);
      y += 24;
    }
  }
  symbols(g, h, 222, top + 18);
}

/** An ability card: name and initiative, then the top and the bottom action. */
function abilityCard(g: CanvasRenderingContext2D, id: string, note: string, lost: boolean): void {
  const c = cardInfo(id);
  const owner = id.split('-')[0] ?? '';
  const band = CHARACTER_COLOURS[owner] ?? '#6b4a2b';
  g.fillStyle = PAPER;
  g.fillRect(0, 0, 256, 358);
  g.fillStyle = band;
  roundRect(g, 8, 8, 240, 56, 10);
  g.fill();
  g.fillStyle = inkFor(band);
  g.textAlign = 'left';
  fitText(g, c.name, 100, 36, 170, 26);
  g.fillStyle = '#f4e3b5';
  g.beginPath();
  g.arc(218, 36, 22, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = INK;
  fitText(g, String(c.initiative), 218, 37, 36, 26);
  halfBlock(g, c.top, 74, say('delve.card.top').toUpperCase());
  halfBlock(g, c.bottom, 200, say('delve.card.bottom').toUpperCase());
  if (note) {
    g.fillStyle = lost ? LOST : '#2e6f9e';
    fitText(g, note, 128, 338, 220, 20);
  }
}

function monsterCard(g: CanvasRenderingContext2D, id: string): void {
  const c = monsterCardDef(id);
  g.fillStyle = '#3b2a2a';
  g.fillRect(0, 0, 256, 358);
  g.strokeStyle = '#c9a66b';
  g.lineWidth = 6;
  roundRect(g, 10, 10, 236, 338, 14);
  g.stroke();
  g.fillStyle = '#f3ead3';
  fitText(g, sayPhrase(monsterCardPhrase(id), say), 128, 50, 210, 32);
  g.fillStyle = '#c9a66b';
  g.beginPath();
  g.arc(128, 120, 40, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#2a1c0e';
  fitText(g, String(c.initiative), 128, 122, 64, 44);
  g.fillStyle = '#f3ead3';
  g.font = `600 20px ${FONT}`;
  g.textAlign = 'center';
  let y = 200;
  for (const part of sayPhrase(monsterCardWords(c), say).split(', ')) {
    g.fillText(part, 128, y);
    y += 28;
  }
}

/** The game's face for a card piece (ability, monster or rest card), or null for an unknown face. */
export function delveCardFace(piece: Pick<TablePiece, 'face' | 'label' | 'labelWords'>, target: TextureTarget = 'model'): CanvasTexture | null {
  const face = piece.face;
  if (!face) return null;
  if (face.startsWith('monster:')) {
    const id = face.slice(8);
    return CONTENT.monsterCards[id] ? make(`delve-monster:${id}:${currentLang()}`, 256, 358, (g) => monsterCard(g, id), target) : null;
  }
  if (face === 'long-rest' || face === 'initiative-99') {
    return make(`delve-rest:${face}:${currentLang()}`, 256, 358, (g) => {
      g.fillStyle = '#24321f';
      g.fillRect(0, 0, 256, 358);
      g.fillStyle = '#f3ead3';
      fitText(g, say(face === 'long-rest' ? 'delve.term.longRest' : 'delve.term.initiative'), 128, 150, 210, 34);
      fitText(g, face === 'long-rest' ? say('delve.card.longRest') : '99', 128, 210, 210, face === 'long-rest' ? 22 : 60);
    }, target);
  }
  if (!CONTENT.cards[face]) return null;
  // The note in the label's brackets: "(2 left)", "(this round)", "(lost)".
  const note = /\((.*)\)$/.exec(pieceLabel(piece, say) ?? '')?.[1] ?? '';
  const lost = piece.labelWords ? piece.labelWords.id === 'delve.piece.lost' : note === 'lost';
  return make(`delve-card:${face}:${note}:${currentLang()}`, 256, 358, (g) => abilityCard(g, face, note, lost), target);
}

/** A character board: its name and what its label lists (health, items, shield, coins), one per line. */
export function boardTexture(piece: Pick<TablePiece, 'face' | 'label' | 'labelWords'>, target: TextureTarget = 'model'): CanvasTexture {
  const W = 496;
  const H = 272;
  const band = CHARACTER_COLOURS[piece.face ?? ''] ?? '#6b4a2b';
  const label = pieceLabel(piece, say) ?? '';
  return make(`delve-board:${piece.face}:${label}`, W, H, (g) => {
    g.fillStyle = '#efe3c4';
    g.fillRect(0, 0, W, H);
    g.strokeStyle = band;
    g.lineWidth = 14;
    g.strokeRect(7, 7, W - 14, H - 14);
    const [name = '', ...rest] = label.split(' · ');
    g.fillStyle = band;
    fitText(g, name, W / 2, 50, W - 60, 44);
    g.fillStyle = INK;
    rest.forEach((line, i) => fitText(g, line, W / 2, 108 + 44 * i, W - 60, 28, FONT, '600'));
  }, target);
}

/** Loot, health and initiative tokens; null for others (the generic face). */
export function delveTokenFace(piece: Pick<TablePiece, 'id' | 'face' | 'faceUp' | 'label' | 'color'>, target: TextureTarget = 'model'): CanvasTexture | null {
  if (!piece.faceUp) return null;
  const body = piece.color ?? '#c9a66b';
  const draw = (key: string, paint: (g: CanvasRenderingContext2D) => void): CanvasTexture => make(`delve-token:${key}`, 128, 128, (g) => {
    g.fillStyle = body;
    g.fillRect(0, 0, 128, 128);
    paint(g);
  }, target);
  if (piece.face === 'coin') return draw(`coin:${body}`, (g) => { g.fillStyle = '#7a5a10'; fitText(g, '¤', 64, 66, 80, 80); });
  if (piece.face === 'chest') {
    return draw(`chest:${body}`, (g) => {
      g.fillStyle = '#4a2c12';
      roundRect(g, 24, 40, 80, 56, 8);
      g.fill();
      g.fillStyle = '#d4a017';
      g.fillRect(24, 58, 80, 8);
      g.fillRect(58, 54, 12, 18);
    });
  }
  if (piece.face === 'health') {
    return draw(`health:${piece.label}:${body}`, (g) => {
      g.fillStyle = '#fff';
      fitText(g, piece.label ?? '', 64, 68, 90, 70);
    });
  }
  if (piece.id.startsWith('init-')) {
    return draw(`init:${piece.label}:${body}`, (g) => {
      g.fillStyle = inkFor(body);
      fitText(g, piece.label ?? '', 64, 68, 96, 64);
    });
  }
  return null;
}
