import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyAction, createMatch, decidingSeats, projectMatch, type Match } from '../../../engine/core/match.ts';
import { isRuleError } from '../../../engine/core/result.ts';
import { TABLE_SIZE } from '../../../engine/core/projection.ts';
import { ROOT_D12_LABELS } from '../../../engine/table/dice.ts';
import { FACTIONS, parseRootAction, parseRootOptions, root } from '../../../engine/games/root/index.ts';
import { FACTION_LOGS } from '../../../engine/games/root/factions/logs.ts';
import { FACTION_LOOKS } from '../../../engine/games/root/factions/looks.ts';
import type { RootView } from '../../../engine/games/root/view.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { forcedDice } from '../../helpers/scripted-rng.ts';
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { setupRoot } from '../../../engine/games/root/setup.ts';
import { act, at, blank, HCC, put, QL } from './fixtures.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import { ds } from '../../../engine/games/root/factions/duchy/state.ts';
import { AUTUMN_MAP } from '../../../engine/games/root/data/autumn-map.ts';
import { CLEARING_RADIUS, clearingSpot, MAP_BOARD, slotOffset, tableRoot, vpSpot } from '../../../engine/games/root/table.ts';

describe('Root on the table (table())', () => {
  it('lays the Autumn map board out with its 12 clearings inside it, inside the 48 × 32 table', () => {
    const m = createMatch(root, {}, 2, 'table') as Match<RootState>;
    const { pieces } = projectMatch(root, m, 'spectator').table;
    for (const p of Object.values(pieces)) {
      expect(Math.abs(p.x)).toBeLessThanOrEqual(TABLE_SIZE.width / 2 - 1);
      expect(Math.abs(p.z)).toBeLessThanOrEqual(TABLE_SIZE.depth / 2 - 1);
      expect(p.draggable).toBe(false);
    }
    expect(pieces.map).toMatchObject({ kind: 'board', model: 'root-map', x: MAP_BOARD.x, z: MAP_BOARD.z });
    expect(Object.values(pieces).filter((p) => p.id.startsWith('clearing-'))).toHaveLength(12);
    expect(pieces['clearing-10']).toMatchObject({ kind: 'board', model: 'root-clearing', face: '10', label: '10 Beach (rabbit)' });
    expect(MAP_BOARD.x - MAP_BOARD.width / 2).toBeGreaterThanOrEqual(-TABLE_SIZE.width / 2);
    const spots = AUTUMN_MAP.clearings.map((c) => clearingSpot(c.xy));
    for (const s of spots) {
      expect(Math.abs(s.x - MAP_BOARD.x) + CLEARING_RADIUS).toBeLessThanOrEqual(MAP_BOARD.width / 2);
      expect(Math.abs(s.z - MAP_BOARD.z) + CLEARING_RADIUS).toBeLessThanOrEqual(MAP_BOARD.depth / 2);
    }
    for (let i = 0; i < spots.length; i++) {
      for (let j = i + 1; j < spots.length; j++) {
        expect(Math.hypot(spots[i]!.x - spots[j]!.x, spots[i]!.z - spots[j]!.z)).toBeGreaterThanOrEqual(2 * CLEARING_RADIUS);
      }
    }
    // Ruins sit in the last slot of their clearing (10 Beach has two slots).
    const beach = clearingSpot(AUTUMN_MAP.clearings[9]!.xy);
    expect(pieces['ruin-10']).toMatchObject({ kind: 'cube', model: 'root-ruin' });
    expect(pieces['ruin-10']!.x).toBeCloseTo(beach.x + slotOffset(1, 2).dx, 9);
    expect(pieces['ruin-10']!.z).toBeCloseTo(beach.z + slotOffset(1, 2).dz, 9);
  });

  it('shows warriors as meeples in faction colours with counts, buildings and tokens on their clearing', () => {
    const s = put(blank(), 9, { w: [3, 2], cathedral: true, flowers: ['fox', 'fox'], colony: true });
    const { pieces } = root.table(root.view(s, 'spectator'), 'spectator');
    const view = root.view(s, 'spectator');
    expect(pieces['warriors-9-0']).toMatchObject({ kind: 'meeple', count: 3, owner: HCC, color: view.seats[HCC]!.color });
    expect(pieces['warriors-9-1']).toMatchObject({ kind: 'meeple', count: 2, owner: QL, color: view.seats[QL]!.color });
    expect(pieces['building-9-0']).toMatchObject({ kind: 'cube', model: 'root-cathedral', face: 'cathedral', owner: HCC, color: view.seats[HCC]!.color });
    expect(pieces['token-9-0-flower-fox']).toMatchObject({ kind: 'token', count: 2, face: 'flower-fox' });
    expect(pieces['token-9-1-colony']).toMatchObject({ kind: 'cube', model: 'root-colony', count: 1, face: 'colony' });
    expect(pieces['vp-0']).toMatchObject({ kind: 'meeple', color: view.seats[HCC]!.color });
    expect(pieces.deck).toMatchObject({ kind: 'deck', faceUp: false });
  });

  it('runs the victory point track 0–30 around the map, off the board, each marker on its space', () => {
    const s = blank();
    s.players[HCC]!.vp = 7;
    s.players[QL]!.vp = 7;
    const { pieces } = root.table(root.view(s, 'spectator'), 'spectator');
    const spaces = Array.from({ length: 31 }, (_, n) => pieces[`vp-space-${n}`]!);
    spaces.forEach((p, n) => {
      expect(p).toMatchObject({ kind: 'token', face: `vp-${n}`, label: String(n), ...vpSpot(n) });
      // Off the board: outside its rectangle by more than a token's radius.
      const out = Math.max(Math.abs(p.x - MAP_BOARD.x) - MAP_BOARD.width / 2, Math.abs(p.z - MAP_BOARD.z) - MAP_BOARD.depth / 2);
      expect(out).toBeGreaterThan(0.6);
    });
    for (let n = 1; n <= 30; n++) {
      expect(Math.hypot(spaces[n]!.x - spaces[n - 1]!.x, spaces[n]!.z - spaces[n - 1]!.z)).toBeGreaterThan(2 * 0.6 + 0.5);
    }
    // South edge first (0 in the south-west corner), 30 in the north-west.
    expect(spaces[0]!.z).toBeGreaterThan(MAP_BOARD.z + MAP_BOARD.depth / 2);
    expect(spaces[30]!.z).toBeLessThan(MAP_BOARD.z - MAP_BOARD.depth / 2);
    expect(vpSpot(45)).toEqual(vpSpot(30));
    // Two markers on one space stand side by side on it.
    const [a, b] = [pieces['vp-0']!, pieces['vp-1']!];
    expect(a.z).toBe(vpSpot(7).z);
    expect((a.x + b.x) / 2).toBeCloseTo(vpSpot(7).x, 6);
    expect(Math.abs(a.x - b.x)).toBeGreaterThan(0.4);
  });

  it('keeps the side column out from under the map: the piles and each of the four factions\' pieces east of it, every one present', () => {
    // All four factions, each showing every side-column piece it can have: the Legion's
    // campaign card, the Duchy's revealed cards, the Clergy's bag, the Corvids' plot supply.
    const s = setupRoot(FACTIONS, { factions: ['clergy', 'legion', 'duchy', 'corvids'], order: [0, 1, 2, 3] }, 4, new Rng(seedRng('side-column')));
    ls(s).campaign = 'bird-crossbow';
    ds(s).revealed = [{ id: 'side-1', key: 'bird-woodland-runners' }];
    const { pieces } = root.table(root.view(s, 'spectator'), 'spectator');
    const ids = ['deck', 'discard', 'clergy-bag', 'legion-campaign', 'legion-spoils', 'duchy-revealed', 'corvid-plots'];
    for (const id of ids) {
      const p = pieces[id];
      expect(p, `${id} is on the table`).toBeDefined();
      expect(p!.x, id).toBeGreaterThan(MAP_BOARD.x + MAP_BOARD.width / 2 + 2);
    }
    expect(pieces.deck).toMatchObject({ kind: 'deck', faceUp: false });
  });

  it('the battle dice are Root d12 table pieces that show the last battle\'s values', () => {
    let s = put(blank(), 12, { w: [2, 2] });
    ls(s).campaignSuit = 'fox';
    const before = root.table(root.view(s, 0), 0).pieces;
    expect(before['battle-attacker']).toMatchObject({ kind: 'die', model: 'd12', die: { sides: 12, labels: [...ROOT_D12_LABELS], value: null } });
    s = act(at(s, QL, 'daylight', 'ql-attack'), QL, { t: 'battle', clearing: 12, defender: HCC }, forcedDice(7, 2)).s;
    const after = root.table(root.view(s, 0), 0).pieces;
    expect(after['battle-attacker']?.die?.value).toBe(7);
    expect(after['battle-attacker']?.face).toBe('2');
    expect(after['battle-defender']?.die?.value).toBe(2);
  });
});

