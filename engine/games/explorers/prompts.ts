import type { Prompt, SeatId } from '../../core/types.ts';
import { DIRECTIONS, type Direction } from '../../table/grid.ts';
import type { ExplorersAction } from './actions.ts';
import { allowedAt } from './apply.ts';
import { dieResult, nextTargets, rhythmHero } from './combat.ts';
import { faceUpWeapons } from './boss.ts';
import { CONTENT } from './content/index.ts';
import { deciderSeat, stepOf } from './flow.ts';
import { nextPower } from './readings.ts';
import { connectedNeighbour, inGrid, keyOf, legalPlacements, pathDistances, pileFitsAt, stepCell, tileHasPath } from './grid.ts';
import { lairOpen } from './lairs.ts';
import {
  hasEnemies, heroAt, heroDef, heroWord, lootDef, lootWord, MAX_HEALTH, monstersOn, PEDDLER_PRICE, standingOn, tileDef, tileOf,
} from './ops.ts';
import type { ExState, Hero, LaidTile, MonsterOnTile, Turn } from './state.ts';
import type { explorersPromptWords } from './prompt-words.en.ts';
import { enWorded, type NamePhrase } from './words.ts';
import { namePhrase } from './names.ts';
import { fitsSpace, spaceRoom, summonCost } from './turn.ts';

/**
 * What the deciding seat may do now, as concrete legal actions: one prompt per choice (so
 * a generic client shows each as a button), except a tile placement, which is one prompt
 * listing every legal cell and rotation (the client's ghost tiles). Other seats get
 * nothing — the game is turn-based and co-operative, one decision at a time — except
 * Klethor's seat, which may call Battle Rhythm in an ally's battle. Targets name table
 * pieces to highlight (see table.ts for the ids).
 */

type A = ExplorersAction;
type P = Prompt<A>;

/**
 * Bot hints (`Prompt.weight`): how often a random player picks each kind of prompt. A
 * random player that ended its turn as often as it moved would wander for hundreds of
 * rounds; these make it act roughly like a casual player. Within a kind the weight is
 * shared among its prompts (scaled by a per-prompt boost, e.g. a move towards the Boss).
 * They limit nothing.
 */
const WEIGHTS: Record<string, number> = {
  fight: 5, move: 4, explore: 3, chest: 4, well: 4, unlock: 4, firstAid: 4, lair: 2, buy: 2, use: 1, special: 1,
  vortex: 0.5, sell: 0.2, give: 0.3, end: 0.7, assign: 4, summon: 1.5, ready: 0.3, rhythm: 2, rerollCombat: 1,
  resolve: 1.5, keep: 1, reroll: 1,
};

/** Collects one prompt per choice, then spreads each kind's weight over its prompts. */
/**
 * The prompts that give up the rest of a step (done assigning, ending the turn, no extra
 * tile): what a clock takes for a seat that is away or out of time.
 */
const PASSES: ReadonlySet<string> = new Set(['ready', 'end', 'bonusTile:no']);

/** A prompt label's message (prompt-words.en.ts), without its `explorers.prompt.` prefix, and its values. */
type Short<K> = K extends `explorers.prompt.${infer R}` ? R : never;
type Label = [Short<keyof typeof explorersPromptWords>, Readonly<Record<string, string | number | NamePhrase>>?];

class Prompts {
  private readonly list: Array<{ p: P; kind: string; boost: number }> = [];

  add(kind: string, detail: string, [id, values]: Label, actions: A[], targets?: string[], boost = 1): void {
    if (actions.length === 0) return;
    const w = enWorded(`explorers.prompt.${id}`, values);
    const p: P = { key: detail ? `${kind}:${detail}` : kind, label: w.text, words: w.words, actions };
    if (targets && targets.length > 0) p.targets = targets;
    this.list.push({ p, kind, boost });
  }

  done(): P[] {
    const sums = new Map<string, number>();
    for (const x of this.list) sums.set(x.kind, (sums.get(x.kind) ?? 0) + x.boost);
    const out: P[] = [];
    for (const { p, kind, boost } of this.list) {
      const w = WEIGHTS[kind];
      if (w !== undefined) p.weight = Math.round((w * boost * 1000) / (sums.get(kind) ?? 1)) / 1000;
      if (PASSES.has(p.key)) p.pass = true;
      out.push(p);
    }
    return out;
  }
}

function tilePiece(key: string): string {
  return `tile_${key.replace(',', '_')}`;
}


