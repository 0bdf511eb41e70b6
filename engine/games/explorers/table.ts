import type { TablePiece, TableProjection } from '../../core/projection.ts';
import type { Viewer } from '../../core/types.ts';
import { CONTENT } from './content/index.ts';
import { dieColor, EVENT_DIE, POWER_COLORS, THORNS_DIE } from './dice.ts';
import { HERO_DICE } from './turn.ts';
import type { ExView, Hero, PowerColor, Space } from './state.ts';
import type { explorersTableWords } from './table-words.en.ts';
import { enWorded, type NamePhrase } from './words.ts';
import { namePhrase, type NameKind } from './names.ts';

/**
 * Explorers on the 48 × 32 table (x east, z south; tiles 4 × 4, cards 2.5 × 3.5):
 *   middle   the forest grid, columns and rows −3..3 at 4 units (x, z from −14 to 14),
 *            with hero meeples, monster markers, the Boss card and tile markers on tiles;
 *   left     one row per hero (z = −12, −4, 4, 12): the hero board, health and orb tracks
 *            with their cubes, three loot slots, status markers;
 *   right    the Boss card's threat track and cube (z = −12); loot, event and boss piles and
 *            the monster pile (z = −6.5); the drawn tile and the tile pile (z = 0.4, beside
 *            the forest's middle row, where no HUD panel covers them from any seat); the
 *            peddler's stock (z = 4.3); the active hero's unplaced dice (z = 6.6) and dice
 *            spaces (Movement, Concentration, 5+, 6, Summoning at x = 15 … 21.4, z = 8 …);
 *            the combat dice (z = 11 …), the lair piles (z = 12.2), the power dice and the
 *            event and thorns dice (z = 14.6).
 * Hero boards and the threat track are 'board' pieces: a hero board spans about 10 × 7.5
 * units around its centre, the threat track about 7 × 3.
 * Built from the view only. Rotations follow three.js: positive is anticlockwise seen from
 * above, so a clockwise quarter turn of a tile is 3π/2.
 */

const TILE = 4;
const ROWS = [-12, -4, 4, 12];
const LOOT_X = [-22.3, -19.5, -16.7];

function radians(clockwiseDegrees: number): number {
  return ((((-clockwiseDegrees / 90) % 4) + 4) % 4) * (Math.PI / 2);
}

/**
 * A piece at (x, z) with `more` laid over the defaults. Assigned, not spread: V8 spreads
 * the pieces' many shapes on a slow path, and a projection builds a hundred pieces. The
 * keys keep the defaults' order, then `more`'s new ones.
 */
function piece(id: string, kind: TablePiece['kind'], model: string, x: number, z: number, more: Partial<TablePiece> = {}): TablePiece {
  return Object.assign({ id, kind, model, x, z, y: 0, rot: 0, faceUp: true, draggable: false }, more);
}

type Short<K> = K extends `explorers.piece.${infer R}` ? R : never;

/** A piece's `label` and `labelWords` from the message `explorers.piece.<key>` (table-words.en.ts). */
function labelled(key: Short<keyof typeof explorersTableWords>, values?: Readonly<Record<string, string | number | NamePhrase>>): Pick<TablePiece, 'label' | 'labelWords'> {
  const w = enWorded(`explorers.piece.${key}`, values);
  return { label: w.text, labelWords: w.words };
}

/** A content name (a tile's, a monster's, a card's) as a piece's label. */
function named(kind: NameKind, id: string): Pick<TablePiece, 'label' | 'labelWords'> {
  return labelled('name', { name: namePhrase(kind, id) });
}

function die(id: string, x: number, z: number, value: number | undefined, label: Pick<TablePiece, 'label' | 'labelWords'>): TablePiece {
  const p = piece(id, 'die', 'd6', x, z, {
    y: 0.5, ...label, color: dieColor(id), die: { sides: 6, labels: ['1', '2', '3', '4', '5', '6'], value: value ?? null },
  });
  if (value !== undefined) p.face = String(value);
  return p;
}

function tileCentre(col: number, row: number): { x: number; z: number } {
  return { x: col * TILE, z: row * TILE };
}

function cellCentre(key: string): { x: number; z: number } {
  const [c, r] = key.split(',').map(Number);
  return tileCentre(c ?? 0, r ?? 0);
}

/**
 * The tile pile and the drawn tile sit beside the forest's middle row: the middle band of
 * the screen stays clear of the HUD (the log and Boss card top right, the hero boards
 * bottom left) from every side of the table.
 */
const DRAWN_TILE = { x: 16.4, z: 0.4 };
const TILE_PILE = { x: 20.8, z: 0.4 };

/** Where the Boss's threat track lies once the Boss is revealed (the right end's far corner). */
export const THREAT_TRACK_AT = { x: 20.6, z: -12 };

const SPACE_X: Record<Space, number> = { move: 15, focus: 16.6, s5: 18.2, s6: 19.8, summon: 21.4 };

