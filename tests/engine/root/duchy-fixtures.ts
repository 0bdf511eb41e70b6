/**
 * Tiny Root positions for the Underground Duchy's rule tests: an empty Autumn map with the
 * Duchy at seat 0 and an enemy (the Legion, or the Clergy) at seat 1, pieces and cards put
 * where a test wants them, the turn at the Duchy's Assembly. The generic helpers (`act`,
 * `rejects`, `enter`, `at`, `give`, `offered`, …) come from fixtures.ts.
 */
import { Rng, seedRng } from '../../../engine/core/rng.ts';
import { FACTIONS } from '../../../engine/games/root/index.ts';
import { setupRoot } from '../../../engine/games/root/setup.ts';
import type { RootState } from '../../../engine/games/root/state.ts';
import { CATHEDRAL_TRACK, FLOWERS } from '../../../engine/games/root/factions/clergy/data.ts';
import { cs } from '../../../engine/games/root/factions/clergy/state.ts';
import { ls } from '../../../engine/games/root/factions/legion/state.ts';
import { ds, initDuchy, type DuchyState } from '../../../engine/games/root/factions/duchy/state.ts';
import type { MinisterId } from '../../../engine/games/root/factions/duchy/data.ts';
import { at } from './fixtures.ts';

export const UD = 0;
export const FOE = 1;
export const BURROW = 13;

/** An empty map mid-game with the Duchy (seat 0) and `enemy` (seat 1): no pieces, no cards, the Duchy's Assembly. */
export function duchyBlank(enemy: 'legion' | 'clergy' = 'legion'): RootState {
  const s = setupRoot(FACTIONS, { factions: ['duchy', enemy], order: [0, 1] }, 2, new Rng(seedRng('duchy-fixture')));
  for (const c of s.map) {
    c.warriors = [0, 0];
    c.buildings = [];
    c.tokens = [];
  }
  s.players.forEach((p) => {
    p.hand = [];
    p.vp = 0;
    p.crafted = [];
    p.items = [];
    p.warriors = FACTIONS[p.faction]!.warriors;
  });
  s.deck = [];
  s.discard = [];
  s.stack = [];
  s.queue = [];
  s.dice = { attacker: null, defender: null };
  s.fx.duchy = initDuchy();
  if (enemy === 'legion') {
    Object.assign(ls(s), { colonies: 6, spoils: [], campaign: null, campaignSuit: null, drops: [], attacked: [], colonized: [], activated: [] });
    delete ls(s).corner;
  } else {
    const c = cs(s);
    c.bag = [...FLOWERS];
    c.track = CATHEDRAL_TRACK.spaces.map(() => true);
    c.reserve = 0;
    c.penitence = { [String(UD)]: 'heretic' };
    c.actionsLeft = 3;
    delete c.act;
    delete c.start;
  }
  ds(s).actionsLeft = 2;
  at(s, UD, 'daylight', 'ud-assembly');
  return s;
}

export interface DuchyPut {
  /** Duchy warriors. */
  ud?: number;
  /** Enemy warriors. */
  foe?: number;
  citadel?: number;
  market?: number;
  tunnel?: boolean;
}

/** Puts pieces into a clearing, taken from the supplies and tracks. */
export function place(s: RootState, id: number, p: DuchyPut): RootState {
  const c = s.map.find((x) => x.id === id)!;
  const st: DuchyState = ds(s);
  if (p.ud) {
    c.warriors[UD] = (c.warriors[UD] ?? 0) + p.ud;
    s.players[UD]!.warriors -= p.ud;
  }
  if (p.foe) {
    c.warriors[FOE] = (c.warriors[FOE] ?? 0) + p.foe;
    s.players[FOE]!.warriors -= p.foe;
  }
  for (let i = 0; i < (p.citadel ?? 0); i++) {
    c.buildings.push({ seat: UD, kind: 'citadel' });
    st.citadels -= 1;
  }
  for (let i = 0; i < (p.market ?? 0); i++) {
    c.buildings.push({ seat: UD, kind: 'market' });
    st.markets -= 1;
  }
  if (p.tunnel) {
    c.tokens.push({ seat: UD, kind: 'tunnel' });
    st.tunnels -= 1;
  }
  return s;
}

/** Sways ministers for a test (their crowns taken from the board, no VP). */
export function sway(s: RootState, ...ids: MinisterId[]): RootState {
  const st = ds(s);
  const rank = { foremole: 'squire', captain: 'squire', marshal: 'squire', brigadier: 'noble', banker: 'noble', mayor: 'noble', duchess: 'lord', baron: 'lord', earl: 'lord' } as const;
  for (const id of ids) {
    st.swayed.push(id);
    st.crowns[rank[id]] -= 1;
  }
  return s;
}

/** The Duchy's Parliament, as if entered. */
export function parliament(s: RootState): RootState {
  ds(s).used = [];
  return at(s, UD, 'daylight', 'ud-parliament');
}