export function promptsExplorers(s: ExState, seat: SeatId): P[] {
  if (deciderSeat(s) !== seat) return allyPrompts(s, seat);
  const step = stepOf(s);
  const out = new Prompts();
  const allowed = allowedAt(s, step);
  switch (step) {
    case 'over': return [];
    case 'replace': {
      const r = s.replace[0];
      if (!r) return [];
      const h = heroAt(s, r.hero);
      for (const card of [r.card, ...h.loot.map((x) => x.card)]) {
        out.add('discardLoot', card, [card === r.card ? 'discard-new' : 'discard', { hero: heroWord(h), card: lootWord(card) }], [{ t: 'discardLoot', card }], [`loot-${card}`]);
      }
      break;
    }
    case 'turnOver': {
      const i = s.turnOver?.[0];
      if (i === undefined) return [];
      const h = heroAt(s, i);
      for (const slot of faceUpWeapons(h)) {
        out.add('turnOverLoot', slot.card, ['turn-over', { hero: heroWord(h), card: lootWord(slot.card) }], [{ t: 'turnOverLoot', card: slot.card }], [`loot-${slot.card}`]);
      }
      break;
    }
    case 'place': {
      const tile = s.explore?.tile;
      if (!tile) return [];
      out.add('place', '', ['place', { tile: namePhrase('tile', tile) }],
        legalPlacements(s, tile).map((p) => ({ t: 'place', x: p.col, y: p.row, rotation: p.rotation })), ['tile-drawn']);
      break;
    }
    case 'bonus':
      out.add('bonusTile', 'yes', ['bonus-yes'], [{ t: 'bonusTile', take: true }]);
      out.add('bonusTile', 'no', ['bonus-no'], [{ t: 'bonusTile', take: false }]);
      break;
    case 'share': {
      const u = s.share[0];
      if (!u) return [];
      for (const i of u.heroes) {
        const h = heroAt(s, i);
        out.add('share', h.id, ['share', { what: u.kind, hero: heroWord(h) }], [{ t: 'share', hero: h.id }], [`hero-${h.id}`]);
      }
      break;
    }
    case 'frost':
      out.add('frost', 'yes', ['frost-yes'], [{ t: 'frost', freeze: true }]);
      out.add('frost', 'no', ['frost-no'], [{ t: 'frost', freeze: false }]);
      break;
    case 'battle': battlePrompts(s, out); break;
    case 'lair':
      if (allowed.includes('lairRoll')) out.add('lairRoll', '', ['lair-roll'], [{ t: 'lairRoll' }], ['event-1']);
      if (allowed.includes('lairPay')) {
        out.add('lairPay', 'yes', ['lair-pay'], [{ t: 'lairPay', pay: true }]);
        out.add('lairPay', 'no', ['lair-give-up'], [{ t: 'lairPay', pay: false }]);
      }
      if (allowed.includes('lairReroll')) {
        out.add('lairReroll', 'yes', ['lair-reroll'], [{ t: 'lairReroll', reroll: true }], ['event-1']);
        out.add('lairReroll', 'no', ['lair-accept'], [{ t: 'lairReroll', reroll: false }]);
      }
      break;
    case 'explorePlace': {
      const t = s.turn as Turn;
      const p = t.placing;
      if (!p) return [];
      const h = heroAt(s, t.hero);
      const here = tileOf(s, h);
      const dir = DIRECTIONS.find((d) => {
        const [c, r] = stepCell(here.col, here.row, d);
        return c === p.col && r === p.row;
      }) as Direction;
      out.add('place', '', ['place', { tile: namePhrase('tile', p.tile) }],
        legalPlacements(s, p.tile, { key: h.at, dir }).map((x) => ({ t: 'place', x: x.col, y: x.row, rotation: x.rotation })), ['tile-drawn']);
      break;
    }
    case 'roll':
      out.add('roll', '', ['roll'], [{ t: 'roll' }], ['hero-1', 'hero-2', 'hero-3', 'hero-4']);
      break;
    case 'reroll': {
      const dice = (s.turn as Turn).dice;
      out.add('keep', '', ['keep', { values: dice.map((d) => d.v).join(', ') }], [{ t: 'keep' }]);
      for (const { picked, detail, targets } of rerollChoices(dice.length)) {
        const values: Record<string, number> = {};
        picked.forEach((i, k) => {
          const at = 'abc'[k] as string;
          values[at] = i + 1;
          values[`v${at}`] = dice[i]?.v ?? 0;
        });
        out.add('reroll', detail, [picked.length === 1 ? 'reroll-1' : picked.length === 2 ? 'reroll-2' : 'reroll-3', values], [{ t: 'reroll', dice: picked.slice() }], targets.slice());
      }
      break;
    }
    case 'assign': assignPrompts(s, out); break;
    case 'act': actPrompts(s, allowed, out); break;
  }
  return out.done();
}

