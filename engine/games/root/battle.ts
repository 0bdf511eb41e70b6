import type { Result } from '../../core/result.ts';
import type { Prompt, SeatId } from '../../core/types.ts';
import { dieLabel, dieLabels, rollDie, rootD12 } from '../../table/dice.ts';
import type { Act, RootAction } from './actions.ts';
import { discardCard, discardFromHand, heldCard } from './cards.ts';
import { clearing, hasPieces, pieceKey, warriorsOf } from './board.ts';
import { hasClearing, suitOf } from './map.ts';
import { cardDef, type CardEffect } from './data/base-deck.ts';
import { fail, where, Who, who } from './describe.ts';
import { choseLossWords, extraHitsWords, rollWords, sparedWords } from './log-lines.ts';
import { phrase } from '../../core/words.ts';
import type { Ctx, ReadCtx, RemovedPiece } from './faction.ts';
import { emit, factionOf, mayRemove, player, removalBarred, removePiece, score, seatsWithFactions, tokenPiece } from './ops.ts';
import { battleEndWords, battleWords, carriedWords, noteWords } from './log-words.ts';
import { rootLabel, saidText, whereValue, whoValue } from './phrases.ts';
import { BATTLE_DICE, type BattleState, type BattleStep, type ClearingState } from './state.ts';

/**
 * Battle (core rules, Battle 1–6): the defender may ambush, the attacker may cancel it;
 * two Root d12 (faces 0–3) are rolled through the engine Rng, the higher for the
 * attacker and the lower for the defender, each capped by that side's warriors; extra
 * hits (defenseless, No Queens, Brutal Tactics, Sappers) are not capped; each side
 * removes its own pieces, warriors first, choosing among its buildings and tokens.
 */

/** Who decides at this battle step. */
export function battleDecider(b: BattleState): SeatId {
  switch (b.step) {
    case 'ambush':
    case 'defender-effects':
    case 'hits-on-defender':
      return b.defender;
    default:
      return b.attacker;
  }
}

/** Checks that `attacker` may battle `defender` in the clearing now (null when legal). */
export function checkBattle(ctx: ReadCtx, attacker: SeatId, id: number, defender: SeatId): Result<null> {
  if (defender === attacker || defender < 0 || defender >= ctx.s.seats) return fail('bad-defender', 'bad-defender');
  if (!hasClearing(ctx, id)) return fail('no-clearing', 'no-clearing');
  const c = clearing(ctx.s, id);
  if (warriorsOf(c, attacker) === 0) return fail('no-warriors', 'no-warriors-to-battle', () => ({ where: whereValue(ctx, id) }));
  if (!hasPieces(c, defender)) return fail('no-enemy', 'no-enemy', () => ({ Who: whoValue(ctx, defender, true), where: whereValue(ctx, id) }));
  for (const { seat, f } of seatsWithFactions(ctx)) {
    const refused = f.battle?.refuse?.(ctx, seat, attacker, defender);
    if (refused) return refused;
  }
  return null;
}

/** Every legal battle for `attacker` in the clearings `where` allows. */
export function battleOptions(ctx: ReadCtx, attacker: SeatId, allowed: (id: number) => boolean = () => true): Act<'battle'>[] {
  const out: Act<'battle'>[] = [];
  for (const c of ctx.s.map) {
    if (!allowed(c.id) || warriorsOf(c, attacker) === 0) continue;
    for (let d = 0; d < ctx.s.seats; d++) {
      if (checkBattle(ctx, attacker, c.id, d) === null) out.push({ t: 'battle', clearing: c.id, defender: d });
    }
  }
  return out;
}

