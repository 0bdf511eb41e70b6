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
import { act, replayShown, takeBack, undoStatus } from '../../engine/core/undo.ts';
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
    for (const seat of [0, 1]) expect(undoStatus(duel, step!.after, seat)).toEqual({ can: false, reason: 'The game is over.', words: { id: 'core.undo.over' } });
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

  /**
   * Where a declaration may name a viewer the replay rarely confirms, as it learns only
   * that a hidden thing met a rule — found by a replay only on a state where it did not,
   * which scrambles of a hand of several cards seldom deal. In Root: a seat giving the
   * Clergy a card to repent shows the others that it matched a cathedral clearing
   * (HCC.6.1); while the Duchy's Banker spends cards of one suit, whether the action goes
   * on shows the others whether they still hold one (12.5.2.V). Such a viewer is still held
   * to the other half: wherever the replay finds it was shown something, it is declared.
   */
  const hintOnly = (module: AnyGameModule, before: Match, seat: number, action: unknown, viewer: unknown): boolean => {
    if (module !== root || viewer === seat) return false;
    if ((action as { t?: string }).t === 'hcc.repent') return true;
    const act = (before.state as { fx: { duchy?: { act?: { kind: string; suit?: string | null } } } }).fx.duchy?.act;
    return act?.kind === 'banker' && act.suit !== null;
  };

  /**
   * Random tables of every game (and of the sealed-choice duel), with what each may
   * hide: `options`, the seats, and how many actions to play. Root seats all four factions
   * at four seats, and the two with the most secrets at two.
   */
  const tables: Array<{ module: AnyGameModule; seats: number; options?: unknown; actions: number; label?: string }> = [
    { module: root, seats: 4, actions: 160 },
    { module: root, seats: 2, actions: 160, label: 'Corvids and Duchy', options: { factions: ['corvids', 'duchy'] } },
    { module: explorers, seats: 2, actions: 250, options: { lairs: true } },
    { module: games.delve!, seats: 2, actions: 200 },
    { module: games.forest!, seats: 2, actions: 300 },
    { module: games.sandbox!, seats: 3, actions: 160 },
    { module: duel, seats: 3, actions: 60 },
  ];
  it('UNDO.10 the tables cover every game', () => {
    expect(new Set(tables.map((t) => t.module.id))).toEqual(new Set([...Object.keys(games), duel.id]));
  });

  for (const { module, seats, options = {}, actions, label } of tables) {
    it(`UNDO.10 ${module.id}${label ? ` (${label})` : ''}: what each action says it showed, and to whom, is what a replay on scrambled states finds`, () => {
      const pick = picker(`reveals:${module.id}:${seats}`);
      let m = createMatch(module, options, seats, `reveals-${module.id}-${seats}`) as Match;
      let showing = 0;
      let plain = 0;
      for (let i = 0; i < actions && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const before = m;
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(r.message);
        m = r.match;
        const entry = m.undo!.at(-1)!;
        // Only an action that may still be taken back rests on its declaration.
        if (entry.blocked) continue;
        const where = `${module.id} v${m.version} seat ${choice.seat} ${JSON.stringify(choice.action)}`;
        const declared = entry.shown!;
        const found = replayShown(module, m);
        for (const viewer of found) expect(declared, `${where}: the replay finds ${String(viewer)} was shown something`).toContain(viewer);
        const unconfirmed = declared.filter((v) => !found.includes(v) && !hintOnly(module, before, choice.seat, choice.action, v));
        if (unconfirmed.length > 0) {
          // Two scrambles may happen to deal what was there; more settle it.
          const again = replayShown(module, m, 32);
          for (const viewer of unconfirmed) expect(again, `${where}: declared ${String(viewer)} was shown something`).toContain(viewer);
        }
        if (declared.length > 0) showing++;
        else plain++;
      }
      // Both come up: actions that show someone something and actions that show nothing.
      expect(showing, 'actions that showed something').toBeGreaterThan(module === duel ? 3 : 10);
      expect(plain, 'actions that showed nothing').toBeGreaterThan(module === duel ? 3 : 10);
    });
  }
});