/**
 * The ways to reroll some but not all of n hero dice, in mask order: the dice picked, the
 * prompt's key detail ('13') and the dice's table pieces. Listed once per n.
 */
const REROLLS: Array<Array<{ picked: number[]; detail: string; targets: string[] }>> = [];

function rerollChoices(n: number): Array<{ picked: number[]; detail: string; targets: string[] }> {
  let list = REROLLS[n];
  if (!list) {
    list = [];
    for (let mask = 1; mask < (1 << n) - 1; mask++) {
      const picked = Array.from({ length: n }, (_, i) => i).filter((i) => mask & (1 << i));
      list.push({ picked, detail: picked.map((i) => i + 1).join(''), targets: picked.map((i) => `hero-${i + 1}`) });
    }
    REROLLS[n] = list;
  }
  return list;
}

/** Klethor's seat may call Battle Rhythm during an ally's battle. */
function allyPrompts(s: ExState, seat: SeatId): P[] {
  const k = stepOf(s) === 'battle' ? rhythmHero(s) : undefined;
  if (k === undefined || heroAt(s, k).seat !== seat || !rhythmUseful(s, k)) return [];
  const out = new Prompts();
  out.add('rhythm', '', ['rhythm'], [{ t: 'rhythm' }]);
  return out.done();
}

function rhythmUseful(s: ExState, k: number): boolean {
  const b = s.battle;
  return !!b && !b.klethorRerolled && !b.noReroll && b.dice.some((d) => d.hero === k && d.color === null && !dieResult(s, b, d).hit);
}

function assignPrompts(s: ExState, out: Prompts): void {
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const free = t.dice.flatMap((d, i) => (d.space === null ? [i] : []));
  for (const i of free) {
    const v = t.dice[i]?.v ?? 0;
    for (const space of ['move', 'focus', 's5', 's6'] as const) {
      if (fitsSpace(v, space, h) && spaceRoom(t, h, space) > 0) {
        out.add('assign', `${i + 1}${space}`, [`assign-${space}`, { n: i + 1, v }], [{ t: 'assign', die: i, space }], [`hero-${i + 1}`]);
      }
    }
  }
  if (t.power === null) {
    const color = CONTENT.heroes[h.id].powerDie;
    const pairs: number[][] = summonCost(h) === 1
      ? free.map((i) => [i])
      : free.flatMap((x, a) => free.slice(a + 1).map((y) => [x, y]));
    for (const dice of pairs) {
      out.add('summon', dice.map((i) => i + 1).join(''), [dice.length === 1 ? 'summon-1' : 'summon-2', { color, a: (dice[0] ?? 0) + 1, b: (dice[1] ?? 0) + 1 }],
        [{ t: 'summon', dice }], dice.map((i) => `hero-${i + 1}`));
    }
  }
  out.add('ready', '', free.length === 1 ? ['ready-leave-one'] : free.length > 1 ? ['ready-leave', { n: free.length }] : ['ready'], [{ t: 'ready' }]);
}

function battlePrompts(s: ExState, out: Prompts): void {
  const b = s.battle;
  const t = s.turn as Turn;
  if (!b) return;
  const h = heroAt(s, t.hero);
  const own = b.dice.filter((d) => d.hero === t.hero && d.color === null);
  if (!b.noReroll && h.orbs >= 1) {
    for (const d of own) {
      const miss = !dieResult(s, b, d).hit;
      out.add('rerollCombat', d.id, ['reroll-combat', { die: d.id, v: d.v }], [{ t: 'rerollCombat', die: d.id }], [d.id], miss ? 4 : 0.25);
    }
  }
  const k = rhythmHero(s);
  if (k !== undefined && heroAt(s, k).seat === h.seat && rhythmUseful(s, k)) {
    out.add('rhythm', '', ['rhythm'], [{ t: 'rhythm' }]);
  }
  if (!b.noReroll) {
    for (const slot of h.loot) {
      if (!slot.up || lootDef(slot.card).effect.kind !== 'freeReroll') continue;
      for (const d of own) {
        out.add('use', `${slot.card}:${d.id}`, ['free-reroll', { card: lootWord(slot.card), die: d.id, v: d.v }],
          [{ t: 'use', card: slot.card, die: d.id }], [d.id], dieResult(s, b, d).hit ? 0.25 : 4);
      }
    }
  }
  out.add('resolve', '', ['resolve'], [{ t: 'resolve' }]);
}