/** Starts a checked battle: it goes on top of the stack and runs until someone must decide. */
export function startBattle(ctx: Ctx, attacker: SeatId, id: number, defender: SeatId, cause: string): void {
  const b: BattleState = {
    kind: 'battle', clearing: id, attacker, defender, step: 'ambush', cause, pending: 0,
    rolledOnDefender: 0, rolledOnAttacker: 0, extraOnDefender: 0, extraOnAttacker: 0, effects: [],
  };
  ctx.s.stack.push(b);
  emit(ctx, {
    kind: 'battle', seat: attacker, text: battleWords(Who(ctx, attacker), who(ctx, defender), where(ctx, id)),
    data: { clearing: id, attacker, defender, cause },
  });
}

/** Logs a note of the battle about `seat`'s side (its data: `note`, the clearing, and the other side). */
function note(ctx: Ctx, b: BattleState, what: string, seat: SeatId, kind = 'battle-note'): void {
  const other = seat === b.attacker ? b.defender : b.attacker;
  emit(ctx, {
    kind, seat, text: noteWords(what, Who(ctx, seat), where(ctx, b.clearing), who(ctx, other)),
    data: { note: what, clearing: b.clearing, other },
  });
}

function hasCard(ctx: ReadCtx, seat: SeatId, effect: CardEffect): boolean {
  return player(ctx, seat).crafted.some((k) => cardDef(k).effect === effect);
}

/** Ambush cards in `seat`'s hand that may be played in this clearing (bird: anywhere). */
function ambushCards(ctx: ReadCtx, seat: SeatId, id: number): string[] {
  const suit = suitOf(ctx, id);
  return player(ctx, seat).hand
    .filter((c) => { const d = cardDef(c.key); return d.kind === 'ambush' && (d.suit === 'bird' || d.suit === suit); })
    .map((c) => c.id);
}

/** The buildings and tokens of `seat` in the clearing, as removable pieces. */
function buildingsAndTokens(c: ClearingState, seat: SeatId): RemovedPiece[] {
  return [
    ...c.buildings.filter((b) => b.seat === seat).map((b): RemovedPiece => ({ type: 'building', kind: b.kind })),
    ...c.tokens.filter((t) => t.seat === seat).map(tokenPiece),
  ];
}

function keyOf(p: RemovedPiece): string {
  return p.type === 'warrior' ? 'warrior' : pieceKey(p);
}

/** Battle card options open to the deciding side at an effects step. */
function effectOptions(ctx: ReadCtx, b: BattleState): Array<Act<'effect'>['effect']> {
  const out: Array<Act<'effect'>['effect']> = [];
  if (b.step === 'attacker-effects') {
    if (hasCard(ctx, b.attacker, 'brutal-tactics') && !b.effects.includes('brutal-tactics')) out.push('brutal-tactics');
    if (hasCard(ctx, b.attacker, 'armorers') && b.rolledOnAttacker > 0 && !b.effects.includes('armorers:attacker')) out.push('armorers');
  } else if (b.step === 'defender-effects') {
    if (hasCard(ctx, b.defender, 'sappers') && !b.effects.includes('sappers')) out.push('sappers');
    if (hasCard(ctx, b.defender, 'armorers') && b.rolledOnDefender > 0 && !b.effects.includes('armorers:defender')) out.push('armorers');
  }
  return out;
}

/** Moves to a removal step: the side takes its hits unless a faction's rule forbids the hitter to remove its pieces. */
function toHits(ctx: Ctx, b: BattleState, step: BattleStep, hits: number): void {
  b.step = step;
  b.pending = hits;
  const victim = step === 'hits-on-attacker' || step === 'ambush-hits' ? b.attacker : b.defender;
  const by = victim === b.attacker ? b.defender : b.attacker;
  const barred = hits > 0 ? removalBarred(ctx, by, victim) : null;
  if (barred !== null) {
    b.pending = 0;
    emit(ctx, {
      kind: 'spared', seat: by, text: sparedWords(Who(ctx, by), who(ctx, victim), saidText(barred), hits),
      data: typeof barred === 'string' ? { victim, n: hits } : { victim, n: hits, why: barred },
    });
  }
}

