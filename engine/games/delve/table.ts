/**
 * Delve on the 48 × 32 table (x east, z south), read from the south edge by every seat:
 *   north    the hex map (pointy-top hexes of circumradius HEX, centred on x = 0, z = −6.5),
 *            with the characters' minis, the monsters' standees and health tokens, loot; west
 *            of it the monster ability deck, its card this round and its discard;
 *   middle   the initiative track along the map's south edge (z = −0.3) once the cards are
 *            revealed: a number token and a marker in the seat's colour (or the monsters'
 *            red) per slot, in order;
 *   south    one area per seat (one row for 1–2 seats, two rows for 3–4): the character
 *            board, the two card slots (face down for everyone once the seat has chosen,
 *            turned up together at the reveal), the active area, then the discard and lost
 *            piles fanned face up (they are public). Hands are never on the table.
 * Built from the view only; slot pieces have opaque ids until the reveal.
 */
import type { HandView, TablePiece, TableProjection } from '../../core/projection.ts';
import type { Phrase, Viewer } from '../../core/types.ts';
import { sayPhrase, worded, type PhraseValue } from '../../core/words.ts';
import { CONTENT, kindDef } from './content/index.ts';
import { parseHex, type HexKey } from './hex.ts';
import { HEXES, HEX_KEYS } from './map.ts';
import { charPiece, hexPiece, monsterPiece } from './prompts.ts';
import type { CharacterView, DelveView } from './state.ts';
import { cardPhrase, charPhrase, delveSay, itemPhrase, listPhrase, monsterCardPhrase, monsterPhrase } from './words.ts';

type Labelled = { label: string; labelWords: Phrase };

/** A piece's label from `delve.piece.<id>`, in English and as a phrase. */
function say(id: string, values?: Readonly<Record<string, PhraseValue>>): Labelled {
  const w = worded(delveSay, `delve.piece.${id}`, values);
  return { label: w.text, labelWords: w.words };
}

/** A piece labelled with a name alone. */
const named = (p: Phrase): Labelled => ({ label: sayPhrase(p, delveSay), labelWords: p });

/** Circumradius of a hex tile on the table. */
export const HEX = 1.15;
const MAP_Z = -6.5;
const COLS = Math.max(...CONTENT.scenario.rows.map((r) => r.length));
const ROWS = CONTENT.scenario.rows.length;
const MAP_CX = (Math.sqrt(3) * HEX * (COLS - 0.5)) / 2;
const MAP_CZ = (1.5 * HEX * (ROWS - 1)) / 2;

/** Where a hex's centre lies on the table. */
export function hexCentre(key: HexKey): { x: number; z: number } {
  const { col, row } = parseHex(key);
  return { x: round(Math.sqrt(3) * HEX * (col + 0.5 * (row & 1)) - MAP_CX), z: round(1.5 * HEX * row - MAP_CZ + MAP_Z) };
}

const round = (v: number): number => Math.round(v * 1000) / 1000;

/** Where the initiative track runs, along the map's south edge. */
const TRACK_Z = -0.3;

/** The top-left corner of a seat's area. */
export function seatArea(seat: number, seats: number): { x: number; z: number } {
  const W = 21;
  if (seats === 1) return { x: -W / 2, z: 1.2 };
  const col = seat % 2;
  const row = seats <= 2 ? 0 : Math.floor(seat / 2);
  return { x: col === 0 ? -W - 0.5 : 0.5, z: 1.2 + 7.6 * row };
}

function piece(id: string, kind: TablePiece['kind'], model: string, x: number, z: number, more: Partial<TablePiece> = {}): TablePiece {
  return { id, kind, model, x: round(x), z: round(z), y: 0, rot: 0, faceUp: true, draggable: false, ...more };
}

/** A hex's look: floor or rock of its room (dark while the room is closed), or a door, open or closed. */
function hexFace(open: readonly boolean[], k: HexKey): string {
  const h = HEXES.get(k)!;
  if (h.door !== undefined) return open[h.door] ? 'door-open' : 'door-closed';
  const letter = CONTENT.scenario.rooms[h.room ?? 0]?.letter ?? 'a';
  return `${h.obstacle ? 'rock' : 'floor'}-${letter}${open[h.room ?? 0] ? '' : '-dark'}`;
}

function cardPiece(id: string, card: string, x: number, z: number, owner: number, y = 0.02, label?: Labelled): TablePiece {
  return piece(id, 'card', 'card', x, z, { y, face: card, ...(label ?? named(cardPhrase(card))), owner });
}

/** Monster ability cards show as "monster:<id>" faces (character cards are "<character>-<card>"). */
export const monsterFace = (id: string): string => `monster:${id}`;

