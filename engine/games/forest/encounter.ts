/**
 * What a finished tableau leads to (our stand-in for the Bribery phase that follows the
 * Forest phase in the original game; README.md): the encounter weighs the tableau's
 * danger against the traveller's guard — every point above it is a wound — and pays its
 * rewards: the renown printed on the cards, what their effects add, and the map's reward
 * (or a penalty for a traveller who went astray).
 */
import type { SeatId } from '../../core/types.ts';
import { mapDef, RULES, sideDef } from './content/index.ts';
import { fallenWords } from './log-text.ts';
import { encounterWords } from './log-lines.ts';
import { entriesOf, printedIcons, type IconEntry } from './map.ts';
import { guardOf, log, traveller, type Ctx } from './ops.ts';
import type { Encounter, Traveller } from './state.ts';

/** What an encounter reads: the tableau (sides up, wild assignments), the map, guard and health. */
export interface EncounterInput {
  tableau: readonly IconEntry[];
  map: string | null;
  guard: number;
  health: number;
}

/** The encounter a finished tableau would have now (pure: the client reads its views with it too). */
export function weigh(t: EncounterInput, round: number, outcome: Encounter['outcome']): Encounter {
  let danger = 0;
  let cardRenown = 0;
  let effectRenown = 0;
  for (const p of t.tableau) {
    const side = sideDef(p.up);
    danger += side.danger;
    cardRenown += side.renown;
    if (side.effect?.kind === 'renownPer') effectRenown += printedIcons(t.tableau, side.effect.dir);
  }
  const wounds = Math.max(0, danger - t.guard);
  const mapRenown = outcome === 'complete' && t.map !== null ? mapDef(t.map).reward : -RULES.astrayPenalty;
  const gained = cardRenown + effectRenown + mapRenown;
  const health = Math.max(0, t.health - wounds);
  return { round, outcome, danger, guard: t.guard, wounds, cardRenown, effectRenown, mapRenown, gained, health, lost: health <= 0 };
}

/** The encounter `t`'s tableau would have now. */
export function weighEncounter(t: Traveller, round: number, outcome: Encounter['outcome']): Encounter {
  return weigh({ tableau: entriesOf(t.tableau), map: t.map, guard: guardOf(t), health: t.health }, round, outcome);
}

/** Resolves `seat`'s finished tableau: wounds, then renown; logs the whole reckoning in one sentence. */
export function resolveEncounter(c: Ctx, seat: SeatId, outcome: Encounter['outcome']): Encounter {
  const t = traveller(c.s, seat);
  const e = weighEncounter(t, c.s.round, outcome);
  t.health = e.health;
  t.renown = Math.max(0, t.renown + e.gained);
  t.encounter = e;
  t.phase = e.lost ? 'lost' : outcome;
  log(c, 'encounter', encounterWords(seat, e, t.renown), { encounter: { ...e }, renown: t.renown }, seat);
  if (e.lost) log(c, 'fallen', fallenWords(seat, t.renown), { renown: t.renown }, seat);
  return e;
}