/** Removes pieces for the pending hits, warriors first; true when the hit side must choose. */
function assignHits(ctx: Ctx, b: BattleState, victim: SeatId, by: SeatId): boolean {
  const c = clearing(ctx.s, b.clearing);
  while (b.pending > 0 && ctx.s.winners === undefined) {
    if (warriorsOf(c, victim) > 0) {
      removePiece(ctx, { clearing: b.clearing, owner: victim, piece: { type: 'warrior' }, by, cause: 'battle' });
      b.pending--;
      continue;
    }
    const rest = buildingsAndTokens(c, victim);
    const first = rest[0];
    if (!first) {
      b.pending = 0;
      break;
    }
    if (rest.length <= b.pending || new Set(rest.map(keyOf)).size === 1) {
      removePiece(ctx, { clearing: b.clearing, owner: victim, piece: first, by, cause: 'battle' });
      b.pending--;
      continue;
    }
    return true;
  }
  return false;
}

function roll(ctx: Ctx, b: BattleState): void {
  const attackerColor = factionOf(ctx, b.attacker).color;
  const defenderColor = factionOf(ctx, b.defender).color;
  const spec = rootD12();
  const v1 = rollDie(spec, ctx.rng);
  const v2 = rollDie(spec, ctx.rng);
  const hits = (v: number): number => Number(dieLabel(spec, v));
  const [high, low] = hits(v1) >= hits(v2) ? [v1, v2] : [v2, v1];
  ctx.s.dice = { attacker: high, defender: low };
  const c = clearing(ctx.s, b.clearing);
  const aw = warriorsOf(c, b.attacker);
  const dw = warriorsOf(c, b.defender);
  b.rolledOnDefender = Math.min(hits(high), aw);
  b.rolledOnAttacker = Math.min(hits(low), dw);
  const rolled = { high: hits(high), low: hits(low), a: b.rolledOnDefender, d: b.rolledOnAttacker, aw, dw };
  const die = (id: string, value: number, color: string) => ({
    id, sides: 12, value, label: String(hits(value)), labels: dieLabels(spec), color,
  });
  emit(ctx, {
    kind: 'roll', seat: b.attacker,
    text: rollWords(Who(ctx, b.attacker), who(ctx, b.defender), where(ctx, b.clearing), rolled),
    // `rolled`: the hits rolled and dealt, and the warriors that capped them, for the line's words.
    data: { dice: [die(BATTLE_DICE.attacker, high, attackerColor), die(BATTLE_DICE.defender, low, defenderColor)], clearing: b.clearing, defender: b.defender, rolled },
  });
  if (dw === 0) {
    b.extraOnDefender += 1;
    note(ctx, b, 'defenseless', b.defender, 'hit');
  }
  for (const side of [b.attacker, b.defender]) {
    const extra = factionOf(ctx, side).battle?.extraHits?.(ctx, side, b);
    if (!extra || extra.hits <= 0) continue;
    if (side === b.attacker) b.extraOnDefender += extra.hits;
    else b.extraOnAttacker += extra.hits;
    emit(ctx, { kind: 'hit', seat: side, text: extraHitsWords(Who(ctx, side), extra.hits, saidText(extra.why)), data: { n: extra.hits, why: extra.why } });
  }
}

function total(b: BattleState, on: 'attacker' | 'defender'): number {
  return on === 'defender'
    ? (b.effects.includes('armorers:defender') ? 0 : b.rolledOnDefender) + b.extraOnDefender
    : (b.effects.includes('armorers:attacker') ? 0 : b.rolledOnAttacker) + b.extraOnAttacker;
}

function endBattle(ctx: Ctx, b: BattleState): void {
  const i = ctx.s.stack.lastIndexOf(b);
  if (i >= 0) ctx.s.stack.splice(i, 1);
  emit(ctx, { kind: 'battle-end', seat: b.attacker, text: battleEndWords(where(ctx, b.clearing)), data: { clearing: b.clearing } });
}