function seatPieces(c: CharacterView, v: DelveView, put: (p: TablePiece) => void): void {
  const a = seatArea(c.seat, v.seats);
  const row1 = a.z + 1.9;
  const row2 = a.z + 5.7;
  const board = say('board', {
    name: charPhrase(c.id),
    state: c.exhausted ? say('exhausted').labelWords : say('health', { health: c.health, max: c.maxHealth, shield: c.shield }).labelWords,
    items: listPhrase(c.items.map((i) => say('item', { item: itemPhrase(i.id), spent: i.spent ? 'yes' : 'no' }).labelWords)),
    hand: c.handCount,
    coins: c.coins,
  });
  put(piece(`board-${c.seat}`, 'board', 'delve-board', a.x + 3.2, row1, { face: c.id, owner: c.seat, ...board }));
  // The two slots: face down for everyone once the seat has chosen, turned up at the reveal.
  const slotX = [a.x + 7.6, a.x + 10.3];
  if (v.phase === 'select' && v.sealed.chosen.includes(c.seat)) {
    slotX.forEach((x, k) => put(piece(`slot-${c.seat}-${k}`, 'card', 'card', x, row1, { faceUp: false, owner: c.seat, y: 0.02 })));
  } else if (v.phase === 'turns' && c.resting && !c.exhausted) {
    slotX.forEach((x, k) => put(piece(`slot-${c.seat}-${k}`, 'card', 'card', x, row1, { face: k === 0 ? 'long-rest' : 'initiative-99', ...say(k === 0 ? 'longRest' : 'initiative99'), owner: c.seat, y: 0.02 })));
  } else {
    c.revealed.forEach((card, k) => {
      if (c.played.includes(card)) put(cardPiece(`slot-${c.seat}-${k}`, card, slotX[k] ?? 0, row1, c.seat));
    });
  }
  c.active.forEach((act, k) => {
    const label = say('active', { card: cardPhrase(act.card), until: act.bonus ? 'used' : 'round', left: act.bonus?.left ?? 0 });
    put(cardPiece(`card-${act.card}`, act.card, a.x + 13.0 + 2.7 * Math.min(k, 2), row1, c.seat, 0.02 + 0.02 * Math.max(0, k - 2), label));
  });
  c.discard.forEach((card, k) => put(cardPiece(`card-${card}`, card, a.x + 1.45 + 0.8 * k, row2, c.seat, 0.02 + 0.02 * k)));
  c.lost.forEach((card, k) => put(cardPiece(`card-${card}`, card, a.x + 11.6 + 0.8 * k, row2, c.seat, 0.02 + 0.02 * k, say('lost', { card: cardPhrase(card) }))));
}

export function tableDelve(v: DelveView, _viewer: Viewer): TableProjection {
  const pieces: Record<string, TablePiece> = {};
  const put = (p: TablePiece): void => { pieces[p.id] = p; };
  const open = v.rooms.map((r) => r.open);

  for (const k of HEX_KEYS) {
    const { x, z } = hexCentre(k);
    const face = hexFace(open, k);
    put(piece(hexPiece(k), 'tile', 'hex-tile', x, z, { face, ...(face.startsWith('door') ? say('door') : { label: '' }) }));
  }
  for (const l of v.loot) {
    const { x, z } = hexCentre(l.at);
    put(piece(`loot-${l.at.replace(',', '-')}`, 'token', 'token', x + 0.45, z - 0.45, { y: 0.15, face: l.kind, ...say(l.kind === 'coin' ? 'coin' : 'chest'), color: l.kind === 'coin' ? '#d4a017' : '#8d5524' }));
  }
  const acting = v.turn?.seat;
  for (const c of v.chars) {
    if (c.at) {
      const { x, z } = hexCentre(c.at);
      put(piece(charPiece(c.seat), 'meeple', 'meeple', x, z, { y: 0.15, owner: c.seat, ...say('figure', { name: charPhrase(c.id), health: c.health, max: c.maxHealth }), face: c.id, ...(acting === c.seat ? { highlighted: true } : {}) }));
    }
    seatPieces(c, v, put);
  }
  for (const m of v.monsters) {
    const { x, z } = hexCentre(m.at);
    const k = kindDef(m.kind);
    const awake = v.rooms[m.room]?.open === true;
    put(piece(monsterPiece(m.id), 'meeple', 'standee', x - 0.1, z, { y: 0.15, face: m.kind, color: k.color, ...say('monster', { monster: monsterPhrase(m), asleep: awake ? 'no' : 'yes', health: m.health, max: m.maxHealth }) }));
    put(piece(`${monsterPiece(m.id)}-health`, 'token', 'token', x + 0.55, z + 0.55, { y: 0.15, face: 'health', label: String(m.health), color: '#b3261e' }));
  }

  // The initiative track, after the reveal.
  v.order.forEach((o, k) => {
    const x = -7 + 2.6 * k;
    put(piece(`init-${k}`, 'token', 'token', x, TRACK_Z, { face: o.kind === 'monsters' ? 'monsters' : `seat-${o.seat}`, label: String(o.initiative), color: o.done ? '#8d8373' : '#efe3c4' }));
    put(piece(`init-${k}-who`, 'cube', 'cube', x + 0.95, TRACK_Z, o.kind === 'monsters' ? { color: '#7b1f1f', ...say('monsters') } : { owner: o.seat, ...(v.chars[o.seat] ? named(charPhrase(v.chars[o.seat]!.id)) : { label: '' }) }));
  });
  put(piece('monster-deck', 'deck', 'deck', -19.5, -11, { faceUp: false, count: v.deck.count, ...say('deck') }));
  if (v.deck.current) put(piece('monster-card', 'card', 'card', -19.5, -6.8, { y: 0.02, face: monsterFace(v.deck.current), ...named(monsterCardPhrase(v.deck.current)) }));
  const top = v.deck.discard.at(-1);
  if (top) put(piece('monster-discard', 'deck', 'deck', -19.5, -2.6, { face: monsterFace(top), ...named(monsterCardPhrase(top)), count: v.deck.discard.length }));

  const hands: Record<string, HandView> = {};
  for (const c of v.chars) {
    const h: HandView = { seat: c.seat, count: c.handCount };
    if (c.hand) h.cards = c.hand.map((card) => ({ id: card, face: card, ...named(cardPhrase(card)) }));
    hands[String(c.seat)] = h;
  }
  return { pieces, hands };
}