export function tableExplorers(v: ExView, _viewer: Viewer): TableProjection {
  const pieces: Record<string, TablePiece> = {};
  const put = (p: TablePiece): void => { pieces[p.id] = p; };
  const active = v.turn?.hero;

  // The forest.
  for (const t of Object.values(v.tiles)) {
    const def = CONTENT.tiles[t.id];
    const { x, z } = tileCentre(t.col, t.row);
    put(piece(`tile_${t.col}_${t.row}`, 'tile', 'tile', x, z, { rot: radians(t.rot), face: t.id, ...named('tile', t.id), color: def?.color ?? '#6a994e' }));
    const mark = (id: string, dx: number, dz: number, p: Partial<TablePiece>): void => put(Object.assign(piece(id, 'token', 'token', x + dx, z + dz, { y: 0.15 }), p));
    if (t.chest) mark(`chest_${t.col}_${t.row}`, -1.3, -1.3, { face: 'chest', ...labelled('chest'), color: '#b8860b' });
    if (t.event) mark(`event_${t.col}_${t.row}`, 1.3, -1.3, { face: 'event', ...labelled('event'), color: '#6c3483' });
    for (let k = 0; k < t.wells; k++) mark(`well_${t.col}_${t.row}_${k}`, -1.3 + 0.9 * k, 1.3, { faceUp: false, ...labelled('well'), color: '#48c9b0' });
    t.monsters.forEach((m, k) => {
      const id = `monster_${t.col}_${t.row}_${k}`;
      const dx = -0.8 + 1.4 * (k % 2);
      const dz = 0.2 + 1.4 * Math.floor(k / 2);
      if (m.up) {
        mark(id, dx, dz, { face: m.m, ...named('monster', m.m), color: '#7b241c' });
        if (m.frost) mark(`${id}_frost`, dx, dz - 0.8, { face: 'frost', ...labelled('frost'), color: '#aed6f1' });
      } else {
        mark(id, dx, dz, { faceUp: false, ...labelled('monster'), color: '#4d3b2f' });
      }
      for (let l = 0; l < m.leaf; l++) mark(`${id}_leaf_${l}`, dx + 0.7, dz - 0.5 - 0.3 * l, { face: 'leaf', ...labelled('leaf'), color: '#52be80' });
    });
    if (t.boss) {
      const up = t.boss.up ? CONTENT.bosses[t.boss.b] : undefined;
      put(Object.assign(
        piece('boss-card', 'card', 'card', x, z + 0.2, { faceUp: t.boss.up, y: 0.15 }),
        up ? { face: up.id, ...named('boss', up.id), color: '#4a235a' } : labelled('boss'),
      ));
      if (t.boss.up) for (let l = 0; l < t.boss.leaf; l++) mark(`boss_leaf_${l}`, 1.5, -1.5 + 0.5 * l, { face: 'leaf', ...labelled('leaf'), color: '#52be80' });
    }
  }

  // Heroes: meeples on their tiles, boards on the left.
  const onTile: Record<string, number> = {};
  v.heroes.forEach((h: Hero, i) => {
    const def = CONTENT.heroes[h.id];
    const k = onTile[h.at] ?? 0;
    onTile[h.at] = k + 1;
    const c = cellCentre(h.at);
    const meeple = piece(`hero-${h.id}`, 'meeple', 'meeple', c.x - 1.2 + 0.8 * k, c.z - 0.4, {
      y: 0.15, rot: h.down ? Math.PI / 2 : 0, ...(h.down ? labelled('hero-down', { hero: namePhrase('hero', h.id) }) : named('hero', h.id)), color: def.color, owner: h.seat,
    });
    if (i === active) meeple.highlighted = true;
    put(meeple);
    const z = ROWS[i] ?? 0;
    put(piece(`board-${h.id}`, 'board', 'hero-board', -19, z, { ...labelled('board', { hero: namePhrase('hero', h.id), n: h.powers }), color: def.color, owner: h.seat, face: h.id }));
    put(piece(`health-${h.id}`, 'cube', 'cube', -23.4 + 0.85 * h.health, z - 3.2, { ...labelled('health', { n: h.health }), color: '#c0392b' }));
    put(piece(`orbs-${h.id}`, 'cube', 'cube', -23.4 + 0.85 * h.orbs, z - 2.4, { ...labelled('orbs', { n: h.orbs }), color: '#2e86c1' }));
    h.loot.forEach((slot, n) => {
      const def2 = CONTENT.loot[slot.card];
      put(piece(`loot-${slot.card}`, 'card', 'card', LOOT_X[n] ?? -16.7, z + 0.6, { faceUp: slot.up, y: 0.15, face: slot.card, ...named('loot', slot.card), color: def2?.kind === 'weapon' ? '#922b21' : '#1e8449', owner: h.seat }));
    });
    if (h.poison) put(piece(`poison-${h.id}`, 'token', 'token', -23, z + 3.3, { face: 'poison', ...labelled('poison'), color: '#7d3c98' }));
    if (h.thorns) put(piece(`thorns-${h.id}`, 'token', 'token', -21.6, z + 3.3, { face: 'thorns', ...labelled('thorns'), color: '#6e2c00' }));
    if (h.well !== null) put(piece(`well-${h.id}`, 'token', 'token', -20.2, z + 3.3, { face: `well-${h.well}`, ...labelled('hero-well', { n: h.well }), color: '#48c9b0' }));
  });

  // Piles and the drawn tile.
  put(piece('pile-tiles', 'tile', 'tile', TILE_PILE.x, TILE_PILE.z, { faceUp: false, count: v.piles.tiles, ...labelled('tile-pile') }));
  const drawn = v.explore?.tile ?? v.turn?.placing?.tile;
  if (drawn) {
    const def = CONTENT.tiles[drawn];
    put(piece('tile-drawn', 'tile', 'tile', DRAWN_TILE.x, DRAWN_TILE.z, { face: drawn, ...named('tile', drawn), color: def?.color ?? '#6a994e', highlighted: true }));
  }
  put(piece('pile-loot', 'deck', 'deck', 15.6, -6.5, { faceUp: false, count: v.piles.loot, ...labelled('loot-pile') }));
  put(piece('pile-events', 'deck', 'deck', 18.4, -6.5, { faceUp: false, count: v.piles.events, ...labelled('event-pile') }));
  put(piece('pile-bosses', 'deck', 'deck', 21.2, -6.5, { faceUp: false, count: v.piles.bosses, ...labelled('boss-pile') }));
  put(piece('pile-monsters', 'token', 'token', 23.3, -6.5, { faceUp: false, count: v.piles.monsters, ...labelled('monster-pile') }));
  if (v.options.lairs) {
    put(piece('pile-lair-a', 'deck', 'deck', 20.4, 12.2, { faceUp: false, count: v.piles.lairA, ...labelled('lair-a') }));
    put(piece('pile-lair-b', 'deck', 'deck', 22.8, 12.2, { faceUp: false, count: v.piles.lairB, ...labelled('lair-b') }));
  }

  // The Boss's threat track: two rows of spaces, a blue cube once the Boss is revealed.
  const bossTile = Object.values(v.tiles).find((t) => t.boss?.up);
  const boss = bossTile?.boss?.up ? CONTENT.bosses[bossTile.boss.b] : undefined;
  if (boss) {
    put(piece('threat-track', 'board', 'threat-track', THREAT_TRACK_AT.x, THREAT_TRACK_AT.z, { ...labelled('threat-track', { boss: namePhrase('boss', boss.id) }), face: boss.id }));
    const k = v.threat ?? 0;
    put(piece('threat-cube', 'cube', 'cube', 17.8 + (k % 8) * 0.8, -12.8 + Math.floor(k / 8) * 1.2, { ...labelled('threat', { n: k + 1, of: boss.threat }), color: '#2e86c1' }));
  }

  // The peddler's stock.
  (v.peddler ?? []).forEach((card, n) => {
    const def = CONTENT.loot[card];
    put(piece(`peddler-${card}`, 'card', 'card', 15.6 + 2.8 * n, 4.3, { face: card, ...labelled('for-sale', { card: namePhrase('loot', card) }), color: def?.kind === 'weapon' ? '#922b21' : '#1e8449' }));
  });

  // Dice: the active hero's dice on their spaces, the combat, power and event dice in the tray.
  const used: Record<string, number> = {};
  HERO_DICE.forEach((id, n) => {
    const d = v.turn?.dice[n];
    if (d && d.space) {
      const k = used[d.space] ?? 0;
      used[d.space] = k + 1;
      put(die(id, SPACE_X[d.space], 8 + 1.1 * k, d.v, labelled('hero-die', { n: n + 1 })));
    } else put(die(id, 15 + 1.3 * n, 6.6, d?.v ?? v.dice[id], labelled('hero-die', { n: n + 1 })));
  });
  const battle = v.battle;
  const combat = new Set(['combat-1', 'combat-2', 'combat-3', 'combat-4', ...(battle?.dice.filter((d) => d.color === null).map((d) => d.id) ?? [])]);
  [...combat].forEach((id, n) => {
    put(die(id, 15 + 1.3 * (n % 4), 11 + 1.3 * Math.floor(n / 4), battle?.dice.find((d) => d.id === id)?.v ?? v.dice[id], labelled('combat-die')));
  });
  (Object.keys(POWER_COLORS) as PowerColor[]).forEach((c, n) => {
    put(die(`power-${c}`, 15 + 1.3 * n, 14.6, v.dice[`power-${c}`], labelled('power-die', { color: c })));
  });
  put(die(EVENT_DIE, 20.5, 14.6, v.dice[EVENT_DIE], labelled('event-die')));
  put(die(THORNS_DIE, 21.8, 14.6, v.dice[THORNS_DIE], labelled('thorns-die')));
  return { pieces, hands: {} };
}