/** Bot hint for a move: towards the Boss once it lies in the forest, else towards new tiles. */
function moveBoost(s: ExState, h: Hero, to: string, bossDist: ReadonlyMap<string, number> | null): number {
  if (bossDist) return (bossDist.get(to) ?? 99) < (bossDist.get(h.at) ?? 99) ? 4 : 1;
  const t = s.tiles[to];
  return t && !t.visited ? 3 : 1;
}

function usePrompts(s: ExState, h: Hero, t: Turn, out: Prompts): void {
  const all = s.heroes.flatMap((x, i) => (x.at === h.at ? [i] : []));
  for (const slot of h.loot) {
    if (!slot.up) continue;
    const def = lootDef(slot.card);
    if (def.use === 'permanent') continue;
    const e = def.effect;
    const one = (detail: string, label: Label, a: A): void => out.add('use', `${slot.card}${detail}`, label, [a], [`loot-${slot.card}`]);
    switch (e.kind) {
      case 'heal':
        for (const i of all) {
          const x = heroAt(s, i);
          if ((x.down && e.revive) || (!x.down && x.health < MAX_HEALTH)) one(`:${x.id}`, ['use-on', { card: lootWord(slot.card), hero: heroWord(x) }], { t: 'use', card: slot.card, hero: x.id });
        }
        break;
      case 'cure':
        for (const i of all) if (heroAt(s, i).poison) one(`:${heroAt(s, i).id}`, ['use-on', { card: lootWord(slot.card), hero: heroWord(heroAt(s, i)) }], { t: 'use', card: slot.card, hero: heroAt(s, i).id });
        break;
      case 'safeRetreat':
        if (hasEnemies(tileOf(s, h)) && !t.safeRetreat) one('', ['use', { card: lootWord(slot.card) }], { t: 'use', card: slot.card });
        break;
      case 'moves': case 'orbs': case 'combatDice': case 'combatBonus':
        one('', ['use', { card: lootWord(slot.card) }], { t: 'use', card: slot.card });
        break;
      default: break;
    }
  }
}

function specialPrompts(s: ExState, h: Hero, t: Turn, out: Prompts): void {
  const tile = tileOf(s, h);
  ([5, 6] as const).forEach((face) => {
    const def = heroDef(h).specials[face === 5 ? 0 : 1];
    if (!def || (face === 5 ? t.s5 : t.s6) < 1) return;
    if (def.kind === 'heal' && standingOn(s, h.at).some((i) => heroAt(s, i).health < MAX_HEALTH)) {
      out.add('special', `${face}`, ['special-heal', { hero: heroWord(h) }], [{ t: 'special', face }]);
    }
    if (def.kind === 'frost') {
      monstersOn(tile).forEach((m, i) => {
        if (!m.frost) out.add('special', `${face}:${i}`, ['special-frost', { hero: heroWord(h), n: i + 1 }], [{ t: 'special', face, target: i }]);
      });
    }
    if (def.kind === 'cleanse') {
      for (const x of s.heroes) {
        if (x.at !== h.at) continue;
        for (const marker of ['poison', 'thorns'] as const) {
          if (x[marker]) out.add('special', `${face}:${x.id}:${marker}`, ['special-cleanse', { hero: heroWord(h), other: heroWord(x), marker }], [{ t: 'special', face, hero: x.id, marker }]);
        }
      }
    }
  });
}

