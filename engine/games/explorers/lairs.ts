import { explorersSay, logLine, why } from './log-words.ts';
import type { Say } from '../../core/words.ts';
import type { RefusalKey } from './refusal-words.en.ts';
import type { RuleError } from '../../core/result.ts';
import type { Act } from './actions.ts';
import { CONTENT, type LairADef, type LairBDef, type LairOutcome } from './content/index.ts';
import { rollOne } from './dice.ts';
import { applyPenalty, drawEvent, gainLoot, heal, loseHealth, poison } from './effects.ts';
import { fail, gainOrbs, hasEnemies, heroAt, heroIndex, heroWord, ownTile, tileDef, tileOf, type Ctx } from './ops.ts';
import type { ExState, LairState, Turn } from './state.ts';

/**
 * Lairs mini-expansion (seed 002). On a lair tile the active hero may enter for free, and
 * heroes on the same tile may join. An A card (introduction, a special rule for the whole
 * lair, event space 1) and a B card (event spaces 2 and 3, bonus, penalty) make the lair.
 * For each event the explorers roll a die and read its outcome on the current space: on a
 * success they go on, on a failure the adventure ends with the B card's penalty; after the
 * third event they take its bonus. Either way the two cards are discarded and this lair is
 * closed for the rest of the game.
 */

function cards(l: Pick<LairState, 'a' | 'b'>): { a: LairADef; b: LairBDef } {
  return { a: CONTENT.lairsA[l.a] as LairADef, b: CONTENT.lairsB[l.b] as LairBDef };
}

/** Standing heroes on the active hero's tile who join a lair, each named once. */
export function lairJoiners(s: ExState, ids: readonly string[] | undefined): number[] | RuleError {
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const out: number[] = [];
  for (const id of ids ?? []) {
    const i = heroIndex(s, id);
    if (i < 0 || i === t.hero || out.includes(i)) return fail('bad-hero', 'cannot-join', { hero: id });
    const x = heroAt(s, i);
    if (x.at !== h.at || x.down) return fail('not-here', 'not-on-lair', { hero: heroWord(x) });
    out.push(i);
  }
  return out;
}

/** Why the active hero cannot enter a lair now, or null when they can. */
export function lairOpen(s: ExState): RefusalKey | null {
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const tile = tileOf(s, h);
  if (!s.options.lairs) return 'lairs-off';
  if (!tileDef(tile).icons.includes('lair')) return 'no-lair';
  if (tile.lairDone) return 'lair-closed';
  if (hasEnemies(tile)) return 'lair-guarded';
  if (s.piles.lairA.length === 0 || s.piles.lairB.length === 0) return 'no-lair-cards';
  return null;
}

export function enterLair(c: Ctx, a: Act<'lair'>): RuleError | null {
  const s = c.s;
  const t = s.turn as Turn;
  const h = heroAt(s, t.hero);
  const closed = lairOpen(s);
  if (closed) return fail('no-lair', closed);
  const joiners = lairJoiners(s, a.with);
  if (!Array.isArray(joiners)) return joiners;
  const l: LairState = {
    a: s.piles.lairA.pop() as string, b: s.piles.lairB.pop() as string, tile: h.at, heroes: [t.hero, ...joiners],
    progress: 0, die: null, wait: null, rerolled: false,
  };
  s.lair = l;
  logLine(c, 'lair', 'lair-enter', { heroes: l.heroes.map((i) => heroAt(s, i).id), n: l.heroes.length, a: l.a, b: l.b }, h.seat);
  return null;
}

/** The event space the explorers roll on now: the A card's for event 1, the B card's for events 2 and 3. */
export function lairEventSpace(l: Pick<LairState, 'a' | 'b' | 'progress'>): LairOutcome[] {
  const { a, b } = cards(l);
  return l.progress === 0 ? a.space : b.spaces[l.progress - 1] ?? a.space;
}

function outcomeOf(l: LairState, face: number): LairOutcome {
  return lairEventSpace(l)[face - 1] as LairOutcome;
}

/** The die as read for this lair (Mossy Hollow adds the extra explorers). */
function readDie(l: LairState, v: number): number {
  const { a } = cards(l);
  return a.rule.kind === 'teamwork' ? Math.min(6, v + l.heroes.length - 1) : v;
}

function rollLairDie(c: Ctx, l: LairState): number {
  const s = c.s;
  const h = heroAt(s, (s.turn as Turn).hero);
  const v = rollOne(c, h.seat, 'roll-lair', { hero: h.id, step: l.progress + 1 });
  if (cards(l).a.rule.kind === 'spores' && v === 1) for (const i of l.heroes) poison(c, i, why('spores'));
  return v;
}

export function lairRoll(c: Ctx): RuleError | null {
  const s = c.s;
  const l = s.lair;
  if (!l || l.die !== null) return fail('wrong-step', 'no-lair-roll');
  const h = heroAt(s, (s.turn as Turn).hero);
  const v = rollLairDie(c, l);
  l.die = v;
  const o = outcomeOf(l, readDie(l, v));
  if (cards(l).a.rule.kind === 'orbReroll' && !l.rerolled && h.orbs >= 1 && o.kind !== 'pass' && o.kind !== 'leap') {
    l.wait = 'reroll';
    logLine(c, 'lair', 'lair-reroll', { step: l.progress + 1, ...outcomeRefs(o), hero: h.id });
    return null;
  }
  applyOutcome(c, l, o);
  return null;
}

