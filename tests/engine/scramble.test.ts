/**
 * DESIGN §2.3 for every game at byte level: each module's `scramble` rearranges what a
 * viewer may not see, and that viewer's whole projection (view, table, prompts, status,
 * log) must stay byte-identical — while the state itself does change. Undo trusts the
 * same function to find out whether an action showed anyone something (engine/core/undo.ts).
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, projectMatch, type Match } from '../../engine/core/match.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { games } from '../../engine/games/registry.ts';
import { sandbox } from '../../engine/games/sandbox/index.ts';
import type { CardPiece, SandboxState } from '../../engine/games/sandbox/state.ts';
import { duel } from '../helpers/duel.ts';
import { choose, picker } from '../room/random-play.ts';

interface Case { name: string; module: AnyGameModule; seats: number; options: unknown }

/** Every game at its smallest table, and the tables whose secrets only show with more seats (Root with all four factions). */
const CASES: Case[] = [
  ...[...Object.values(games), duel].map((module) => ({ name: module.id, module, seats: Math.max(2, module.minSeats), options: {} })),
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] } },
];

function viewers(m: Match): Viewer[] {
  return [...Array.from({ length: m.seats }, (_, i) => i), 'spectator'];
}

describe('every game: scramble hides nothing a viewer may see, and reads nothing else', () => {
  for (const { name, module, seats, options } of CASES) {
    it(`${name}: projections of a scrambled state are byte-identical for that viewer; scrambling it again gives what the original gives`, () => {
      const shuffler = new Rng(seedRng(`scramble:${name}`));
      const pick = picker(`scramble:${name}`);
      let m = createMatch(module, options, seats, `scramble-${name}`) as Match;
      // The duel is short: check it after every action.
      const every = module === duel ? 1 : 6;
      let compared = 0;
      let changed = 0;
      for (let i = 0; i < 240 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = applyAction(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${module.id}: ${r.code} ${r.message}`);
        m = r.match;
        if (i % every !== 0) continue;
        for (const viewer of viewers(m)) {
          const before = JSON.stringify(m.state);
          const other: Match = { ...m, state: module.scramble(structuredClone(m.state), viewer, shuffler) };
          expect(JSON.stringify(m.state), 'scramble works on its copy').toBe(before);
          if (JSON.stringify(other.state) !== before) changed++;
          expect(JSON.stringify(projectMatch(module, other, viewer)), `${module.id} viewer ${viewer} at ${m.version}`)
            .toBe(JSON.stringify(projectMatch(module, m, viewer)));
          // What a bot is handed (engine/bots/sample.ts): the same for every state the viewer cannot tell apart.
          const same = new Rng(seedRng(`same:${m.version}:${String(viewer)}`));
          const again = new Rng(seedRng(`same:${m.version}:${String(viewer)}`));
          expect(JSON.stringify(module.scramble(structuredClone(other.state), viewer, again)), `${module.id} viewer ${viewer} at ${m.version}: scramble reads only the view`)
            .toBe(JSON.stringify(module.scramble(structuredClone(m.state), viewer, same)));
          compared++;
        }
      }
      expect(compared).toBeGreaterThan(20);
      expect(changed, 'the scramble rearranges something').toBeGreaterThan(compared / 4);
    });
  }
});

/**
 * A seat's prompts are part of what it sees, and what a bot decides from (engine/bots):
 * whole random games, every seat's prompts at every action against those of a scrambled
 * state. Cheaper than whole projections, so it reaches rare positions the check above
 * misses (a Legion crafting with a face-down plot once named the plot's type here).
 */
describe('every game: a seat\'s prompts read nothing it cannot see, at every action of whole games', () => {
  // The free table never ends: 600 actions of it. Root's four factions meet rarely: ten games.
  const GAMES: Array<Case & { games: number; actions: number }> = [
    ...CASES.filter((c) => c.name !== 'root, four factions').map((c) => ({ ...c, games: c.module === sandbox ? 1 : 2, actions: c.module === sandbox ? 600 : 3000 })),
    { ...CASES.find((c) => c.name === 'root, four factions')!, games: 10, actions: 3000 },
  ];
  for (const { name, module, seats, options, games: count, actions } of GAMES) {
    it(`${name}: ${count === 1 ? `${actions} random actions` : `${count} random games`}, every seat's prompts unchanged by a scramble of what it cannot see`, () => {
      const shuffler = new Rng(seedRng(`prompts:${name}`));
      let compared = 0;
      for (let g = 0; g < count; g++) {
        const pick = picker(`prompts:${name}:${g}`);
        let m = createMatch(module, options, seats, `prompts-${name}-${g}`) as Match;
        for (let i = 0; i < actions && !module.status(m.state).over; i++) {
          for (let seat = 0; seat < seats; seat++) {
            const other = module.scramble(structuredClone(m.state), seat, shuffler);
            expect(JSON.stringify(module.prompts(other, seat)), `${name} game ${g} seat ${seat} at ${m.version}`).toBe(JSON.stringify(module.prompts(m.state, seat)));
            compared++;
          }
          const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
          if (!choice) break;
          const r = applyAction(module, m, choice.seat, choice.action);
          if (isRuleError(r)) throw new Error(`${module.id}: ${r.code} ${r.message}`);
          m = r.match;
        }
      }
      expect(compared).toBeGreaterThan(50);
    });
  }
});

describe('sandbox: a card played face down looks like every other face-down card', () => {
  it('a double-sided card played face down shows neither side; the public log does not name it', () => {
    let m = createMatch(sandbox, {}, 2, 'face-down') as Match<SandboxState>;
    const step = (seat: number, action: unknown): void => {
      const r = applyAction(sandbox, m, seat, action);
      if (isRuleError(r)) throw new Error(`${r.code} ${r.message}`);
      m = r.match as Match<SandboxState>;
    };
    step(0, { t: 'search', deck: 'deck', face: 'forest-1' });
    step(0, { t: 'play', id: m.state.hands[0]![0]!.id, x: 0, z: 0, faceUp: false });
    step(0, { t: 'search', deck: 'deck', face: 'QH' });
    step(0, { t: 'play', id: m.state.hands[0]![0]!.id, x: 4, z: 0, faceUp: false });
    const down = Object.values(m.state.pieces).filter((p): p is CardPiece => p.kind === 'card');
    expect(down.map((p) => p.card.front.face).sort()).toEqual(['QH', 'forest-1']);
    // The same table with the two face-down cards traded places: nobody but their player can tell.
    const traded = structuredClone(m);
    const [a, b] = down.map((p) => traded.state.pieces[p.id] as CardPiece) as [CardPiece, CardPiece];
    [a.card, b.card] = [b.card, a.card];
    const flag = (p: CardPiece, on: boolean): void => { if (on) p.faceDown = true; else delete p.faceDown; };
    const [fa, fb] = [!!a.faceDown, !!b.faceDown];
    flag(a, fb);
    flag(b, fa);
    for (const viewer of [1, 'spectator'] as Viewer[]) {
      const bytes = JSON.stringify(projectMatch(sandbox, m, viewer));
      for (const name of ['forest-1', 'clearing-1', 'Forest 1', 'Clearing 1', 'QH', 'Q♥']) expect(bytes, `${name} for ${viewer}`).not.toContain(name);
      expect(JSON.stringify(projectMatch(sandbox, traded, viewer)), `traded, viewer ${viewer}`).toBe(bytes);
      const other = { ...m, state: sandbox.scramble(structuredClone(m.state), viewer, new Rng(seedRng('face-down'))) };
      expect(JSON.stringify(projectMatch(sandbox, other, viewer))).toBe(bytes);
    }
    // Its player was told what they played, and no one else.
    expect(JSON.stringify(projectMatch(sandbox, m, 0).log)).toContain('You played Forest 1 (Clearing 1 on the back) face down.');
  });
});
