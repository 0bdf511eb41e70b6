import type { SeatId } from '../../core/types.ts';
import { deciderHero } from './readings.ts';
import { applyIcons, layTile } from './tiles.ts';
import { loseHealth, raiseThreat } from './effects.ts';
import { canPlace } from './grid.ts';
import { adventureWords, downTurnWords, exploreDrawWords, logLine, roundWords, why, turnOverWords, turnWords } from './log-words.ts';
import { gainOrbs, hasPower, heroAt, log, MAX_HEALTH, ownTile, tileDef, type Ctx } from './ops.ts';
import type { ExState, Turn } from './state.ts';

/**
 * The round structure of seed 002: Phase 1 (each hero in turn order lays one tile; Xylia's
 * Pathfinder may add one after the last), then Phase 2 (each hero's turn in order), then
 * the threat rises and a new round begins. Which decision is due next is derived from
 * what is pending (`stepOf`), and `settle` runs after every action to move the game on
 * when nobody has a choice to make.
 */

export { deciderHero, stepOf, type Step } from './readings.ts';

/** The seat that decides now, or null when the game is over. */
export function deciderSeat(s: ExState): SeatId | null {
  const i = deciderHero(s);
  return i === null ? null : heroAt(s, i).seat;
}

/** Starts a round with Phase 1. */
export function startRound(c: Ctx): void {
  const s = c.s;
  s.round += 1;
  s.phase = 'explore';
  s.turn = null;
  s.explore = { queue: s.heroes.map((_, i) => i), tile: null, offer: false, bonus: false };
  log(c, 'round', roundWords(s.round), { round: s.round });
  drawForExplore(c);
}

/**
 * Draws the next tile for the hero at the head of the exploration queue. A tile that
 * cannot be connected goes back under the pile and another is drawn; when no tile of the
 * pile fits, this round's exploration ends.
 */
export function drawForExplore(c: Ctx): void {
  const s = c.s;
  const ex = s.explore;
  if (!ex) return;
  while (ex.queue.length > 0) {
    const pile = s.piles.tiles;
    if (pile.length === 0) {
      logLine(c, 'explore', 'tiles-out', {});
      ex.queue = [];
      break;
    }
    let tries = 0;
    const size = pile.length;
    while (tries < size) {
      const id = pile.pop() as string;
      if (canPlace(s, id)) {
        ex.tile = id;
        const h = heroAt(s, ex.queue[0] as number);
        log(c, 'draw', exploreDrawWords(h.seat, id, h.id), { tile: id, hero: h.id }, h.seat);
        return;
      }
      pile.unshift(id);
      tries++;
      logLine(c, 'explore', 'tile-back', { tile: id });
    }
    logLine(c, 'explore', 'explore-ends', {});
    ex.queue = [];
  }
  if (!ex.bonus && s.piles.tiles.length > 0 && s.heroes.some((h) => hasPower(h, 'extraTile') && !h.down)) {
    ex.bonus = true;
    ex.offer = true;
    return;
  }
  startAdventure(c);
}

/** Lays the drawn Phase 1 tile and moves on to the next hero. */
export function placeExploreTile(c: Ctx, col: number, row: number, rotation: 0 | 90 | 180 | 270): void {
  const s = c.s;
  const ex = s.explore;
  if (!ex || ex.tile === null) return;
  const h = heroAt(s, ex.queue[0] as number);
  layTile(c, ex.tile, col, row, rotation, h.seat);
  ex.tile = null;
  ex.queue.shift();
  drawForExplore(c);
}

/** Phase 2 begins with the first hero's turn. */
export function startAdventure(c: Ctx): void {
  const s = c.s;
  s.phase = 'adventure';
  s.explore = null;
  log(c, 'phase', adventureWords(s.round), { round: s.round });
  beginTurn(c, 0);
}