describe('Root options and actions', () => {
  it('defaults to the Clergy and the Legion, one seat each; refuses unknown or repeated factions', () => {
    expect(parseRootOptions(undefined)).toEqual({ factions: ['clergy', 'legion'], order: [0, 1] });
    expect(parseRootOptions({ factions: ['legion', 'clergy'], maxTurns: 40 })).toEqual({ factions: ['legion', 'clergy'], order: [0, 1], maxTurns: 40 });
    expect(parseRootOptions({ factions: ['clergy', 'marquise'] })).toMatchObject({ code: 'root/bad-options' });
    expect(parseRootOptions({ factions: ['clergy', 'clergy'] })).toMatchObject({ code: 'root/bad-options' });
    expect(root.concurrent).toBe(false);
  });

  it('seats follow the faction list', () => {
    const m = createMatch(root, { factions: ['legion', 'clergy'] }, 2, 'swap') as Match<RootState>;
    expect(m.state.players.map((p) => p.faction)).toEqual(['legion', 'clergy']);
    expect(m.state.turn).toMatchObject({ phase: 'setup', seat: 1, step: 'hcc-setup-cathedral' });
  });

  it('parses core and faction actions by shape, with stable codes', () => {
    expect(parseRootAction({ t: 'move', from: 1, to: 5, n: 2 })).toEqual({ t: 'move', from: 1, to: 5, n: 2 });
    expect(parseRootAction({ t: 'hcc.swarm', card: 'k1', clearing: 3 })).toEqual({ t: 'hcc.swarm', card: 'k1', clearing: 3 });
    // A clearing a faction brings beside the map (the Burrow, 13) parses; the engine checks it is in play.
    expect(parseRootAction({ t: 'move', from: 13, to: 5, n: 2 })).toEqual({ t: 'move', from: 13, to: 5, n: 2 });
    expect(parseRootAction({ t: 'move', from: 65, to: 5, n: 2 })).toMatchObject({ code: 'root/bad-action' });
    expect(parseRootAction({ t: 'hcc.nope' })).toMatchObject({ code: 'HCC/bad-action' });
    expect(parseRootAction({ t: 'ql.colonize' })).toMatchObject({ code: 'QL/bad-action' });
    expect(parseRootAction({ t: 'xx.y' })).toMatchObject({ code: 'root/bad-action' });
  });
});

