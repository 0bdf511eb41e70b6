import type { Applied } from '../../core/module.ts';
import type { Result, RuleError } from '../../core/result.ts';
import { shownBetween } from '../../core/reveals.ts';
import type { Rng } from '../../core/rng.ts';
import type { SeatId } from '../../core/types.ts';
import type { ExplorersAction } from './actions.ts';
import { chooseTurnOver } from './boss-choice.ts';
import { fight, frostDecision, rerollCombat, resolve, rhythm, rhythmHero, share } from './combat.ts';
import { deciderSeat, drawForExplore, endTurn, placeExploreTile, settle, startAdventure, stepOf, type Step } from './flow.ts';
import { legalPlacements } from './grid.ts';
import { enterLair, lairPay, lairReroll, lairRoll } from './lairs.ts';
import { discardLoot, useLoot } from './loot.ts';
import { explore, move, placeHighRisk } from './move.ts';
import { done, fail, hasPower, heroIndex, seatName, type Ctx } from './ops.ts';
import { explorersSecrets } from './scramble.ts';
import { special } from './specials.ts';
import { buy, chest, firstAid, give, sell, unlock, vortex, well } from './tile-actions.ts';
import { assign, keep, ready, reroll, roll, summon } from './turn.ts';
import type { ExState } from './state.ts';

/**
 * `apply` of Explorers of the Woodlands: checks that the seat is the one whose decision it
 * is and that the action belongs to the current step, runs the rule, then lets `settle`
 * move the game on. A rejected action returns its rule error; the match layer drops the
 * draft, so nothing changes.
 */

type T = ExplorersAction['t'];

const ACT: T[] = ['move', 'explore', 'fight', 'use', 'special', 'unlock', 'chest', 'well', 'vortex', 'buy', 'sell', 'give', 'firstAid', 'lair', 'end'];
/** On a tile with enemies, before the battle: fight, retreat, or prepare. */
const MUST_FIGHT: T[] = ['fight', 'move', 'use', 'special', 'unlock'];

/** Action types each step accepts. */
export function allowedAt(s: ExState, step: Step): T[] {
  switch (step) {
    case 'over': return [];
    case 'replace': return ['discardLoot'];
    case 'place': return ['place'];
    case 'bonus': return ['bonusTile'];
    case 'share': return ['share'];
    case 'frost': return ['frost'];
    case 'turnOver': return ['turnOverLoot'];
    case 'battle': return ['rerollCombat', 'rhythm', 'use', 'resolve'];
    case 'lair': return s.lair?.wait === 'reroll' ? ['lairReroll'] : s.lair?.wait === 'pay' ? ['lairPay'] : ['lairRoll'];
    case 'explorePlace': return ['place'];
    case 'roll': return ['roll'];
    case 'reroll': return ['reroll', 'keep'];
    case 'assign': return ['assign', 'summon', 'ready'];
    case 'act': return s.turn?.mustFight ? MUST_FIGHT : ACT;
  }
}


export function applyExplorers(draft: ExState, seat: SeatId, action: ExplorersAction, rng: Rng): Result<Applied<ExState>> {
  const c: Ctx = { s: draft, rng, ev: [] };
  const step = stepOf(draft);
  if (step === 'over') return fail('over', 'over');
  const decider = deciderSeat(draft);
  const k = step === 'battle' && action.t === 'rhythm' ? rhythmHero(draft) : undefined;
  const rhythmSeat = k === undefined ? undefined : draft.heroes[k]?.seat;
  if (seat !== decider && seat !== rhythmSeat) {
    return decider === null ? fail('not-your-turn', 'nobody-decides') : fail('not-your-turn', 'not-your-turn', { seat: seatName(decider) });
  }
  if (!allowedAt(draft, step).includes(action.t)) {
    const fighting = step === 'act' && draft.turn?.mustFight;
    return fail('wrong-step', fighting ? 'must-fight' : `expected.${step}`);
  }
  const hidden = explorersSecrets(draft);
  const err = dispatch(c, step, action);
  if (err) return err;
  settle(c);
  return done(c, shownBetween(draft.seats, hidden, explorersSecrets(draft)));
}

function dispatch(c: Ctx, step: Step, a: ExplorersAction): RuleError | null {
  const s = c.s;
  switch (a.t) {
    case 'place': {
      if (step === 'explorePlace') return placeHighRisk(c, a);
      const ex = s.explore;
      if (!ex || ex.tile === null) return fail('wrong-step', 'no-tile');
      const legal = legalPlacements(s, ex.tile);
      if (!legal.some((p) => p.col === a.x && p.row === a.y && p.rotation === a.rotation)) {
        return fail('illegal-placement', 'illegal-placement', { x: a.x, y: a.y, rotation: a.rotation });
      }
      placeExploreTile(c, a.x, a.y, a.rotation);
      return null;
    }
    case 'bonusTile': {
      const ex = s.explore;
      if (!ex) return fail('wrong-step', 'no-extra-tile');
      ex.offer = false;
      const xylia = s.heroes.findIndex((h) => hasPower(h, 'extraTile'));
      if (a.take && xylia >= 0) {
        ex.queue = [xylia];
        drawForExplore(c);
      } else startAdventure(c);
      return null;
    }
    case 'roll': return roll(c);
    case 'reroll': return reroll(c, a);
    case 'keep': return keep(c);
    case 'assign': return assign(c, a);
    case 'summon': return summon(c, a);
    case 'ready': return ready(c);
    case 'move': return move(c, a);
    case 'explore': return explore(c, a);
    case 'fight': return fight(c, a.target);
    case 'rerollCombat': return rerollCombat(c, a.die);
    case 'rhythm': return rhythm(c);
    case 'resolve': return resolve(c);
    case 'frost': return frostDecision(c, a.freeze);
    case 'special': return special(c, a);
    case 'use': return useLoot(c, a);
    case 'give': return give(c, a);
    case 'chest': return chest(c);
    case 'well': return well(c);
    case 'vortex': return vortex(c);
    case 'buy': return buy(c, a);
    case 'sell': return sell(c, a);
    case 'unlock': return unlock(c);
    case 'firstAid': return firstAid(c, a);
    case 'share': {
      const i = heroIndex(s, a.hero);
      return i < 0 ? fail('bad-hero', 'no-such-hero') : share(c, i);
    }
    case 'discardLoot': return discardLoot(c, a);
    case 'turnOverLoot': return chooseTurnOver(c, a);
    case 'lair': return enterLair(c, a);
    case 'lairRoll': return lairRoll(c);
    case 'lairPay': return lairPay(c, a);
    case 'lairReroll': return lairReroll(c, a);
    case 'end':
      endTurn(c);
      return null;
  }
}
