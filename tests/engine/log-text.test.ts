/**
 * GameModule.logText: a game that words log lines again from their data and the view
 * right after them must give back exactly the text its action logged, for every viewer
 * (the room leaves the text out of a patch only when it does, and the client puts it
 * back with the same function). Played on random games of every game that has one.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, projectView, type Match } from '../../engine/core/match.ts';
import { act } from '../../engine/core/undo.ts';
import type { AnyGameModule } from '../../engine/core/module.ts';
import { isRuleError } from '../../engine/core/result.ts';
import type { Viewer } from '../../engine/core/types.ts';
import { games } from '../../engine/games/registry.ts';
import { choose, picker } from '../room/random-play.ts';

/** Explorers' worded kinds that random play meets in every game (an Event card or a venture off the path may not come up). */
const EXPLORERS = ['place', 'monster', 'draw', 'turn', 'move', 'round', 'phase'];

/** Root's worded kinds (the Clergy's flowers and the Legion's Spoils are in both games). */
const ROOT = ['move', 'turn', 'draw', 'discard', 'place', 'remove', 'spoils', 'flower'];

/** `kinds`: worded for every viewer; `ownKinds`: also worded for every seat as its own (secret) line. */
const CASES: Array<{ name: string; module: AnyGameModule; seats: number; options: unknown; kinds: string[]; ownKinds?: string[] }> = [
  { name: 'free table', module: games.sandbox!, seats: 3, options: {}, kinds: ['move'] },
  { name: 'root, two factions', module: games.root!, seats: 2, options: { factions: ['clergy', 'legion'] }, kinds: ROOT, ownKinds: ['draw:own'] },
  { name: 'root, four factions', module: games.root!, seats: 4, options: { factions: ['clergy', 'legion', 'duchy', 'corvids'] }, kinds: ROOT, ownKinds: ['draw:own'] },
  { name: 'the Forest, three travellers', module: games.forest!, seats: 3, options: {}, kinds: ['round', 'missing', 'complete'] },
  { name: 'Delve, two characters', module: games.delve!, seats: 2, options: {}, kinds: ['round', 'turn', 'cleanup'] },
  { name: 'explorers, two heroes', module: games.explorers!, seats: 2, options: {}, kinds: EXPLORERS },
  { name: 'explorers, four heroes', module: games.explorers!, seats: 4, options: {}, kinds: EXPLORERS },
];

describe('logText words a line exactly as its action logged it', () => {
  it('every game in the registry with a logText is checked here', () => {
    const withLogText = Object.values(games).filter((g) => g.logText).map((g) => g.id).sort();
    expect(withLogText).toEqual([...new Set(CASES.map((c) => c.module.id))].sort());
  });

  for (const { name, module, seats, options, kinds, ownKinds = [] } of CASES) {
    it(`${name}: each ${kinds.join(', ')} line, for every viewer, from the view right after it`, () => {
      const pick = picker(`log-text:${name}`);
      let m = createMatch(module, options, seats, `log-text-${name}`) as Match;
      // Lines worded, by viewer and kind ('draw:own' for a drawer's own line, which names the cards).
      const worded = new Map<string, number>();
      const viewers: Viewer[] = [...Array.from({ length: seats }, (_, i) => i), 'spectator'];
      for (let i = 0; i < 400 && !module.status(m.state).over; i++) {
        const choice = choose(seats, (seat) => module.prompts(m.state, seat), pick);
        if (!choice) break;
        const r = act(module, m, choice.seat, choice.action);
        if (isRuleError(r)) throw new Error(`${module.id}: ${r.code} ${r.message}`);
        m = r.match;
        for (const viewer of viewers) {
          const p = projectView(module, m, viewer);
          for (const entry of p.log.filter((e) => e.v === m.version)) {
            const text = module.logText!(entry, p.view);
            if (text === undefined) continue;
            expect(text, `${name} v${m.version} ${entry.kind} for ${String(viewer)}`).toBe(entry.text);
            const kind = entry.data?.cards === undefined ? entry.kind : `${entry.kind}:own`;
            worded.set(`${String(viewer)} ${kind}`, (worded.get(`${String(viewer)} ${kind}`) ?? 0) + 1);
          }
        }
      }
      for (const viewer of viewers) {
        const own = viewer === 'spectator' ? [] : ownKinds;
        for (const kind of [...kinds, ...own]) expect(worded.get(`${String(viewer)} ${kind}`) ?? 0, `${kind} lines worded for ${String(viewer)}`).toBeGreaterThan(0);
      }
    });
  }
});
