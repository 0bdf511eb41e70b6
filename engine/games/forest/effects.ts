/**
 * What cards do (stand-in content, content/sides.ts): a side's effect activates at once
 * when the card joins a tableau (seed 000, Place & Check), and an Ambush is resolved the
 * moment its side is drawn, before anything else (seed 000, Draw & Choose). Effects that
 * count directions count printed icons only: wild icons never count as one of the four
 * directions for other effects, whatever they stand for on the map.
 */
import type { SeatId } from '../../core/types.ts';
import { mapDef, RULES, sideDef, type Ambush, type Effect } from './content/index.ts';
import { discardAsTheyLie, nextMap } from './forest-deck.ts';
import { entriesOf, printedIcons } from './map.ts';
import { cardName, DIR_NAMES, guardOf, listing, log, plural, seatName, strategyOf, traveller, upDef, type Ctx } from './ops.ts';
import type { ForestCard, Placed } from './state.ts';

/** "Miller's Road (north, north, east; 3 renown)". */
export function mapWords(id: string): string {
  const map = mapDef(id);
  return `${map.name} (${map.needs.map((d) => DIR_NAMES[d]).join(', ')}; ${plural(map.reward, 'renown', 'renown')})`;
}

/** The traveller's map card goes to the used maps and the next one takes its place. */
export function replaceMap(c: Ctx, seat: SeatId, because: string): void {
  const t = traveller(c.s, seat);
  const old = t.map;
  if (old !== null) c.s.mapDiscard.push(old);
  t.map = nextMap(c);
  const was = old === null ? '' : ` ${mapDef(old).name} is set aside and`;
  log(c, 'map', `${because}: ${seatName(seat)}'s map card${was} is replaced by ${t.map === null ? 'nothing' : mapWords(t.map)}.`, { map: t.map }, seat);
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
  const who = seatName(seat);
  switch (effect.kind) {
    case 'strategy':
      t.strategyMod += effect.n;
      log(c, 'effect', `${side.name}: ${who}'s Strategy ${effect.n > 0 ? 'rises' : 'falls'} to ${strategyOf(t)} for the rest of the round.`, undefined, seat);
      return;
    case 'guard':
      t.guardMod += effect.n;
      log(c, 'effect', `${side.name}: ${who}'s Guard rises to ${guardOf(t)} for the rest of the round.`, undefined, seat);
      return;
    case 'heal': {
      const before = t.health;
      t.health = Math.min(RULES.health, t.health + effect.n);
      log(c, 'effect', `${side.name}: ${who} heals ${t.health - before} (health ${t.health}).`, undefined, seat);
      return;
    }
    case 'renownPer':
      log(c, 'effect', `${side.name}: at the encounter ${who} gains 1 renown per ${DIR_NAMES[effect.dir]} icon printed in the tableau (${printedIcons(entriesOf(t.tableau), effect.dir)} now; wild icons never count).`, undefined, seat);
      return;
    case 'newMap':
      replaceMap(c, seat, side.name);
      return;
    case 'turnOver': {
      const others = t.tableau.filter((p) => p.card.id !== placed.card.id);
      if (others.length === 0) {
        log(c, 'effect', `${side.name}: ${who} has no other card to turn over.`, undefined, seat);
        return;
      }
      if (c.s.turn) c.s.turn.pending = { kind: 'turnOver', source: placed.card.id };
      log(c, 'effect', `${side.name}: ${who} turns over another card of the tableau.`, undefined, seat);
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
  const who = seatName(seat);
  t.ambushes++;
  c.s.counts.ambushes++;
  const data = { card: card.id, side: side.id, ambush: ambush.kind };
  switch (ambush.kind) {
    case 'wound':
      wound(c, seat, ambush.n);
      log(c, 'ambush', `Ambush! ${side.name}: ${who} loses ${ambush.n} health (${t.health} left).`, data, seat);
      return;
    case 'woundPer': {
      const n = printedIcons(entriesOf(t.tableau), ambush.dir);
      wound(c, seat, n);
      const dir = DIR_NAMES[ambush.dir];
      log(c, 'ambush', n > 0
        ? `Ambush! ${side.name}: ${who} loses 1 health per ${dir} icon printed in the tableau, ${n} (${t.health} left).`
        : `Ambush! ${side.name}: no ${dir} icon is printed in ${who}'s tableau, so no harm is done (wild icons never count).`, data, seat);
      return;
    }
    case 'loseRenown': {
      const lost = Math.min(t.renown, ambush.n);
      t.renown -= lost;
      log(c, 'ambush', lost > 0
        ? `Ambush! ${side.name}: ${who} loses ${plural(lost, 'renown', 'renown')} (${t.renown} left).`
        : `Ambush! ${side.name}: ${who} has no renown to lose.`, data, seat);
      return;
    }
    case 'snare':
      if (turn) turn.snared = true;
      log(c, 'ambush', `Ambush! ${side.name}: ${who} must stop drawing and place one of the drawn cards now.`, data, seat);
      return;
    case 'scatter': {
      const others = turn ? turn.drawn.filter((d) => d.id !== card.id) : [];
      if (turn) turn.drawn = turn.drawn.filter((d) => d.id === card.id);
      discardAsTheyLie(c, others);
      log(c, 'ambush', others.length > 0
        ? `Ambush! ${side.name}: ${who}'s other drawn cards are trampled into the discard as drawn: ${listing(others.map(cardName))}.`
        : `Ambush! ${side.name}: ${who} had no other drawn card to lose.`, data, seat);
      return;
    }
    case 'lostTrail':
      log(c, 'ambush', `Ambush! ${side.name}: ${who} loses the trail.`, data, seat);
      replaceMap(c, seat, side.name);
      return;
  }
}

/** A side's effect in a few words, for the log of a turned-over card. */
export function sideWords(id: string): string {
  const side = sideDef(id);
  const icon = side.icon === null ? 'no icon' : side.icon === 'wild' ? 'a wild icon' : `a ${DIR_NAMES[side.icon]} icon`;
  return `${side.name} (${icon}, danger ${side.danger}, renown ${side.renown})`;
}