/** Runs the battle's automatic steps until a side must decide or it is over. */
export function advanceBattle(ctx: Ctx, b: BattleState): void {
  for (;;) {
    if (ctx.s.winners !== undefined) return;
    switch (b.step) {
      case 'ambush': {
        if (hasCard(ctx, b.attacker, 'scouting-party')) {
          note(ctx, b, 'scouting', b.attacker);
          b.step = 'roll';
          break;
        }
        // Asked whenever the defender holds a card (hand sizes are public), so skipping
        // never tells the attacker that the defender holds no ambush.
        if (player(ctx, b.defender).hand.length === 0 || !mayRemove(ctx, b.defender, b.attacker)) {
          b.step = 'roll';
          break;
        }
        return;
      }
      case 'counter':
        if (player(ctx, b.attacker).hand.length === 0) {
          toHits(ctx, b, 'ambush-hits', 2);
          break;
        }
        return;
      case 'ambush-hits':
        if (assignHits(ctx, b, b.attacker, b.defender)) return;
        if (warriorsOf(clearing(ctx.s, b.clearing), b.attacker) === 0) {
          note(ctx, b, 'ambush-ends', b.attacker);
          endBattle(ctx, b);
          return;
        }
        b.step = 'roll';
        break;
      case 'roll':
        roll(ctx, b);
        b.step = 'attacker-effects';
        break;
      case 'attacker-effects':
        if (effectOptions(ctx, b).length > 0) return;
        b.step = 'defender-effects';
        break;
      case 'defender-effects':
        if (effectOptions(ctx, b).length > 0) return;
        toHits(ctx, b, 'hits-on-defender', total(b, 'defender'));
        break;
      case 'hits-on-defender':
        if (assignHits(ctx, b, b.defender, b.attacker)) return;
        toHits(ctx, b, 'hits-on-attacker', total(b, 'attacker'));
        break;
      case 'hits-on-attacker':
        if (assignHits(ctx, b, b.attacker, b.defender)) return;
        endBattle(ctx, b);
        return;
    }
  }
}

/** The victim of the current removal step. */
function victimOf(b: BattleState): SeatId {
  return b.step === 'hits-on-defender' ? b.defender : b.attacker;
}

/** Prompts for whoever decides in the battle now. */
export function battlePrompts(ctx: ReadCtx, b: BattleState): Prompt<RootAction>[] {
  const target = [`clearing-${b.clearing}`];
  switch (b.step) {
    case 'ambush': {
      const cards = ambushCards(ctx, b.defender, b.clearing);
      return [
        ...(cards.length > 0 ? [{ key: 'ambush', ...rootLabel('root.prompt.ambush', { where: whereValue(ctx, b.clearing) }), actions: cards.map((card): RootAction => ({ t: 'ambush', card })), targets: target }] : []),
        { key: 'done', pass: true, ...rootLabel('root.prompt.no-ambush'), actions: [{ t: 'done' }], targets: target },
      ];
    }
    case 'counter': {
      const cards = ambushCards(ctx, b.attacker, b.clearing);
      return [
        ...(cards.length > 0 ? [{ key: 'ambush', ...rootLabel('root.prompt.counter'), actions: cards.map((card): RootAction => ({ t: 'ambush', card })), targets: target }] : []),
        { key: 'done', pass: true, ...rootLabel('root.prompt.take-ambush'), actions: [{ t: 'done' }], targets: target },
      ];
    }
    case 'attacker-effects':
    case 'defender-effects':
      return [
        { key: 'effect', ...rootLabel('root.prompt.battle-card'), actions: effectOptions(ctx, b).map((effect): RootAction => ({ t: 'effect', effect })), targets: target },
        { key: 'done', pass: true, ...rootLabel('root.prompt.no-battle-card'), actions: [{ t: 'done' }], targets: target },
      ];
    case 'ambush-hits':
    case 'hits-on-defender':
    case 'hits-on-attacker': {
      const keys = [...new Set(buildingsAndTokens(clearing(ctx.s, b.clearing), victimOf(b)).map(keyOf))];
      return [{
        key: 'remove', ...rootLabel('root.prompt.remove', { n: b.pending }),
        actions: keys.map((piece): RootAction => ({ t: 'remove', piece })), targets: target,
      }];
    }
    default:
      return [];
  }
}

