/**
 * What cards do (stand-in content, content/sides.ts): a side's effect activates at once
 * when the card joins a tableau (seed 000, Place & Check), and an Ambush is resolved the
 * moment its side is drawn, before anything else (seed 000, Draw & Choose). Effects that
 * count directions count printed icons only: wild icons never count as one of the four
 * directions for other effects, whatever they stand for on the map.
 */
import type { SeatId } from '../../core/types.ts';
import { RULES, type Ambush, type Effect } from './content/index.ts';
import { discardAsTheyLie, nextMap } from './forest-deck.ts';
import { entriesOf, printedIcons } from './map.ts';
import { ambushWords, effectWords, newMapWords, type AmbushLine, type EffectLine } from './log-lines.ts';
import { guardOf, log, strategyOf, traveller, upDef, upId, type Ctx } from './ops.ts';
import type { ForestCard, Placed } from './state.ts';

/** The traveller's map card goes to the used maps and the next one takes its place, `because` of that side. */
export function replaceMap(c: Ctx, seat: SeatId, because: string): void {
  const t = traveller(c.s, seat);
  const old = t.map;
  if (old !== null) c.s.mapDiscard.push(old);
  t.map = nextMap(c);
  log(c, 'map', newMapWords(seat, because, old, t.map), { map: t.map, because, was: old }, seat);
}

/** Logs an effect's line, its data the line's own. */
function logEffect(c: Ctx, seat: SeatId, e: EffectLine): void {
  log(c, 'effect', effectWords(seat, e), { ...e }, seat);
}

/** Health lost (never below 0). */
export function wound(c: Ctx, seat: SeatId, n: number): void {
  const t = traveller(c.s, seat);
  t.health = Math.max(0, t.health - n);
}

/** The effect of `placed`'s side, activated as it joins `seat`'s tableau. */
export function joinEffect(c: Ctx, seat: SeatId, placed: Placed): void {
  const side = upDef(placed.card);
  const effect: Effect | undefined = side.effect;
  if (!effect) return;
  const t = traveller(c.s, seat);
  switch (effect.kind) {
    case 'strategy':
      t.strategyMod += effect.n;
      logEffect(c, seat, { side: side.id, effect: 'strategy', n: strategyOf(t), more: effect.n > 0 ? 1 : 0 });
      return;
    case 'guard':
      t.guardMod += effect.n;
      logEffect(c, seat, { side: side.id, effect: 'guard', n: guardOf(t), more: 0 });
      return;
    case 'heal': {
      const before = t.health;
      t.health = Math.min(RULES.health, t.health + effect.n);
      logEffect(c, seat, { side: side.id, effect: 'heal', n: t.health - before, more: t.health });
      return;
    }
    case 'renownPer':
      logEffect(c, seat, { side: side.id, effect: 'renownPer', n: printedIcons(entriesOf(t.tableau), effect.dir), more: 0, dir: effect.dir });
      return;
    case 'newMap':
      replaceMap(c, seat, side.id);
      return;
    case 'turnOver': {
      const others = t.tableau.filter((p) => p.card.id !== placed.card.id);
      if (others.length === 0) {
        logEffect(c, seat, { side: side.id, effect: 'turnOverNone', n: 0, more: 0 });
        return;
      }
      if (c.s.turn) c.s.turn.pending = { kind: 'turnOver', source: placed.card.id };
      logEffect(c, seat, { side: side.id, effect: 'turnOverAsk', n: 0, more: 0 });
      return;
    }
  }
}

/**
 * The Ambush on `card`'s drawn side, resolved at once for `seat` (the card stays among the
 * drawn cards: it may still be placed, and its Ambush never strikes twice).
 */
export function resolveAmbush(c: Ctx, seat: SeatId, card: ForestCard): void {
  const side = upDef(card);
  const ambush: Ambush | undefined = side.ambush;
  if (!ambush) return;
  const t = traveller(c.s, seat);
  const turn = c.s.turn;
  t.ambushes++;
  c.s.counts.ambushes++;
  const struck = (line: AmbushLine): void => {
    log(c, 'ambush', ambushWords(seat, line), { card: card.id, ...line }, seat);
  };
  switch (ambush.kind) {
    case 'wound':
      wound(c, seat, ambush.n);
      struck({ side: side.id, ambush: 'wound', n: ambush.n, left: t.health });
      return;
    case 'woundPer': {
      const n = printedIcons(entriesOf(t.tableau), ambush.dir);
      wound(c, seat, n);
      struck({ side: side.id, ambush: 'woundPer', n, left: t.health, dir: ambush.dir });
      return;
    }
    case 'loseRenown': {
      const lost = Math.min(t.renown, ambush.n);
      t.renown -= lost;
      struck({ side: side.id, ambush: 'loseRenown', n: lost, left: t.renown });
      return;
    }
    case 'snare':
      if (turn) turn.snared = true;
      struck({ side: side.id, ambush: 'snare', n: 0, left: 0 });
      return;
    case 'scatter': {
      const others = turn ? turn.drawn.filter((d) => d.id !== card.id) : [];
      if (turn) turn.drawn = turn.drawn.filter((d) => d.id === card.id);
      discardAsTheyLie(c, others);
      struck({ side: side.id, ambush: 'scatter', n: others.length, left: 0, lost: others.map(upId) });
      return;
    }
    case 'lostTrail':
      struck({ side: side.id, ambush: 'lostTrail', n: 0, left: 0 });
      replaceMap(c, seat, side.id);
      return;
  }
}
