import { describe, expect, it } from 'vitest';
import { defaultActionCap, playOne, simulate } from '../../scripts/sim.ts';
import { getGame } from '../../engine/games/registry.ts';
import { Rng, seedRng } from '../../engine/core/rng.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { ruleError } from '../../engine/core/result.ts';

describe('random-play simulator', () => {
  it('plays free-table games without errors or dead ends, reproducibly', () => {
    const opts = { game: 'sandbox', players: 3, games: 3, seed: 'vitest', actions: 60 };
    const a = simulate(opts);
    expect(a).toMatchObject({ ...opts, errors: 0, deadEnds: 0, finished: 0, meanActions: 60 });
    const strip = ({ gamesPerSecond: _g, actionsPerSecond: _a, ms: _m, gamesPerCpuSecond: _c, cpuMs: _cm, ...rest }: typeof a) => rest;
    expect(strip(simulate(opts))).toEqual(strip(a));
  });

  it('reports a prompted action that the game rejects, and a dead end', () => {
    const liar: AnyGameModule = {
      id: 'liar', name: 'Liar', rulesVersion: 1, minSeats: 1, maxSeats: 2, concurrent: false,
      parseOptions: () => ({}), parseAction: (a) => a,
      setup: () => ({ n: 0 }),
      apply: () => ruleError('liar/no', 'Never.'),
      view: (s) => s, scramble: (s) => s, table: () => ({ pieces: {}, hands: {} }), status: () => ({ over: false }),
      prompts: () => [{ key: 'x', label: 'X', actions: [{}] }],
    };
    expect(playOne(liar, 1, 's', 10, new Rng(seedRng('x'))).errors[0]).toMatch(/liar\/no/);
    const stuck: AnyGameModule = { ...liar, prompts: () => [] };
    expect(playOne(stuck, 1, 's', 10, new Rng(seedRng('x')))).toMatchObject({ deadEnd: true, actions: 0 });
    const done: AnyGameModule = { ...liar, status: () => ({ over: true }) };
    expect(playOne(done, 1, 's', 10, new Rng(seedRng('x')))).toMatchObject({ finished: true, deadEnd: false });
  });

  it('the default cap per game is the game\'s own hint: Root\'s lets the longest random 3- and 4-seat games end (about 2,300 actions)', () => {
    const root = getGame('root')!;
    for (const seats of [2, 3, 4]) expect(defaultActionCap(root, seats)).toBeGreaterThanOrEqual(4 * 2300);
    expect(defaultActionCap(getGame('sandbox')!, 4)).toBe(200);
    const { actionCap: _none, ...plain } = root;
    expect(defaultActionCap(plain as typeof root, 3)).toBe(2000);
  });
});