function actPrompts(s: ExState, allowed: Array<A['t']>, out: Prompts): void {
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const tile = tileOf(s, h);
  const ok = (x: A['t']): boolean => allowed.includes(x);
  const canMove = !t.immobile && t.moves > 0;
  const carry = heroDef(h).specials[1]?.kind === 'carry' && t.s6 > 0
    ? s.heroes.filter((x, i) => i !== t.hero && x.at === h.at).map((x) => x.id) : [];
  const enemies = hasEnemies(tile);
  if (ok('fight')) {
    for (const target of nextTargets(tile)) {
      out.add('fight', String(target), target === 'boss' ? ['fight-boss'] : fightLabel(monstersOn(tile)[target]), [{ t: 'fight', target }], [target === 'boss' ? 'boss-card' : `monster_${tile.col}_${tile.row}_${target}`]);
    }
  }
  if (ok('move') && canMove) {
    const boss = Object.values(s.tiles).find((x) => x.boss);
    const bossDist = boss ? pathDistances(s, keyOf(boss.col, boss.row)) : null;
    for (const dir of DIRECTIONS) {
      const to = connectedNeighbour(s, h.at, dir);
      if (!to) continue;
      const name = namePhrase('tile', (s.tiles[to] as LaidTile).id);
      const boost = moveBoost(s, h, to, bossDist) * (enemies ? 0.3 : 1);
      // Named by the tile it leads to (every tile's name is unique), never by a compass word:
      // seats look at the forest from different sides, so "west" is on some players' right.
      out.add('move', dir, [enemies ? 'retreat' : 'move', { tile: name }], [{ t: 'move', dir }], [tilePiece(to)], boost);
      if (carry.length > 0) out.add('move', `${dir}+`, ['move-with', { tile: name, n: carry.length }], [{ t: 'move', dir, with: carry }], [tilePiece(to)], boost);
    }
  }
  if (ok('explore') && canMove && !enemies && s.piles.tiles.length > 0) {
    for (const dir of DIRECTIONS) {
      const [c, r] = stepCell(tile.col, tile.row, dir);
      if (!inGrid(c, r) || s.tiles[keyOf(c, r)] || !tileHasPath(tile, dir) || !pileFitsAt(s, h.at, dir)) continue;
      out.add('explore', dir, ['explore', { dir }], [{ t: 'explore', dir }], ['pile-tiles']);
      if (carry.length > 0) out.add('explore', `${dir}+`, ['explore-with', { dir }], [{ t: 'explore', dir, with: carry }], ['pile-tiles']);
    }
  }
  if (ok('use')) usePrompts(s, h, t, out);
  if (ok('special')) specialPrompts(s, h, t, out);
  const power = nextPower(h);
  if (ok('unlock') && power && h.orbs >= power.cost) {
    out.add('unlock', '', ['unlock', { power: namePhrase('power', power.kind), cost: power.cost }], [{ t: 'unlock' }], [`board-${h.id}`]);
  }
  if (ok('chest') && !enemies && tile.chest) out.add('chest', '', ['chest'], [{ t: 'chest' }], [`chest_${tile.col}_${tile.row}`]);
  if (ok('well') && !enemies && (tile.wells?.length ?? 0) > 0 && h.well === null) out.add('well', '', ['well'], [{ t: 'well' }]);
  if (ok('vortex') && !enemies && h.orbs >= 1 && h.at !== keyOf(0, 0) && tileDef(tile).icons.includes('vortex')) {
    out.add('vortex', '', ['vortex'], [{ t: 'vortex' }], ['tile_0_0']);
  }
  if (tileDef(tile).icons.includes('peddler')) {
    if (ok('buy') && h.orbs >= PEDDLER_PRICE) {
      for (const card of s.peddler ?? []) out.add('buy', card, ['buy', { card: lootWord(card), n: PEDDLER_PRICE }], [{ t: 'buy', card }], [`peddler-${card}`]);
    }
    if (ok('sell')) for (const x of h.loot) out.add('sell', x.card, ['sell', { card: lootWord(x.card) }], [{ t: 'sell', card: x.card }], [`loot-${x.card}`]);
  }
  if (ok('give') && !enemies) {
    for (const slot of h.loot) {
      if (!slot.up) continue;
      for (const x of s.heroes) {
        if (x !== h && x.at === h.at) out.add('give', `${slot.card}:${x.id}`, ['give', { card: lootWord(slot.card), hero: heroWord(x) }], [{ t: 'give', card: slot.card, to: x.id }], [`loot-${slot.card}`]);
      }
    }
  }
  if (ok('firstAid') && h.orbs >= s.heroes.length + 1) {
    for (const x of s.heroes) {
      if (x.down && x.at === h.at) out.add('firstAid', x.id, ['first-aid', { hero: heroWord(x), n: s.heroes.length + 1 }], [{ t: 'firstAid', hero: x.id }], [`hero-${x.id}`]);
    }
  }
  if (ok('lair') && lairOpen(s) === null) {
    const others = standingOn(s, h.at).filter((i) => i !== t.hero).map((i) => heroAt(s, i).id);
    out.add('lair', '', ['lair'], [{ t: 'lair' }]);
    if (others.length > 0) out.add('lair', '+', ['lair-with'], [{ t: 'lair', with: others }]);
  }
  if (ok('end')) out.add('end', '', ['end'], [{ t: 'end' }]);
}

/** "Fight the monster" while it lies face down, else by its name. */
function fightLabel(m: Readonly<MonsterOnTile> | undefined): Label {
  return m?.up ? ['fight', { monster: namePhrase('monster', m.m) }] : ['fight-hidden'];
}