/** Applies the deciding side's choice. */
export function applyBattle(ctx: Ctx, b: BattleState, seat: SeatId, a: RootAction): Result<null> {
  switch (b.step) {
    case 'ambush':
    case 'counter': {
      if (a.t === 'done') {
        if (b.step === 'ambush') {
          note(ctx, b, 'no-ambush', seat);
          b.step = 'roll';
        } else {
          note(ctx, b, 'took-ambush', seat);
          toHits(ctx, b, 'ambush-hits', 2);
        }
        return null;
      }
      if (a.t !== 'ambush') return fail('battle-decision', 'ambush-or-not');
      const held = heldCard(ctx, seat, a.card);
      if (!held || !ambushCards(ctx, seat, b.clearing).includes(a.card)) {
        return fail('bad-ambush', 'bad-ambush', () => ({ where: whereValue(ctx, b.clearing) }));
      }
      if (b.step === 'ambush') {
        discardFromHand(ctx, seat, a.card, phrase('root.log.why.ambushed', { where: whereValue(ctx, b.clearing) }));
        b.ambush = held.key;
        b.step = 'counter';
      } else {
        discardFromHand(ctx, seat, a.card, phrase('root.log.why.cancel-ambush'));
        delete b.ambush;
        b.step = 'roll';
      }
      return null;
    }
    case 'attacker-effects':
    case 'defender-effects': {
      if (a.t === 'done') {
        if (b.step === 'attacker-effects') b.step = 'defender-effects';
        else toHits(ctx, b, 'hits-on-defender', total(b, 'defender'));
        return null;
      }
      if (a.t !== 'effect' || !effectOptions(ctx, b).includes(a.effect)) return fail('bad-effect', 'bad-effect');
      useEffect(ctx, b, seat, a.effect);
      return null;
    }
    case 'ambush-hits':
    case 'hits-on-defender':
    case 'hits-on-attacker': {
      if (a.t !== 'remove') return fail('battle-decision', 'choose-loss');
      const victim = victimOf(b);
      const piece = buildingsAndTokens(clearing(ctx.s, b.clearing), victim).find((p) => keyOf(p) === a.piece);
      if (!piece) return fail('bad-piece', 'bad-piece', () => ({ piece: a.piece, where: whereValue(ctx, b.clearing) }));
      removePiece(ctx, { clearing: b.clearing, owner: victim, piece, by: victim === b.attacker ? b.defender : b.attacker, cause: 'battle' });
      b.pending--;
      emit(ctx, { kind: 'battle-note', seat: victim, text: choseLossWords(Who(ctx, victim), carriedWords(a.piece)), data: { piece: a.piece } });
      return null;
    }
    default:
      return fail('battle-decision', 'nothing-in-battle');
  }
}

function useEffect(ctx: Ctx, b: BattleState, seat: SeatId, effect: Act<'effect'>['effect']): void {
  const p = player(ctx, seat);
  const discard = (): void => {
    const i = p.crafted.findIndex((k) => cardDef(k).effect === effect);
    const [key] = p.crafted.splice(i, 1);
    if (key) discardCard(ctx, key);
  };
  if (effect === 'brutal-tactics') {
    b.effects.push('brutal-tactics');
    b.extraOnDefender += 1;
    note(ctx, b, 'brutal-tactics', seat, 'effect');
    score(ctx, b.defender, 1, phrase('root.log.why.brutal-tactics'));
  } else if (effect === 'sappers') {
    b.effects.push('sappers');
    b.extraOnAttacker += 1;
    discard();
    note(ctx, b, 'sappers', seat, 'effect');
  } else {
    const side = seat === b.attacker ? 'attacker' : 'defender';
    b.effects.push(`armorers:${side}`);
    discard();
    note(ctx, b, 'armorers', seat, 'effect');
  }
}
