import type { Rotation } from '../../table/grid.ts';
import { CONTENT, type TileIcon } from './content/index.ts';
import { drawEvent, drawMonster, revealMonster, thorns } from './effects.ts';
import { keyOf } from './grid.ts';
import { logLine, placeWords, why } from './log-words.ts';
import { addTile, bossDef, hasEnemies, heroAt, log, ownTile, tileDef, type Ctx } from './ops.ts';
import type { LaidTile, TileState } from './state.ts';

/**
 * Tiles entering play and heroes entering tiles (seed 002, Tiles). When a tile is revealed
 * and laid: a Chest marker for a treasure, an Event marker for an event, one face-down
 * monster marker per monster icon, a face-down Boss card, one face-down Energy Well marker
 * per hero. When a hero first enters it, its monsters and Boss are turned face up (the
 * threat cube goes on the Boss's first space) and the peddler lays out 3 loot cards; then
 * the tile's icons apply from the top down: an Event marker is drawn, thorns are rolled,
 * and monsters or the Boss mean battle — icons below a battle wait until it is over.
 */

/** Lays a revealed tile on the grid and puts its markers on it. */
export function layTile(c: Ctx, tileId: string, col: number, row: number, rot: Rotation, seat: number): TileState {
  const s = c.s;
  const def = CONTENT.tiles[tileId];
  const t: TileState = { id: tileId, col, row, rot };
  const key = keyOf(col, row);
  addTile(c, key, t);
  // The tile and its turn are in the view at (x, y): the data names only the cell.
  log(c, 'place', placeWords(s.tiles, tileId, col, row, rot), { x: col, y: row }, seat);
  for (const icon of def?.icons ?? []) {
    switch (icon) {
      case 'treasure': t.chest = true; break;
      case 'event': t.event = true; break;
      case 'monster': drawMonster(c, key, false); break;
      case 'boss': {
        const b = s.piles.bosses.pop();
        if (b !== undefined) {
          t.boss = { b, up: false, leaf: 0 };
          logLine(c, 'boss', 'boss-placed', {});
        }
        break;
      }
      case 'well': {
        const n = Math.min(s.heroes.length, s.piles.wells.length);
        if (n > 0) t.wells = s.piles.wells.splice(s.piles.wells.length - n, n);
        logLine(c, 'well', 'wells-placed', { n, tile: tileId });
        break;
      }
      default: break;
    }
  }
  return t;
}

/** First visit: monsters and Boss turned face up, the peddler's stock laid out. */
function visit(c: Ctx, key: string): void {
  const s = c.s;
  if (s.tiles[key]?.visited) return;
  const t = ownTile(c, key);
  t.visited = true;
  for (const m of t.monsters ?? []) revealMonster(c, m, t);
  if (t.boss && !t.boss.up) {
    t.boss.up = true;
    const def = bossDef(t.boss.b);
    s.threat = 0;
    logLine(c, 'boss', 'boss-revealed', { enemy: def.id, spaces: def.threat }, undefined, { boss: def.id, threat: 0 });
  }
  if (tileDef(t).icons.includes('peddler') && s.peddler === null) {
    s.peddler = [];
    for (let k = 0; k < 3 && s.piles.loot.length > 0; k++) s.peddler.push(s.piles.loot.pop() as string);
    logLine(c, 'peddler', 'peddler', { n: s.peddler.length }, undefined, { stock: s.peddler });
  }
}

/**
 * Moves heroes onto a tile (they arrive together) and applies its icons. Only the active
 * hero's turn can be obliged to fight; allies carried along are touched by thorns too.
 */
export function enterTile(c: Ctx, movers: number[], key: string): void {
  const s = c.s;
  const t = s.tiles[key] as LaidTile;
  for (const i of movers) heroAt(s, i).at = key;
  visit(c, key);
  applyIcons(c, movers, key, tileDef(t).icons);
}

/**
 * Applies icons from the top down; stops at a battle and keeps the rest for after it.
 * `oblige` is false for the icons applied after a battle: a monster still there after a
 * lost battle does not oblige the hero to fight again.
 */
export function applyIcons(c: Ctx, movers: number[], key: string, icons: readonly TileIcon[], oblige = true): void {
  const s = c.s;
  // Read afresh at each use: an icon may draw a monster here, which copies the tile (ownTile).
  const tile = (): LaidTile => s.tiles[key] as LaidTile;
  const turn = s.turn;
  for (let k = 0; k < icons.length; k++) {
    if (s.result) return;
    const icon = icons[k];
    if ((icon === 'monster' || icon === 'boss') && hasEnemies(tile())) {
      if (turn) {
        turn.mustFight = true;
        const rest = icons.slice(k + 1).filter((x) => x === 'event' || x === 'thorns');
        turn.after = rest.length > 0 ? { tile: key, icons: rest } : null;
      }
      return;
    }
    if (icon === 'event' && tile().event && turn) {
      delete ownTile(c, key).event;
      drawEvent(c, turn.hero);
    } else if (icon === 'thorns') {
      const who = movers.filter((i) => heroAt(s, i).at === key);
      if (who.length > 0) thorns(c, who, why('tile', tile().id));
    }
  }
  if (oblige && turn && hasEnemies(tile()) && heroAt(s, turn.hero).at === key) turn.mustFight = true;
}