export function lairReroll(c: Ctx, a: Act<'lairReroll'>): RuleError | null {
  const s = c.s;
  const l = s.lair;
  if (!l || l.wait !== 'reroll' || l.die === null) return fail('wrong-step', 'no-lair-reroll');
  const h = heroAt(s, (s.turn as Turn).hero);
  l.wait = null;
  if (a.reroll) {
    if (h.orbs < 1) return fail('no-orbs', 'lair-reroll-cost');
    h.orbs -= 1;
    l.rerolled = true;
    l.die = rollLairDie(c, l);
  }
  applyOutcome(c, l, outcomeOf(l, readDie(l, l.die)));
  return null;
}

export function lairPay(c: Ctx, a: Act<'lairPay'>): RuleError | null {
  const s = c.s;
  const l = s.lair;
  if (!l || l.wait !== 'pay' || l.die === null) return fail('wrong-step', 'lair-no-ask');
  const h = heroAt(s, (s.turn as Turn).hero);
  const o = outcomeOf(l, readDie(l, l.die));
  const cost = o.kind === 'pay' ? o.n : 0;
  l.wait = null;
  if (!a.pay) {
    logLine(c, 'lair', 'lair-refuse', { hero: h.id });
    lairEnd(c, l, false);
    return null;
  }
  if (h.orbs < cost) return fail('no-orbs', 'event-cost', { n: cost });
  h.orbs -= cost;
  logLine(c, 'lair', 'lair-pay', { hero: h.id, n: cost });
  advance(c, l, 1);
  return null;
}

/** What a lair event outcome does, as a sentence ending ("pay 1 orb to succeed, or fail."), in the words of `say`. */
export function describeLairOutcome(o: LairOutcome, say: Say = explorersSay): string {
  return say('explorers.log.outcome', outcomeRefs(o));
}

/** What a lair event outcome does, as a log line's refs: its kind and what it costs. */
function outcomeRefs(o: LairOutcome): { outcome: string; cost: number } {
  return { outcome: o.kind, cost: o.kind === 'hurt' || o.kind === 'pay' ? o.n : 0 };
}

function applyOutcome(c: Ctx, l: LairState, o: LairOutcome): void {
  const s = c.s;
  const h = heroAt(s, (s.turn as Turn).hero);
  logLine(c, 'lair', 'lair-event', { step: l.progress + 1, die: l.die ?? 0, ...outcomeRefs(o) });
  switch (o.kind) {
    case 'pass': advance(c, l, 1); return;
    case 'leap': advance(c, l, 2); return;
    case 'fail': lairEnd(c, l, false); return;
    case 'hurt':
      for (const i of l.heroes) loseHealth(c, i, o.n, why('lair'));
      if (h.down || s.result) {
        lairEnd(c, l, null);
        return;
      }
      advance(c, l, 1);
      return;
    case 'pay':
      if (h.orbs >= o.n) l.wait = 'pay';
      else {
        logLine(c, 'lair', 'lair-cannot-pay', { hero: h.id });
        lairEnd(c, l, false);
      }
      return;
  }
}

function advance(c: Ctx, l: LairState, steps: number): void {
  l.progress += steps;
  l.die = null;
  l.wait = null;
  l.rerolled = false;
  if (l.progress >= 3) lairEnd(c, l, true);
}

/** Ends the lair: bonus on success, penalty on failure, nothing if the leader fell. */
function lairEnd(c: Ctx, l: LairState, won: boolean | null): void {
  const s = c.s;
  const { a, b } = cards(l);
  s.lair = null;
  s.piles.lairDiscard.push(l.a, l.b);
  ownTile(c, l.tile).lairDone = true;
  const active = (s.turn as Turn).hero;
  if (won === true) {
    logLine(c, 'lair', 'lair-cleared', { lair: l.b });
    for (const r of b.bonus) {
      if (r.kind === 'loot') for (let k = 0; k < r.n; k++) gainLoot(c, active);
      else if (r.kind === 'event') drawEvent(c, active);
      else for (const i of l.heroes) {
        if (r.kind === 'orbs') {
          const got = gainOrbs(heroAt(s, i), r.n);
          logLine(c, 'orbs', 'gain-orbs', { hero: heroAt(s, i).id, n: got });
        } else heal(c, i, r.n, why('lair'));
      }
    }
  } else if (won === false) {
    logLine(c, 'lair', 'lair-failed', { lair: l.b });
    for (const i of l.heroes) {
      applyPenalty(c, i, b.penalty, null);
      if (a.rule.kind === 'harsh') loseHealth(c, i, a.rule.n, why('lair-a', l.a));
    }
  } else {
    logLine(c, 'lair', 'lair-leader-down', {});
  }
}
