/**
 * Undo (Board Game Arena's policy, engine/core/undo.ts): a seat takes back its own last
 * actions of its run while none drew randomness, told anyone a secret or showed anyone
 * something hidden, and no other seat acted since. No game writes undo code: these
 * checks run on the real games through their events, their Rng and their `scramble`.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { GameEvent } from '../../engine/core/types.ts';
import { act, replayVerdict, takeBack, undoStatus } from '../../engine/core/undo.ts';
import { games } from '../../engine/games/registry.ts';
import { duel } from '../helpers/duel.ts';
import { choose, picker } from '../room/random-play.ts';

const root = games.root!;
const explorers = games.explorers!;

interface Step { before: Match; after: Match; seat: number; action: unknown; events: GameEvent[] }

/** Random play with `act`; `visit` sees every step and returns true to stop there. */
function walk(module: AnyGameModule, seed: string, limit: number, visit: (s: Step) => boolean, options: unknown = {}): Step | null {
  const seats = Math.max(2, module.minSeats);
  let m = createMatch(module, options, seats, seed) as Match;
  const pick = picker(`undo:${seed}`);
  for (let i = 0; i < limit && !module.status(m.state).over; i++) {
    const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
    if (!choice) return null;
    const r = act(module, m, choice.seat, choice.action);
    if (isRuleError(r)) throw new Error(`${r.code} ${r.message}`);
    const step = { before: m, after: r.match, seat: choice.seat, action: choice.action, events: r.events };
    if (visit(step)) return step;
    m = r.match;
  }
  return null;
}

const handSize = (m: Match, seat: number) => (m.state as { players: Array<{ hand: unknown[] }> }).players[seat]!.hand.length;