describe('Root architecture', () => {
  it('the core never imports a faction: only index.ts names them; the view types its seat boards by the list of manifests, in types only', () => {
    const dir = join(import.meta.dirname, '../../../engine/games/root');
    const offenders: string[] = [];
    const walk = (d: string): void => {
      for (const name of readdirSync(d)) {
        const path = join(d, name);
        if (statSync(path).isDirectory()) {
          if (name !== 'factions') walk(path);
        } else if (name.endsWith('.ts') && !(d === dir && name === 'index.ts')) {
          const imports = readFileSync(path, 'utf8').split('\n').filter((line) => /from '\.\.?\/factions\//.test(line));
          if (imports.some((line) => !/^import type \{[^}]*\} from '\.\/factions\/index\.ts';$/.test(line))) offenders.push(path);
        }
      }
    };
    walk(dir);
    expect(offenders).toEqual([]);
  });

  it("the client's table takes each faction's looks from the light list (factions/looks.ts): the modules' own, the same pieces", () => {
    expect(Object.keys(FACTION_LOOKS)).toEqual(Object.keys(FACTIONS));
    for (const [id, f] of Object.entries(FACTIONS)) expect(FACTION_LOOKS[id]?.looks, id).toBe(f.looks);
    // And the log policies the client words log lines with (factions/logs.ts).
    expect(Object.keys(FACTION_LOGS)).toEqual(Object.keys(FACTIONS));
    for (const [id, f] of Object.entries(FACTIONS)) expect(FACTION_LOGS[id]?.log, id).toBe(f.log);
    // Four factions through setup and into the first turns: bag, drawn flower, campaign, plots.
    let m = createMatch(root, { factions: ['clergy', 'legion', 'duchy', 'corvids'] }, 4, 'looks') as Match<RootState>;
    for (let i = 0; i < 40; i++) {
      const seat = decidingSeats(root, m)[0];
      if (seat === undefined) break;
      const next = applyAction(root, m, seat, root.prompts(m.state, seat)[0]!.actions[0]!);
      if (isRuleError(next)) throw new Error(next.message);
      m = next.match as Match<RootState>;
      for (const viewer of [seat, 'spectator'] as const) {
        const p = projectMatch(root, m, viewer);
        expect(tableRoot(FACTION_LOOKS, p.view as RootView, viewer)).toEqual(p.table);
      }
    }
    expect(Object.keys(projectMatch(root, m, 'spectator').table.pieces)).toEqual(expect.arrayContaining(['clergy-bag', 'legion-spoils', 'corvid-plots']));
  });

  it('one faction never imports another: every pair of the four, every file of each', () => {
    const dir = join(import.meta.dirname, '../../../engine/games/root/factions');
    const factions = readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory()).sort();
    expect(factions).toEqual([...Object.keys(FACTIONS)].sort());
    expect(factions).toEqual(['clergy', 'corvids', 'duchy', 'legion']);
    const files = (d: string): string[] => readdirSync(d).flatMap((name) => (statSync(join(d, name)).isDirectory() ? files(join(d, name)) : name.endsWith('.ts') ? [join(d, name)] : []));
    const offenders: string[] = [];
    for (const me of factions) {
      const mine = files(join(dir, me));
      expect(mine.length, me).toBeGreaterThan(0);
      for (const path of mine) {
        const text = readFileSync(path, 'utf8');
        // Any import or re-export whose specifier reaches into another faction's folder, at any depth.
        for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
          const target = join(dirname(path), spec!);
          for (const other of factions) {
            if (other !== me && (target === join(dir, other) || target.startsWith(join(dir, other) + sep))) offenders.push(`${me}: ${path.slice(dir.length + 1)} imports ${spec}`);
          }
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