function freshTurn(hero: number, thornsTurn: boolean): Turn {
  return {
    hero, stage: 'roll', dice: [], moves: 0, focus: 0, s5: 0, s6: 0, power: null, immobile: false, mustFight: false,
    lostTo: null, explored: 0, bonusDice: 0, bonusPlus: 0, safeRetreat: false, thornsTurn, after: null, placing: null,
  };
}

/**
 * A hero's turn begins: Sha'Vi's Frost thaws, poison bites, activatable cards turn face
 * up (seed 002, 2a). A knocked-down hero's turn passes at once.
 */
export function beginTurn(c: Ctx, i: number): void {
  const s = c.s;
  const h = heroAt(s, i);
  s.turn = freshTurn(i, h.thorns);
  if (s.result) return;
  if (h.down) {
    log(c, 'turn', downTurnWords(h.id), { hero: h.id, down: 1 }, h.seat);
    endTurn(c, true);
    return;
  }
  log(c, 'turn', turnWords(h.id, h.seat), { hero: h.id }, h.seat);
  if (h.id === 'shavi') {
    for (const [key, t] of Object.entries(s.tiles)) {
      if (t.monsters?.some((m) => m.frost)) for (const m of ownTile(c, key).monsters ?? []) m.frost = false;
    }
  }
  if (h.poison) {
    loseHealth(c, i, 1, why('poison'));
    if (h.down) {
      endTurn(c, true);
      return;
    }
  }
  for (const slot of h.loot) {
    // A card a Boss turned over stays down until its round is over (seed 002, Bosses' combat skills).
    if (slot.heldRound === s.round) continue;
    slot.up = true;
    delete slot.heldRound;
  }
}

/**
 * Ends the active hero's turn: concentration orbs, the campfire, the Thorns marker, the
 * power die back to the reserve; the threat rises after the turn and after the round.
 */
export function endTurn(c: Ctx, knocked = false): void {
  const s = c.s;
  const t = s.turn;
  if (!t) return;
  const h = heroAt(s, t.hero);
  if (!knocked && !h.down) {
    if (t.focus > 0) {
      const got = gainOrbs(h, t.focus);
      logLine(c, 'orbs', 'focus-orbs', { hero: h.id, n: got });
    }
    const here = s.tiles[h.at];
    if (here && tileDef(here).icons.includes('campfire') && h.health < MAX_HEALTH) {
      h.health = MAX_HEALTH;
      logLine(c, 'heal', 'campfire', { hero: h.id });
    }
  }
  if (t.thornsTurn) h.thorns = false;
  s.turn = null;
  s.battle = null;
  s.lost = null;
  s.lair = null;
  s.share = [];
  raiseThreat(c, 1, why('turn-over', h.id));
  if (s.result) return;
  if (t.hero + 1 < s.heroes.length) {
    beginTurn(c, t.hero + 1);
    return;
  }
  raiseThreat(c, 1, why('round-over', s.round));
  if (s.result) return;
  startRound(c);
}

/**
 * Moves the game on after an action: ends the turn of a knocked-down active hero, applies
 * icons that waited for a battle, and stops at the next decision.
 */
export function settle(c: Ctx): void {
  const s = c.s;
  // Each pass ends a turn or applies waiting icons, so a few passes always suffice.
  for (let guard = 0; guard < 64; guard++) {
    if (s.result) {
      s.phase = 'over';
      return;
    }
    if (s.replace.length > 0 || s.phase !== 'adventure' || !s.turn) return;
    const t = s.turn;
    const h = heroAt(s, t.hero);
    if (h.down) {
      log(c, 'turn', turnOverWords(h.id), { hero: h.id, over: 1 });
      endTurn(c, true);
      continue;
    }
    if (t.stage === 'act' && t.after && !s.battle && !s.lost && !s.lair && s.share.length === 0 && !t.mustFight) {
      const after = t.after;
      t.after = null;
      if (h.at === after.tile) applyIcons(c, [t.hero], after.tile, after.icons, false);
      continue;
    }
    return;
  }
  throw new Error('Explorers: settle did not reach a decision');
}