describe('undo', () => {
  it('UNDO.1 Root: a move (nothing random, nothing hidden) is taken back: the state is as before and everyone reads "took back"', () => {
    const step = walk(root, 'u1', 400, (s) => (s.action as { t?: string }).t === 'move' && undoStatus(root, s.after, s.seat).can);
    expect(step, 'a move to take back').not.toBeNull();
    const { before, after, seat } = step!;
    const status = undoStatus(root, after, seat);
    expect(status).toEqual({ can: true, text: step!.events[0]!.text, v: after.version });
    const r = takeBack(root, after, seat);
    if (isRuleError(r)) throw new Error(r.message);
    expect(JSON.stringify(r.match.state)).toBe(JSON.stringify(before.state));
    expect(r.match.rng).toEqual(before.rng);
    expect(r.match.version).toBe(after.version + 1);
    expect(r.match.log.at(-1)).toMatchObject({ kind: 'undo', seat, v: after.version + 1, text: `Seat ${seat + 1} took back: ${status.can && status.text}` });
    // The lines of the action taken back stay in the log.
    expect(r.match.log.slice(0, -1)).toEqual(after.log);
  });

  it('UNDO.2 an action that drew randomness (a battle\'s dice) cannot be taken back, with the reason', () => {
    const step = walk(root, 'u2', 600, (s) => JSON.stringify(s.before.rng) !== JSON.stringify(s.after.rng) && !root.status(s.after.state).over);
    expect(step).not.toBeNull();
    const status = undoStatus(root, step!.after, step!.seat);
    expect(status.can).toBe(false);
    expect(!status.can && status.reason).toMatch(/drew randomness/);
    const r = takeBack(root, step!.after, step!.seat);
    expect(isRuleError(r) && r.code).toBe('undo/not-allowed');
  });

  it('UNDO.3 Root: a card drawn into a hand cannot be taken back (its drawer saw it)', () => {
    const step = walk(root, 'u3', 600, (s) => s.events.some((e) => e.kind === 'draw' && e.secret) && !s.events.some((e) => e.hidden)
      && JSON.stringify(s.before.rng) === JSON.stringify(s.after.rng));
    expect(step).not.toBeNull();
    const status = undoStatus(root, step!.after, step!.seat);
    expect(!status.can && status.reason).toMatch(/showed you something hidden|told a player/);
  });

  it('UNDO.4 Root: a card played or spent from a hand cannot be taken back (it showed the other seat the card)', () => {
    const step = walk(root, 'u4', 800, (s) => handSize(s.after, s.seat) < handSize(s.before, s.seat)
      && !s.events.some((e) => e.secret || e.hidden) && JSON.stringify(s.before.rng) === JSON.stringify(s.after.rng)
      && !root.status(s.after.state).over);
    expect(step, 'a card leaving a hand').not.toBeNull();
    const status = undoStatus(root, step!.after, step!.seat);
    expect(!status.can && status.reason).toMatch(new RegExp(`showed (Seat ${2 - step!.seat}|everyone) something hidden`));
  });

  it('UNDO.5 another seat acting ends the run: nothing of the first seat\'s is taken back, and the refusal changes nothing', () => {
    let seen = 0;
    const step = walk(root, 'u5', 400, (s) => {
      const trail = s.before.undo ?? [];
      return trail.length > 0 && trail.at(-1)!.seat !== s.seat && ++seen > 0;
    });
    expect(step).not.toBeNull();
    const other = step!.before.undo!.at(-1)!.seat;
    const status = undoStatus(root, step!.after, other);
    expect(!status.can && status.reason).toBe(`Seat ${step!.seat + 1} acted last.`);
    const frozen = JSON.stringify(step!.after);
    expect(isRuleError(takeBack(root, step!.after, other))).toBe(true);
    expect(JSON.stringify(step!.after)).toBe(frozen);
  });

  it('UNDO.6 Explorers: a run of plain moves is taken back one by one, newest first', () => {
    let run: Step[] = [];
    const step = walk(explorers, 'u6', 800, (s) => {
      if (run.length > 0 && run.at(-1)!.seat !== s.seat) run = [];
      if (undoStatus(explorers, s.after, s.seat).can) run.push(s);
      else run = [];
      return run.length >= 2;
    }, { lairs: true });
    expect(step, 'two undoable actions in a row').not.toBeNull();
    let m = step!.after;
    for (const s of [...run].reverse()) {
      const r = takeBack(explorers, m, s.seat);
      if (isRuleError(r)) throw new Error(r.message);
      expect(JSON.stringify(r.match.state)).toBe(JSON.stringify(s.before.state));
      m = r.match;
    }
    expect(m.log.filter((e) => e.kind === 'undo')).toHaveLength(2);
  });

  it('UNDO.4 Explorers: drawing from a hidden pile (a tile, loot, an event) cannot be taken back', () => {
    type Piles = Record<string, unknown[]>;
    const piles = (m: Match) => (m.state as { piles: Piles }).piles;
    const drew = (s: Step) => Object.keys(piles(s.before)).some((k) => piles(s.after)[k]!.length < piles(s.before)[k]!.length);
    const step = walk(explorers, 'u4x', 800, (s) => drew(s) && JSON.stringify(s.before.rng) === JSON.stringify(s.after.rng)
      && !s.events.some((e) => e.hidden) && !explorers.status(s.after.state).over, { lairs: true });
    expect(step, 'a draw from a pile').not.toBeNull();
    const status = undoStatus(explorers, step!.after, step!.seat);
    expect(!status.can && status.reason).toMatch(/something hidden/);
  });

  it('UNDO.7 the game being over ends every undo', () => {
    const step = walk(duel, 'u7', 100, (s) => duel.status(s.after.state as Parameters<typeof duel.status>[0]).over);
    expect(step).not.toBeNull();
    for (const seat of [0, 1]) expect(undoStatus(duel, step!.after, seat)).toEqual({ can: false, reason: 'The game is over.' });
  });

  it('UNDO.8 sealed choices: a seat may change its hidden choice by taking it back until the reveal', () => {
    let m = createMatch(duel, {}, 2, 'u8') as Match;
    const first = act(duel, m, 0, { t: 'choose', n: 3 });
    if (isRuleError(first)) throw new Error(first.message);
    m = first.match;
    expect(undoStatus(duel, m, 0).can).toBe(true);
    const back = takeBack(duel, m, 0);
    if (isRuleError(back)) throw new Error(back.message);
    const again = act(duel, back.match, 0, { t: 'choose', n: 5 });
    if (isRuleError(again)) throw new Error(again.message);
    const reveal = act(duel, again.match, 1, { t: 'choose', n: 2 });
    if (isRuleError(reveal)) throw new Error(reveal.message);
    expect(JSON.stringify(reveal.match.state)).toContain('"choice":5');
    // The reveal showed everyone both choices: the second seat cannot take its choice back.
    const status = undoStatus(duel, reveal.match, 1);
    expect(!status.can && status.reason).toMatch(/something hidden/);
  });

  for (const module of [root, explorers, games.sandbox!, duel]) {
    it(`UNDO.9 ${module.id}: random play with every allowed undo taken restores the exact state, and replays identically`, () => {
      const seats = Math.max(2, module.minSeats);
      const pick = picker(`undo-play:${module.id}`);
      let m = createMatch(module, {}, seats, `undo-play-${module.id}`) as Match;
      const history: Match[] = [];
      const script: Array<{ seat: number; action?: unknown }> = [];
      let undone = 0;
      for (let i = 0; i < 300 && !module.status(m.state).over; i++) {
        const last = m.undo?.at(-1);
        if (last && i % 3 === 0 && undoStatus(module, m, last.seat).can) {
          const r = takeBack(module, m, last.seat);
          if (isRuleError(r)) throw new Error(r.message);
          const restored = history.pop()!;
          expect(JSON.stringify(r.match.state)).toBe(JSON.stringify(restored.state));
          m = r.match;
          script.push({ seat: last.seat });
          undone++;
          continue;
        }
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(r.message);
        if (!last || last.seat !== choice.seat) history.length = 0;
        history.push(m);
        m = r.match;
        script.push({ seat: choice.seat, action: choice.action });
      }
      expect(undone).toBeGreaterThan(module === duel ? 0 : 3);
      let again = createMatch(module, {}, seats, `undo-play-${module.id}`) as Match;
      for (const s of script) {
        const r = 'action' in s ? act(module, again, s.seat, s.action) : takeBack(module, again, s.seat);
        if (isRuleError(r)) throw new Error(r.message);
        again = r.match;
      }
      expect(JSON.stringify(again)).toBe(JSON.stringify(m));
    });
  }

  for (const module of Object.values(games).filter((g) => g.showsNothing)) {
    it(`UNDO.10 ${module.id}: an action the game says shows nothing shows nothing when replayed on scrambled states`, () => {
      const seats = Math.min(4, module.maxSeats);
      const pick = picker(`shows-nothing:${module.id}`);
      let m = createMatch(module, {}, seats, `shows-nothing-${module.id}`) as Match;
      let vouched = 0;
      let other = 0;
      for (let i = 0; i < 600 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const parsed = module.parseAction(choice.action);
        if (isRuleError(parsed)) throw new Error(parsed.message);
        const says = module.showsNothing!(m.state, choice.seat, parsed);
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(r.message);
        m = r.match;
        if (says) {
          vouched++;
          expect(replayVerdict(module, m), `${module.id} v${m.version} ${JSON.stringify(choice.action)}`).toBeNull();
        } else other++;
      }
      // Both answers come up, on a table with hidden things (hands, decks, face-down pieces).
      expect(vouched).toBeGreaterThan(20);
      expect(other).toBeGreaterThan(20);
    });
  }
});
